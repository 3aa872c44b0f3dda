import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileParser
import TactileSema
import TactileUIIR
import Testing

/// The reference page of `gesture(_:)` with a `UIGestureRecognizerRepresentable` (entry 13):
/// its example checks, and a two-finger tap on its pad does what the page says — the counter
/// goes up and the ring moves to the tap, in the pad's own coordinates.
@Suite struct GestureRepresentablePageTests {
  static func example() throws -> String {
    let page = try #require(
      RepositoryReferenceTests.site.pages.first { $0.file.hasSuffix("gesture-representable.md") })
    return try #require(page.examples.first).source
  }

  static func event(_ phase: PointerEvent.Phase, _ id: Int, _ x: Double, _ y: Double, _ ms: Double)
    -> PointerEvent
  {
    PointerEvent(
      phase, pointer: PointerID(id), at: CGPoint(x: x, y: y),
      time: EventTime(milliseconds: ms))
  }

  @Test("the page's example checks and a two-finger tap counts and moves the ring (R11.1)")
  func twoFingerTapOnThePage() throws {
    let sema = SemanticAnalyzer.analyze(try Self.example())
    #expect(sema.diagnostics.map(\.message) == [])
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root))
    try host.render()
    // The pad is 340×240 at global (25, 324): fingers at (100, 380) and (140, 400) are at
    // local (75, 56) and (115, 76), their centroid (95, 66).
    try host.deliver([Self.event(.down, 1, 100, 380, 0)])
    try host.deliver([Self.event(.down, 2, 140, 400, 10)])
    try host.deliver([Self.event(.up, 1, 100, 380, 60)])
    try host.deliver([Self.event(.up, 2, 140, 400, 70)])
    // One finger is not a two-finger tap.
    try host.deliver([Self.event(.down, 1, 200, 450, 500)])
    try host.deliver([Self.event(.up, 1, 200, 450, 550)])
    #expect(host.interpreter.output == "two-finger tap at (95.0, 66.0)\n")
    #expect(host.stateLines() == ["TwoFingerTapDemo.taps = 1", "TwoFingerTapDemo.ring = (95.0, 66.0)"])
  }
}
