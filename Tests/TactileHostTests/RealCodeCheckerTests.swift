import TactileHost
import TactileInterpreter
import TactileSema
import TactileTestSupport
import Testing

/// Rules of Swift and declarations of the SDK that real view files rely on and that the checker
/// once refused: local `@Environment` wrappers, trailing closures in statement conditions,
/// `UIWindow.Level` arithmetic, string type identifiers for drops and iOS 26's drag modifiers.
@Suite struct RealCodeCheckerTests {
  @Test(
    "a local @Environment in a body or a function reads the key's default value: SwiftUI installs a wrapper only as a view's stored property"
  )
  func localEnvironmentReadsTheDefault() throws {
    let host = try makeHost(
      """
      import SwiftUI
      private struct TitleKey: EnvironmentKey { static let defaultValue = "plain" }
      extension EnvironmentValues {
        var title: String {
          get { self[TitleKey.self] }
          set { self[TitleKey.self] = newValue }
        }
      }
      struct Label: View {
        @Environment(\\.title) var stored
        @State private var closed = 0
        var body: some View {
          @Environment(\\.title) var local
          @Environment(\\.dismiss) var dismiss
          VStack {
            Text("stored \\(stored)")
            Text("local \\(local)")
            scheme()
            Button("close \\(closed)") {
              dismiss()
              closed += 1
            }
          }
        }
        func scheme() -> some View {
          @Environment(\\.colorScheme) var scheme: ColorScheme
          return Text(scheme == .dark ? "dark" : "light")
        }
      }
      struct V: View {
        var body: some View {
          Label().environment(\\.title, "fancy").environment(\\.colorScheme, .dark)
        }
      }
      """)
    #expect(screenTexts(host) == ["stored fancy", "local plain", "light", "close 0"])
    try tap(host, try centre(ofText: "close 0", host), at: 0)
    #expect(screenTexts(host) == ["stored fancy", "local plain", "light", "close 1"])
  }

