// ForEach over a binding with `$item` closure parameters (SE-0293), passed on to a child
// view's @Binding.
import SwiftUI

struct Item: Identifiable { let id: Int; var title: String; var done = false }

struct Row: View {
  @Binding var item: Item
  var body: some View {
    Text("\(item.title): \(item.done ? "done" : "todo")")
      .onTapGesture { item.done.toggle() }
  }
}

struct Checklist: View {
  @State private var items = [Item(id: 1, title: "tap"), Item(id: 2, title: "drag")]
  var body: some View {
    VStack(spacing: 20) {
      ForEach($items, id: \.id) { $item in
        Row(item: $item)
      }
      Text("\(items.filter(\.done).count) done")
    }
  }
}
