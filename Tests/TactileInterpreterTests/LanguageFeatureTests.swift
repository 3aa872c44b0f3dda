import TactileInterpreter
import TactileTestSupport
import Testing

/// Swift that real view code is written in, run: `if` and `switch` as values (SE-0380),
/// and collection types called as initializers (SwiftUI's shape shorthands, drawn, are
/// `LanguageFeatureViewTests`).
@Suite struct LanguageFeatureTests {
  @Test("an if or switch alone in a getter or function is its value")
  func implicitValueStatements() {
    let out = run(
      """
      enum Unit { case meters, feet }
      func factor(_ u: Unit) -> Double {
        switch u {
        case .meters: 1
        case .feet: 3.28
        }
      }
      func name(_ n: Int) -> String {
        if n == 0 { "none" } else if n == 1 { "one" } else { "many" }
      }
      func main() {
        print(factor(.feet), factor(.meters), name(0), name(1), name(5))
      }
      """)
    #expect(out == "3.28 1.0 none one many\n")
  }

  @Test(
    "willSet and didSet run around a write, not in the type's initializer nor for the observer's own write")
  func propertyObservers() {
    let source = """
      final class Counter {
        var count = 0 {
          willSet { print("will", count, "->", newValue) }
          didSet {
            print("did", oldValue, "->", count)
            if count > 10 { count = 10 }
          }
        }
        init(start: Int) { count = start }
        func bump() { count += 1 }
      }
      struct Meter {
        var level = 0 { didSet { print("level", oldValue, level) } }
        mutating func fill() { level = 100 }
      }
      func main() {
        let c = Counter(start: 3)
        c.bump()
        c.count = 20
        print(c.count)
        var m = Meter()
        m.level += 2
        m.fill()
        print(m.level)
      }
      """
    #expect(
      run(source) == """
        will 3 -> 4
        did 3 -> 4
        will 4 -> 20
        did 4 -> 20
        10
        level 0 2
        level 2 100
        100

        """)
  }

  @Test("a Sequence extension uses the sequence methods on self; zip takes ranges; + as a Double reducer")
  func sequenceExtensions() {
    let source = """
      extension Sequence where Element: Hashable {
        func uniqued() -> [Element] {
          var seen = Set<Element>()
          return filter { seen.insert($0).inserted }
        }
      }
      func main() {
        print([3, 1, 3, 2, 1].uniqued(), [1.5, 2.5].reduce(0, +), Array(zip(1...3, ["a", "b"])).count)
      }
      """
    #expect(run(source) == "[3, 1, 2] 4.0 2\n")
  }

  @Test("Result: its cases match in switch and if case, get() throws the failure, init(catching:) and map")
  func results() {
    let source = """
      enum AppError: Error { case bad(String) }
      func parse(_ s: String) throws -> Int {
        guard let n = Int(s) else { throw AppError.bad(s) }
        return n
      }
      func load(_ s: String, completion: (Result<Int, AppError>) -> Void) {
        if let n = Int(s) { completion(.success(n)) } else { completion(.failure(.bad(s))) }
      }
      func main() {
        let r: Result<Int, AppError> = .success(12)
        switch r {
        case .success(let n): print("ok", n)
        case .failure(let e): print(e)
        }
        print(r.map { $0 * 2 }, (try? r.get()) ?? 0)
        load("x") { result in
          if case .failure(let e) = result { print("failed", e) }
        }
        let d = Result { try parse("y") }
        do { _ = try d.get() } catch { print("caught", error) }
      }
      """
    #expect(run(source) == "ok 12\nsuccess(24) 12\nfailed bad(\"x\")\ncaught bad(\"y\")\n")
  }

  @Test("a throw in a function with typed throws names a case of its error type")
  func typedThrows() {
    let source = """
      enum InputError: Error { case empty, notANumber(String) }
      func parse(_ s: String) throws(InputError) -> Int {
        guard !s.isEmpty else { throw .empty }
        guard let n = Int(s) else { throw .notANumber(s) }
        return n
      }
      func main() {
        for s in ["", "x", "7"] {
          do {
            print(try parse(s))
          } catch {
            print("error", error)
          }
        }
      }
      """
    #expect(run(source) == "error empty\nerror notANumber(\"x\")\n7\n")
  }

  @Test("if and switch expressions after let, return and in arguments, with bindings in branches")
  func expressions() {
    let out = run(
      """
      func main() {
        let maybe: Int? = 4
        let a = if let m = maybe { m * 2 } else { 0 }
        let b: String = switch a {
        case 0..<5: "small"
        case 8: "eight"
        default: "large"
        }
        var total = 0
        for i in 1...3 { total += if i % 2 == 0 { 10 } else { 1 } }
        print(a, b, total, String(switch b { case "eight": true; default: false }))
      }
      """)
    #expect(out == "8 eight 12 true\n")
  }

  @Test("a branch that throws has no value to give")
  func throwingBranch() {
    let out = run(
      """
      struct Bad: Error {}
      func parse(_ s: String) throws -> Int {
        if s == "one" { 1 } else { throw Bad() }
      }
      func main() {
        print((try? parse("one")) ?? -1, (try? parse("two")) ?? -1)
      }
      """)
    #expect(out == "1 -1\n")
  }

  @Test("thrown errors reach the catch that matches them; try! stops with Swift's message")
  func doCatch() {
    let out = run(
      """
      enum Failure: Error { case empty, tooLong(Int) }
      func check(_ s: String) throws -> String {
        if s.isEmpty { throw Failure.empty }
        if s.count > 3 { throw Failure.tooLong(s.count) }
        return s
      }
      func main() {
        for word in ["", "abcdef", "ok"] {
          do {
            print(try check(word))
          } catch Failure.tooLong(let n) {
            print("too long:", n)
          } catch {
            print("other:", error)
          }
        }
        print(try! check("yes"))
        print(try! check(""))
      }
      """)
    #expect(
      out
        == "other: empty\ntoo long: 6\nok\nyes\nerror 18:9: 'try!' expression unexpectedly raised an error: main.Failure.empty"
    )
  }

  @Test(
    "declarations as Swift allows them: several names of one type, static members named bare in initial values, where clauses on a type's parameters"
  )
  func declarations() {
    let out = run(
      """
      struct User { var id: Int; var username, phone: String }
      struct W {
        private static let cards = [1, 2]
        static func make() -> Int { 3 }
        var all: [Int] = cards
        var n = make()
      }
      struct Box<Item> where Item: Equatable {
        let item: Item
        func same(_ other: Item) -> Bool { item == other }
      }
      func main() {
        var a, b: Int
        a = 1
        b = 2
        let u = User(id: 1, username: "x", phone: "y")
        print(W().all, W().n, a + b, u.phone, Box(item: 4).same(4))
      }
      """)
    #expect(out == "[1, 2] 3 3 y true\n")
  }

  @Test("operators as functions take the operands' settled type before a literal's default")
  func operatorFunctions() {
    let out = run(
      """
      func main() {
        let xs = [3, 1, 2]
        let ds: [Double] = [1.5, 2]
        print(xs.sorted(by: >), xs.reduce(0, +), ds.reduce(0, +), ds.reduce(1, *), (0..<4).last ?? -1)
        print((1...3).first ?? -1, (0..<0).last == nil)
      }
      """)
    #expect(out == "[3, 2, 1] 6 3.5 3.0 3\n1 true\n")
  }

  @Test("[T]() and [K: V]() make empty collections")
  func collectionInitializers() {
    let out = run(
      """
      struct Item { var name: String }
      func main() {
        var words = [String]()
        var items = [Item]()
        var counts = [String: Int]()
        words.append("a")
        items.append(Item(name: "b"))
        counts["c"] = 3
        print(words, items.count, counts, [Int]().isEmpty)
      }
      """)
    #expect(out == "[\"a\"] 1 [\"c\": 3] true\n")
  }

  @Test("each iteration of a loop binds new variables: closures made in it keep that iteration's values")
  func loopVariablesAreNewEachIteration() {
    let out = run(
      """
      func main() {
        var actions: [() -> Void] = []
        for (n, name) in [(1, "a"), (2, "b")] { actions.append { print(n, name) } }
        for i in 0..<2 {
          let doubled = i * 2
          actions.append { print(i, doubled) }
        }
        var k = 0
        while let next = k < 2 ? k : nil {
          actions.append { print("w", next) }
          k += 1
        }
        for action in actions { action() }
      }
      """)
    #expect(out == "1 a\n2 b\n0 0\n1 2\nw 0\nw 1\n")
  }
}
