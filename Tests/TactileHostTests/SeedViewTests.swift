import Foundation
import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileParser
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Seed views whose behaviour shows on screen rather than in printed output: what they draw
/// is checked while a gesture is in flight and after it ends.
@Suite struct SeedViewTests {
  static let fixtures = SharedFixtures.replay

  func host(_ name: String) throws -> ViewHost {
    try makeHost(
      try String(contentsOf: Self.fixtures.appendingPathComponent(name + ".swift"), encoding: .utf8))
  }

  /// The global centre of the first shape on screen.
  func shapeCentre(_ host: ViewHost) throws -> TactileGeometry.CGPoint {
    let view = try #require(
      host.layout?.views.first { if case .shape = $0.element { return true } else { return false } })
    return TactileGeometry.CGPoint(x: view.globalFrame.midX, y: view.globalFrame.midY)
  }

  @Test("R1.5 the reference page's circle follows the drag through @GestureState and springs back on release")
  func referencePageGestureState() throws {
    let host = try host("reference_gesture_state")
    #expect(screenTexts(host) == ["Drag the circle", "Offset: 0, 0"])
    let start = try shapeCentre(host)
    try host.deliver(pointer(.down, start.x, start.y, at: 0))
    try host.deliver(pointer(.move, start.x + 30, start.y + 10, at: 50))
    try host.deliver(pointer(.move, start.x + 60.5, start.y - 20.5, at: 100))
    // Int(_:) truncates toward zero, as Swift's does.
    #expect(screenTexts(host) == ["Drag the circle", "Offset: 60, -20"])
    let moved = try shapeCentre(host)
    #expect(moved.x == start.x + 60.5 && moved.y == start.y - 20.5)
    try host.deliver(pointer(.up, start.x + 60.5, start.y - 20.5, at: 150))
    #expect(screenTexts(host) == ["Drag the circle", "Offset: 0, 0"])
    let back = try shapeCentre(host)
    #expect(back.x == start.x && back.y == start.y)
  }
}
