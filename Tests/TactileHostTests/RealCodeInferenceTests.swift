import TactileHost
import TactileInterpreter
import TactileSema
import TactileTestSupport
import Testing

/// Real view files' inference and runtime needs: lists over data with a selection, values whose
/// type the closure after them decides, and the values the runtime receives from them.
@Suite struct RealCodeInferenceTests {
  @Test("a list over data with a selection binding shows a row for each element, by its id key path too")
  func listWithSelection() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Item: Identifiable, Hashable {
        let id: Int
        var name: String
      }
      struct V: View {
        @State private var items = [Item(id: 1, name: "one"), Item(id: 2, name: "two")]
        @State private var picked: Item?
        @State private var words = ["three"]
        @State private var pickedWords: Set<String> = []
        var body: some View {
          VStack {
            List(items, selection: $picked) { item in Text(item.name).tag(item) }
            List(words, id: \\.self, selection: $pickedWords) { word in Text(word) }
          }
        }
      }
      """)
    let texts = screenTexts(host)
    #expect(texts.contains("one"))
    #expect(texts.contains("two"))
    #expect(texts.contains("three"))
  }

  @Test("an array literal of implicit members takes the element type the call's closure gives it, and runs")
  func implicitMemberArrayTypedByCall() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Swatch { var color: Color }
      struct V: View {
        let swatches: [Swatch] = [.red, .orange, .blue].compactMap { color in
          return .init(color: color)
        }
        let names = [.leading, .trailing].map { (edge: HorizontalAlignment) in edge == .leading ? "L" : "T" }
        var body: some View {
          Text("\\(swatches.count) \\(swatches[2].color == .blue) \\(names.joined())")
        }
      }
      """)
    #expect(screenTexts(host) == ["3 true LT"])
  }

  @Test(
    "a view without a preview whose inputs are a key path into its generic elements and a binding to a Hashable parameter is shown with plain values"
  )
  func plainValuesForGenericInputs() throws {
    let source = """
      import SwiftUI
      struct Strip<Item: RandomAccessCollection, ID: Hashable, Selection: Hashable>: View {
        var items: Item
        var id: KeyPath<Item.Element, ID>
        @Binding var selection: Selection
        var spacing: CGFloat
        var body: some View {
          Text("\\(items.count) \\(spacing - 1) \\(items.isEmpty)")
        }
      }
      """
    let compilation = Compilation(source, fileName: "Strip.swift")
    #expect(
      compilation.diagnostics.map(\.message) == [
        "'Strip' has no preview, so it is shown with plain values for 'items', 'id', 'selection', 'spacing'; add a #Preview that makes it to choose them"
      ])
    let host = try makeHost(source)
    #expect(screenTexts(host) == ["0 -1.0 true"])
  }

  @Test(
    "a program's subclass of a UIKit view that overrides init(frame:) is made by UIView's init(), which runs init(frame: .zero); super.init() of NSObject does nothing"
  )
  func uiViewSubclassInheritsInit() throws {
    let host = try makeHost(
      """
      import SwiftUI
      import UIKit
      final class Cube: UIScrollView {
        var label = "none"
        override init(frame: CGRect) {
          super.init(frame: frame)
          label = "framed \\(frame.width)"
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      final class Model: NSObject {
        var state = "none"
        override init() {
          super.init()
          state = "made"
        }
      }
      struct V: View {
        let cube = Cube()
        let wide = Cube(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let model = Model()
        var body: some View { Text("\\(cube.label) \\(wide.label) \\(model.state)") }
      }
      """)
    #expect(screenTexts(host) == ["framed 0.0 framed 5.0 made"])
  }

  @Test(
    "sequence(first:next:) over a subclass whose closure returns the superclass is a sequence of the superclass, and runs"
  )
  func sequenceWidensToSuperclass() throws {
    let host = try makeHost(
      """
      import SwiftUI
      class Node {
        var name: String
        var parent: Node?
        init(name: String, parent: Node?) {
          self.name = name
          self.parent = parent
        }
      }
      final class Leaf: Node {}
      struct V: View {
        let leaf = Leaf(name: "leaf", parent: Node(name: "mid", parent: Node(name: "root", parent: nil)))
        var body: some View {
          Text(sequence(first: leaf) { $0.parent }.map { $0.name }.joined(separator: ">"))
        }
      }
      """)
    #expect(screenTexts(host) == ["leaf>mid>root"])
  }

  @Test("a visual effect's rotation3DEffect turns the view as the view modifier does")
  func visualEffectRotation3D() throws {
    func host(_ modifier: String) throws -> ViewHost {
      // (`visualEffect` is a stand-in for its proxy's frames, which this effect does not read.)
      let sema = SemanticAnalyzer.analyze(
        """
        import SwiftUI
        struct Screen: View {
          var body: some View {
            VStack {
              Text("Turned").frame(width: 100, height: 40)\(modifier)
            }
          }
        }
        """)
      #expect(
        sema.diagnostics.allSatisfy { $0.id == "standInInTactile" }, "\(sema.diagnostics.map(\.message))")
      let (program, _) = Lowerer.lower(sema)
      let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
      try host.render()
      return host
    }
    let effect = try host(
      ".visualEffect { content, _ in content.rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1), anchor: .topLeading) }"
    )
    let modifier = try host(".rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1), anchor: .topLeading)")
    let plain = try host("")
    #expect(try centre(ofText: "Turned", effect) == centre(ofText: "Turned", modifier))
    #expect(try centre(ofText: "Turned", effect) != centre(ofText: "Turned", plain))
  }

  @Test(
    "Color(.name) of a generated asset symbol is the asset colour of that name; a UIKit colour name stays the UIColor"
  )
  func colorResourceAssets() throws {
    let sema = SemanticAnalyzer.analyze(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          Text(Color(.brand) == Color("brand") && Color(.systemBlue) == Color(uiColor: .systemBlue) ? "same" : "different")
        }
      }
      """)
    #expect(sema.diagnostics.allSatisfy { $0.id == "standInInTactile" }, "\(sema.diagnostics.map(\.message))")
    #expect(sema.diagnostics.count == 1)
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    #expect(screenTexts(host) == ["same"])
  }
}
