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

  static let completion = """
    import SwiftUI

    struct Pulse: View {
      @State private var log: [String] = []
      @State private var scale = 1.0
      var body: some View {
        Color.blue
          .frame(width: 100, height: 100)
          .scaleEffect(scale)
          .onTapGesture {
            withAnimation(.linear(duration: 0.5)) {
              scale = 2
            } completion: {
              log.append("curve done")
            }
            withAnimation(.spring(response: 0.3, dampingFraction: 0.5), completionCriteria: .removed) {
              scale = 2
            } completion: {
              log.append("spring settled")
            }
          }
      }
    }

    #Preview { Pulse() }
    """

  @Test("withAnimation's completion runs when the curve ends, or once a spring has settled for .removed")
  func animationCompletion() throws {
    // The tap ends at 50 ms: the half-second curve completes at 550 ms.
    let before = try replay(Self.completion, "0 tap 195 422\n549 wait")
    #expect(before.stateLines.contains(#"Pulse.log = []"#))
    let curve = try replay(Self.completion, "0 tap 195 422\n550 wait")
    #expect(curve.stateLines.contains(#"Pulse.log = ["curve done"]"#))
    // An under-damped spring with a 0.3 s response settles well after 0.3 s, within 3 s.
    let settled = try replay(Self.completion, "0 tap 195 422\n3000 wait")
    #expect(settled.stateLines.contains(#"Pulse.log = ["curve done", "spring settled"]"#))
    let early = try replay(Self.completion, "0 tap 195 422\n400 wait")
    #expect(early.stateLines.contains(#"Pulse.log = []"#))
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
