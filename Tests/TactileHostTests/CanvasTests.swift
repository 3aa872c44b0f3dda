import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
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

extension CanvasTests {
  @Test(
    "a layer draws what its closure drew; an alpha threshold paints it in its colour; symbols are drawn by tag"
  )
  func layersFiltersAndSymbols() throws {
    let host = try makeHostAllowingStandIns(
      """
      import SwiftUI

      struct Blobs: View {
        var body: some View {
          Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            context.addFilter(.alphaThreshold(min: 0.5, color: .yellow))
            context.addFilter(.blur(radius: 20))
            context.drawLayer { layer in
              layer.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.white))
              if let symbol = context.resolveSymbol(id: 1) {
                layer.draw(symbol, at: CGPoint(x: 100, y: 100))
              }
            }
            context.fill(
              Path(CGRect(x: 0, y: 0, width: 5, height: 5)),
              with: .linearGradient(Gradient(colors: [.red, .green]), startPoint: .zero, endPoint: CGPoint(x: 300, y: 0)))
          } symbols: {
            Text("ball").tag(1)
            Text("other").tag(2)
          }
          .frame(width: 300, height: 200)
        }
      }
      #Preview { Blobs() }
      """
    ).host
    #expect(screenTexts(host) == ["ball"])
    let paints = paints(host)
    try #require(paints.count == 3)
    #expect(paints[0] == .fill(.color(.named("blue")), evenOdd: false))
    // Drawn after the threshold filter: in its colour, the layer's shape included.
    #expect(paints[1] == .fill(.color(.named("yellow")), evenOdd: false))
    #expect(paints[2] == .fill(.color(.named("yellow")), evenOdd: false))
    let ball = try centre(ofText: "ball", host)
    #expect(ball.x == 195 - 150 + 100 && ball.y == 422 - 100 + 100)
  }

  @Test("a linear gradient shading is placed in the canvas's coordinates")
  func gradientShading() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct Gradients: View {
        var body: some View {
          Canvas { context, size in
            context.fill(
              Path(CGRect(x: 0, y: 0, width: 5, height: 5)),
              with: .linearGradient(Gradient(colors: [.red, .green]), startPoint: .zero, endPoint: CGPoint(x: 300, y: 100)))
          }
          .frame(width: 300, height: 200)
        }
      }
      #Preview { Gradients() }
      """)
    let paints = paints(host)
    try #require(paints.count == 1)
    guard case .fill(.linearGradient(let gradient), _) = paints[0] else {
      Issue.record("\(paints)")
      return
    }
    #expect(gradient.startPoint == UnitPoint(x: 0, y: 0))
    #expect(gradient.endPoint == UnitPoint(x: 1, y: 0.5))
    #expect(gradient.stops.map(\.color) == [.named("red"), .named("green")])
  }

  @Test("a conic gradient shading turns a full circle from its angle round a point in canvas coordinates")
  func conicShading() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct Wheel: View {
        var body: some View {
          Canvas { context, size in
            context.fill(
              Path(ellipseIn: CGRect(origin: .zero, size: size)),
              with: .conicGradient(Gradient(colors: [.red, .blue, .red]), center: CGPoint(x: 150, y: 50), angle: .degrees(90)))
          }
          .frame(width: 300, height: 200)
        }
      }
      #Preview { Wheel() }
      """)
    let paints = paints(host)
    try #require(paints.count == 1)
    guard case .fill(.gradient(let gradient), _) = paints[0],
      case .angular(let center, let start, let end) = gradient.geometry
    else {
      Issue.record("\(paints)")
      return
    }
    #expect(center == UnitPoint(x: 0.5, y: 0.25))
    #expect(abs(start - Double.pi / 2) < 1e-9 && abs(end - start - 2 * Double.pi) < 1e-9)
    #expect(gradient.stops.map(\.color) == [.named("red"), .named("blue"), .named("red")])
  }
}
