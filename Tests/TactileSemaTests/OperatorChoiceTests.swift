import TactileSema
import Testing

/// Which operator function an infix expression resolves to, and how literals and implicit
/// members beside each other take their type from the context.
@Suite struct OperatorChoiceTests {
  let program = Analysed(
    """
    func angles(x: Double, n: Int) {
      var r = x
      r += 2 * .pi
      let a = x / 2.0
      let b = n / 2
      let c = r / (2 * .pi)
      let d: Double = 3 * .pi
      let e = 4 * .pi
      print(a, b, c, d, e)
    }
    """)

  @Test("the program checks without diagnostics")
  func clean() {
    #expect(program.messages == [])
  }

  @Test("division picks FloatingPoint's operator for Doubles and BinaryInteger's for Ints")
  func division() {
    #expect(program.calleeOwner(of: "x / 2.0") == "FloatingPoint")
    #expect(program.calleeOwner(of: "n / 2") == "BinaryInteger")
    #expect(program.calleeOwner(of: "r / (2 * .pi)") == "FloatingPoint")
  }

  @Test("a literal beside an implicit member takes the context's type: 2 * .pi is a Double")
  func literalBesideImplicitMember() {
    #expect(program.type(of: "2 * .pi") == "Double")
    #expect(program.type(of: "2 * .pi", occurrence: 1) == "Double")
    #expect(program.type(of: "3 * .pi") == "Double")
    // Without context the literal tries Int, which has no `pi`, then Double.
    #expect(program.type(of: "4 * .pi") == "Double")
    #expect(program.type(of: "2", occurrence: 0) == "Double")
  }
}
