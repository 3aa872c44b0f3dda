import SwiftUI

// A type's `where` clause gives its parameters' associated types members (`Item.Element:
// Identifiable` has `id`); an array of implicit member chains beside `+` takes the type of
// the other operand.
struct CardStrip<Content: View, Item: RandomAccessCollection>: View where Item.Element: Identifiable {
  var items: Item
  var spacing: CGFloat
  var content: (Item.Element) -> Content

  var body: some View {
    HStack {
      ForEach(items) { item in
        content(item)
          .padding(.trailing, item.id == items.last?.id ? 0 : spacing)
      }
    }
    .mask {
      Rectangle()
        .fill(
          .linearGradient(
            colors: [.white, .white.opacity(0.5)] + Array(repeating: Color.clear, count: 2),
            startPoint: .top, endPoint: .bottom))
    }
  }
}
