import TactileTestSupport
import Testing

/// Arrays, dictionaries, sets, ranges, strides and optionals. Expected outputs are what Swift
/// prints, except where docs/runtime-values.md documents a difference (noted at the test).
@Suite struct CollectionBuiltinTests {
  @Test("merge and merging combine the values of a key both dictionaries have")
  func dictionaryMerge() {
    let source = """
      func main() {
        var dict = ["a": 1]
        dict["b", default: 0] += 2
        dict.merge(["c": 3, "a": 5]) { old, new in old + new }
        let more = dict.merging(["d": 4]) { _, new in new }
        print(dict.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" }.joined(separator: ","), more.count)
      }
      """
    #expect(run(source) == "a=6,b=2,c=3 4\n")
  }

  @Test("Dictionary(grouping:by:) groups in order; keys print in first-appearance order (documented)")
  func grouping() {
    let source = """
      func main() {
        let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
        let byLetter = Dictionary(grouping: words, by: { $0.first! })
        print(byLetter["a"] ?? [], byLetter["b"]?.count ?? 0, byLetter.count)
        let parity = Dictionary(grouping: 1...6) { $0 % 2 == 0 }
        print(parity[true]!, parity[false]!)
      }
      """
    #expect(run(source) == "[\"apple\", \"avocado\"] 2 3\n[2, 4, 6] [1, 3, 5]\n")
  }

