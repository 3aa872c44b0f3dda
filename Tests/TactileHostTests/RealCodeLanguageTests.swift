import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
import TactileTestSupport
import Testing

/// Swift and SwiftUI that real view files lean on: initializer delegation, tuple assignment to
/// constants declared without a value, implicitly unwrapped properties, the format style an
/// argument's type chooses, work items, and views shown without a preview.
@Suite struct RealCodeLanguageTests {
  @Test(
    "a subscript with get and set reads through its getter and writes through its setter; $value[key] is a binding to it, also of a local @Bindable object"
  )
  func subscriptWithSetter() throws {
    let host = try makeHost(
      """
      import SwiftUI
      enum Tab: Hashable { case a, b }
      @Observable
      class Store {
        var values: [Tab: [Int]] = [:]
        subscript(tab: Tab) -> [Int] {
          get { values[tab] ?? [] }
          set { values[tab] = newValue }
        }
      }
      struct Counter {
        var counts: [String: Int] = [:]
        subscript(name: String) -> Int {
          get { counts[name, default: 0] }
          set(value) { counts[name] = value * 10 }
        }
      }
      struct V: View {
        @State private var store = Store()
        @State private var counter = Counter()
        var body: some View {
          @Bindable var store = store
          VStack {
            Text("\\(store[.a].count) \\(counter["x"]) \\(counter["y"])")
            Toggle("flag", isOn: Binding(get: { false }, set: { _ in }))
            Button("add") {
              store[.a].append(1)
              counter["y"] += 2
              setAll($store[.b], $counter["x"])
            }
          }
        }
        func setAll(_ list: Binding<[Int]>, _ count: Binding<Int>) {
          list.wrappedValue = [5]
          count.wrappedValue = 3
          print(store[.b], count.wrappedValue)
        }
      }
      """)
    #expect(screenTexts(host).first == "0 0 0")
    try tap(host, try centre(ofText: "add", host), at: 0)
    #expect(screenTexts(host).first == "1 30 20")
  }

  @Test("self.init delegates to another initializer, in a struct and in an extension of Color")
  func delegatingInitializers() throws {
    let host = try makeHost(
      """
      import SwiftUI
      extension Color {
        init(level: Double) { self.init(red: level, green: level, blue: level) }
      }
      struct Pair {
        var a: Int
        var b: Int
        init(both: Int) { self.init(a: both, b: both * 2) }
        init(a: Int, b: Int) { self.a = a; self.b = b }
      }
      struct V: View {
        var body: some View {
          let p = Pair(both: 3)
          Text("\\(p.a) \\(p.b)").foregroundStyle(Color(level: 0.5))
        }
      }
      """)
    #expect(screenTexts(host) == ["3 6"])
  }

  @Test("a tuple assigns each of its elements, and gives deferred constants their one value")
  func tupleAssignment() {
    let output = run(
      """
      func split(_ n: Int) -> String {
        let a, b: Int
        switch n {
        case 0: (a, b) = (1, 2)
        default: (a, b) = (n >> 4, n & 0xF)
        }
        var x = 1, y = 2
        (x, y) = (y, x)
        return "\\(a) \\(b) \\(x) \\(y)"
      }
      func main() {
        print(split(0))
        print(split(0x2A))
      }
      """)
    #expect(output == "1 2 2 1\n2 10 2 1\n")
  }

