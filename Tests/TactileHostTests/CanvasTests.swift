import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// `Canvas`: what its renderer draws through a `GraphicsContext`, with the canvas's size.
@Suite struct CanvasTests {
  static let source = """
    import SwiftUI

    struct Sketch: View {
      @State private var points: [CGPoint] = []
      var body: some View {
        Canvas { context, size in
          var path = Path()
          path.addLines(points)
          context.stroke(path, with: .color(.blue), lineWidth: 4)
          context.opacity = 0.5
          context.fill(Path(ellipseIn: CGRect(x: size.width - 30, y: 0, width: 30, height: 30)), with: .color(.red))
          context.draw(Text("\\(points.count) points"), at: CGPoint(x: size.width / 2, y: 50))
        }
        .frame(width: 300, height: 200)
        .gesture(DragGesture(minimumDistance: 0).onChanged { points.append($0.location) })
      }
    }
    #Preview { Sketch() }
    """

  /// The shapes drawn, with their paints, in order.
  func paints(_ host: ViewHost) -> [ShapePaint] {
    (host.layout?.views ?? []).compactMap { view in
      if case .shape(let s) = view.element { return s.paint }
      return nil
    }
  }

  @Test(
    "the renderer's strokes, fills (with the context's opacity) and texts are drawn, in the canvas's size")
  func drawing() throws {
    let host = try makeHost(Self.source)
    #expect(screenTexts(host) == ["0 points"])
    let paints = paints(host)
    try #require(paints.count == 2)
    guard case .stroke(.color(let blue), let style) = paints[0], case .fill(.color(let red), _) = paints[1]
    else {
      Issue.record("\\(paints)")
      return
    }
    #expect(blue == .named("blue") && style.lineWidth == 4)
    #expect(red == .named("red", opacity: 0.5))
    // The text is centred at (150, 50) of the 300 × 200 canvas, itself centred on the screen.
    let text = try centre(ofText: "0 points", host)
    #expect(text.x == 195 && text.y == 422 - 100 + 50)
  }

  @Test("a drag anywhere on the canvas reaches its gesture, and the renderer sees the new state")
  func draws() throws {
    let host = try makeHost(Self.source)
    // (100, 370) is blank canvas, nothing drawn there.
    try host.deliver(pointer(.down, 100, 370, at: 0))
    try host.deliver(pointer(.move, 150, 400, at: 50))
    try host.deliver(pointer(.up, 150, 400, at: 100))
    #expect(screenTexts(host) == ["2 points"])
  }
}
