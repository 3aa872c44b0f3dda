import TactileTestSupport
import Testing

/// `print` and `debugPrint` write what Swift writes: user types qualified with the module
/// (`main`) inside collections and optionals, named ranges and sets there, nested optionals,
/// labelled tuples, and a type's own `description`.
@Suite struct PrintingTests {
  @Test("enums and structs print bare at the top level and module-qualified when nested")
  func qualification() {
    let source = """
      enum Dir { case up, moved(by: Int) }
      struct P { var id: Int; var d: Dir; var s: String }
      class C { var x = 1 }
      func main() {
        let o: Dir? = .up
        print(Dir.up, Dir.moved(by: 2), [Dir.up], o)
        print(P(id: 1, d: .up, s: "a"), [P(id: 1, d: .moved(by: 3), s: "a")])
        print(C(), [C()], (1, Dir.up), ["k": Dir.up])
        debugPrint(Dir.up, P(id: 1, d: .up, s: "a"), "s")
      }
      """
    #expect(
      run(source) == """
        up moved(by: 2) [main.Dir.up] Optional(main.Dir.up)
        P(id: 1, d: main.Dir.up, s: "a") [main.P(id: 1, d: main.Dir.moved(by: 3), s: "a")]
        main.C [main.C] (1, main.Dir.up) ["k": main.Dir.up]
        main.Dir.up main.P(id: 1, d: main.Dir.up, s: "a") "s"

        """)
  }

  @Test("nested optionals, labelled tuples, ranges and sets inside collections")
  func containers() {
    let source = """
      func main() {
        let d: [String: Int?] = ["a": nil, "b": 1]
        print(d["a"], d["b"], d["c"], (a: 1, b: "s"), [(x: 1, y: 2)])
        let empty: [String: Int] = [:]
        print(0..<3, [0..<3], [1...2], Set([1]), [Set([1])], ["a": [1]], empty)
        let c: Character = "x"
        let o: Character? = c
        let items: [Int?] = [1, nil]
        print(o, [c], items)
      }
      """
    #expect(
      run(source) == """
        Optional(nil) Optional(Optional(1)) nil (a: 1, b: "s") [(x: 1, y: 2)]
        0..<3 [Range(0..<3)] [ClosedRange(1...2)] [1] [Set([1])] ["a": [1]] [:]
        Optional("x") ["x"] [Optional(1), nil]

        """)
  }

  @Test("an unlabelled tuple literal takes the labels of the labelled tuple type it initialises")
  func contextualTupleLabels() {
    let source = """
      struct Box { var pair: (scale: Double, turns: Int) = (1, 0) }
      func main() {
        let p: (x: Int, y: Int) = (1, 2)
        var b = Box()
        b.pair = (2, 3)
        print(p, Box().pair, b.pair, (5, 6))
      }
      """
    #expect(run(source) == "(x: 1, y: 2) (scale: 1.0, turns: 0) (scale: 2.0, turns: 3) (5, 6)\n")
  }

  @Test("a type with its own description prints that, at the top level and nested")
  func customDescription() {
    let source = """
      struct Money: CustomStringConvertible {
        var cents: Int
        var description: String { "$\\(cents / 100).\\(cents % 100)" }
      }
      func main() {
        let m = Money(cents: 1250)
        print(m, [m], "\\(m)", String(describing: m))
      }
      """
    #expect(run(source) == "$12.50 [$12.50] $12.50 $12.50\n")
  }

  @Test("separator and terminator are honoured")
  func separatorAndTerminator() {
    #expect(
      run("func main() {\n  print(1, 2, 3, separator: \"-\", terminator: \"|\")\n  print(\"end\")\n}")
        == "1-2-3|end\n")
  }

  @Test("the module name that qualifies nested user types can be set")
  func moduleName() {
    #expect(
      run(
        "enum E { case a }\nfunc main() { print([E.a]) }", configure: { $0.builtinState.moduleName = "App" })
        == "[App.E.a]\n")
  }
}
