import TactileGeometry
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Language and SwiftUI surface that real view files use: generic views calling their own
/// methods, modifiers that inherit `Content`, a binding's transaction, fixed transforms and the
/// environment values a preview has.
@Suite struct RealCodeSwiftTests {
  @Test("a generic view's method returning its own parameter type is called on self with that type")
  func genericMethodOnSelf() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct CustomButton<Label>: View where Label: View {
        let action: () -> Void
        let label: () -> Label
        var body: some View {
          makeBody()
            .padding()
            .onTapGesture { action() }
        }
        func makeBody() -> Label { label() }
      }
      struct V: View {
        var body: some View { CustomButton(action: {}) { Text("inside") } }
      }
      """)
    #expect(screenTexts(host) == ["inside"])
  }

  @Test("an AnimatableModifier's body takes Content, the typealias ViewModifier declares")
  func animatableModifierContent() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Flip: AnimatableModifier {
        var angle: Double
        var animatableData: Double {
          get { angle }
          set { angle = newValue }
        }
        func body(content: Content) -> some View {
          content.rotationEffect(.degrees(angle)).overlay(Text("\\(Int(angle))"))
        }
      }
      struct V: View {
        var body: some View { Color.red.frame(width: 10, height: 10).modifier(Flip(angle: 30)) }
      }
      """)
    #expect(screenTexts(host) == ["30"])
  }

  @Test("binding.transaction is the transaction of $x.animation(_:), and has no animation otherwise")
  func bindingTransaction() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Bar: View {
        @Binding var value: Double
        var body: some View {
          Text(_value.transaction.animation == nil ? "plain" : "animated")
        }
      }
      struct V: View {
        @State private var value = 0.0
        var body: some View {
          VStack {
            Bar(value: $value.animation(.easeIn))
            Bar(value: $value)
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["animated", "plain"])
  }

  @Test("transformEffect moves what is drawn and hit, not the frame the parent placed")
  func transformEffect() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        @State private var taps = 0
        var body: some View {
          Color.orange
            .frame(width: 100, height: 100)
            .transformEffect(CGAffineTransform(translationX: 100, y: 0))
            .onTapGesture { taps += 1 }
        }
      }
      """)
    // Placed centred at (195, 422), drawn 100 pt to the right: (295, 422) is on it, (160, 422)
    // is not.
    try tap(host, CGPoint(x: 295, y: 422), at: 0)
    try tap(host, CGPoint(x: 160, y: 422), at: 1000)
    #expect(host.stateLines() == ["V.taps = 1"])
  }

  @Test("a preview's environment: active scene, left to right, default text size on a 3x screen")
  func previewEnvironment() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        @Environment(\\.scenePhase) private var phase
        @Environment(\\.layoutDirection) private var direction
        @Environment(\\.dynamicTypeSize) private var size
        @Environment(\\.displayScale) private var scale
        var body: some View {
          VStack {
            Text(phase == .active ? "active" : "not active")
            Text(direction == .leftToRight ? "ltr" : "rtl")
            Text(size.isAccessibilitySize ? "accessibility" : "standard")
            Text(size < .xLarge ? "below xLarge" : "xLarge or above")
            Text("\\(Int(scale))x")
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["active", "ltr", "standard", "below xLarge", "3x"])
  }

  @Test("random range elements (nil when empty), interpolated(towards:amount:), AnyView(erasing:)")
  func smallStandardLibrary() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        @State private var points: [CGPoint] = []
        var body: some View {
          let one = (4...4).randomElement() ?? 0
          let none = (3..<3).randomElement()
          let quarter = CGFloat(10).interpolated(towards: 20, amount: 0.25)
          AnyView(erasing: Text("\\(one) \\(none == nil) \\(quarter)"))
            .onAppear { points.reserveCapacity(10) }
        }
      }
      """)
    #expect(screenTexts(host) == ["4 true 12.5"])
  }

  @Test("an extension fixing Element, a nonmutating setter and a returned literal run as in Swift")
  func sameTypeExtensionNonmutatingSetterReturnedLiteral() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Chore: Equatable { var title: String; var done = false }
      extension Array where Element == Chore {
          mutating func toggle(_ chore: Chore) {
              guard let index = firstIndex(where: { $0 == chore }) else { return }
              self[index].done.toggle()
          }
          var remaining: Int { filter { !$0.done }.count }
      }
      final class Box { var value = 0 }
      struct Counter {
          let box = Box()
          var count: Int { get { box.value } nonmutating set { box.value = newValue } }
          func bump() { count += 1 }
      }
      struct ContentView: View {
          @State var chores = [Chore(title: "a"), Chore(title: "b")]
          let offsets: [CGFloat] = [1, 2, 3].map { _ in return 0.5 }
          var body: some View {
              let c = Counter()
              let _ = c.bump()
              let _ = c.bump()
              var list = chores
              let _ = list.toggle(list[0])
              Text("\\(list.remaining) \\(c.count) \\(offsets[0])")
          }
      }
      """)
    #expect(screenTexts(host) == ["1 2 0.5"])
  }

  @Test("an @autoclosure argument is evaluated when called; a global hides the SDK function of its name")
  func autoclosureAndShadowedGlobal() throws {
    let host = try makeHost(
      """
      import SwiftUI
      final class Log { var n = 0 }
      let log = Log()
      func slow() -> String { log.n += 1; return "slow" }
      func pick(_ flag: Bool, _ other: @autoclosure() -> String) -> String { flag ? "fast" : other() }
      extension View {
          @ViewBuilder
          func `if`<Content: View>(_ condition: @autoclosure () -> Bool, transform: (Self) -> Content) -> some View {
              if condition() { transform(self) } else { self }
          }
      }
      struct V: View {
          var body: some View {
              let a = pick(true, slow())
              let b = pick(false, slow())
              Text("\\(a) \\(b) \\(log.n)").if(log.n > 0) { $0.bold() }
          }
      }
      """)
    #expect(screenTexts(host) == ["fast slow 1"])
  }

  @Test("a view generic over a RandomAccessCollection iterates it and reads its count")
  func genericRandomAccessCollection() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Item: Identifiable { let id: Int }
      struct Strip<Content: View, Items: RandomAccessCollection>: View where Items.Element: Identifiable {
          var items: Items
          @ViewBuilder var content: (Items.Element) -> Content
          var body: some View {
              VStack {
                  ForEach(items) { content($0) }
                  Text("\\(items.count) \\(items.isEmpty) \\(Array(items).count)")
              }
          }
      }
      struct V: View {
          var body: some View {
              Strip(items: [Item(id: 1), Item(id: 2)]) { Text("item \\($0.id)") }
          }
      }
      """)
    #expect(screenTexts(host) == ["item 1", "item 2", "2 false 2"])
  }

  @Test("a view declared inside a #Preview and a struct declared inside a function run")
  func typesDeclaredInFunctions() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Stars: View {
          @Binding var rating: Int
          var body: some View {
              HStack {
                  ForEach(1...5, id: \\.self) { n in
                      Text(n <= rating ? "★" : "☆").onTapGesture { rating = n }
                  }
              }
          }
      }
      func label(for n: Int) -> String {
          struct Formatter { let prefix: String; func format(_ n: Int) -> String { prefix + String(n) } }
          return Formatter(prefix: "#").format(n)
      }
      #Preview {
          struct PreviewWrapper: View {
              @State var rating = 3
              var body: some View {
                  VStack {
                      Stars(rating: $rating)
                      Text(label(for: rating))
                  }
              }
          }
          return PreviewWrapper()
      }
      """)
    #expect(screenTexts(host) == ["★", "★", "★", "☆", "☆", "#3"])
  }

  @Test("String(format:arguments:) formats an array of arguments; a title bound with $title shows its text")
  func formatArgumentsAndBoundTitle() throws {
    let sema = SemanticAnalyzer.analyze(
      """
      import SwiftUI
      struct V: View {
        @State var title = "Inbox"
        var body: some View {
          NavigationStack {
            Text(String(format: "(x: %.f, y: %.f)", arguments: [1.4, 2.6]))
              .navigationTitle($title)
          }
        }
      }
      """)
    #expect(sema.diagnostics.map(\.id) == ["standInInTactile"])
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    #expect(screenTexts(host) == ["Inbox", "(x: 1, y: 3)"])
  }

  @Test("a value of a protocol's associated type has the members of what it is declared to conform to")
  func associatedTypeMembers() throws {
    let host = try makeHost(
      """
      import SwiftUI
      protocol Badge {
          associatedtype Label: View
          var label: Label { get }
      }
      struct Star: Badge {
          var label: some View { Text("star") }
      }
      struct Framed<B: Badge>: View {
          let badge: B
          var body: some View {
              badge.label
                  .padding(4)
                  .border(Color.gray)
          }
      }
      #Preview { Framed(badge: Star()) }
      """)
    #expect(screenTexts(host) == ["star"])
  }

  @Test("AttributedString is expressible by a string literal")
  func attributedStringLiteral() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          let s: AttributedString = "Hello"
          Text(s + AttributedString(" world"))
        }
      }
      """)
    #expect(screenTexts(host) == ["Hello world"])
  }

  @Test("extension [Tag] and extension Array<Int> fix the element type, as a where clause would")
  func boundGenericExtensions() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Tag { let name: String }
      extension [Tag] {
          var names: String { map(\\.name).joined(separator: ",") }
          func longest() -> String { self.max { $0.name.count < $1.name.count }?.name ?? "" }
      }
      extension Array<Int> {
          var total: Int { reduce(0, +) }
      }
      struct V: View {
          var body: some View {
              let tags = [Tag(name: "a"), Tag(name: "bcd")]
              Text("\\(tags.names) \\(tags.longest()) \\([1, 2, 3].total)")
          }
      }
      """)
    #expect(screenTexts(host) == ["a,bcd bcd 6"])
  }
}
