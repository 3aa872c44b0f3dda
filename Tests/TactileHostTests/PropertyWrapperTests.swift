import TactileHost
import TactileTestSupport
import Testing

/// A program's own `@propertyWrapper` types, expanded as Swift does: storage of the wrapper's
/// type made by `init(wrappedValue:…)`, reads and writes through `wrappedValue`, `$name` as the
/// `projectedValue`, `_name` as the wrapper.
@Suite struct PropertyWrapperTests {
  @Test("a wrapper's init(wrappedValue:) and setter clamp the value; attribute arguments and $projection")
  func clampedWrapper() throws {
    let host = try makeHost(
      """
      import SwiftUI

      @propertyWrapper struct Clamped {
        var value: Double
        var range: ClosedRange<Double>
        var wrappedValue: Double {
          get { value }
          set { value = min(max(newValue, range.lowerBound), range.upperBound) }
        }
        var projectedValue: String { "clamped to \\(range.upperBound)" }
        init(wrappedValue: Double, range: ClosedRange<Double> = 0...1) {
          self.range = range
          value = min(max(wrappedValue, range.lowerBound), range.upperBound)
        }
      }

      @propertyWrapper struct Uppercased {
        private var text = ""
        var wrappedValue: String {
          get { text }
          set { text = newValue.uppercased() }
        }
        init(wrappedValue: String) { text = wrappedValue.uppercased() }
      }

      struct Model {
        @Clamped var level: Double = 3
        @Clamped(range: 0...10) var score = 50
        @Uppercased var name: String
      }

      struct ContentView: View {
        @Clamped(range: 0...100) var percent = 250
        var body: some View {
          var m = Model(name: "ada")
          let _ = { m.level = -4; m.score = 7; m.name = "grace" }()
          VStack {
            Text("\\(Model(name: "x").level) \\(Model(name: "x").score) \\(Model(name: "bob").name)")
            Text("\\(Model(level: 0.5, score: 11, name: "z").level) \\(Model(level: 0.5, score: 11, name: "z").score)")
            Text("\\(m.level) \\(m.score) \\(m.name) \\(m.$score)")
            Text("\\(percent) \\($percent) \\(_percent.range.lowerBound)")
          }
        }
      }
      """)
    // What swiftc's build of the same types prints.
    #expect(
      screenTexts(host) == [
        "1.0 10.0 BOB", "0.5 10.0", "0.0 7.0 GRACE clamped to 10.0", "100.0 clamped to 100.0 0.0",
      ])
  }

  @Test(
    "a generic wrapper; an initializer's first assignment makes the wrapper; a wrapper holding @State runs")
  func genericAndDynamicPropertyWrappers() throws {
    let host = try makeHost(
      """
      import SwiftUI

      @propertyWrapper struct Box<Value> {
        var stored: Value
        var count = 0
        var wrappedValue: Value {
          get { stored }
          set { stored = newValue; count += 1 }
        }
        var projectedValue: Int { count }
        init(wrappedValue: Value) { stored = wrappedValue }
      }

      @propertyWrapper struct Counted: DynamicProperty {
        @State private var value: Int
        var wrappedValue: Int {
          get { value }
          nonmutating set { value = newValue }
        }
        var projectedValue: Binding<Int> { $value }
        init(wrappedValue: Int) { _value = State(initialValue: wrappedValue) }
      }

      struct Settings {
        @Box var title: String
        @Box var volume = 3
        init(title: String) {
          self.title = title
        }
      }

      struct Child: View {
        @Box var label: String
        var body: some View { Text("child \\(label) \\($label)") }
      }

      struct ContentView: View {
        @Counted var taps = 5
        var body: some View {
          var s = Settings(title: "a")
          let _ = { s.title = "b"; s.volume = 4; s.volume = 5 }()
          VStack {
            Text("\\(s.title) \\(s.$title) \\(s.volume) \\(s.$volume)")
            Child(label: "hi")
            Text("taps \\(taps)")
            Button("Tap") { taps += 1 }
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["b 1 5 2", "child hi 0", "taps 5", "Tap"])
    try tap(host, try centre(ofText: "Tap", host), at: 0)
    #expect(screenTexts(host) == ["b 1 5 2", "child hi 0", "taps 6", "Tap"])
  }
}
