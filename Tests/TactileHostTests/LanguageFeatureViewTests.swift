import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// SwiftUI's static shape and style shorthands, drawn by a hosted view (moved from
/// LanguageFeatureTests, whose tests only run programs).
@Suite struct LanguageFeatureViewTests {
  @Test("shape shorthands draw the shapes their initializers draw")
  func shapeShorthands() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          VStack {
            Color.red.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 8))
            Color.blue.frame(width: 40, height: 40).clipShape(.circle)
            Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
              .frame(width: 40, height: 40)
          }
        }
      }
      """)
    let dump = try #require(host.layout.map { LayoutDump.render($0) })
    #expect(dump.contains(".clipShape(RoundedRectangle(8, continuous))"), "\(dump)")
    #expect(dump.contains(".clipShape(Circle)"), "\(dump)")
    #expect(dump.contains("fill(LinearGradient([red 0, blue 1]"), "\(dump)")
  }

  @Test("a colour literal is an sRGB colour, and a preview's name, device and orientation only describe it")
  func colourLiteralAndPreviewModifiers() throws {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          Color(#colorLiteral(red: 0.4, green: 0.5, blue: 1, alpha: 1)).frame(width: 50, height: 50)
        }
      }
      struct V_Previews: PreviewProvider {
        static var previews: some View {
          V().previewDisplayName("one").previewDevice("iPhone 15").previewInterfaceOrientation(.landscapeLeft)
        }
      }
      """
    let host = try makeHost(source)
    let dump = LayoutDump.render(try #require(host.layout))
    #expect(dump.contains("Color(rgb(0.4, 0.5, 1"), "\(dump)")
  }

  @Test("an image literal is the asset image it names, drawn as Image(name) draws it")
  func imageLiteral() throws {
    func dump(_ image: String) throws -> String {
      let host = try makeHost(
        """
        import SwiftUI
        struct V: View {
          var body: some View { \(image).resizable().frame(width: 100, height: 100) }
        }
        """)
      return LayoutDump.render(try #require(host.layout))
    }
    let literal = try dump(#"Image(uiImage: #imageLiteral(resourceName: "food"))"#)
    #expect(literal == (try dump(#"Image(uiImage: UIImage(named: "food")!)"#)))
    #expect(literal.contains("food"), "\(literal)")
  }

  @Test(
    "a PreviewProvider's previews are a view builder, as the requirement declares; an operator where an optional is expected works on the wrapped type"
  )
  func previewsBuilderAndOptionalOperatorContext() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct A: View { var body: some View { Text("a").frame(maxWidth: .infinity / 2) } }
      struct B: View { var body: some View { Text("b") } }
      struct A_Previews: PreviewProvider {
        static var previews: some View {
          A()
          B().previewDisplayName("B")
        }
      }
      """)
    #expect(screenTexts(host) == ["a", "b"])
  }
}