  @Test("a property declared T! is forced where a T is needed: a member, an argument")
  func implicitlyUnwrappedProperties() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Item { var name: String }
      struct Detail: View {
        var item: Item!
        var title: String!
        var body: some View {
          VStack {
            Text(item.name)
            Text(title)
          }
        }
      }
      struct V: View {
        var body: some View { Detail(item: Item(name: "pen"), title: "Pens") }
      }
      """)
    #expect(screenTexts(host) == ["pen", "Pens"])
  }

  @Test(
    "an implicit member format style is the one the formatted value's type takes: .percent of an Int or a Double"
  )
  func formatStyleByInputType() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        let tip = 15
        var body: some View {
          VStack {
            Text(tip, format: .percent)
            Text(0.2, format: .percent)
            ForEach(0..<2) { Text($0, format: .number) }
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["15%", "20%", "0", "1"])
  }

  @Test("a DispatchWorkItem runs when due unless cancelled first")
  func workItems() {
    let (output, interpreter) = interpret(
      """
      import SwiftUI
      func main() {
        let kept = DispatchWorkItem { print("kept") }
        let dropped = DispatchWorkItem(block: { print("dropped") })
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: kept)
        DispatchQueue.main.async(execute: dropped)
        dropped.cancel()
        print(dropped.isCancelled, kept.isCancelled)
      }
      """)
    #expect(output == "true false\n")
    let scheduled = interpreter?.scheduled ?? []
    #expect(scheduled.count == 2)
    for work in scheduled { try? work.run(interpreter!) }
    #expect(interpreter?.output == "true false\nkept\n")
  }

  @Test("withAnimation in a View extension's method is the global function, not a type")
  func globalFunctionsInProtocolExtensions() {
    let output = run(
      """
      import SwiftUI
      extension View {
        func pulse() -> Int {
          withAnimation { }
          return 1
        }
      }
      func main() { print(Text("a").pulse()) }
      """)
    #expect(output == "1\n")
  }

  @Test("a generic view without a preview is shown with empty content and a unit range")
  func genericViewDefaultRoot() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Meter<Overlay: View>: View {
        @Binding var value: Double
        var range: ClosedRange<Double>
        var overlay: Overlay
        init(value: Binding<Double>, in range: ClosedRange<Double>, @ViewBuilder overlay: () -> Overlay) {
          self._value = value
          self.range = range
          self.overlay = overlay()
        }
        var body: some View {
          ZStack { Text("\\(range.upperBound - range.lowerBound)"); overlay }
        }
      }
      """)
    #expect(screenTexts(host) == ["1.0"])
  }

  @Test("animation(_:body:) applies the body's modifiers to the view")
  func scopedAnimation() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          Text("Hi").animation(.smooth) { $0.opacity(0.5) }
        }
      }
      """)
    #expect(screenTexts(host) == ["Hi"])
    let dump = try #require(host.layout.map { LayoutDump.render($0) })
    #expect(dump.contains("opacity(0.5)"), "\(dump)")
  }

  @Test(
    "a string's indices, a colour's description, String from characters, implicit members in an array a chain types"
  )
  func smallSurface() {
    let output = run(
      """
      import SwiftUI
      func main() {
        let s = "abc"
        for i in s.indices { print(s[i], terminator: "") }
        print("", s.indices.contains(s.startIndex))
        print(Color.red.description, String(s.reversed()), String(["x", "y"] as [Character]))
        let c: Color = [.blue, .blue].randomElement()!
        print(c)
      }
      """)
    #expect(output == "abc true\nred cba xy\nblue\n")
  }

  @Test("the deprecated accessibility(label:) and accessibility(hidden:) say what their successors say")
  func deprecatedAccessibility() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          VStack {
            Image(systemName: "star").accessibility(hidden: true)
            Text("5").accessibility(label: Text("five stars"))
          }
        }
      }
      """)
    let elements = host.accessibilityElements()
    #expect(elements.filter { !$0.info.isHidden }.map(\.info.label) == ["five stars"])
    #expect(elements.filter { $0.info.isHidden }.count == 1)
  }

  @Test("writing the value a @State already has does not evaluate the views that read it again")
  func sameValueWrite() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        @State private var side = 1
        var body: some View {
          let _ = print("body", side)
          VStack(spacing: 40) {
            Text("side \\(side)").onTapGesture { side = 1 }
            Text("flip").onTapGesture { side = 2 }
          }
        }
      }
      """)
    try tap(host, try centre(ofText: "side 1", host), at: 100)
    #expect(host.interpreter.output == "body 1\n")
    try tap(host, try centre(ofText: "flip", host), at: 300)
    #expect(host.interpreter.output == "body 1\nbody 2\n")
  }

  @Test(
    "an @Observable object put in the environment with environment(_:) is read by @Environment(Model.self)")
  func observableEnvironment() throws {
    let host = try makeHost(
      """
      import SwiftUI
      import Observation
      @Observable class Counter { var count = 0 }
      @Observable class Theme { var name = "dark" }
      struct Child: View {
        @Environment(Counter.self) private var counter
        @Environment(Theme.self) private var theme
        var body: some View {
          Text("\\(theme.name) \\(counter.count)").onTapGesture { counter.count += 1 }
        }
      }
      struct V: View {
        @State private var counter = Counter()
        @State private var theme = Theme()
        var body: some View { Child().environment(counter).environment(theme) }
      }
      """)
    #expect(screenTexts(host) == ["dark 0"])
    try tap(host, try centre(ofText: "dark 0", host), at: 100)
    #expect(screenTexts(host) == ["dark 1"])
  }

  @Test(
    "a typealias of a protocol composition constrains and conforms as each protocol; id is Identifiable's")
  func compositionAliases() {
    let output = run(
      """
      import SwiftUI
      typealias Page = View & Identifiable & Hashable
      enum Screen: Page {
        case home
        var id: String { "home-id" }
        var body: some View { Text("home") }
      }
      func key<P: Page>(_ page: P) -> AnyHashable { AnyHashable(page.id) }
      func main() { print(key(Screen.home)) }
      """)
    #expect(output == "home-id\n")
  }

  @Test(
    "reading a file the program did not write throws that there is no such file: try? gives nil, catch gets Foundation's sentence"
  )
  func noFiles() throws {
    let source = """
      import Foundation
      func main() {
        let url = URL(fileURLWithPath: "/start.txt")
        print(Bundle.main.url(forResource: "start", withExtension: "txt") == nil)
        print((try? String(contentsOf: url)) == nil)
        do {
          _ = try String(contentsOfFile: "/start.txt", encoding: .utf8)
        } catch {
          print(error.localizedDescription)
        }
      }
      """
    // The stand-ins warn at each use; the program runs.
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.allSatisfy { $0.severity == .warning })
    let (program, _) = Lowerer.lower(sema)
    let interpreter = Interpreter(program: program, registry: .standard())
    let main = try #require(program.functions.firstIndex { $0.name == "main()" })
    _ = try interpreter.run(function: main)
    let output = interpreter.output
    #expect(output == "true\ntrue\nThe file “start.txt” couldn’t be opened because there is no such file.\n")
  }

  @Test(
    "case let x as T binds a cast; Optional(x) wraps; a protocol extension's where clause holds in its members"
  )
  func patternsAndConstraints() {
    let output = run(
      """
      protocol Sized { var size: Int { get } }
      extension Sized where Self: Equatable { func same(_ other: Self) -> Bool { self == other } }
      struct Box: Sized, Equatable { var size: Int }
      func describe(_ x: Any) -> String {
        switch x {
        case let n as Int: return "int \\(n + 1)"
        case let s as String: return "string \\(s.count)"
        default: return "other"
        }
      }
      func main() {
        print(describe(3), describe("abcd"), describe(2.5))
        print(Optional(4) ?? 0, Box(size: 1).same(Box(size: 1)))
      }
      """)
    #expect(output == "int 4 string 4 other\n4 true\n")
  }

  @Test("async let starts a value an await later reads")
  func asyncLet() throws {
    let outcome = try replay(
      """
      import SwiftUI
      struct V: View {
        @State private var text = "…"
        func fetch() async -> String { "loaded" }
        var body: some View {
          Text(text).task {
            async let value = fetch()
            text = await value
            print(text)
          }
        }
      }
      """, "0 wait\n100 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "loaded\n")
  }

  @Test("Button(_:systemImage:action:) is a button whose label is a Label of the title and symbol")
  func buttonWithSymbol() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        @State private var n = 0
        var body: some View {
          Button("Add \\(n)", systemImage: "plus") { n += 1 }
        }
      }
      """)
    #expect(screenTexts(host) == ["Add 0"])
    try tap(host, try centre(ofText: "Add 0", host), at: 100)
    #expect(screenTexts(host) == ["Add 1"])
  }

  @Test("ScrollViewReader gives its content a proxy; searchable keeps its text; case-insensitive contains")
  func scrollReaderAndSearch() throws {
    let source = """
      import SwiftUI
      struct V: View {
        @State private var query = "MIL"
        let items = ["Milk", "Bread"]
        var body: some View {
          NavigationStack {
            ScrollViewReader { proxy in
              List(items.filter { $0.localizedCaseInsensitiveContains(query) }, id: \\.self) { Text($0) }
                .onAppear { proxy.scrollTo("Milk", anchor: .top) }
            }
            .searchable(text: $query, prompt: "Search")
          }
        }
      }
      """
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(sema.diagnostics.map(\.message).contains { $0.contains("the search field is not drawn") })
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root))
    try host.render()
    #expect(screenTexts(host).contains("Milk"))
    #expect(!screenTexts(host).contains("Bread"))
  }

  @Test(
    "an async protocol requirement suspends through its witness; a view model without a preview is made by its init()"
  )
  func asyncRequirementsAndViewModels() throws {
    let outcome = try replay(
      """
      import SwiftUI
      protocol Loader { func load() async -> String }
      struct SlowLoader: Loader {
        func load() async -> String {
          try? await Task.sleep(nanoseconds: 200_000_000)
          return "loaded"
        }
      }
      @Observable final class Model {
        var text = "…"
        let loader: Loader
        init(loader: Loader = SlowLoader()) { self.loader = loader }
        func refresh() async { text = await loader.load() }
      }
      struct Screen: View {
        @State var model: Model
        var body: some View {
          Text(model.text).task {
            await model.refresh()
            print(model.text)
          }
        }
      }
      """, "0 wait\n500 wait")
    #expect(outcome.error == nil, "\(String(describing: outcome.error))")
    #expect(outcome.output == "loaded\n")
  }

  @Test(
    "String.replaceSubrange and enumerated, CGSize and CGPoint equalTo, lineLimit with a range, @ScaledMetric as its value"
  )
  func moreSurface() throws {
    let output = run(
      """
      import SwiftUI
      func main() {
        var s = "hello"
        s.replaceSubrange(s.index(s.startIndex, offsetBy: 1)..<s.index(s.startIndex, offsetBy: 3), with: "EY")
        print(s)
        for (i, c) in "ab".enumerated() { print(i, c) }
        print(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)), CGPoint.zero.equalTo(CGPoint(x: 1, y: 0)))
      }
      """)
    #expect(output == "hEYlo\n0 a\n1 b\ntrue false\n")
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        @ScaledMetric(relativeTo: .body) private var side = 24
        var body: some View {
          VStack {
            Text("one two three four five six seven eight nine ten eleven twelve thirteen").lineLimit(1...2)
            Color.red.frame(width: side, height: side)
          }
          .frame(width: 120)
        }
      }
      """)
    let dump = try #require(host.layout.map { LayoutDump.render($0) })
    #expect(dump.contains(".frame(width: 24, height: 24"), "\(dump)")
    let lines = (host.layout?.views ?? []).compactMap { v -> Int? in
      if case .text(_, let layout) = v.element { return layout.lines.count }
      return nil
    }
    #expect(lines == [2], "\(lines)")
  }

  @Test("a key path argument takes its root from a later argument: assign(to: \\.users, on: self)")
  func keyPathRootFromLaterArgument() {
    let output = run(
      """
      import Combine
      final class Model {
        var users: [String] = []
        var cancellables = Set<AnyCancellable>()
        func load() {
          Just(["ada", "grace"]).assign(to: \\.users, on: self).store(in: &cancellables)
        }
      }
      func main() {
        let model = Model()
        model.load()
        print(model.users)
      }
      """)
    #expect(output == "[\"ada\", \"grace\"]\n")
  }

  @Test("AsyncImage stays in its placeholder: the placeholder closure, or the .empty phase")
  func asyncImagePlaceholder() throws {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          VStack {
            AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
              image.resizable()
            } placeholder: {
              Text("waiting")
            }
            AsyncImage(url: URL(string: "https://example.com/b.png")) { phase in
              switch phase {
              case .empty: Text("loading")
              case .success(let image): image.resizable()
              case .failure: Text("failed")
              @unknown default: EmptyView()
              }
            }
          }
        }
      }
      """
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.allSatisfy { $0.severity == .warning }, "\(sema.diagnostics.map(\.message))")
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root))
    try host.render()
    #expect(screenTexts(host) == ["waiting", "loading"])
  }
}
