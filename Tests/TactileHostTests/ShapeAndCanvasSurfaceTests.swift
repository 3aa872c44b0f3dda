import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Shapes that stay shapes once stroked, a `GraphicsContext`'s transform and drawings in a
/// rectangle, and the shape styles and environment values real code reads.
@Suite struct ShapeAndCanvasSurfaceTests {
  /// The shape views drawn, in order.
  func shapes(_ host: ViewHost) -> [ShapeView] {
    (host.layout?.views ?? []).compactMap { view in
      if case .shape(let s) = view.element { return s }
      return nil
    }
  }

  @Test("stroke(lineWidth:) is a shape: a fill after it paints the stroke, a scale after it scales the line")
  func strokedShapes() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Rings: View {
        var body: some View {
          VStack {
            Circle().stroke(lineWidth: 10).fill(Color.red).frame(width: 100, height: 100)
            Circle().stroke(lineWidth: 4).scale(0.5).frame(width: 100, height: 100)
          }
        }
      }
      #Preview { Rings() }
      """)
    let drawn = shapes(host)
    try #require(drawn.count == 2)
    guard case .stroke(.color(let red), let wide) = drawn[0].paint else {
      Issue.record("\(drawn[0].paint)")
      return
    }
    #expect(red == .named("red") && wide.lineWidth == 10)
    guard case .stroke(.foreground, let thin) = drawn[1].paint else {
      Issue.record("\(drawn[1].paint)")
      return
    }
    #expect(thin.lineWidth == 2)
    #expect(drawn[1].shape == .modified(.circle, .scale(x: 0.5, y: 0.5, anchor: .center)))
  }

  @Test("a canvas's translateBy moves what is drawn after it; draw(_:in:) lays an image out in the rectangle")
  func canvasTransform() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Waves: View {
        var body: some View {
          Canvas { context, size in
            context.translateBy(x: 30, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            context.scaleBy(x: 2, y: 2)
            context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red), lineWidth: 1)
            context.draw(Image(systemName: "star"), in: CGRect(x: 10, y: 10, width: 20, height: 20))
          }
          .frame(width: 200, height: 200)
        }
      }
      #Preview { Waves() }
      """)
    let drawn = shapes(host)
    try #require(drawn.count == 2)
    guard case .path(let first) = drawn[0].shape, case .path(let second) = drawn[1].shape else {
      Issue.record("\(drawn)")
      return
    }
    #expect(first.controlPointBounds == CGRect(x: 30, y: 0, width: 10, height: 10))
    #expect(second.controlPointBounds == CGRect(x: 30, y: 0, width: 20, height: 20))
    guard case .stroke(_, let stroke) = drawn[1].paint else {
      Issue.record("\(drawn[1].paint)")
      return
    }
    #expect(stroke.lineWidth == 2)
    // The image's rectangle, scaled and moved: 40 × 40 at (50, 20) of the canvas.
    // Each drawing is a layer the size of the canvas.
    let canvas = try #require(
      host.layout?.views.first {
        if case .shape = $0.element { return true }
        return false
      }?.globalFrame)
    #expect(canvas.width == 200 && canvas.height == 200)
    let image = try #require(
      host.layout?.views.first {
        if case .image = $0.element { return true }
        return false
      }?.globalFrame)
    #expect(image.width == 40 && image.height == 40)
    #expect(image.minX - canvas.minX == 50 && image.minY - canvas.minY == 20)
  }

  @Test(
    "FillShapeStyle is the system fill, overlay(_:) takes a material, and DispatchTimeInterval adds to a DispatchTime"
  )
  func stylesAndTimes() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Card: View {
        @State private var fired = false
        var body: some View {
          VStack {
            Text(fired ? "fired" : "waiting")
            RoundedRectangle(cornerRadius: 8).fill(.fill).frame(width: 50, height: 50)
            Color.red.frame(width: 50, height: 50).overlay(.ultraThinMaterial)
          }
          .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1500)) { fired = true }
          }
        }
      }
      #Preview { Card() }
      """)
    let fill = try #require(shapes(host).first)
    guard case .fill(.color(let color), _) = fill.paint else {
      Issue.record("\(fill.paint)")
      return
    }
    #expect(color == .named("systemFill"))
    let material = host.layout?.views.contains {
      if case .color(let c) = $0.element { return c == .named("ultraThinMaterial") }
      return false
    }
    #expect(material == true)
    try host.advance(to: EventTime(milliseconds: 1400))
    #expect(screenTexts(host) == ["waiting"])
    try host.advance(to: EventTime(milliseconds: 1600))
    #expect(screenTexts(host) == ["fired"])
  }

  @Test("environment values real code reads have SwiftUI's defaults, and environment(_:_:) sets them")
  func environmentValues() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Header: View {
        @Environment(\\.defaultMinListHeaderHeight) var headerHeight
        @Environment(\\.defaultMinListRowHeight) var rowHeight
        @Environment(\\.dismissSearch) var dismissSearch
        @Environment(\\.isSearching) var isSearching
        @Environment(\\.multilineTextAlignment) var alignment
        var body: some View {
          Text("\\(headerHeight ?? -1) \\(rowHeight) \\(isSearching) \\(alignment == .leading)")
            .onAppear { dismissSearch() }
        }
      }
      struct Screen: View {
        var body: some View {
          VStack {
            Header()
            Header().environment(\\.defaultMinListHeaderHeight, 30)
          }
        }
      }
      #Preview { Screen() }
      """)
    #expect(screenTexts(host) == ["-1.0 44.0 false true", "30.0 44.0 false true"])
  }
}