  @Test("sorted(), sort(), min() and max() compare a user Comparable type with its own <")
  func userComparable() {
    let source = """
      struct Version: Comparable {
        var major: Int
        var minor: Int
        static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
      }
      enum Size: Comparable {
        case small, large(Int)
        static func < (a: Size, b: Size) -> Bool {
          switch (a, b) {
          case (.small, .large): return true
          case (.large(let x), .large(let y)): return x < y
          default: return false
          }
        }
      }
      func main() {
        var versions = [Version(major: 2, minor: 0), Version(major: 1, minor: 5), Version(major: 1, minor: 2)]
        print(versions.sorted().map { "\\($0.major).\\($0.minor)" })
        versions.sort()
        print(versions.first!.minor, versions.min()!.minor, versions.max()!.major)
        print([Size.large(3), .small, .large(1)].sorted())
      }
      """
    #expect(
      run(source)
        == "[\"1.2\", \"1.5\", \"2.0\"]\n2 2 2\n[main.Size.small, main.Size.large(1), main.Size.large(3)]\n")
  }

  @Test("array mutations: append, insert, remove(at:), pops, swaps, removeAll(where:)")
  func arrayMutations() {
    let source = """
      func main() {
        var a = [5, 3, 8, 1]
        a.append(9)
        a.insert(0, at: 2)
        let removed = a.remove(at: 1)
        print(a, removed, a.count, a.first, a.last, a.isEmpty, a.indices, a.startIndex, a.endIndex)
        var b = [3, 1, 2]
        b.sort()
        b.reverse()
        b.swapAt(0, 2)
        print(b, b.popLast(), b, b.removeFirst(), b, b.removeLast(), b)
        var c = [1, 2, 3, 4, 5, 6]
        c.removeAll(where: { $0 % 2 == 0 })
        c.removeFirst(1)
        c.removeLast(1)
        c.append(contentsOf: [7, 8])
        print(c, Array(repeating: "z", count: 2), Array(1...3), c + [9])
      }
      """
    #expect(
      run(source) == """
        [5, 0, 8, 1, 9] 3 5 Optional(5) Optional(9) false 0..<5 0 5
        [1, 2, 3] Optional(3) [1, 2] 1 [2] 2 []
        [3, 7, 8] ["z", "z"] [1, 2, 3] [3, 7, 8, 9]

        """)
  }

  @Test("array queries and transforms: sorted, min/max, map/filter/reduce, first(where:), slices")
  func arrayQueries() {
    let source = """
      func main() {
        let a = [5, 0, 8, 1, 9]
        print(a.sorted(), a.sorted(by: { $0 > $1 }), a.min(), a.max(), a.contains(8), a.firstIndex(of: 8), a.lastIndex(of: 42))
        print(a.map { $0 * 2 }, a.filter { $0 > 4 }, a.reduce(0) { $0 + $1 }, a.compactMap { $0 > 4 ? $0 : nil })
        print(a.first(where: { $0 > 4 }), a.firstIndex(where: { $0 > 4 }), a.last(where: { $0 < 5 }), a.lastIndex(where: { $0 < 5 }))
        print(a.contains(where: { $0 > 100 }), a.allSatisfy { $0 >= 0 }, a.prefix(2), a.suffix(2), a.dropFirst(), a.dropLast(3))
        print(a.enumerated().map { $0 }, a[1...2], a[0..<1], [[1, 2], [3]].flatMap { $0 }, ["a", "b"].joined(separator: "-"))
      }
      """
    #expect(
      run(source) == """
        [0, 1, 5, 8, 9] [9, 8, 5, 1, 0] Optional(0) Optional(9) true Optional(2) nil
        [10, 0, 16, 2, 18] [5, 8, 9] 23 [5, 8, 9]
        Optional(5) Optional(0) Optional(1) Optional(3)
        false true [5, 0] [1, 9] [0, 8, 1, 9] [5, 0]
        [(offset: 0, element: 5), (offset: 1, element: 0), (offset: 2, element: 8), (offset: 3, element: 1), (offset: 4, element: 9)] [0, 8] [5] [1, 2, 3] a-b

        """)
  }

  @Test("sorting is stable and min(by:) and max(by:) keep the first of equal elements")
  func stableSorting() {
    let source = """
      struct Card { var rank: Int; var name: String }
      func main() {
        let cards = [Card(rank: 2, name: "b"), Card(rank: 1, name: "a"), Card(rank: 2, name: "c"), Card(rank: 1, name: "d")]
        print(cards.sorted { $0.rank < $1.rank }.map { $0.name })
        print(cards.min { $0.rank < $1.rank }!.name, cards.max { $0.rank < $1.rank }!.name)
        var names = ["pear", "fig", "apple", "kiwi"]
        names.sort { $0.count < $1.count }
        print(names)
      }
      """
    #expect(run(source) == "[\"a\", \"d\", \"b\", \"c\"]\na b\n[\"fig\", \"pear\", \"kiwi\", \"apple\"]\n")
  }

  @Test("array traps: index out of range, removing from an empty array, bad slices and inserts")
  func arrayTraps() {
    #expect(run("func main() {\n  var a = [1]\n  _ = a.remove(at: 3)\n}") == "error 3:7: Index out of range")
    #expect(run("func main() {\n  let a = [1]\n  print(a[5])\n}") == "error 3:9: Index out of range")
    #expect(
      run("func main() {\n  var a: [Int] = []\n  _ = a.removeLast()\n}")
        == "error 3:7: Can't remove last element from an empty collection")
    #expect(
      run("func main() {\n  let a = [1, 2]\n  print(a[1...4])\n}") == "error 3:9: Array index is out of range"
    )
    #expect(
      run("func main() {\n  var a = [1]\n  a.insert(2, at: 5)\n}") == "error 3:3: Array index is out of range"
    )
  }

  @Test("dictionaries: subscripts with defaults, updates and removals (printed in insertion order)")
  func dictionaries() {
    // Swift's order is its hash order, different on every run; Tactile keeps insertion order.
    let source = """
      func main() {
        var d: [String: Int] = ["one": 1]
        d["two"] = 2
        d["one"] = nil
        d["three", default: 0] += 3
        print(d, d.count, d["two"], d["nine"], d.keys.sorted(), d.values.sorted(), d.isEmpty)
        print(d.updateValue(20, forKey: "two"), d.removeValue(forKey: "three"), d, d.mapValues { $0 * 2 })
        print(d.map { $0.key + "=" + String($0.value) }, d.filter { $0.value > 5 })
      }
      """
    #expect(
      run(source) == """
        ["two": 2, "three": 3] 2 Optional(2) nil ["three", "two"] [2, 3] false
        Optional(2) Optional(3) ["two": 20] ["two": 40]
        ["two=20"] ["two": 20]

        """)
  }

  @Test("sets: insert reports (inserted:memberAfterInsert:), remove, union, intersection")
  func sets() {
    let source = """
      func main() {
        var s = Set([1, 2])
        print(s.insert(3), s.insert(1), s.contains(2), s.remove(2), s.remove(9), s.count, s.sorted(by: { $0 < $1 }))
        let t = Set([3, 4])
        print(s.union(t).sorted(by: { $0 < $1 }), s.intersection(t), s.subtracting(t), s.isEmpty)
      }
      """
    #expect(
      run(source) == """
        (inserted: true, memberAfterInsert: 3) (inserted: false, memberAfterInsert: 1) true Optional(2) nil 2 [1, 3]
        [1, 3, 4] [3] [1] false

        """)
  }

  @Test("ranges, strides (floating point as start + i × step) and zip")
  func rangesAndStrides() {
    let source = """
      func main() {
        let r = 0..<5
        let cr = 1...3
        print(r, cr, r.count, cr.count, r.contains(4), cr.contains(4), r.lowerBound, cr.upperBound, r.map { $0 * $0 }, r.isEmpty)
        print(stride(from: 0, to: 10, by: 4).map { $0 }, stride(from: 3, through: 0, by: -1).map { $0 })
        print(stride(from: 0.0, to: 1.0, by: 0.1).map { $0 })
        print(zip([1, 2, 3], ["a", "b"]).map { "\\($0.0)\\($0.1)" })
      }
      """
    #expect(
      run(source) == """
        0..<5 1...3 5 3 true false 0 3 [0, 1, 4, 9, 16] false
        [0, 4, 8] [3, 2, 1, 0]
        [0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9]
        ["1a", "2b"]

        """)
    #expect(
      run("func main() {\n  print(stride(from: 0, to: 5, by: 0).map { $0 })\n}")
        == "error 2:9: Stride size must not be zero")
  }

  @Test("optionals: map, flatMap, ??; swap; type(of:)")
  func optionalsAndGlobals() {
    let source = """
      func main() {
        let o: Int? = 4
        let n: Int? = nil
        print(o.map { $0 + 1 }, n.map { $0 + 1 }, o.flatMap { $0 > 3 ? $0 : nil }, o ?? 0)
        var x = 1
        var y = 2
        swap(&x, &y)
        print(x, y, type(of: x), type(of: "s"), type(of: [1]))
      }
      """
    #expect(run(source) == "Optional(5) nil Optional(4) 4\n2 1 Int String Array<Int>\n")
  }

  @Test("fatalError and precondition stop the program with Swift's message")
  func fatalErrors() {
    #expect(run("func main() {\n  fatalError(\"boom\")\n}") == "error 2:3: Fatal error: boom")
    #expect(
      run("func main() {\n  precondition(1 > 2, \"nope\")\n}") == "error 2:3: Precondition failed: nope")
  }
}
