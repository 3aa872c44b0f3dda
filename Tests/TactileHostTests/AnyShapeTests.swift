import TactileDisplay
import TactileGeometry
import TactileHost
import TactileLayout
import TactileSema
import TactileTestSupport
import Testing

/// `AnyShape`, the type-erased shape, and the shape styles `ImagePaint` and `Material.thin`.
@Suite struct AnyShapeTests {
  func shapes(_ host: ViewHost) -> [ShapeView] {
    (host.layout?.views ?? []).compactMap { view in
      if case .shape(let s) = view.element { return s }
      return nil
    }
  }

  @Test("AnyShape draws the shape it erases, with the paint its modifiers give, and clips as that shape")
  func erasedShapes() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Diamond: Shape {
        func path(in rect: CGRect) -> Path {
          Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            p.closeSubpath()
          }
        }
      }
      struct Cards: View {
        var round = true
        var shape: AnyShape = .init(.capsule)
        var body: some View {
          VStack {
            AnyShape(Circle()).fill(.red).frame(width: 40, height: 40)
            (round ? AnyShape(.rect(cornerRadius: 8)) : AnyShape(Rectangle())).frame(width: 60, height: 30)
            AnyShape(Diamond()).stroke(.blue, lineWidth: 2).frame(width: 20, height: 20)
            Color.green.frame(width: 80, height: 20).clipShape(shape)
          }
        }
      }
      #Preview { Cards() }
      """)
    let drawn = shapes(host)
    try #require(drawn.count == 3)
    #expect(drawn[0].shape == .circle)
    #expect(drawn[0].paint == .fill(.color(.named("red")), evenOdd: false))
    #expect(drawn[1].shape == .roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .continuous))
    if case .custom = drawn[2].shape {} else { Issue.record("\(drawn[2].shape)") }
    let list = DisplayListBuilder().build(try #require(host.layout))
    #expect(list.clips.count == 1)
    #expect(list.clips.first?.shape == .capsule(style: .continuous))
  }

  @Test(
    "ImagePaint is accepted as a shape style and paints a neutral grey; Material.thin is the thin material")
  func imagePaintAndMaterials() throws {
    let source = """
      import SwiftUI
      struct Framed: View {
        var body: some View {
          VStack {
            Rectangle().fill(ImagePaint(image: Image("tile"), scale: 0.5)).frame(width: 40, height: 40)
            Rectangle().fill(Material.thin).frame(width: 40, height: 40)
            Rectangle().fill(.ultraThinMaterial).frame(width: 40, height: 40)
          }
        }
      }
      #Preview { Framed() }
      """
    // ImagePaint is a stand-in: its one warning says so.
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.map(\.id) == ["standInInTactile"])
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    let drawn = shapes(host)
    try #require(drawn.count == 3)
    #expect(drawn[0].paint == .fill(.color(.named("gray", opacity: 0.5)), evenOdd: false))
    #expect(drawn[1].paint == .fill(.color(.named("thinMaterial")), evenOdd: false))
    #expect(drawn[2].paint == .fill(.color(.named("ultraThinMaterial")), evenOdd: false))
  }
}