/// A `UIColor`'s components, as UIKit reports them through `getRed`, `getHue` and `getWhite`.
@Suite struct ColorComponentTests {
  @Test(
    "getRed writes a colour's sRGB components: an sRGB colour's as given, a system colour's from iOS's table")
  func components() {
    let output = run(
      """
      import UIKit
      func main() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        let ok = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        print(ok, r, g, b, a)
        _ = UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a)
        print(Int(r * 255), Int(g * 255), Int(b * 255), a)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        _ = UIColor.red.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        print(h, s, v)
      }
      """)
    #expect(output == "true 0.2 0.4 0.6 0.5\n0 122 255 1.0\n0.0 1.0 1.0\n")
  }
}

/// Accepted stand-ins real code sets up: Core Animation's particle emitter and drag and drop.
@Suite struct EmitterAndDragStandInTests {
  @Test("an emitter layer and its cells keep what is set on them, with Core Animation's defaults")
  func emitter() throws {
    let source = """
      import UIKit
      func main() {
        let cell = CAEmitterCell()
        cell.birthRate = 4.5
        cell.contents = UIImage(named: "star")?.cgImage
        let layer = CAEmitterLayer()
        layer.emitterShape = .line
        layer.emitterCells = [cell]
        print(cell.birthRate, cell.scale, layer.emitterCells?.count ?? 0, layer.emitterShape == .line)
        print(layer.emitterMode == .volume, cell.contents != nil)
      }
      """
    // The two initializers are the stand-ins (the particles are not drawn); nothing else warns.
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.count == 2 && sema.diagnostics.allSatisfy { $0.id == "standInInTactile" })
    let (program, _) = Lowerer.lower(sema)
    let interpreter = Interpreter(program: program, registry: .standard())
    let main = try #require(program.functions.firstIndex { $0.name == "main()" })
    _ = try interpreter.run(function: main)
    #expect(interpreter.output == "4.5 1.0 1 true\ntrue true\n")
  }

  @Test("draggable and dropDestination are accepted stand-ins: the view is drawn and nothing is dropped")
  func dragAndDrop() throws {
    let source = """
      import SwiftUI
      struct Board: View {
        @State private var dropped = 0
        var body: some View {
          VStack {
            Text("dropped \\(dropped)")
            RoundedRectangle(cornerRadius: 8).fill(.red).frame(width: 40, height: 40)
              .draggable(Color.red) { Circle().frame(width: 10, height: 10) }
              .dropDestination(for: Color.self) { items, location in
                dropped += items.count
                return true
              } isTargeted: { _ in }
          }
        }
      }
      #Preview { Board() }
      """
    let sema = SemanticAnalyzer.analyze(source)
    let messages = sema.diagnostics.map(\.message)
    #expect(
      sema.diagnostics.count == 2 && sema.diagnostics.allSatisfy { $0.id == "standInInTactile" },
      "\(messages)")
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    #expect(screenTexts(host) == ["dropped 0"])
  }
}

/// Core Animation's 4 × 4 transforms, computed as Core Animation computes them.
@Suite struct CATransform3DTests {
  @Test("CATransform3D: rotations for row vectors, Translate/Rotate before the transform, Concat in order")
  func transforms() {
    let output = run(
      """
      import UIKit
      func main() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        print(CATransform3DIsIdentity(CATransform3DIdentity), CATransform3DIsIdentity(t), t.m34)
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        print(r.m11.rounded(), r.m12.rounded(), r.m21.rounded(), r.m22.rounded())
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        print(moved.m11, moved.m41)
        let concat = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        print(concat.m41)
        let turned = CATransform3DRotate(t, .pi, 0, 1, 0)
        print(turned.m11.rounded(), turned.m34, turned.m14.magnitude < 1e-9)
        let layer = CALayer()
        layer.transform = turned
        print(layer.transform.m11.rounded(), layer.anchorPoint)
      }
      """)
    #expect(
      output
        == "true false -0.002\n0.0 1.0 -1.0 0.0\n2.0 20.0\n20.0\n-1.0 0.002 true\n-1.0 (0.5, 0.5)\n")
  }
}
