import TactileAnimation
import TactileColor
import TactileDisplay
import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
import TactileTestSupport
import Testing

/// Shapes the program defines, shape modifiers, `Path`'s geometry and animatable shape data:
/// what is drawn and hit.
@Suite struct ShapeDrawingTests {
  /// The display list of the host's current layout.
  func display(_ host: ViewHost) throws -> DisplayList {
    DisplayListBuilder().build(try #require(host.layout))
  }

  /// The outlines of the filled and stroked shapes, in order, in their views' coordinates.
  func outlines(_ list: DisplayList) -> [PathDescription] {
    list.items.compactMap { item in
      switch item.command {
      case .fill(let kind, let rect, _, _), .stroke(let kind, let rect, _, _): return kind.outline(in: rect)
      default: return nil
      }
    }
  }

  static let triangle = """
    import SwiftUI

    struct Triangle: Shape {
      func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
      }
    }
    struct Screen: View {
      @State private var taps = 0
      var body: some View {
        VStack {
          Text("\\(taps) taps")
          Triangle().fill(.red).frame(width: 100, height: 80).onTapGesture { taps += 1 }
        }
      }
    }
    #Preview { Screen() }
    """

  @Test("a program's shape is drawn from its path(in:) in its frame, and hit only inside that path")
  func customShape() throws {
    let host = try makeHost(Self.triangle)
    let list = try display(host)
    let paths = outlines(list)
    try #require(paths.count == 1)
    #expect(
      paths[0].elements == [
        .move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 80)), .line(to: CGPoint(x: 0, y: 80)),
        .closeSubpath,
      ])
    #expect(SVGWriter.write(list).contains("<path d=\"M50 0 L100 80 L0 80 Z\" fill=\"#FF3B30\"/>"))
    // The triangle's frame is 100 × 80, centred below the text: its top corners are outside it.
    let frame = try #require(
      host.layout?.views.first { if case .shape = $0.element { return true } else { return false } })
    let g = frame.globalFrame
    for (i, (x, y, taps)) in [(g.minX + 5, g.minY + 5, "0 taps"), (g.midX, g.maxY - 5, "1 taps")].enumerated()
    {
      let point = CGPoint(x: x, y: y)
      let start = Double(i) * 1000
      try host.deliver([PointerEvent(.down, at: point, time: EventTime(milliseconds: start + 100))])
      try host.deliver([PointerEvent(.up, at: point, time: EventTime(milliseconds: start + 150))])
      try host.advance(to: EventTime(milliseconds: start + 500))
      try host.render()
      #expect(screenTexts(host).first == taps)
    }
  }

  @Test("trim measures along the outline from 3 o'clock, clockwise; inset shrinks the frame it is drawn in")
  func shapeModifiers() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Rings: View {
        var body: some View {
          VStack(spacing: 0) {
            Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 2).frame(width: 100, height: 100)
            Rectangle().inset(by: 10).offset(x: 5).fill(.blue).frame(width: 100, height: 100)
            Circle().trim(from: 0.5, to: 0.25).frame(width: 10, height: 10)
          }
        }
      }
      #Preview { Rings() }
      """)
    let paths = outlines(try display(host))
    try #require(paths.count == 3)
    // An empty range draws nothing.
    #expect(paths[2].elements.isEmpty)
    // Half a circle: from the rightmost point down through the bottom to the leftmost one.
    let half = paths[0].elements
    #expect(half.first == .move(to: CGPoint(x: 100, y: 50)))
    guard case .curve(let end, _, _)? = half.last, case .curve(let bottom, _, _) = half[1] else {
      Issue.record("\(half)")
      return
    }
    #expect(abs(end.x) < 1e-9 && abs(end.y - 50) < 1e-9)
    #expect(abs(bottom.x - 50) < 1e-9 && abs(bottom.y - 100) < 1e-9)
    #expect(paths[1].boundingRect == CGRect(x: 15, y: 10, width: 80, height: 80))
  }

  @Test("Path's geometry: bounding boxes, trimming, transforms, tangent arcs and containment")
  func pathGeometry() {
    let output = run(
      """
      import SwiftUI
      func main() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
        print(path.boundingRect)
        print(path.trimmedPath(from: 0, to: 0.25).boundingRect)
        let moved = path.applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1))
        print(moved.boundingRect)
        print(path.offsetBy(dx: 1, dy: 1).boundingRect)
        print(path.contains(CGPoint(x: 5, y: 5)), path.contains(CGPoint(x: 15, y: 5)))
        var circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        circle.addPath(Path(CGRect(x: 40, y: 40, width: 20, height: 20)))
        print(circle.contains(CGPoint(x: 50, y: 50), eoFill: true), circle.contains(CGPoint(x: 50, y: 50)))
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        print(corner.currentPoint!.x, corner.currentPoint!.y.rounded())
        let t = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        print(CGPoint(x: 1, y: 0).applying(t))
        print(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 3)))
        print(t.inverted().concatenating(t).isIdentity)
      }
      """)
    let lines = output.split(separator: "\n").map(String.init)
    try? #require(lines.count == 10, "\(output)")
    #expect(lines[0] == "(0.0, 0.0, 10.0, 20.0)")
    // A quarter of the 60-point perimeter from the top-left corner: the top edge and 5 down.
    #expect(lines[1] == "(0.0, 0.0, 10.0, 5.0)")
    // Scaled first, then moved (CoreGraphics' order for scaledBy on a translation).
    #expect(lines[2] == "(5.0, 0.0, 20.0, 20.0)")
    #expect(lines[3] == "(1.0, 1.0, 10.0, 20.0)")
    #expect(lines[4] == "true false")
    #expect(lines[5] == "false true")
    #expect(lines[6] == "100.0 20.0")
    #expect(lines[7].hasPrefix("(10.0, 1.0") || lines[7].hasPrefix("(10.0, 0.9999"))
    #expect(lines[8] == "(0.0, 0.0, 20.0, 60.0)")
    #expect(lines[9] == "true")
  }

  static let wedge = """
    import SwiftUI

    struct Wedge: Shape {
      var progress: Double
      var animatableData: Double {
        get { progress }
        set { progress = newValue }
      }
      func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: rect.width * progress, y: 0))
        return p
      }
    }
    struct Screen: View {
      @State private var progress = 0.0
      var body: some View {
        Wedge(progress: progress).stroke(.orange)
          .frame(width: 100, height: 100)
          .contentShape(Rectangle())
          .onTapGesture { withAnimation(.linear(duration: 1)) { progress = 1 } }
      }
    }
    #Preview { Screen() }
    """

  @Test("a shape's animatableData moves with the animation and its path is evaluated at each frame")
  func animatableShape() throws {
    let host = try makeHost(Self.wedge)
    let builder = DisplayListBuilder()
    var animator = DisplayAnimator()
    host.onRender = { host in
      animator.update(
        to: builder.build(host.layout!), at: host.interpreter.now, animation: host.lastChangeAnimation)
    }
    try host.render()
    let point = CGPoint(x: 195, y: 422)
    try host.deliver([PointerEvent(.down, at: point, time: EventTime(milliseconds: 0))])
    try host.deliver([PointerEvent(.up, at: point, time: EventTime(milliseconds: 0))])
    func end(at seconds: Double) throws -> Double {
      let frame = try #require(animator.frame(at: seconds))
      guard let p = outlines(frame).first, case .line(let to)? = p.elements.last else { return .nan }
      return to.x
    }
    // Linear over a second: halfway at 0.5 s, the whole width at the end.
    #expect(abs(try end(at: 0.5) - 50) < 1e-6)
    #expect(abs(try end(at: 0.25) - 25) < 1e-6)
    #expect(try end(at: 1.5) == 100)
  }

  @Test("UnevenRoundedRectangle and .rect(topLeadingRadius:…) round only their own corners")
  func unevenCorners() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Card: View {
        var body: some View {
          VStack {
            UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular).frame(width: 100, height: 50)
            Rectangle().fill(.red).clipShape(.rect(bottomTrailingRadius: 20)).frame(width: 100, height: 50)
          }
        }
      }
      #Preview { Card() }
      """)
    let list = try display(host)
    let paths = outlines(list)
    try #require(paths.count == 2)
    #expect(paths[0].elements.first == .move(to: CGPoint(x: 10, y: 0)))
    #expect(paths[0].elements.contains(.line(to: CGPoint(x: 100, y: 0))))
    #expect(list.clips.count == 1)
    if case .unevenRoundedRectangle(let radii, .continuous)? = list.clips.first?.shape {
      #expect(radii.bottomTrailing == 20 && radii.topLeading == 0)
    } else {
      Issue.record("\(list.clips)")
    }
  }

  @Test("zIndex orders drawing, colour effects change the paint, gradients and blurs reach the SVG")
  func effects() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Slide: GeometryEffect {
        var x: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
          ProjectionTransform(CGAffineTransform(translationX: x + size.width, y: 0))
        }
      }
      struct Board: View {
        var body: some View {
          VStack {
            ZStack {
              Color.red.zIndex(1)
              Color.blue
            }
            .frame(width: 50, height: 50)
            Color(red: 0.5, green: 0.5, blue: 0.5).brightness(0.25).colorInvert().frame(width: 10, height: 10)
            Circle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 40, height: 40)
            Rectangle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 20))
              .blur(radius: 4).blendMode(.multiply).frame(width: 40, height: 40)
            Color.green.frame(width: 10, height: 10).modifier(Slide(x: 5))
          }
        }
      }
      #Preview { Board() }
      """)
    let list = try display(host)
    let colours = list.items.compactMap { item -> RGBA? in
      if case .fill(_, _, .color(let c), _) = item.command { return c }
      return nil
    }
    // Red (zIndex 1) is drawn after blue, though written first.
    try #require(colours.count >= 4)
    #expect(colours[0] == DisplayListBuilder().resolve(.named("blue")))
    #expect(colours[1] == DisplayListBuilder().resolve(.named("red")))
    // 0.5 + 0.25, then inverted.
    #expect(abs(colours[2].red - 0.25) < 1e-9 && abs(colours[2].blue - 0.25) < 1e-9)
    let svg = SVGWriter.write(list)
    #expect(svg.contains("<pattern id="))
    #expect(svg.contains("<radialGradient id="))
    #expect(svg.contains("<feGaussianBlur stdDeviation=\"2\"/>"))
    #expect(svg.contains("mix-blend-mode:multiply"))
    // The geometry effect moves the green square by 5 + its width.
    let green = try #require(list.items.last)
    let effect = try #require(
      host.layout?.views.first {
        if case .modifier(.geometryEffect) = $0.element { return true } else { return false }
      })
    #expect(effect.effect.tx == 15)
    #expect(green.transform.tx == effect.globalFrame.minX)
  }

  @Test("Binding.animation animates the writes through it; transaction(_:) overrides the animation inside")
  func transactions() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Panel: View {
        @State private var on = false
        var body: some View {
          VStack {
            Toggle("On", isOn: $on.animation(.easeIn(duration: 2)))
            Color.red.frame(width: on ? 100 : 50, height: 10)
            Color.blue.frame(width: on ? 100 : 50, height: 10).transaction { $0.animation = nil }
          }
        }
      }
      #Preview { Panel() }
      """)
    var animations: [AnimationSpec?] = []
    var overrides: [UInt64: AnimationSpec?] = [:]
    host.onRender = { host in
      animations.append(host.lastChangeAnimation)
      overrides = DisplayAnimator.animations(in: host.layout!, subtrees: host.lastSubtreeAnimations)
    }
    let toggle = try #require(
      host.layout?.views.first { if case .shape = $0.element { return true } else { return false } })
    let point = CGPoint(x: toggle.globalFrame.midX, y: toggle.globalFrame.midY)
    try host.deliver([PointerEvent(.down, at: point, time: EventTime(milliseconds: 0))])
    try host.deliver([PointerEvent(.up, at: point, time: EventTime(milliseconds: 10))])
    // The write through the binding carries its animation; the blue colour's frame is not animated.
    #expect(animations.last??.curve.duration == 2)
    #expect(overrides.values.contains { $0 == nil })
  }

  @Test(
    "symbol rendering modes, variants and content transitions run as stand-ins, drawing the view as it is")
  func symbolStandIns() throws {
    let source =
      """
      import SwiftUI
      struct Counter: View {
        @State private var n = 3
        var body: some View {
          VStack {
            Image(systemName: "heart").symbolRenderingMode(.hierarchical).symbolVariant(.fill)
            Text("\\(n)").contentTransition(.numericText(value: Double(n)))
          }
        }
      }
      #Preview { Counter() }
      """
    // Each stand-in is accepted with a warning that says what the preview leaves out.
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.count == 3 && sema.diagnostics.allSatisfy { $0.id == "standInInTactile" })
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root))
    try host.render()
    #expect(screenTexts(host) == ["3"])
  }
}
