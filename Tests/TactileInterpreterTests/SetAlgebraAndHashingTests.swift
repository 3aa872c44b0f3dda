import TactileTestSupport
import Testing

/// Set algebra with any sequence, set indices, `Hasher`, tuples compared by operator value, and
/// generic types written without their arguments. Expected outputs are what swiftc's build of
/// the same program prints.
@Suite struct SetAlgebraAndHashingTests {
  @Test("a set meets, subtracts and tests any sequence of its elements; its indices find and remove members")
  func setAlgebraWithSequences() {
    let source = """
      func main() {
        var s: Set = Set<Int>()
        s.insert(4); s.insert(7); s.insert(9)
        print(s.firstIndex(of: 7) != nil, s.firstIndex(of: 5) == nil)
        print(s.intersection([7, 9, 11]).count, s.subtracting([4]).count, s.isSubset(of: [4, 7, 9, 10]))
        s.formIntersection([4, 9])
        print(s.sorted())
        if let i = s.firstIndex(of: 9) { print(s[i], s.remove(at: i), s.count) }
        s.subtract([4])
        print(s.isEmpty, s.update(with: 2) == nil, s.popFirst() ?? -1, s.isEmpty)
      }
      """
    #expect(run(source) == "true true\n2 2 true\n[4, 9]\n9 9 1\ntrue true 2 true\n")
  }

  @Test("a program's hash(into:) feeds a Hasher; equal fields give equal hashes, and hashValue is stable")
  func hasher() {
    let source = """
      struct P: Hashable {
        var x: Int
        var name: String
        static func == (a: P, b: P) -> Bool { a.x == b.x }
        func hash(into hasher: inout Hasher) { hasher.combine(x) }
      }
      func main() {
        var h = Hasher()
        P(x: 1, name: "a").hash(into: &h)
        var g = Hasher()
        P(x: 1, name: "b").hash(into: &g)
        print(h.finalize() == g.finalize(), P(x: 2, name: "").hashValue == P(x: 2, name: "").hashValue)
        var k = Hasher(); k.combine(3); var l = Hasher(); l.combine(4)
        print(k.finalize() == l.finalize())
      }
      """
    #expect(run(source) == "true true\nfalse\n")
  }

  @Test("< and > as values compare a dictionary's (key, value) tuples in order")
  func tupleComparisonOperatorsAsValues() {
    let source = """
      func main() {
        let prizes = ["b": 2, "a": 1, "c": 3]
        print(prizes.sorted(by: <).map { $0.key }, prizes.sorted(by: >).map { $0.value })
        print([(2, "x"), (1, "z"), (1, "y")].sorted(by: <).map { $0.1 })
      }
      """
    #expect(run(source) == "[\"a\", \"b\", \"c\"] [3, 2, 1]\n[\"y\", \"z\", \"x\"]\n")
  }

  @Test("a generic type written without arguments (let xs: Array = …) takes them from the value")
  func omittedGenericArguments() {
    let source = """
      func main() {
        var numbers: Set = Set<Int>()
        numbers.insert(3)
        let xs: Array = [1, 2, 3]
        let d: Dictionary = ["a": 1]
        let s: Set = ["x", "y"]
        print(numbers.count, xs.count, d["a"]!, s.contains("x"))
      }
      """
    #expect(run(source) == "1 3 1 true\n")
  }

  @Test("an array or set literal of implicit members fills an optional collection")
  func literalForOptionalCollection() {
    let source = """
      enum K { case a, b }
      func main() {
        var xs: [K]? = nil
        xs = [.a, .b]
        let picked: Set<K>? = [.b]
        print(xs?.count ?? 0, picked?.contains(.b) ?? false)
      }
      """
    #expect(run(source) == "2 true\n")
  }
}
