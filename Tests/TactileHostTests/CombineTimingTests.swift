import TactileTestSupport
import Testing

/// Combine's time operators run on the virtual clock, as timers do: `debounce`, `throttle` and
/// `delay` hold values back and let them through later; `removeDuplicates` and `dropFirst`
/// filter them (docs/runtime-values.md, "Publishers").
@Suite struct CombineTimingTests {
  @Test("debounce publishes a value once the interval passed without a newer one, across a view's passes")
  func debounceAcrossPasses() throws {
    let outcome = try replay(
      """
      import SwiftUI
      import Combine

      struct Search: View {
        @State private var text = ""
        @State private var shown = ""
        let subject = PassthroughSubject<String, Never>()
        var body: some View {
          Text("shown: \\(shown)")
            .onChange(of: text) { _, newValue in subject.send(newValue) }
            .onReceive(subject.debounce(for: .seconds(0.3), scheduler: DispatchQueue.main)) { value in
              shown = value
              print("debounced", value)
            }
            .onAppear {
              text = "a"
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { text = "ab" }
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { text = "abc" }
              DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { text = "x" }
            }
        }
      }

      #Preview { Search() }
      """, "0 wait\n400 wait\n600 wait\n2000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "debounced abc\ndebounced x\n")
  }

  static func timing(_ chain: String) throws -> String {
    let outcome = try replay(
      """
      import SwiftUI
      import Combine

      final class Model: ObservableObject {
        let subject = PassthroughSubject<String, Never>()
        var bag = Set<AnyCancellable>()
        func start() {
          subject\(chain)
            .sink { print($0, terminator: " ") }
            .store(in: &bag)
          let sends: [(Double, String)] = [(0, "a"), (0.2, "a"), (0.5, "b"), (1.5, "c"), (1.6, "c"), (3.5, "d")]
          for (time, value) in sends {
            DispatchQueue.main.asyncAfter(deadline: .now() + time) { self.subject.send(value) }
          }
        }
      }

      struct Screen: View {
        @StateObject private var model = Model()
        var body: some View { Text("x").onAppear { model.start() } }
      }

      #Preview { Screen() }
      """, "0 wait\n5000 wait")
    #expect(outcome.error == nil)
    return outcome.output
  }

  @Test("throttle publishes the first value at once, then one per interval: the newest, or the first")
  func throttle() throws {
    #expect(try Self.timing(".throttle(for: 1, scheduler: DispatchQueue.main, latest: true)") == "a b c d ")
    #expect(try Self.timing(".throttle(for: 1, scheduler: DispatchQueue.main, latest: false)") == "a a c d ")
  }

  @Test("removeDuplicates drops a value equal to the last one published; dropFirst drops the first ones")
  func removeDuplicatesAndDropFirst() throws {
    #expect(try Self.timing(".removeDuplicates()") == "a b c d ")
    #expect(try Self.timing(".removeDuplicates(by: { $0 == \"a\" && $1 == \"b\" })") == "a a c c d ")
    #expect(try Self.timing(".dropFirst(2)") == "b c c d ")
  }

  @Test("delay publishes every value the interval later; debounce only the last of a burst")
  func delayAndDebounce() throws {
    #expect(try Self.timing(".delay(for: .milliseconds(100), scheduler: RunLoop.main)") == "a a b c c d ")
    #expect(try Self.timing(".debounce(for: 0.25, scheduler: RunLoop.main)") == "a b c d ")
    #expect(try Self.timing(".debounce(for: 0.4, scheduler: RunLoop.main)") == "b c d ")
  }
}

/// `$name` of an object's `@Published var name` is the publisher of its values: the current value
/// when subscribed, then each new value before it is stored, as `willSet` sees it.
@Suite struct PublishedPublisherTests {
  @Test("a @Published property's publisher gives the current value, then each new one before it is stored")
  func publishedValues() {
    let output = run(
      """
      import Combine
      import Foundation

      final class Model: ObservableObject {
        @Published var name = "start"
        @Published var items: [Int] = []
        var bag = Set<AnyCancellable>()
        init() {
          $name.map { $0.count }.sink { print("count", $0) }.store(in: &bag)
          $items.sink { print("items", $0, self.items) }.store(in: &bag)
        }
      }

      func main() {
        let m = Model()
        m.name = "hello"
        m.items.append(3)
        m.bag.removeAll()
        m.name = "hi"
      }
      """)
    #expect(output == "count 5\nitems [] []\ncount 5\nitems [3] []\ncount 2\n")
  }

  @Test("a form validates through debounced, deduplicated @Published publishers assigned to a property")
  func formValidation() throws {
    let outcome = try replay(
      """
      import SwiftUI
      import Combine

      final class SignUp: ObservableObject {
        @Published var username = ""
        @Published var valid = false
        var bag = Set<AnyCancellable>()
        init() {
          $username
            .debounce(for: 0.5, scheduler: RunLoop.main)
            .removeDuplicates()
            .map { $0.count >= 5 }
            .sink { self.valid = $0; print("valid", $0) }
            .store(in: &bag)
        }
      }

      struct Form: View {
        @StateObject private var model = SignUp()
        var body: some View {
          Text(model.valid ? "ok" : "no")
            .onAppear {
              model.username = "ab"
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { model.username = "abcdef" }
              DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { model.username = "abcdeg" }
            }
        }
      }

      #Preview { Form() }
      """, "0 wait\n3000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "valid true\nvalid true\n")
    let texts = (outcome.layout?.views ?? []).compactMap { view -> String? in
      if case .text(let text, _) = view.element { return text.string }
      return nil
    }
    #expect(texts == ["ok"])
  }

  @Test("CombineLatest publishes the tuple of each upstream's latest value once every upstream has published")
  func combineLatest() {
    let output = run(
      """
      import Combine

      func main() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let c = PassthroughSubject<Bool, Never>()
        let pair = Publishers.CombineLatest(a, b)
          .map { number, text in "\\(number)\\(text)" }
          .sink { print($0) }
        let triple = a.combineLatest(b, c).sink { print($0.0, $0.1, $0.2) }
        a.send(1)
        b.send("x")
        a.send(2)
        c.send(true)
        pair.cancel()
        b.send("y")
        triple.cancel()
        a.send(3)
      }
      """)
    #expect(output == "1x\n2x\n2 x true\n2 y true\n")
  }

  @Test("an array's publisher publishes its elements then finishes; flatMap flattens, collect gathers them")
  func flatMapAndCollect() {
    let output = run(
      """
      import Combine

      func main() {
        var bag = Set<AnyCancellable>()
        [1, 2, 3].publisher
          .flatMap { n in [n, n * 10].publisher }
          .collect()
          .sink { print($0) }
          .store(in: &bag)
        Just([[1, 2], [3]])
          .retry(2)
          .map { $0.flatMap { $0 } }
          .sink(receiveCompletion: { _ in print("done") }, receiveValue: { print($0) })
          .store(in: &bag)
      }
      """)
    #expect(output == "[1, 10, 2, 20, 3, 30]\n[1, 2, 3]\ndone\n")
  }
}
