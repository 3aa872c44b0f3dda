import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileParser
import TactileSema
import TactileTestSupport
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
  func tap(_ source: String, _ points: [CGPoint]) throws -> [String] {
    let host = try makeHost(source)
    for (i, point) in points.enumerated() { try TactileTestSupport.tap(host, point, at: Double(i) * 1000) }
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

  /// A "V" drawn as an open path, 100 × 100 pt centred in the canvas at (195, 422): from the
  /// top-left corner down to the bottom middle and up to the top-right corner, stroked 10 pt.
  static func vee(cap: String) -> String {
    """
    import SwiftUI

    struct Vee: View {
      @State private var taps = 0
      var body: some View {
        Path { p in
          p.move(to: CGPoint(x: 0, y: 0))
          p.addLine(to: CGPoint(x: 50, y: 100))
          p.addLine(to: CGPoint(x: 100, y: 0))
        }
        .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: \(cap)))
        .frame(width: 100, height: 100)
        .onTapGesture { taps += 1 }
      }
    }
    """
  }

  @Test("R10.3 a stroked open path is hit on the lines it draws: not on its frame, nor across the open side")
  func strokedOpenPath() throws {
    // The frame's top-left corner is (145, 372). On the left arm (its midpoint, and 4 pt off it
    // sideways) and at the bottom vertex: hits.
    let onLines = try tap(
      Self.vee(cap: ".butt"),
      [
        CGPoint(x: 145 + 25, y: 372 + 50), CGPoint(x: 145 + 25 + 3.5, y: 372 + 50 - 1.8),
        CGPoint(x: 195, y: 470),
      ])
    #expect(onLines == ["Vee.taps = 3"])
    // The middle of the open top edge (a closed polygon's edge), the frame's bottom-left corner
    // (on the frame's outline), and the hollow inside the V: misses.
    let off = try tap(
      Self.vee(cap: ".butt"),
      [CGPoint(x: 195, y: 372), CGPoint(x: 145, y: 472), CGPoint(x: 195, y: 400)])
    #expect(off == ["Vee.taps = 0"])
  }

  @Test("R10.3 a butt cap ends the stroke at the path's end; a round cap reaches half the width past it")
  func strokeCaps() throws {
    // 3 pt beyond the left arm's start, along the arm's direction (-1, -2)/√5.
    let beyond = CGPoint(x: 145 - 3 / 5.0.squareRoot(), y: 372 - 6 / 5.0.squareRoot())
    #expect(try tap(Self.vee(cap: ".butt"), [beyond]) == ["Vee.taps = 0"])
    #expect(try tap(Self.vee(cap: ".round"), [beyond]) == ["Vee.taps = 1"])
  }

  @Test("rotation3DEffect: a view turned 60° about y is hit where it is drawn, half as wide")
  func rotated3D() throws {
    let source = """
      import SwiftUI

      struct Card: View {
        @State private var taps = 0
        var body: some View {
          Color.orange
            .frame(width: 100, height: 100)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
            .onTapGesture { taps += 1 }
        }
      }
      """
    // Centred at (195, 422), drawn 50 pt wide: 20 pt right of the centre is on it, 35 pt is not.
    #expect(
      try tap(source, [CGPoint(x: 195 + 20, y: 422), CGPoint(x: 195 - 20, y: 422 + 45)]) == ["Card.taps = 2"])
    #expect(
      try tap(source, [CGPoint(x: 195 + 35, y: 422), CGPoint(x: 195 - 35, y: 422)]) == ["Card.taps = 0"])
  }
}
