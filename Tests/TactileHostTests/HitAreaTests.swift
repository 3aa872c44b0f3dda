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

/// What the runtime's views give the engine to hit: whole programs run in a host, touched at
/// canvas points, and judged by the state their gestures leave.
@Suite struct HitAreaTests {
  @Test("4.11 padding filled by a material background is hittable, as by a colour")
  func materialBackground() throws {
    // The text is 100×20 inside 20 pt of padding: the padded view is 140×60 at (125, 392).
    let host = try makeHost(
      """
      import SwiftUI

      struct Toast: View {
        @State private var taps = 0
        var body: some View {
          Text("taps \\(taps)")
            .frame(width: 100, height: 20)
            .padding(20)
            .background(.thinMaterial)
            .onTapGesture { taps += 1 }
        }
      }

      #Preview { Toast() }
      """)
    try tap(host, CGPoint(x: 130, y: 397), at: 0)
    #expect(screenTexts(host) == ["taps 1"])
  }

  /// A 200×200 clear frame, centred on the canvas at (95, 322), with `shape` as its content
  /// shape (or `modifier` in its place) and a tap counter shown as text.
  func ring(_ modifier: String) throws -> ViewHost {
    try makeHost(
      """
      import SwiftUI

      struct Ring: View {
        @State private var taps = 0
        var body: some View {
          ZStack {
            Color.clear
              .frame(width: 200, height: 200)
              \(modifier)
              .onTapGesture { taps += 1 }
            Text("taps \\(taps)").allowsHitTesting(false).offset(y: 150)
          }
        }
      }
      """)
  }

  /// Taps at the frame's corner (outside the disc), on the ring, and at the centre (in the
  /// hole of a ring), in that order, each followed by the count the texts show.
  func tapCornerRingCentre(_ host: ViewHost) throws -> [String] {
    var counts: [String] = []
    for (i, (x, y)) in [(100.0, 327.0), (195.0, 342.0), (195.0, 422.0)].enumerated() {
      try tap(host, CGPoint(x: x, y: y), at: Double(i) * 1000)
      counts.append(screenTexts(host)[0])
    }
    return counts
  }

  @Test("R10.5 a Path content shape hit-tests by its geometry, not its bounding rectangle")
  func pathContentShape() throws {
    let host = try ring(".contentShape(Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200)))")
    #expect(try tapCornerRingCentre(host) == ["taps 0", "taps 1", "taps 2"])
  }

  static let ringPath = """
    Path { p in
      p.addEllipse(in: CGRect(x: 0, y: 0, width: 200, height: 200))
      p.addEllipse(in: CGRect(x: 50, y: 50, width: 100, height: 100))
    }
    """

  @Test("R10.5 contentShape(_:eoFill:) with eoFill leaves a ring's hole out; without it the hole is hit")
  func evenOddContentShape() throws {
    let evenOdd = try ring(".contentShape(\(Self.ringPath), eoFill: true)")
    #expect(try tapCornerRingCentre(evenOdd) == ["taps 0", "taps 1", "taps 1"])
    let nonZero = try ring(".contentShape(\(Self.ringPath))")
    #expect(try tapCornerRingCentre(nonZero) == ["taps 0", "taps 1", "taps 2"])
    let kinds = try ring(".contentShape(.interaction, \(Self.ringPath), eoFill: true)")
    #expect(try tapCornerRingCentre(kinds) == ["taps 0", "taps 1", "taps 1"])
  }

  @Test("R10.3 a path filled with FillStyle(eoFill: true) runs, and is not hit in its hole")
  func evenOddFill() throws {
    let host = try ring(".overlay(\(Self.ringPath).fill(Color.red, style: FillStyle(eoFill: true)))")
    #expect(try tapCornerRingCentre(host) == ["taps 0", "taps 1", "taps 1"])
  }
}
