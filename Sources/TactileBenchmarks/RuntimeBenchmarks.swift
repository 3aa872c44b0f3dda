import Foundation
import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileParser
import TactileSema
import TactileUIIR

/// Runtime benchmarks: a seed example from source text to its first layout (parse, check,
/// lower, evaluate, lay out, build the responder tree); one pointer move during a drag (the
/// engine's update, the callbacks, the state change, re-evaluation of the bodies and a new
/// layout); and the same move with 1,000 draggable views on screen.
func registerRuntimeBenchmarks(in suite: inout BenchmarkSuite) {
  let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Tests/TactileHostTests/Fixtures/Replay")
  for name in ["apple_counter", "reference_gesture_state", "talk_on_long_press"] {
    guard
      let source = try? String(contentsOf: fixtures.appendingPathComponent(name + ".swift"), encoding: .utf8)
    else {
      continue
    }
    suite.add("pipeline: \(name) source → first layout") {
      guard let program = Compilation(source, fileName: name).program, let root = program.root else {
        return 0
      }
      let host = ViewHost(program: program, root: root)
      try? host.render()
      return host.layout?.views.count ?? 0
    }
  }
  addDragMove(
    "runtime: one drag move → callbacks, state, bodies, layout", views: 1, between: 195, 215, y: 422,
    to: &suite)
  addDragMove(
    "runtime: one drag move with 1,000 draggable views on screen", views: 1000, between: 20, 40, y: 20,
    to: &suite)
}

/// Adds a benchmark of one pointer move of a drag already under way over `views` draggable
/// views, the finger going back and forth between x = `a` and x = `b` at height `y`, 10 ms apart.
private func addDragMove(
  _ name: String, views: Int, between a: Double, _ b: Double, y: Double, to suite: inout BenchmarkSuite
) {
  guard let host = dragHost(dragSource(views: views)) else { return }
  var x = a
  var t = 10.0
  suite.add(name) {
    x = x == a ? b : a
    t += 10
    try? host.deliver([
      PointerEvent(.move, at: TactileGeometry.CGPoint(x: x, y: y), time: EventTime(milliseconds: t))
    ])
    return host.layout?.views.count ?? 0
  }
}

/// A host running `source` with a finger down on the first dot and already dragging.
private func dragHost(_ source: String) -> ViewHost? {
  let compilation = Compilation(source, fileName: "Drag.swift")
  guard compilation.diagnostics.isEmpty, let program = compilation.program, let root = program.root else {
    print("benchmark source does not check: \(compilation.diagnostics.map(\.message))")
    return nil
  }
  let host = ViewHost(program: program, root: root)
  do {
    try host.render()
    let start =
      host.layout.map { l -> TactileGeometry.CGPoint in
        let dot = l.views.first { if case .shape = $0.element { return true } else { return false } }
        return TactileGeometry.CGPoint(x: dot?.globalFrame.midX ?? 195, y: dot?.globalFrame.midY ?? 422)
      } ?? TactileGeometry.CGPoint(x: 195, y: 422)
    try host.deliver([PointerEvent(.down, at: start, time: EventTime(milliseconds: 0))])
    try host.deliver([
      PointerEvent(
        .move, at: TactileGeometry.CGPoint(x: start.x + 30, y: start.y), time: EventTime(milliseconds: 5))
    ])
  } catch {
    print("benchmark host failed: \(error.message)")
    return nil
  }
  return host
}

/// `views` draggable dots, ten per row, each with its own `@GestureState`.
private func dragSource(views: Int) -> String {
  """
  import SwiftUI

  struct Dot: View {
    let index: Int
    @GestureState private var offset = CGSize.zero
    @State private var moves = 0

    var body: some View {
      Circle()
        .fill(index % 2 == 0 ? Color.blue : Color.orange)
        .frame(width: 30, height: 30)
        .offset(offset)
        .gesture(
          DragGesture(minimumDistance: 0)
            .updating($offset) { value, state, _ in state = value.translation }
            .onChanged { _ in moves += 1 }
        )
    }
  }

  struct Board: View {
    var body: some View {
      VStack(spacing: 4) {
        ForEach(0..<\(max(1, views / 10)), id: \\.self) { row in
          HStack(spacing: 4) {
            ForEach(0..<\(min(10, views)), id: \\.self) { column in
              Dot(index: row * 10 + column)
            }
          }
        }
      }
    }
  }

  #Preview { Board() }
  """
}
