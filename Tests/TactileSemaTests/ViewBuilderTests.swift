import TactileSema
import Testing

/// View builders: branches, switches, ForEach and local declarations.
@Suite struct ViewBuilderTests {
  @Test("if/else, else-if, switch, ForEach and let inside a body check cleanly")
  func constructs() {
    let a = Analysed(
      """
      import SwiftUI
      enum Mode { case small, large(CGFloat) }
      struct Item: Identifiable { let id: Int; var name: String }
      struct V: View {
        @State private var items = [Item(id: 1, name: "a")]
        @State private var mode = Mode.small
        @State private var flag = false
        var body: some View {
          let title = "Items: \\(items.count)"
          VStack {
            Text(title)
            if flag {
              Text("on")
            } else if items.isEmpty {
              EmptyView()
            } else {
              Text("off")
            }
            switch mode {
            case .small:
              Circle().frame(width: 10)
            case .large(let size):
              Circle().frame(width: size)
            }
            ForEach(items) { item in
              Text(item.name)
            }
            ForEach(0..<3, id: \\.self) { i in
              Text("\\(i)")
            }
          }
        }
      }
      """)
    #expect(a.messages == [])
    #expect(a.type(of: "title") == "String")
    #expect(a.type(of: "item") == "Item")
    #expect(a.type(of: "size") == "CGFloat")
    #expect(a.type(of: "i", occurrence: 0) == "Int")
  }

  @Test("a value that is not a view inside a builder is an error; a for loop is not allowed")
  func nonViews() {
    let a = Analysed(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          VStack {
            42
          }
        }
      }
      """)
    #expect(a.messages == ["static method 'buildExpression' requires that 'Int' conform to 'View'"])
  }

  @Test("a switch in a builder must be exhaustive")
  func exhaustiveSwitch() {
    let a = Analysed(
      """
      import SwiftUI
      enum Phase { case idle, pressing, dragging(CGSize) }
      struct V: View {
        @State private var phase = Phase.idle
        var body: some View {
          switch phase {
          case .idle: Text("idle")
          case .dragging(let size): Text("\\(size.width)")
          }
        }
      }
      """)
    #expect(a.messages == ["switch must be exhaustive"])
  }
}
