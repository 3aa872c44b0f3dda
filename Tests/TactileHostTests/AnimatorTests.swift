import TactileGestures
import TactileHost
import TactileInterpreter
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Phase and keyframe animators run on the virtual clock: a phase lasts as long as the
/// animation into it, and a keyframe animator's value at a time is its tracks' value then.
@Suite struct AnimatorTests {
  func replay(_ source: String, _ events: String) throws -> ReplayOutcome {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.isEmpty, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    return Replay.run(program, root: root, script: try EventScript(parsing: events))
  }

  @Test("a phase animator without a trigger cycles through its phases, each lasting its animation")
  func cyclingPhases() throws {
    let outcome = try replay(
      """
      import SwiftUI

      struct Pulse: View {
        var body: some View {
          Circle()
            .frame(width: 40, height: 40)
            .phaseAnimator([1.0, 2.0, 3.0]) { content, phase in
              let _ = print(phase, CACurrentMediaTime())
              content.scaleEffect(phase)
            } animation: { phase in
              .linear(duration: phase)
            }
        }
      }

      #Preview { Pulse() }
      """, "0 wait\n6500 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "1.0 0.0\n2.0 0.0\n3.0 2.0\n1.0 5.0\n2.0 6.0\n")
  }

  @Test(
    "a phase animator with a trigger rests at its first phase and runs through the others once per change")
  func triggeredPhases() throws {
    let outcome = try replay(
      """
      import SwiftUI

      struct Shake: View {
        @State private var taps = 0
        var body: some View {
          PhaseAnimator([0, 1, 2], trigger: taps) { phase in
            let _ = print(phase, CACurrentMediaTime())
            Text("\\(phase)")
          } animation: { _ in
            .easeInOut(duration: 0.5)
          }
          .task {
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            taps += 1
          }
        }
      }

      #Preview { Shake() }
      """, "0 wait\n4000 wait")
    #expect(outcome.error == nil)
    // The change of the trigger evaluates the content again (still the first phase) before the run.
    #expect(outcome.output == "0 0.0\n0 1.0\n1 1.0\n2 1.5\n0 2.0\n")
  }
}

extension AnimatorTests {
  @Test("a triggered keyframe animator gives its tracks' values at each frame and keeps the last")
  func triggeredKeyframes() throws {
    let outcome = try replay(
      """
      import SwiftUI

      struct Values {
        var scale = 1.0
        var y: CGFloat = 0
      }

      struct Bouncer: View {
        @State private var taps = 0
        var body: some View {
          Circle()
            .keyframeAnimator(initialValue: Values(), trigger: taps) { content, value in
              let _ = print(value.scale, value.y, CACurrentMediaTime())
              content.scaleEffect(value.scale).offset(y: value.y)
            } keyframes: { _ in
              KeyframeTrack(\\.scale) {
                LinearKeyframe(2.0, duration: 1)
                MoveKeyframe(3.0)
              }
              KeyframeTrack(\\.y) {
                CubicKeyframe(-30, duration: 0.5)
                CubicKeyframe(0, duration: 0.5)
              }
            }
            .task {
              try? await Task.sleep(nanoseconds: 1_000_000_000)
              taps += 1
            }
        }
      }

      #Preview { Bouncer() }
      """, "0 wait\n3000 wait")
    #expect(outcome.error == nil)
    let lines = outcome.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "1.0 0.0 0.0")
    #expect(lines.contains("1.25 -15.0 1.25"))
    #expect(lines.contains("1.5 -30.0 1.5"))
    #expect(lines.contains("1.75 -15.0 1.75"))
    #expect(lines.last == "3.0 0.0 2.0")
    // One frame every 1/60 s while the keyframes play, none after.
    #expect(lines.count == 2 + 60)
  }

  @Test("a repeating keyframe animator loops from its initial value")
  func repeatingKeyframes() throws {
    let outcome = try replay(
      """
      import SwiftUI

      struct Loop: View {
        var body: some View {
          KeyframeAnimator(initialValue: 0.0) { value in
            let _ = print(value, CACurrentMediaTime())
            Text("\\(value)")
          } keyframes: { _ in
            LinearKeyframe(10.0, duration: 2)
          }
        }
      }

      #Preview { Loop() }
      """, "0 wait\n2500 wait")
    #expect(outcome.error == nil)
    let lines = outcome.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "0.0 0.0")
    #expect(lines.contains("5.0 1.0"))
    #expect(lines.contains("0.0 2.0"))
    #expect(lines.contains("2.5 2.5"))
  }
}
