import TactileGeometry
import TactileGestures
import Testing

/// The README's example, kept honest: it must run and print what the README says.
@Suite struct ReadmeExampleTests {
  @Test func readmeExample() throws {
    var printed: [String] = []
    @GestureState var offset = CGSize.zero
    var tree = ResponderTree()
    tree.add(
      ResponderNode(
        id: NodeID(1), label: "Circle", size: CGSize(width: 80, height: 80),
        content: .ellipse(CGRect(x: 0, y: 0, width: 80, height: 80)),
        attachments: [
          GestureAttachment(
            DragGesture()
              .updating($offset) { value, state, _ in state = value.translation }
              .onEnded { printed.append("Drag size \($0.translation)") })
        ]))

    let arena = GestureArena()
    arena.setTree(tree)
    for step in try EventScript(parsing: "0 drag 40 40 140 40 300").steps {
      try arena.handle(step.map(\.event))
    }
    #expect(printed == ["Drag size (100.0, 0.0)"])
    #expect(offset == .zero)
  }
}
