import TactileSema
import Testing

/// Which overload a call resolves to, by the labels and types of its arguments.
@Suite struct OverloadChoiceTests {
  let program = Analysed(
    """
    import SwiftUI
    struct V: View {
      @State private var drag = CGSize.zero
      var body: some View {
        VStack {
          Text("a").offset(drag)
          Text("b").offset(x: 10, y: 20)
          Text("c").offset(y: 5)
          Text("d").frame(width: 100, height: 50)
          Text("e").frame(maxWidth: .infinity, alignment: .leading)
          Text("f").scaleEffect(2)
          Text("g").onTapGesture(count: 2) { }
          Text("h").onTapGesture { location in print(location.x) }
        }
      }
    }
    """)

  @Test("the program checks without diagnostics")
  func clean() {
    #expect(program.messages == [])
  }

  @Test("offset(_:) for a CGSize, offset(x:y:) for labelled coordinates")
  func offset() {
    #expect(program.callee(of: #"Text("a").offset(drag)"#) == "offset(_:)")
    #expect(program.callee(of: #"Text("b").offset(x: 10, y: 20)"#) == "offset(x:y:)")
    #expect(program.callee(of: #"Text("c").offset(y: 5)"#) == "offset(x:y:)")
  }

  @Test("frame(width:height:alignment:) versus the flexible frame")
  func frame() {
    #expect(
      program.callee(of: #"Text("d").frame(width: 100, height: 50)"#) == "frame(width:height:alignment:)")
    #expect(
      program.callee(of: #"Text("e").frame(maxWidth: .infinity, alignment: .leading)"#)
        == "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)")
  }

  @Test("a literal scale picks the CGFloat overload of scaleEffect")
  func scaleEffect() {
    #expect(program.callee(of: #"Text("f").scaleEffect(2)"#) == "scaleEffect(_:anchor:)")
    let literals = program.exprs("2").compactMap { program.sema.type(of: $0).map(program.sema.display) }
    #expect(literals.sorted() == ["CGFloat", "Int"])
  }

  @Test(
    "onTapGesture: a closure without parameters takes the plain overload, one with a location the spatial one"
  )
  func onTapGesture() {
    #expect(program.callee(of: #"Text("g").onTapGesture(count: 2) { }"#) == "onTapGesture(count:perform:)")
    #expect(
      program.callee(of: #"Text("h").onTapGesture { location in print(location.x) }"#)
        == "onTapGesture(count:coordinateSpace:perform:)")
    #expect(program.type(of: "location") == "CGPoint")
  }

  @Test("a literal reaching Text through a closure keeps its default type; one written in the call is a key")
  func literalThroughClosure() {
    let literals = Analysed(
      """
      import SwiftUI
      struct L: View {
        var body: some View {
          VStack {
            ForEach(["a", "b"], id: \\.self) { name in Text(name) }
            ForEach(["c", "d"], id: \\.self) { name in
              Text(name)
            }
            Text("e")
          }
        }
      }
      """)
    #expect(literals.messages == [])
    #expect(literals.type(of: #"["a", "b"]"#) == "[String]")
    #expect(literals.type(of: #"["c", "d"]"#) == "[String]")
    #expect(literals.type(of: #""e""#) == "LocalizedStringKey")
  }
}
