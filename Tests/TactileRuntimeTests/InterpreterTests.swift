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

  @Test("a property wrapper's wrappedValue: argument is the property's initial value")
  func wrappedValueArgument() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Counter: View {
        @State(wrappedValue: 5) private var count: Int
        @GestureState(wrappedValue: 2.5, reset: { _, _ in }) private var scale
        var body: some View { Text("\\(count) \\(scale)") }
      }
      """)
    #expect(screenTexts(host) == ["5 2.5"])
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

  @Test("ForEach over enumerated() with id: \\.offset and a two-parameter content closure")
  func forEachEnumerated() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Steps: View {
        let steps = ["one", "two"]
        var body: some View {
          VStack {
            ForEach(Array(steps.enumerated()), id: \\.offset) { index, step in
              Text("\\(index + 1). \\(step)")
            }
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["1. one", "2. two"])
  }

  @Test("ForEach($items) { $item in … } passes each element as a binding that writes back (SE-0293)")
  func forEachOverBindings() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Item: Identifiable { let id: Int; var title: String; var done = false }
      struct Row: View {
        @Binding var item: Item
        var body: some View {
          Text("\\(item.title): \\(item.done ? "done" : "todo")").onTapGesture { item.done.toggle() }
        }
      }
      struct Checklist: View {
        @State private var items = [Item(id: 1, title: "tap"), Item(id: 2, title: "drag")]
        var body: some View {
          VStack(spacing: 20) {
            ForEach($items) { $item in Row(item: $item) }
            ForEach($items, id: \\.id) { $item in
              Text("\\(item.id)\\(item.done ? "+" : "-")").onTapGesture { item.title += "!" }
            }
          }
        }
      }
      #Preview { Checklist() }
      """)
    #expect(screenTexts(host) == ["tap: todo", "drag: todo", "1-", "2-"])
    for (text, ms) in [("drag: todo", 0.0), ("1-", 500)] {
      let p = try centre(ofText: text, host)
      try host.deliver(pointer(.down, p.x, p.y, at: ms))
      try host.deliver(pointer(.up, p.x, p.y, at: ms + 50))
    }
    #expect(screenTexts(host) == ["tap!: todo", "drag: done", "1-", "2+"])
  }

  @Test("a generic view's memberwise initializer infers its parameters from @ViewBuilder closures")
  func genericMemberwiseContainer() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Card<Content: View, Footer: View>: View {
        let title: String
        @ViewBuilder var content: () -> Content
        @ViewBuilder var footer: () -> Footer
        var body: some View {
          VStack { Text(title); content(); footer() }
        }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          Card(title: "Taps") {
            Text("count \\(count)")
            if count > 0 { Text("more") }
          } footer: {
            Button("add") { count += 1 }
          }
        }
      }
      #Preview { Screen() }
      """)
    #expect(screenTexts(host) == ["Taps", "count 0", "add"])
    let p = try centre(ofText: "add", host)
    try host.deliver(pointer(.down, p.x, p.y, at: 0))
    try host.deliver(pointer(.up, p.x, p.y, at: 50))
    #expect(screenTexts(host) == ["Taps", "count 1", "more", "add"])
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

  @Test("ForEach over [any Tool] with id: \\.title, a property the protocol requires")
  func protocolKeyPathInForEach() throws {
    let host = try makeHost(
      """
      import SwiftUI
      protocol Tool { var title: String { get } }
      struct Pen: Tool { let title = "pen" }
      struct Eraser: Tool { var title: String { "eraser" } }
      struct Palette: View {
        let tools: [any Tool] = [Pen(), Eraser()]
        var body: some View {
          VStack { ForEach(tools, id: \\.title) { tool in Text(tool.title) } }
        }
      }
      """)
    #expect(screenTexts(host) == ["pen", "eraser"])
  }

  @Test("LazyVGrid lays its cells out in columns, and a tap reaches the cell under it")
  func lazyGridTaps() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Photos: View {
        @State private var picked: [Int] = []
        let columns = [GridItem(.flexible()), GridItem(.flexible())]
        var body: some View {
          VStack {
            LazyVGrid(columns: columns, spacing: 10) {
              ForEach(0..<4) { i in
                Text("cell \\(i)").frame(height: 40).onTapGesture { picked.append(i) }
              }
            }
            Text("picked \\(picked.map(String.init).joined(separator: ","))")
          }
        }
      }
      """)
    let c0 = try centre(ofText: "cell 0", host)
    let c1 = try centre(ofText: "cell 1", host)
    let c2 = try centre(ofText: "cell 2", host)
    #expect(
      abs(c0.y - c1.y) < 0.001 && c1.x > c0.x && abs(c2.x - c0.x) < 0.001 && abs(c2.y - c0.y - 50) < 0.001)
    for (k, p) in [c2, c1].enumerated() {
      try host.deliver(pointer(.down, p.x, p.y, at: Double(k) * 500))
      try host.deliver(pointer(.up, p.x, p.y, at: Double(k) * 500 + 50))
    }
    #expect(screenTexts(host).last == "picked 2,1")
  }

  @Test("@ViewBuilder let content: Content takes a view builder closure and stores its view (SE-0289)")
  func viewBuilderStoredProperty() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Card<Content: View>: View {
        var title = "Card"
        @ViewBuilder let content: Content
        var body: some View { VStack { Text(title); content } }
      }
      struct Screen: View {
        @State private var on = false
        var body: some View {
          Card {
            Text(on ? "on" : "off")
            if on { Text("extra") }
          }
          .onTapGesture { on.toggle() }
        }
      }
      #Preview { Screen() }
      """)
    #expect(screenTexts(host) == ["Card", "off"])
    let p = try centre(ofText: "off", host)
    try host.deliver(pointer(.down, p.x, p.y, at: 0))
    try host.deliver(pointer(.up, p.x, p.y, at: 50))
    #expect(screenTexts(host) == ["Card", "on", "extra"])
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

  @Test(
    "$model.property of @ObservedObject (@Published) and @Bindable (@Observable) is a binding that writes back"
  )
  func observedObjectBindings() throws {
    let host = try makeHost(
      """
      import SwiftUI
      final class Legacy: ObservableObject { @Published var on = true }
      @Observable final class Modern { var on = false }
      struct Row: View {
        @ObservedObject var legacy: Legacy
        @Bindable var modern: Modern
        var body: some View {
          VStack(spacing: 40) {
            Toggle("legacy \\(legacy.on)", isOn: $legacy.on)
            Toggle("modern \\(modern.on)", isOn: $modern.on)
          }
        }
      }
      struct Screen: View {
        @StateObject private var legacy = Legacy()
        @State private var modern = Modern()
        var body: some View { Row(legacy: legacy, modern: modern) }
      }
      #Preview { Screen() }
      """)
    #expect(screenTexts(host) == ["legacy true", "modern false"])
    let switches = (host.layout?.views ?? []).filter {
      if case .shape = $0.element { return $0.globalFrame.width == 51 }
      return false
    }
    #expect(switches.count == 2)
    for (k, view) in switches.enumerated() {
      let p = view.globalFrame
      try host.deliver(pointer(.down, p.midX, p.midY, at: Double(k) * 500))
      try host.deliver(pointer(.up, p.midX, p.midY, at: Double(k) * 500 + 50))
    }
    #expect(screenTexts(host) == ["legacy false", "modern true"])
  }

  @Test("Slider draws its thumb at the value and a drag on its band sets the binding, clamped to the range")
  func sliderDrag() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Volume: View {
        @State private var level = 25.0
        var body: some View {
          VStack {
            Slider(value: $level, in: 0...100).frame(width: 228)
            Text("level \\(Int(level))")
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["level 25"])
    let band = try #require(
      host.layout?.views.first { v in
        if case .modifier(.contentShape) = v.element { return v.globalFrame.width == 228 }
        return false
      })
    let thumb = try #require(
      host.layout?.views.first { v in
        if case .shape(let s) = v.element, case .circle = s.shape { return true }
        return false
      })
    // 228 wide, a 28-point thumb: it travels 200 points, and 25 % puts its left edge 50 in.
    #expect(abs(thumb.globalFrame.minX - (band.globalFrame.minX + 50)) < 0.001)
    let y = band.globalFrame.midY
    try host.deliver(pointer(.down, band.globalFrame.minX + 14 + 150, y, at: 0))
    #expect(screenTexts(host) == ["level 75"])
    try host.deliver(pointer(.move, band.globalFrame.maxX + 80, y, at: 50))
    try host.deliver(pointer(.up, band.globalFrame.maxX + 80, y, at: 100))
    #expect(screenTexts(host) == ["level 100"])
  }

  @Test(
    "Slider(value:in:step:) keeps to its steps; onEditingChanged hears true once, then false; in: defaults to 0...1"
  )
  func sliderStepsAndEditing() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Knobs: View {
        @State private var v = 2.0
        @State private var w = 0.0
        @State private var log: [Bool] = []
        var body: some View {
          VStack(spacing: 40) {
            Slider(value: $v, in: 0...10, step: 2).frame(width: 228)
            Slider(value: $w, onEditingChanged: { log.append($0) }).frame(width: 228)
            Text("\\(v) \\(w) \\(log)")
          }
        }
      }
      """)
    let bands = (host.layout?.views ?? []).filter { v in
      if case .modifier(.contentShape) = v.element { return v.globalFrame.width == 228 }
      return false
    }.map(\.globalFrame)
    #expect(bands.count == 2)
    // 55 % along the first: 5.5, kept to 6; then a drag along the second to its middle.
    try host.deliver(pointer(.down, bands[0].minX + 14 + 110, bands[0].midY, at: 0))
    try host.deliver(pointer(.up, bands[0].minX + 14 + 110, bands[0].midY, at: 50))
    try host.deliver(pointer(.down, bands[1].minX + 14, bands[1].midY, at: 500))
    try host.deliver(pointer(.move, bands[1].minX + 64, bands[1].midY, at: 550))
    try host.deliver(pointer(.move, bands[1].minX + 114, bands[1].midY, at: 600))
    try host.deliver(pointer(.up, bands[1].minX + 114, bands[1].midY, at: 650))
    #expect(screenTexts(host) == ["6.0 0.5 [true, false]"])
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
