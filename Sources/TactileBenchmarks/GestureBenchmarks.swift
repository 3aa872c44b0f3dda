import TactileGestures

/// Gesture-engine benchmarks: the cost of one event with 1 to 1,000 gesture-bearing views on
/// screen, with many recognizers on the hit-test path, and with deep composition.
///
/// Each iteration performs one whole drag — a down, 100 moves and an up — so the arena returns
/// to idle between iterations; figures are per event. "events only" measures `handle(_:)`;
/// "with tree update" adds the `setTree(_:)` a host makes after every state change (the tree
/// itself is prebuilt: building it is the host's cost, not the engine's).
func registerGestureBenchmarks(in suite: inout BenchmarkSuite) {
  let moves = 100
  let eventsPerDrag = Double(moves + 2)

  for count in [1, 10, 100, 1_000] {
    let scene = GridScene(views: count)
    suite.add("gestures/drag, \(count) views on screen, events only", unit: "event", unitsPerIteration: eventsPerDrag) {
      scene.drag(moves: moves, rebuild: false)
    }
    suite.add("gestures/drag, \(count) views on screen, with tree update", unit: "event", unitsPerIteration: eventsPerDrag) {
      scene.drag(moves: moves, rebuild: true)
    }
  }

  for depth in [1, 4, 16, 64] {
    let scene = NestedScene(depth: depth)
    suite.add("gestures/drag, \(depth) recognizers on the hit-test path", unit: "event·recognizer",
      unitsPerIteration: eventsPerDrag * Double(depth)) {
      scene.drag(moves: moves)
    }
  }

  for width in [2, 8, 32] {
    let scene = ComposedScene(width: width)
    suite.add("gestures/drag, \(width) drags composed in one gesture", unit: "event·recognizer",
      unitsPerIteration: eventsPerDrag * Double(width)) {
      scene.drag(moves: moves)
    }
  }
}

/// Drives one drag on `arena` from `start` to the right, optionally re-setting `tree` after
/// every event as a host does when state changes. Returns a checksum of the callbacks.
private func performDrag(
  _ arena: GestureArena, tree: ResponderTree, from start: CGPoint, moves: Int, time: inout Double, rebuild: Bool
) -> Int {
  func send(_ phase: PointerEvent.Phase, _ x: Double) {
    time += 8
    try! arena.handle(PointerEvent(phase, pointer: PointerID(1), at: CGPoint(x: x, y: start.y), time: .milliseconds(time)))
    if rebuild { arena.setTree(tree) }
  }
  send(.down, start.x)
  for i in 1...moves { send(.move, start.x + Double(i) * 0.5) }
  send(.up, start.x + Double(moves) * 0.5)
  return arena.isIdle ? 1 : 0
}

/// `views` cards in a grid, each with `DragGesture().updating(…).onChanged(…)`.
private final class GridScene {
  let arena = GestureArena()
  var tree = ResponderTree()
  var changes = 0
  var time = 0.0
  let target = CGPoint(x: 10, y: 10)

  init(views: Int) {
    let columns = max(1, Int(Double(views).squareRoot().rounded(.up)))
    let offset = GestureState(wrappedValue: CGSize.zero)
    let root = tree.add(ResponderNode(id: NodeID(0), label: "Grid", size: CGSize(width: 4000, height: 4000)))
    for i in 0..<views {
      let x = Double(i % columns) * 100
      let y = Double(i / columns) * 100
      tree.add(
        ResponderNode(
          id: NodeID(UInt64(i + 1)), label: "Card", transform: CGAffineTransform(translationX: x, y: y),
          size: CGSize(width: 90, height: 90), content: .rectangle(CGRect(x: 0, y: 0, width: 90, height: 90)),
          attachments: [
            GestureAttachment(DragGesture().updating(offset) { v, s, _ in s = v.translation }.onChanged { [unowned self] _ in changes += 1 })
          ]), parent: root)
    }
    arena.setTree(tree)
  }

  func drag(moves: Int, rebuild: Bool) -> Int {
    performDrag(arena, tree: tree, from: target, moves: moves, time: &time, rebuild: rebuild) + changes
  }
}

/// `depth` nested views, each with a `simultaneousGesture(DragGesture())`: every one of them is
/// on the hit-test path of a touch on the innermost view.
private final class NestedScene {
  let arena = GestureArena()
  var tree = ResponderTree()
  var changes = 0
  var time = 0.0

  init(depth: Int) {
    var parent: Int?
    for level in 0..<depth {
      parent = tree.add(
        ResponderNode(
          id: NodeID(UInt64(level)), label: "Level", size: CGSize(width: 300, height: 300),
          content: level == depth - 1 ? .rectangle(CGRect(x: 0, y: 0, width: 300, height: 300)) : nil,
          attachments: [
            GestureAttachment(.simultaneous, DragGesture(minimumDistance: 0).onChanged { [unowned self] _ in changes += 1 })
          ]), parent: parent)
    }
    arena.setTree(tree)
  }

  func drag(moves: Int) -> Int {
    performDrag(arena, tree: tree, from: CGPoint(x: 10, y: 10), moves: moves, time: &time, rebuild: false) + changes
  }
}

/// One view whose gesture composes `width` drags in a balanced tree of `simultaneously`.
private final class ComposedScene {
  let arena = GestureArena()
  var tree = ResponderTree()
  var changes = 0
  var time = 0.0

  init(width: Int) {
    func composed(_ n: Int) -> AnyGesture<Int> {
      if n == 1 { return AnyGesture(DragGesture(minimumDistance: 0).map { Int($0.translation.width) }) }
      return AnyGesture(composed(n / 2).simultaneously(with: composed(n - n / 2)).map { ($0.first ?? 0) + ($0.second ?? 0) })
    }
    tree.add(
      ResponderNode(
        id: NodeID(1), label: "View", size: CGSize(width: 300, height: 300),
        content: .rectangle(CGRect(x: 0, y: 0, width: 300, height: 300)),
        attachments: [GestureAttachment(composed(width).onChanged { [unowned self] _ in changes += 1 })]))
    arena.setTree(tree)
  }

  func drag(moves: Int) -> Int {
    performDrag(arena, tree: tree, from: CGPoint(x: 10, y: 10), moves: moves, time: &time, rebuild: false) + changes
  }
}
