import Foundation
import TactileGestures
import TactileLayout
import TactileParser
import TactileRuntime
import TactileSema
import TactileUIIR
import Testing

/// Seed views whose behaviour shows on screen rather than in printed output: what they draw
/// is checked while a gesture is in flight and after it ends.
@Suite struct SeedViewTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Replay")

  func host(_ name: String) throws -> ViewHost {
    let source = try String(
      contentsOf: Self.fixtures.appendingPathComponent(name + ".swift"), encoding: .utf8)
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.isEmpty, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    let host = ViewHost(program: program, root: root)
    try host.render()
    return host
  }

  func texts(_ host: ViewHost) -> [String] {
    (host.layout?.views ?? []).compactMap { view in
      if case .text(let text, _) = view.element { return text.string }
      return nil
    }
  }

  /// The global centre of the first shape on screen.
  func shapeCentre(_ host: ViewHost) throws -> TactileGestures.CGPoint {
    let view = try #require(
      host.layout?.views.first { if case .shape = $0.element { return true } else { return false } })
    return TactileGestures.CGPoint(x: view.globalFrame.midX, y: view.globalFrame.midY)
  }

  func event(_ kind: PointerEvent.Phase, _ p: TactileGestures.CGPoint, _ ms: Double) -> [PointerEvent] {
    [PointerEvent(kind, at: p, time: EventTime(milliseconds: ms))]
  }

  @Test("R1.5 the reference page's circle follows the drag through @GestureState and springs back on release")
  func referencePageGestureState() throws {
    let host = try host("reference_gesture_state")
    #expect(texts(host) == ["Drag the circle", "Offset: 0, 0"])
    let start = try shapeCentre(host)
    try host.deliver(event(.down, start, 0))
    try host.deliver(event(.move, TactileGestures.CGPoint(x: start.x + 30, y: start.y + 10), 50))
    try host.deliver(event(.move, TactileGestures.CGPoint(x: start.x + 60.5, y: start.y - 20.5), 100))
    // Int(_:) truncates toward zero, as Swift's does.
    #expect(texts(host) == ["Drag the circle", "Offset: 60, -20"])
    let moved = try shapeCentre(host)
    #expect(moved.x == start.x + 60.5 && moved.y == start.y - 20.5)
    try host.deliver(event(.up, TactileGestures.CGPoint(x: start.x + 60.5, y: start.y - 20.5), 150))
    #expect(texts(host) == ["Drag the circle", "Offset: 0, 0"])
    let back = try shapeCentre(host)
    #expect(back.x == start.x && back.y == start.y)
  }
}
