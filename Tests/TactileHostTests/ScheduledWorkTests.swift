import TactileGestures
import TactileHost
import TactileInterpreter
import TactileParser
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Work given to `DispatchQueue.main` runs in the replay's virtual time, at its due moment,
/// between the events, as the main queue would run it.
@Suite struct ScheduledWorkTests {
  static let toast = """
    import SwiftUI

    struct Toast: View {
      @State private var log: [String] = []
      var body: some View {
        Color.blue
          .frame(width: 100, height: 100)
          .onTapGesture {
            log.append("tap")
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { log.append("later") }
            DispatchQueue.main.async { log.append("soon") }
          }
      }
    }

    #Preview { Toast() }
    """

  @Test("asyncAfter's work runs at its due time, async's right after the event")
  func dueWork() throws {
    // The tap ends at 50 ms: "soon" runs then, "later" at 1550 ms.
    let before = try replay(Self.toast, "0 tap 195 422\n1549 wait")
    #expect(before.stateLines == [#"Toast.log = ["tap", "soon"]"#])
    let due = try replay(Self.toast, "0 tap 195 422\n1550 wait")
    #expect(due.stateLines == [#"Toast.log = ["tap", "soon", "later"]"#])
  }

  @Test("work due before an event runs before it, in time order")
  func orderWithEvents() throws {
    let outcome = try replay(Self.toast, "0 tap 195 422\n1000 tap 195 422\n1550 tap 195 422")
    // The first tap's "later" (1550 ms) runs before the third tap, whose down is at 1550 ms.
    #expect(
      outcome.stateLines == [
        #"Toast.log = ["tap", "soon", "tap", "soon", "later", "tap", "soon"]"#
      ])
  }

  @Test("work that keeps dispatching work at the same moment is stopped, not run forever")
  func runaway() throws {
    let outcome = try replay(
      """
      import SwiftUI

      func again() { DispatchQueue.main.async { again() } }

      struct Loop: View {
        var body: some View {
          Color.blue.frame(width: 100, height: 100).onTapGesture { again() }
        }
      }

      #Preview { Loop() }
      """, "0 tap 195 422\n100 wait")
    #expect(outcome.error?.message.hasPrefix("work dispatched to the main queue") == true)
  }
}
