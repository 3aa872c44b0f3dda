import TactileTestSupport
import Testing

/// Foundation and standard-library values real code uses: `IndexSet` as a sorted collection,
/// unfolding sequences, `Range(closedRange)`, caches, and the sandbox's files.
@Suite struct FoundationAdditionTests {
  @Test("an IndexSet is a sorted collection of Int: first, last, count, contains, map, min, max")
  func indexSets() {
    let output = run(
      """
      import Foundation

      func main() {
        var set = IndexSet([5, 1, 3])
        set.insert(0)
        set.remove(3)
        print(set.first!, set.last!, set.count, set.contains(5), set.contains(3), set.isEmpty)
        print(set.map { $0 * 10 }, set.sorted(), set.min()!, set.max()!)
        set.forEach { print($0, terminator: " ") }
        print(IndexSet(integersIn: 2..<4).sorted(), IndexSet(integer: 7).first!)
      }
      """)
    #expect(output == "0 5 3 true false false\n[0, 10, 50] [0, 1, 5] 0 5\n0 1 5 [2, 3] 7\n")
  }

  @Test("sequence(first:next:) and sequence(state:next:) unfold lazily: prefix and first(where:) stop early")
  func unfoldingSequences() {
    let output = run(
      """
      func main() {
        print(Array(sequence(first: 1) { $0 < 50 ? $0 * 3 : nil }))
        print(sequence(first: 1) { $0 * 2 }.prefix(5))
        print(sequence(first: 1) { $0 + 1 }.first(where: { $0 * $0 > 50 })!)
        let counted = sequence(state: 3) { (n: inout Int) -> Int? in
          n -= 1
          return n >= 0 ? n : nil
        }
        for n in counted { print(n, terminator: " ") }
        print(sequence(first: 10) { $0 > 1 ? $0 / 2 : nil }.compactMap { $0 % 2 == 0 ? $0 : nil })
      }
      """)
    #expect(output == "[1, 3, 9, 27, 81]\n[1, 2, 4, 8, 16]\n8\n2 1 0 [10, 2]\n")
  }

  @Test("Range(closedRange) is the half-open range one past its upper bound")
  func rangeFromClosedRange() {
    let output = run(
      """
      func main() {
        let r = Range(1...3)
        print(r, r.count, Array(r))
      }
      """)
    #expect(output == "1..<4 3 [1, 2, 3]\n")
  }

  @Test("an optional's debugDescription is Optional(…) or nil")
  func optionalDebugDescription() {
    let output = run(
      """
      func main() {
        let a: Int? = 4
        let b: String? = nil
        let c: String? = "x"
        print(a.debugDescription, b.debugDescription, c.debugDescription)
      }
      """)
    #expect(output == "Optional(4) nil Optional(\"x\")\n")
  }

  @Test("an array's dropLast(_:) returned as [T] is Sequence's, an array")
  func sequenceDropLast() {
    let output = run(
      """
      func some(_ items: [String]) -> [String] { items.dropLast(items.count - 2) }
      func main() { print(some(["a", "b", "c", "d"])) }
      """)
    #expect(output == "[\"a\", \"b\"]\n")
  }

  @Test("NSCache keeps objects by key, shared by every reference, and evicts the oldest past countLimit")
  func caches() {
    let output = run(
      """
      import Foundation

      final class Box {
        let n: Int
        init(_ n: Int) { self.n = n }
      }

      func main() {
        let cache = NSCache<NSString, Box>()
        let same = cache
        cache.countLimit = 2
        let key = "a"
        cache.setObject(Box(1), forKey: key as NSString)
        same.setObject(Box(2), forKey: "b")
        print(cache.object(forKey: "a")?.n ?? 0, cache.object(forKey: "b" as NSString)!.n, same.countLimit)
        cache.setObject(Box(3), forKey: "c")
        print(cache.object(forKey: "a")?.n ?? 0, cache.object(forKey: "c")!.n)
        cache.removeObject(forKey: "c")
        print(cache.object(forKey: "c")?.n ?? 0, cache.object(forKey: "b")!.n)
        cache.removeAllObjects()
        print(cache.object(forKey: "b") == nil, ("héllo" as NSString).length)
      }
      """)
    #expect(output == "1 2 2\n0 3\n0 2\ntrue 5\n")
  }

  @Test(
    "a string written to a file of the sandbox reads back; NSSearchPathForDirectoriesInDomains names its folders"
  )
  func stringFiles() {
    let output = run(
      """
      import Foundation

      func main() {
        let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let url = folder.appendingPathComponent("message.txt")
        do {
          try "Test Message".write(to: url, atomically: true, encoding: .utf8)
          print(try String(contentsOf: url))
          let path = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
          try "second".write(toFile: path + "/b.txt", atomically: false, encoding: .utf8)
          print(try String(contentsOf: folder.appendingPathComponent("b.txt")))
          print(path.hasSuffix("/Documents"), path.hasPrefix("/var/"))
          print(NSSearchPathForDirectoriesInDomains(.applicationSupportDirectory, .userDomainMask, false)[0])
        } catch {
          print("failed", error)
        }
      }
      """)
    #expect(output == "Test Message\nsecond\ntrue true\n~/Library/Application Support\n")
  }
}
