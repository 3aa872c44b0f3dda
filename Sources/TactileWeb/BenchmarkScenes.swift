import TactileGeometry
import TactileGestures

/// The gesture scenes that benchmarks drive, shared by the native `tactile-bench` and the
/// WebAssembly module (`tactile_bench_gestures`), so both measure the same code.
///
/// Each scene performs whole drags — a down, `moves` moves, an up — so the arena returns to
/// idle between drags; `drag` returns a checksum so that the work cannot be optimised away.
public final class GestureBenchmarkScene {
  public let arena = GestureArena()
  public private(set) var tree = ResponderTree()
  /// How many recognizers each event of the scene's drag reaches.
  public let recognizersPerEvent: Int
  /// Counts callbacks; a separate object, so that callbacks need not capture the scene.
  private final class Counter { var changes = 0 }
  private let counter = Counter()
  private var changes: Int {
    get { counter.changes }
    set { counter.changes = newValue }
  }
  private var time = 0.0
  private let start = CGPoint(x: 10, y: 10)
  private let offset = GestureState(wrappedValue: CGSize.zero)

  /// `views` cards in a grid, each with `DragGesture().updating(…).onChanged(…)`.
  public static func grid(views: Int) -> GestureBenchmarkScene { GestureBenchmarkScene(grid: views) }

  /// `depth` nested views, each with `.simultaneousGesture(DragGesture(minimumDistance: 0)
  /// .onChanged(…))`: every one is on the path of a touch on the innermost view.
  public static func nested(depth: Int) -> GestureBenchmarkScene { GestureBenchmarkScene(depth: depth) }

  /// One view whose gesture composes `width` drags in a balanced tree of `simultaneously`.
  public static func composed(width: Int) -> GestureBenchmarkScene { GestureBenchmarkScene(width: width) }

  private init(grid views: Int) {
    recognizersPerEvent = 1
    let columns = max(1, Int(Double(views).squareRoot().rounded(.up)))
    let root = tree.add(ResponderNode(id: NodeID(0), label: "Grid", size: CGSize(width: 4000, height: 4000)))
    for i in 0..<views {
      let x = Double(i % columns) * 100
      let y = Double(i / columns) * 100
      tree.add(
        ResponderNode(
          id: NodeID(UInt64(i + 1)), label: "Card", transform: CGAffineTransform(translationX: x, y: y),
          size: CGSize(width: 90, height: 90), content: .rectangle(CGRect(x: 0, y: 0, width: 90, height: 90)),
          attachments: [
            GestureAttachment(
              DragGesture().updating(offset) { v, s, _ in s = v.translation }.onChanged { [counter] _ in
                counter.changes += 1
              })
          ]), parent: root)
    }
    arena.setTree(tree)
  }

  private init(depth: Int) {
    recognizersPerEvent = depth
    var parent: Int?
    for level in 0..<depth {
      parent = tree.add(
        ResponderNode(
          id: NodeID(UInt64(level)), label: "Level", size: CGSize(width: 300, height: 300),
          content: level == depth - 1 ? .rectangle(CGRect(x: 0, y: 0, width: 300, height: 300)) : nil,
          attachments: [
            GestureAttachment(
              .simultaneous, DragGesture(minimumDistance: 0).onChanged { [counter] _ in counter.changes += 1 }
            )
          ]), parent: parent)
    }
    arena.setTree(tree)
  }

  private init(width: Int) {
    recognizersPerEvent = width
    func composed(_ n: Int) -> AnyGesture<Int> {
      if n == 1 { return AnyGesture(DragGesture(minimumDistance: 0).map { Int($0.translation.width) }) }
      return AnyGesture(
        composed(n / 2).simultaneously(with: composed(n - n / 2)).map { ($0.first ?? 0) + ($0.second ?? 0) })
    }
    tree.add(
      ResponderNode(
        id: NodeID(1), label: "View", size: CGSize(width: 300, height: 300),
        content: .rectangle(CGRect(x: 0, y: 0, width: 300, height: 300)),
        attachments: [GestureAttachment(composed(width).onChanged { [counter] _ in counter.changes += 1 })]))
    arena.setTree(tree)
  }

  /// Performs one whole drag; with `rebuild`, sets the tree again after every event, as a host
  /// does when state changes. Returns a checksum.
  public func drag(moves: Int, rebuild: Bool = false) -> Int {
    func send(_ phase: PointerEvent.Phase, _ x: Double) {
      time += 8
      do throws(PointerEventError) {
        try arena.handle(
          PointerEvent(phase, pointer: PointerID(1), at: CGPoint(x: x, y: start.y), time: .milliseconds(time))
        )
      } catch {
        changes = -1_000_000
      }
      if rebuild { arena.setTree(tree) }
    }
    send(.down, start.x)
    for i in 1...moves { send(.move, start.x + Double(i) * 0.5) }
    send(.up, start.x + Double(moves) * 0.5)
    return changes
  }
}

/// Runs `drags` drags of 100 moves on a scene (`kind` 0: grid of `size` views; 1: `size`
/// nested recognizers; 2: `size` composed drags) and returns a checksum; the caller times it.
@_cdecl("tactile_bench_gestures")
public func tactileBenchGestures(_ kind: Int32, _ size: Int32, _ drags: Int32) -> Int32 {
  let scene: GestureBenchmarkScene
  switch kind {
  case 0: scene = .grid(views: Int(size))
  case 1: scene = .nested(depth: Int(size))
  default: scene = .composed(width: Int(size))
  }
  var checksum = 0
  for _ in 0..<drags { checksum &+= scene.drag(moves: 100) }
  return Int32(truncatingIfNeeded: checksum)
}
