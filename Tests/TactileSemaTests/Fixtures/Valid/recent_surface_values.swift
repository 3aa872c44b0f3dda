import SwiftUI

struct Shift: ViewModifier {
  var phase: CGFloat
  func body(content: Content) -> some View { content.offset(x: phase) }
}

struct Tint: ViewModifier {
  func body(content: Content) -> some View { content.foregroundStyle(.red) }
}

struct RecentSurface: View {
  @State private var text = ""
  @State private var selection: TextSelection?
  @State private var phase: CGFloat = 0

  var title: AttributedString {
    var title = AttributedString(stringLiteral: "Good Food,")
    title.append(AttributedString(" Good Mood."))
    return title
  }

  func pieces(_ indices: TextSelection.Indices?) -> [Substring] {
    switch indices {
    case .multiSelection(let set): return set.ranges.map { text[$0] }
    case .selection(let range): return [text[range]]
    case .none: return []
    case .some(_): return []
    }
  }

  var body: some View {
    Grid {
      GridRow {
        TextField("Name", text: $text, selection: $selection)
        Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
      }
      GridRow {
        Text(title).modifier(Shift(phase: phase).animation(.linear))
        Text("x").modifier(Shift(phase: 1).concat(Tint()))
      }
    }
  }
}

#Preview { RecentSurface() }
