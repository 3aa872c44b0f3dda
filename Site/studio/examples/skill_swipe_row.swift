import SwiftUI

struct Item: Identifiable {
  let id: Int
  let title: String
}

// The skill guide's "Pitfall 2: Gesture Conflicts with ScrollView", fixed as it recommends:
// the row's drag is a simultaneousGesture, so the scroll view still scrolls, and the row
// reacts only to horizontal swipes. `handleSwipe` prints what it received.
struct SwipeList: View {
  let items = (0..<20).map { Item(id: $0, title: "Item \($0)") }

  var body: some View {
    ScrollView {
      ForEach(items) { item in
        ItemView(item: item)
          .simultaneousGesture( // Allows both scroll and drag
            DragGesture()
              .onChanged { value in
                // Only trigger if horizontal swipe
                if abs(value.translation.width) > abs(value.translation.height) {
                  handleSwipe(item, value)
                }
              }
          )
      }
    }
  }

  func handleSwipe(_ item: Item, _ value: DragGesture.Value) {
    print("swipe", item.title, value.translation.width)
  }
}

struct ItemView: View {
  let item: Item

  var body: some View {
    Text(item.title)
      .frame(maxWidth: .infinity, minHeight: 60)
      .background(Color.gray.opacity(0.2))
  }
}

#Preview {
  SwipeList()
}
