import SwiftUI

// An associated type inferred from the property that witnesses it: Item.ID is UUID because
// Identifiable's `id` is `let id = UUID()`, and Tag.ID is String.
struct Item: Identifiable, Equatable {
    let id = UUID()
    var title: String
}

struct Tag: Identifiable {
    var id: String { name }
    var name: String
}

struct SelectableList: View {
    @State private var items = [Item(title: "One"), Item(title: "Two")]
    @State private var selected: Item.ID?
    @State private var tags: [Tag.ID] = ["swift"]

    var body: some View {
        VStack {
            ForEach(items) { item in
                Text(item.title)
                    .fontWeight(selected == item.id ? .bold : .regular)
                    .onTapGesture { selected = item.id }
            }
            Text(tags.joined(separator: ", "))
        }
    }
}

#Preview { SelectableList() }
