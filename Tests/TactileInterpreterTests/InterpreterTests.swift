import TactileTestSupport
import Testing

/// The interpreter over plain Swift: values, control flow, closures and captures, structs,
/// enums, optionals, and `print` formatting as Swift does it.
@Suite struct InterpreterTests {
  @Test("arithmetic, Int and Double kept apart, print formatting")
  func arithmetic() {
    #expect(
      run("func main() { let a = 7; let b = 2.5; print(a / 2, a % 4, b * 2, Double(a) + b) }")
        == "3 3 5.0 9.5\n")
    #expect(run("func main() { print(1, 2, separator: \", \", terminator: \"!\") }") == "1, 2!")
  }

  @Test("control flow: if, while, for over ranges and arrays, switch with patterns")
  func controlFlow() {
    let source = """
      enum Direction { case left, right(Int) }
      func main() {
        var total = 0
        for i in 1...4 where i != 2 { total += i }
        var n = 3
        while n > 0 { n -= 1 }
        let moves: [Direction] = [.left, .right(3)]
        for m in moves {
          switch m {
          case .left: print("left")
          case .right(let by) where by > 2: print("right", by)
          case .right: print("small")
          }
        }
        print(total, n)
      }
      """
    #expect(run(source) == "left\nright 3\n8 0\n")
  }

  @Test("a let declared without a value takes the one its path assigns; backticked names are plain names")
  func deferredLetAndBacktickNames() {
    let source = """
      enum Size { case small, large }
      struct Box { static var `default`: Box { Box(side: 7) }; var side: Int }
      func describe(_ size: Size, _ n: Int) -> String {
        let name: String
        switch size {
        case .small: name = "small"
        case .large: name = "large"
        }
        let parity: String
        if n % 2 == 0 { parity = "even" } else { parity = "odd" }
        return name + " " + parity
      }
      func main() {
        print(describe(.small, 3), describe(.large, 4))
        let box: Box = .default
        print(box.side, Box.`default`.side)
      }
      """
    #expect(run(source) == "small odd large even\n7 7\n")
  }

  @Test("a closure of several parameters takes the elements of the one tuple its context passes")
  func tupleDestructuringClosures() {
    let source = """
      func main() {
        let words = ["tap", "drag", "pinch"]
        let pairs = words.enumerated().map { index, word in "\\(index):\\(word)" }
        print(pairs.joined(separator: " "))
        let lengths = Dictionary(uniqueKeysWithValues: words.map { ($0, $0.count) })
        let total = lengths.reduce(into: 0) { sum, entry in sum += entry.value }
        let longest = words.enumerated().max { $0.element.count < $1.element.count }
        print(total, longest?.offset ?? -1, words.reduce(into: "") { $0 += $1.prefix(1) })
        let offsets = Array(words.enumerated()).map(\\.offset)
        let firsts = Array(zip(words, offsets)).map(\\.0)
        print(offsets, firsts)
      }
      """
    #expect(run(source) == "0:tap 1:drag 2:pinch\n12 2 tdp\n[0, 1, 2] [\"tap\", \"drag\", \"pinch\"]\n")
  }

  @Test("builtin functions, operators and initializers as function values")
  func functionReferences() {
    let source = """
      func twice(_ x: Int) -> Int { x * 2 }
      func main() {
        print([1.0, 4.0].map(sqrt), [1, 2].map(twice), [-1, 2].map(abs))
        print([3, 1, 2].sorted(by: >), [3, 1, 2].sorted(by: <), [1, 2, 3].reduce(0, +))
        print([1, 2].map(String.init), ["1", "x"].compactMap(Int.init), [1, 2].map(Double.init))
      }
      """
    #expect(run(source) == "[1.0, 2.0] [2, 4] [1, 2]\n[3, 2, 1] [1, 2, 3] 6\n[\"1\", \"2\"] [1] [1.0, 2.0]\n")
  }

  @Test("a key path where a function is expected is that function (SE-0249)")
  func keyPathsAsFunctions() {
    let source = """
      struct Box { var name: String; var side: Double; var area: Double { side * side } }
      func main() {
        let boxes = [Box(name: "a", side: 2), Box(name: "b", side: 3)]
        print(boxes.map(\\.name), boxes.map(\\.area), boxes.map(\\.name.count))
        print(boxes.filter(\\.name.isEmpty).count, ["x", ""].filter(\\.isEmpty).count)
      }
      """
    #expect(run(source) == "[\"a\", \"b\"] [4.0, 9.0] [1, 1]\n0 1\n")
  }

  @Test("a user protocol's requirements call the conforming type's members, or the extension's default")
  func userProtocolDispatch() {
    let source = """
      protocol Figure {
        var name: String { get }
        func area() -> Double
        func label() -> String
        mutating func grow()
      }
      extension Figure {
        func label() -> String { "a \\(name)" }
        func describe() -> String { "\\(label()): \\(area())" }
      }
      struct Square: Figure {
        var side: Double
        var name: String { "square" }
        func area() -> Double { side * side }
        mutating func grow() { side += 1 }
      }
      struct Disc: Figure {
        let name = "disc"
        var r: Double
        func area() -> Double { 3 * r * r }
        func label() -> String { "round \\(name)" }
        mutating func grow() { r *= 2 }
      }
      func total<S: Figure>(_ shapes: [S]) -> Double { shapes.reduce(0) { $0 + $1.area() } }
      func main() {
        var shapes: [any Figure] = [Square(side: 2), Disc(r: 1)]
        for s in shapes { print(s.name, s.describe()) }
        shapes[1].grow()
        print(shapes[1].area(), total([Square(side: 1), Square(side: 3)]))
      }
      """
    #expect(run(source) == "square a square: 4.0\ndisc round disc: 3.0\n12.0 10.0\n")
  }

  @Test(
    "members of literals, switch over ranges, Set algebra, dictionary defaults and math, as Swift prints them"
  )
  func plainSwiftInHandlers() {
    let source = """
      func classify(_ angle: Double) -> String {
        switch angle {
        case -1000 ..< -90: return "far left"
        case -90..<0: return "left"
        case 0: return "straight"
        case 0...90: return "right"
        default: return "far right"
        }
      }
      func main() {
        let points = [(x: 3.0, y: 4.0), (x: -1.0, y: 1.0), (x: 0.0, y: -2.0)]
        let lengths = points.map { hypot($0.x, $0.y) }
        let angles = points.map { atan2($0.y, $0.x) * 180 / .pi }
        print(lengths, angles.map { ($0 * 10).rounded() / 10 })
        print(angles.map(classify))
        var counts: [String: Int] = [:]
        for word in "tap drag tap pinch tap drag".split(separator: " ") { counts[String(word), default: 0] += 1 }
        print(counts.sorted { $0.value > $1.value }.map { "\\($0.key)=\\($0.value)" })
        let clamped = min(max(pow(2.0, 10), 0), 1000)
        print(clamped, Int(clamped), CGFloat(clamped) / 3, stride(from: 0, to: 10, by: 3).map { $0 })
        let best = zip(points, lengths).max { $0.1 < $1.1 }
        print(best?.0.x ?? 0, points.firstIndex { $0.y < 0 } ?? -1, points.allSatisfy { $0.x > -5 })
        let s: Set = [1, 2, 3]
        print(s.union([4]).count, s.intersection([2, 3, 9]).sorted(), s.isSubset(of: [1, 2, 3, 4]))
        let name: String? = nil
        guard let n = name ?? "fallback" as String? else { return }
        print(n.uppercased(), n.prefix(4), n.count, n.contains("back"), n.replacingOccurrences(of: "back", with: "front"))
      }
      """
    #expect(
      run(source) == """
        [5.0, 1.4142135623730951, 2.0] [53.1, 135.0, -90.0]
        ["right", "far right", "left"]
        ["tap=3", "drag=2", "pinch=1"]
        1000.0 1000 333.3333333333333 [0, 3, 6, 9]
        3.0 2 true
        4 [2, 3] true
        FALLBACK fall 8 true fallfront

        """)
  }

  @Test("partial ranges: ..<x, ...x and x... as values and as switch patterns")
  func partialRanges() {
    let source = """
      func zone(_ v: Double) -> String {
        switch v {
        case ..<(-90): return "far left"
        case ..<0: return "left"
        case ...90: return "right"
        case 180...: return "behind"
        default: return "far right"
        }
      }
      func main() {
        print([-100.0, -5, 0, 90, 120, 200].map(zone))
        print((..<5).contains(5), (...5).contains(5), (1...).contains(9), (..<2.5).upperBound)
      }
      """
    #expect(
      run(source)
        == "[\"far left\", \"left\", \"right\", \"right\", \"far right\", \"behind\"]\nfalse true true 2.5\n")
  }

  @Test(
    "init?(rawValue:) of an enum with a raw type, nested enums made through their outer type, \\.rawValue")
  func rawValueInitializers() {
    let source = """
      enum Side: String { case left, right }
      enum Level: Int { case low = 1, mid, high = 10 }
      struct Card { enum Suit: String { case hearts = "♥", spades = "♠" } }
      func main() {
        print(Side(rawValue: "right") ?? .left, Side(rawValue: "up") == nil, Level(rawValue: 2) ?? .low)
        print(Card.Suit(rawValue: "♠") ?? .hearts, Level(rawValue: 10) == .high, Level(rawValue: 3) as Any)
        print([Side.left, .right].map(\\.rawValue), [Level.low, .high].map(\\.rawValue))
      }
      """
    #expect(
      run(source) == "right true mid\nspades true nil\n[\"left\", \"right\"] [1, 10]\n")
  }

  @Test("closures capture variables by reference and self by value")
  func closures() {
    let source = """
      func main() {
        var count = 0
        let increment = { count += 1 }
        increment()
        increment()
        let twice: (Int) -> Int = { $0 * 2 }
        print(count, twice(21))
      }
      """
    #expect(run(source) == "2 42\n")
  }

  @Test("structs with memberwise initializers, mutating methods, computed properties")
  func structs() {
    let source = """
      struct Counter {
        var value = 0
        var doubled: Int { value * 2 }
        mutating func bump(by n: Int = 1) { value += n }
      }
      func main() {
        var c = Counter()
        c.bump()
        c.bump(by: 4)
        let d = Counter(value: 7)
        print(c.value, c.doubled, d.value, c)
      }
      """
    #expect(run(source) == "5 10 7 Counter(value: 5)\n")
  }

  @Test("optionals: chaining, ?? and if let, printed as Optional(…)")
  func optionals() {
    let source = """
      struct Box { var inner: Int? }
      func main() {
        let a: Int? = 4
        let b: Int? = nil
        let box: Box? = Box(inner: 9)
        if let x = a { print("x", x) }
        print(a, b, b ?? 1, box?.inner, box?.inner ?? 0)
      }
      """
    #expect(run(source) == "x 4\nOptional(4) nil 1 Optional(9) 9\n")
  }

  @Test("runaway loops end with a located runtime error")
  func runaway() {
    let output = run("func main() {\n  var i = 0\n  while true { i += 1 }\n}")
    #expect(output.hasPrefix("error 3:"))
    #expect(output.contains("endless loop"))
  }

  @Test("unbounded recursion ends with a located runtime error")
  func recursion() {
    let output = run("func f(_ n: Int) -> Int { f(n + 1) }\nfunc main() { print(f(0)) }")
    #expect(output.contains("endless recursion"))
  }

  @Test("force-unwrapping nil is a located runtime error")
  func forceUnwrap() {
    #expect(
      run("func main() {\n  let a: Int? = nil\n  print(a!)\n}")
        == "error 3:9: unexpectedly found nil while unwrapping an Optional value")
  }
}
