import TactileGestures
import TactileHost
import TactileInterpreter
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Clocks and `Task.sleep(until:clock:)` on the virtual clock, protocol-extension members of a
/// simple enum by implicit `self`, and `Unicode.Scalar`: Swift's behaviour, as swiftc gives it.
@Suite struct ClocksAndScalarsTests {
  func replay(_ source: String, _ events: String) throws -> ReplayOutcome {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.isEmpty, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    return Replay.run(program, root: root, script: try EventScript(parsing: events))
  }

  @Test("Task.sleep(until:clock:) wakes at the deadline, and a clock's instants subtract to durations")
  func sleepsUntilADeadline() throws {
    let source = """
      import SwiftUI

      func log(_ text: String) {
        print(Int((CACurrentMediaTime() * 1000).rounded()), text)
      }

      struct Screen: View {
        var body: some View {
          Color.blue.frame(width: 200, height: 200)
            .task {
              let clock = ContinuousClock()
              let start = clock.now
              try? await Task.sleep(until: .now + .seconds(3), clock: .continuous)
              log("woke")
              try? await Task.sleep(for: .milliseconds(500), tolerance: .zero, clock: .suspending)
              let elapsed = clock.now - start
              log("elapsed \\(elapsed == .seconds(3.5)) \\(start.duration(to: clock.now) > .seconds(3))")
              try? await Task.sleep(until: start, clock: .continuous)
              log("a passed deadline does not wait")
            }
        }
      }

      #Preview { Screen() }
      """
    let outcome = try replay(source, "0 wait\n5000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "3000 woke\n3500 elapsed true true\n3500 a passed deadline does not wait\n")
  }

  @Test("clock.measure runs its work and gives the virtual time it took, none")
  func measures() {
    let output = run(
      """
      func main() {
        var ran = false
        let d = ContinuousClock().measure { ran = true }
        print(ran, d == .zero, SuspendingClock.now < SuspendingClock.now + .seconds(1))
      }
      """)
    #expect(output == "true true true\n")
  }

  @Test("an enum without associated values has hashValue by implicit self, even nested in a view")
  func hashValueByImplicitSelf() {
    let output = run(
      """
      import SwiftUI
      struct Sheet: View {
        enum Tab: Identifiable {
          case terms, privacy
          var id: Int { hashValue }
        }
        var body: some View { Text("x") }
      }
      func main() {
        print(Sheet.Tab.terms.id == Sheet.Tab.terms.hashValue, Sheet.Tab.terms.id != Sheet.Tab.privacy.id)
      }
      """)
    #expect(output == "true true\n")
  }

  @Test("UnicodeScalar is failable from an Int, and makes characters and strings")
  func unicodeScalars() {
    let output = run(
      """
      func emoji(_ value: Int) -> String {
        guard let scalar = UnicodeScalar(value) else { return "?" }
        return String(Character(scalar))
      }
      func main() {
        print(emoji(0x1F600), emoji(0xD800), emoji(65))
        print("abc".unicodeScalars.map { $0.value })
        let s = Unicode.Scalar(UInt32(0x1F600))!
        print(s.properties.isEmoji, UnicodeScalar(65)!.properties.isEmoji, String(s) == "😀", s.value)
      }
      """)
    #expect(output == "😀 ? A\n[97, 98, 99]\ntrue false true 128512\n")
  }
}
