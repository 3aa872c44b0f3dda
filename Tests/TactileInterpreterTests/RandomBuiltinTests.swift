import TactileTestSupport
import Testing

/// Randomness is deterministic: a run starts from a fixed seed (docs/runtime-values.md).
@Suite struct RandomBuiltinTests {
  static let source = """
    func main() {
      var deck = [1, 2, 3, 4, 5, 6]
      deck.shuffle()
      print(Int.random(in: 0..<100), Int.random(in: 1...6), Double.random(in: 0..<1), Bool.random())
      print(deck, [10, 20, 30].randomElement(), [1, 2, 3].shuffled())
    }
    """

  @Test("two runs of the same program print the same random values, those of the documented seed")
  func repeatable() {
    let first = run(Self.source)
    #expect(run(Self.source) == first)
    // SplitMix64 from seed 0x5EED through the standard library's algorithms: a change of
    // generator, seed or algorithm changes these.
    #expect(first == "36 1 0.3015861618416037 false\n[1, 3, 4, 5, 2, 6] Optional(10) [2, 1, 3]\n")
  }

  @Test("random values stay in their ranges and shuffles keep every element")
  func inRange() {
    let source = """
      func main() {
        var ok = true
        for _ in 0..<500 {
          let n = Int.random(in: 3..<7)
          let c = Int.random(in: -2...2)
          let d = Double.random(in: 1.5...2.5)
          if n < 3 || n >= 7 || c < -2 || c > 2 || d < 1.5 || d > 2.5 { ok = false }
        }
        print(ok, [5, 1, 4, 2, 3].shuffled().sorted())
      }
      """
    #expect(run(source) == "true [1, 2, 3, 4, 5]\n")
  }

  @Test("an empty range is a runtime error")
  func emptyRange() {
    #expect(
      run("func main() {\n  print(Int.random(in: 3..<3))\n}")
        == "error 2:9: Can't get random value with an empty range")
  }
}
