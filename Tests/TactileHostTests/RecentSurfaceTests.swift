import TactileGeometry
import TactileHost
import TactileLayout
import TactileSema
import TactileTestSupport
import Testing

/// Grid cells with unsized axes, modifier values (`concat`, `animation`), and the values of
/// recent SwiftUI surface: text selections, range sets, symbol variants and effect options.
@Suite struct RecentSurfaceTests {
  func colorFrame(_ name: String, _ host: ViewHost) throws -> CGRect {
    let view = try #require(
      host.layout?.views.first { v in
        if case .color(let c) = v.element { return "\(c)".contains(name) }
        return false
      })
    return view.globalFrame
  }

  @Test("a grid cell with unsized axes takes no part in its row's and column's sizes and fills its slot")
  func unsizedGridCell() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Board: View {
        var body: some View {
          Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
              Color.red.frame(width: 40, height: 30)
              Color.blue.gridCellUnsizedAxes([.horizontal, .vertical])
            }
            GridRow {
              Color.green.frame(width: 20, height: 10)
              Color.yellow.frame(width: 60, height: 10)
            }
          }
        }
      }
      """)
    let red = try colorFrame("red", host)
    let blue = try colorFrame("blue", host)
    let yellow = try colorFrame("yellow", host)
    #expect(blue.width == 60 && blue.height == 30, "the slot: the yellow view's column, the red view's row")
    #expect(blue.minX == red.maxX && blue.minX == yellow.minX && blue.minY == red.minY)
  }

  @Test("first.concat(second) applies both modifiers in order; modifier.animation(a) applies the modifier")
  func modifierValues() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Pad: ViewModifier {
        func body(content: Content) -> some View { content.padding(10) }
      }
      struct Back: ViewModifier {
        func body(content: Content) -> some View { content.background(Color.blue) }
      }
      struct Shift: ViewModifier {
        var x: CGFloat
        func body(content: Content) -> some View { content.offset(x: x) }
      }
      struct Screen: View {
        var body: some View {
          VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).modifier(Pad().concat(Back()))
            Color.green.frame(width: 20, height: 20).modifier(Shift(x: 15).animation(.linear))
          }
        }
      }
      """)
    let red = try colorFrame("red", host)
    let blue = try colorFrame("blue", host)
    let green = try colorFrame("green", host)
    #expect(blue.width == 40 && blue.height == 40 && blue.midX == red.midX && blue.midY == red.midY)
    #expect(green.midX - red.midX == 15)
  }

  @Test(
    "selections, range sets, attributed string literals, symbol variants and repeat behaviours are values")
  func values() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        @State private var selection: TextSelection? = nil
        @State private var text = "hello"
        @Environment(\\.description) var environment: String
        func pieces(_ indices: TextSelection.Indices?) -> [Substring] {
          switch indices {
          case .selection(let range): return [text[range]]
          case .multiSelection(let set): return set.ranges.map { text[$0] }
          case .none: return []
          }
        }
        var body: some View {
          let whole = TextSelection(range: text.startIndex..<text.endIndex)
          let caret = TextSelection(insertionPoint: text.startIndex)
          let title = AttributedString(stringLiteral: "Good Food")
          VStack {
            TextField("Name", text: $text, selection: $selection)
            Text("\\(pieces(whole.indices).joined()) \\(whole.isInsertion) \\(caret.isInsertion)")
            Text("\\(RangeSet(text.startIndex..<text.endIndex).ranges.count) \\(RangeSet<String.Index>().isEmpty)")
            Text(title)
            Text(environment.isEmpty ? "empty" : "described")
            Image(systemName: "heart").symbolVariant(.circle.fill)
            Image(systemName: "heart").symbolEffect(.bounce, options: .repeat(.periodic(delay: 1)).speed(1), value: text)
            Image(systemName: "heart").symbolEffect(.pulse, options: .repeat(.continuous), isActive: true)
          }
        }
      }
      """
    let sema = SemanticAnalyzer.analyze(source)
    #expect(
      sema.diagnostics.allSatisfy { $0.id == "standInInTactile" },
      "\(sema.diagnostics.map(\.message))")
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    let texts = screenTexts(host)
    #expect(texts.contains("hello false true"))
    #expect(texts.contains("1 true"))
    #expect(texts.contains("Good Food"))
    #expect(texts.contains("described"))
  }
}
