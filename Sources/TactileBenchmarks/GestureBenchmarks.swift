import TactileGestures
import TactileWeb

/// Gesture-engine benchmarks: the cost of one event with 1 to 1,000 gesture-bearing views on
/// screen, with many recognizers on the hit-test path, and with deep composition. The scenes
/// are `GestureBenchmarkScene`s, which the WebAssembly module runs too
/// (`scripts/bench-wasm.mjs`).
///
/// Each iteration performs one whole drag — a down, 100 moves and an up — so figures are per
/// event (or per event and recognizer). "events only" measures `handle(_:)`; "with tree
/// update" adds the `setTree(_:)` a host makes after every state change (the tree itself is
/// prebuilt: building it is the host's cost, not the engine's).
func registerGestureBenchmarks(in suite: inout BenchmarkSuite) {
  let events = 102.0
  for count in [1, 10, 100, 1_000] {
    let scene = GestureBenchmarkScene.grid(views: count)
    suite.add(
      "gestures/drag, \(count) views on screen, events only", unit: "event", unitsPerIteration: events
    ) {
      scene.drag(moves: 100)
    }
    suite.add(
      "gestures/drag, \(count) views on screen, with tree update", unit: "event", unitsPerIteration: events
    ) {
      scene.drag(moves: 100, rebuild: true)
    }
  }
  for depth in [1, 4, 16, 64] {
    let scene = GestureBenchmarkScene.nested(depth: depth)
    suite.add(
      "gestures/drag, \(depth) recognizers on the hit-test path", unit: "event·recognizer",
      unitsPerIteration: events * Double(depth)
    ) { scene.drag(moves: 100) }
  }
  for width in [2, 8, 32] {
    let scene = GestureBenchmarkScene.composed(width: width)
    suite.add(
      "gestures/drag, \(width) drags composed in one gesture", unit: "event·recognizer",
      unitsPerIteration: events * Double(width)
    ) { scene.drag(moves: 100) }
  }
}
