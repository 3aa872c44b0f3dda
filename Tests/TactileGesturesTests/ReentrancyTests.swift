import TactileGeometry
import TactileGestures
import Testing

/// Callbacks that drive the arena while it runs callbacks, as a host may do from `onChanged`:
/// the nested update runs its own callbacks at once, and the outer update's remaining callbacks
/// still run afterwards with the values they were queued with (R1.7).
@Suite struct ReentrancyTests {
  @Test(
    "a callback that delivers an event mid-flush: nested callbacks run first, queued ones keep their values")
  func eventFromCallback() throws {
    let arena = GestureArena()
    var log: [String] = []
    var reentered = false
    let square = CGRect(x: 0, y: 0, width: 100, height: 100)
    var tree = ResponderTree()
    let outer = tree.add(
      ResponderNode(
        id: NodeID(1), label: "Outer", size: square.size,
        attachments: [
          GestureAttachment(
            .simultaneous,
            DragGesture(minimumDistance: 0).onChanged { log.append("outer \(Int($0.location.x))") })
        ]))
    tree.add(
      ResponderNode(
        id: NodeID(2), label: "Inner", size: square.size, content: .rectangle(square),
        attachments: [
          GestureAttachment(
            .simultaneous,
            DragGesture(minimumDistance: 0).onChanged { value in
              log.append("inner \(Int(value.location.x))")
              guard !reentered else { return }
              reentered = true
              let move = PointerEvent(
                .move, pointer: PointerID(1), at: CGPoint(x: 20, y: 10), time: .milliseconds(10))
              do throws(PointerEventError) { try arena.handle(move) } catch { log.append("refused") }
            })
        ]), parent: outer)
    arena.setTree(tree)
    try arena.handle(
      PointerEvent(.down, pointer: PointerID(1), at: CGPoint(x: 10, y: 10), time: .milliseconds(0)))
    try arena.handle(
      PointerEvent(.move, pointer: PointerID(1), at: CGPoint(x: 30, y: 10), time: .milliseconds(20)))
    #expect(log == ["inner 10", "inner 20", "outer 20", "outer 10", "inner 30", "outer 30"])
  }
}
