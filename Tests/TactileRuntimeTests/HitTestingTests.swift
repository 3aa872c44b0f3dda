import TactileGestures
import TactileParser
import TactileRuntime
import TactileSema
import TactileUIIR
import Testing

/// What the runtime tells the engine about hittable content, checked through taps on whole
/// programs.
@Suite struct HitTestingTests {
  static let ring = """
    import SwiftUI

    struct Ring: View {
      @State private var taps = 0
      var body: some View {
        Circle()
          .strokeBorder(Color.gray, lineWidth: 10)
          .frame(width: 100, height: 100)
          .onTapGesture { taps += 1 }
      }
    }
    """

  /// Taps at `points` (canvas coordinates, 1 s apart) on `source`'s root; its state lines after.
  func tap(_ source: String, _ points: [TactileGestures.CGPoint]) throws -> [String] {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.isEmpty, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root))
    try host.render()
    for (i, point) in points.enumerated() {
      let ms = Double(i) * 1000
      try host.deliver([PointerEvent(.down, at: point, time: EventTime(milliseconds: ms))])
      try host.deliver([PointerEvent(.up, at: point, time: EventTime(milliseconds: ms + 50))])
    }
    return host.stateLines()
  }

  @Test("R10.3 strokeBorder is hit on the band it paints inside the frame, not across the outline")
  func strokeBorderBand() throws {
    // The 100-pt ring is centred in the 390×844 canvas at (195, 422); its border paints the band
    // 40…50 pt from the centre.
    let inside = try tap(Self.ring, [CGPoint(x: 195 + 45, y: 422), CGPoint(x: 195, y: 422 - 41)])
    #expect(inside == ["Ring.taps = 2"])
    // A stroke centred on the outline would reach 45…55 pt; strokeBorder paints nothing there,
    // nor in the hollow middle.
    let outside = try tap(Self.ring, [CGPoint(x: 195 + 53, y: 422), CGPoint(x: 195 + 30, y: 422)])
    #expect(outside == ["Ring.taps = 0"])
  }
}