  @Test("a local @Environment is read only, as its wrapper has no setter")
  func localEnvironmentIsReadOnly() {
    let sema = SemanticAnalyzer.analyze(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          @Environment(\\.colorScheme) var scheme
          Button("x") { scheme = .dark }
        }
      }
      """)
    #expect(sema.diagnostics.map(\.severity) == [.error])
  }

  @Test(
    "in a statement condition a trailing closure after a call's parentheses is that call's last argument, as swiftc checks it"
  )
  func trailingClosureInCondition() {
    let output = run(
      """
      func main() {
        if let x = sequence(first: 1) { $0 < 9 ? $0 * 2 : nil }.first(where: { $0 > 3 }) {
          print(x)
        }
        guard let y = Array(repeating: 2, count: 3).reduce(1) { $0 * $1 } as Int? else { return }
        var n = 0
        while let z = [5, 6].first(where: { $0 > n }).map { $0 + 10 }, n < 6 {
          print(z)
          n = z - 10
        }
        print(y)
      }
      """)
    #expect(output == "4\n15\n16\n8\n")
  }

  @Test("UIWindow.Level adds and subtracts a CGFloat, as UIKit declares it (.alert + 1)")
  func windowLevelArithmetic() {
    let output = run(
      """
      import UIKit
      func main() {
        let level: UIWindow.Level = .alert + 1
        let lower = UIWindow.Level.normal - 2
        print(level.rawValue, lower.rawValue, level == UIWindow.Level(rawValue: 2001))
      }
      """)
    #expect(output == "2001.0 -2.0 true\n")
  }

  @Test("an item provider made with an item and a type identifier registers that identifier")
  func itemProviderWithIdentifier() {
    let output = run(
      """
      import SwiftUI
      func main() {
        let provider = NSItemProvider(item: nil, typeIdentifier: "public.text")
        print(provider.registeredTypeIdentifiers, NSItemProvider(item: nil, typeIdentifier: nil).registeredTypeIdentifiers)
      }
      """)
    #expect(output == "[\"public.text\"] []\n")
  }

  @Test(
    "onDrop takes type identifiers as strings, and iOS 26's draggable(containerItemID:), dropDestination(for:isEnabled:action:) and onDropSessionUpdated are stand-ins that keep the view"
  )
  func dragAndDropStandIns() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Drop: DropDelegate {
        func performDrop(info: DropInfo) -> Bool { true }
      }
      struct V: View {
        @State private var ids = ["a", "b"]
        var body: some View {
          VStack {
            ForEach(ids, id: \\.self) { id in
              Text(id)
                .onDrag { NSItemProvider(item: nil, typeIdentifier: id) }
                .onDrop(of: [id], delegate: Drop())
                .draggable(containerItemID: id)
            }
            Text("target")
              .dropDestination(for: String.self, isEnabled: true) { items, session in
                print(items, session.location)
              }
              .onDropSessionUpdated { session in print(session.itemsCount) }
              .onDrop(of: ["public.text"], isTargeted: nil) { providers in providers.isEmpty }
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["a", "b", "target"])
    #expect(
      warnings.contains { $0.hasPrefix("'draggable(containerItemID:containerNamespace:)' is a stand-in") })
  }

  @Test(
    "a generic parameter that only a closure's result binds takes the protocol the context asks for: mapError { $0 } returning AnyPublisher<_, Error>"
  )
  func closureResultWidenedByContext() {
    let output = run(
      """
      import Combine
      import Foundation
      enum Boom: Error { case bad }
      func erased() -> AnyPublisher<Int, Error> {
        [1, 2].publisher
          .setFailureType(to: Boom.self)
          .map { $0 * 10 }
          .mapError({ $0 })
          .eraseToAnyPublisher()
      }
      func main() {
        let c = erased().sink(receiveCompletion: { _ in print("done") }, receiveValue: { print($0) })
        let stored: AnyPublisher<Int, Error> = Just(5).setFailureType(to: Boom.self).mapError { $0 }.eraseToAnyPublisher()
        _ = stored
        _ = c
      }
      """)
    #expect(output == "10\n20\ndone\n")
    // Where the context's argument is not a protocol the closure's type conforms to, the
    // mismatch stays the user's.
    let sema = SemanticAnalyzer.analyze(
      """
      import Combine
      enum Boom: Error { case bad }
      func erased() -> AnyPublisher<Int, Never> {
        Just(1).setFailureType(to: Boom.self).mapError({ $0 }).eraseToAnyPublisher()
      }
      """)
    #expect(
      sema.diagnostics.map(\.message) == [
        "cannot convert return expression of type 'AnyPublisher<Int, Boom>' to return type 'AnyPublisher<Int, Never>'"
      ])
  }

  @Test("a character's unicodeScalars is the scalar view strings have, a collection of its scalars")
  func characterScalars() {
    let output = run(
      """
      func main() {
        let flag: Character = "🇫🇷"
        let scalars = flag.unicodeScalars
        print(scalars.count, scalars.map { $0.value }, flag.unicodeScalars.first!.value, scalars.last!.value)
      }
      """)
    #expect(output == "2 [127467, 127479] 127467 127479\n")
  }

  @Test(
    "after an initial value, a brace that begins a line is an observer block only when willSet or didSet follows it"
  )
  func initialValueThenBrace() {
    let output = run(
      """
      struct Counter {
        var total = 0
        {
          didSet { print("now", total) }
        }
      }
      func main() {
        var c = Counter()
        c.total = 3
      }
      """)
    #expect(output == "now 3\n")
    let parsed = Compilation(
      """
      struct Calculator {
        var first = 0.0
        var second = 0.0
        {}
      }
      """, fileName: "main.swift")
    #expect(parsed.diagnostics.map(\.message) == ["expected declaration"])
  }
}
