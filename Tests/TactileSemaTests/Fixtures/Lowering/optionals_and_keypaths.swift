import SwiftUI

struct Item: Identifiable {
  let id = UUID()
  var name: String
  var rating: Int?
}

struct ItemList: View {
  @State private var items = [Item(name: "A", rating: 3), Item(name: "B", rating: nil)]
  @State private var selected: Item? = nil

  var body: some View {
    VStack {
      ForEach(items) { item in
        Text("\(item.name): \(item.rating ?? 0)")
          .onLongPressGesture(minimumDuration: 0.3) { selected = item }
      }
      Text(selected?.name ?? "none")
      Text(items.map(\.name).joined(separator: ", "))
    }
  }
}
