import TactileGeometry
import TactileLayout
import Testing

/// The text forms: numbers, the layout dump's line shape, and the input tree dump.
struct DumpTests {
  @Test("Numbers have at most three decimals, no trailing zeros and no negative zero")
  func numbers() {
    let result = LayoutEngine.layout(
      ViewNode.color(red).frame(width: 100.0 / 3, height: 0.5).offset(x: -0.0001, y: 2).numbered())
    let dump = LayoutDump.render(result)
    #expect(dump.contains("frame (178.333, 421.75, 33.333, 0.5)"))
    #expect(dump.contains("effect [1 0 0 1 0 2]"))
    #expect(!dump.contains("-0 "))
  }

  @Test("One line per view, indented by depth, with the canvas first")
  func lineShape() {
    let result = layout(
      ViewNode.vStack([.text("A"), .color(red)]).padding(), canvas: CGSize(width: 200, height: 100))
    let lines = LayoutDump.render(result).split(separator: "\n").map(String.init)
    #expect(lines[0] == "canvas 200×100")
    #expect(lines[1].hasPrefix(".padding(16) #1 frame (0, 0, 200, 100)"))
    #expect(lines[2].hasPrefix("  VStack(alignment: center, spacing: 8) #2 "))
    #expect(lines[3].hasPrefix("    Text(\"A\") body 17/22 regular Inter-Regular foreground primary #3 "))
    #expect(lines[4].hasPrefix("      | \"A\" x 0 y 0 width "))
    #expect(lines[5].hasPrefix("    Color(red) #4 frame (0, 30, 168, 38)"))
    #expect(lines.count == 6)
  }

  @Test("Tags appear when the runtime set them")
  func tags() {
    let result = LayoutEngine.layout(ViewNode(id: 7, tag: 42, .color(red)))
    #expect(LayoutDump.render(result).contains("Color(red) #7 tag 42 frame"))
  }

  @Test("The input dump prints modifiers around their content, backgrounds and overlays marked")
  func inputDump() {
    let tree = ViewNode.text("Hi", font: .textStyle(.title)).padding(8).background(.color(blue)).numbered()
    #expect(
      ViewTreeDump.render(tree) == """
        .background(alignment: center) #1
          background: Color(blue) #4
          .padding(8) #2
            Text("Hi") font: title #3

        """)
  }
}
