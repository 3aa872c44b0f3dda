import TactileSema
import Testing

/// Font and shape-style values built by chains: an implicit member chain's root is looked up
/// in the context's type but may have a type of its own (`.blue.gradient` is an `AnyGradient`
/// with a `Color` root), as SE-0287 allows.
@Suite struct StyleChainTests {
  let program = Analysed(
    """
    import SwiftUI
    struct V: View {
      var body: some View {
        VStack {
          Text("a").font(.body.monospaced())
          Text("b").font(.system(size: 15).monospaced().bold())
          Text("c").foregroundStyle(.red.gradient)
          Circle().fill(Color.green.gradient)
          Rectangle().fill(.blue.gradient)
          Text("d").foregroundStyle(.red.opacity(0.5))
        }
      }
    }
    """)

  @Test("Font.monospaced() and Color.gradient check, in explicit and implicit chains")
  func clean() {
    #expect(program.messages == [])
  }

  @Test("an implicit chain's root keeps its own type; the chain has the value's")
  func types() {
    #expect(program.type(of: ".body.monospaced()") == "Font")
    #expect(program.type(of: ".red.gradient") == "AnyGradient")
    #expect(program.type(of: ".blue.gradient") == "AnyGradient")
    #expect(program.type(of: ".blue") == "Color")
    #expect(program.type(of: ".red.opacity(0.5)") == "Color")
  }
}
