import Testing

@testable import TactileAnimation

@Suite("AnimationTimeline")
struct AnimationTimelineTests {
  @Test("without an animation the value jumps and nothing is in flight")
  func jumps() {
    var timeline = AnimationTimeline([0, 0])
    timeline.set([5, 6], at: 1, animation: nil)
    #expect(timeline.value(at: 1) == [5, 6])
    #expect(timeline.animation == nil)
    #expect(timeline.isFinished(at: 1))
    // A different number of components jumps even with an animation.
    timeline.set([1], at: 2, animation: .spring(.bouncy))
    #expect(timeline.value(at: 2) == [1] && timeline.animation == nil)
  }

  @Test("retargeting a spring keeps the value and the velocity continuous at the retarget instant")
  func springRetargetContinuity() {
    var timeline = AnimationTimeline([0, 0])
    timeline.set([100, -40], at: 0, animation: .spring(.bouncy))
    let t = 0.12
    let before = timeline.value(at: t)
    let velocityBefore = timeline.velocity(at: t)
    #expect(abs(velocityBefore[0]) > 100)
    timeline.set([-50, 20], at: t, animation: .spring(.interactiveSpring))
    #expect(timeline.target == [-50, 20])
    #expect(timeline.value(at: t) == before)
    let velocityAfter = timeline.velocity(at: t)
    for i in 0..<2 { #expect(abs(velocityAfter[i] - velocityBefore[i]) < 1e-9) }
    // Just after the instant, both move on smoothly.
    let h = 1e-6
    let after = timeline.value(at: t + h)
    for i in 0..<2 { #expect(abs(after[i] - (before[i] + velocityBefore[i] * h)) < 1e-3) }
    #expect(!timeline.isFinished(at: t + 0.05))
    #expect(timeline.isFinished(at: t + 2))
    #expect(timeline.value(at: t + 2) == [-50, 20])
    let removed = timeline.removeFinished(at: t + 2)
    #expect(removed)
    #expect(timeline.animation == nil)
  }

  @Test("retargeting with a timing curve keeps the value and discards the velocity")
  func timingRetargetDiscardsVelocity() {
    var timeline = AnimationTimeline([0])
    timeline.set([100], at: 0, animation: .spring(.smooth))
    let before = timeline.value(at: 0.1)
    #expect(timeline.velocity(at: 0.1)[0] > 100)
    timeline.set([0], at: 0.1, animation: .timing(.easeIn, duration: 0.5))
    #expect(timeline.value(at: 0.1) == before)
    #expect(timeline.animation?.velocity == [0])
    // easeIn starts at rest: the velocity jumped to 0.
    #expect(timeline.velocity(at: 0.1) == [0])
    #expect(abs(timeline.value(at: 0.35)[0] - before[0] * (1 - TimingCurve.easeIn.value(at: 0.5))) < 1e-9)
    #expect(timeline.isFinished(at: 0.6))
  }

  @Test("a spring that takes over a timing curve in flight starts with the curve's velocity")
  func springAfterTimingCurve() {
    var timeline = AnimationTimeline([0])
    timeline.set([100], at: 0, animation: .timing(.linear, duration: 1))
    #expect(abs(timeline.velocity(at: 0.5)[0] - 100) < 1e-9)
    timeline.set([0], at: 0.5, animation: .spring(.snappy))
    #expect(abs(timeline.value(at: 0.5)[0] - 50) < 1e-9)
    #expect(abs(timeline.velocity(at: 0.5)[0] - 100) < 1e-9)
  }

  @Test("an interpolatingSpring's initial velocity adds to the inherited one")
  func interpolatingVelocityAdds() {
    var timeline = AnimationTimeline([0])
    timeline.set([10], at: 0, animation: .timing(.linear, duration: 1))
    timeline.set(
      [20], at: 0.5, animation: .spring(.interpolatingSpring(stiffness: 100, damping: 10), initialVelocity: 2)
    )
    // 10/s inherited, plus 2 × (20 − 5) from the spring's own initial velocity.
    #expect(abs(timeline.velocity(at: 0.5)[0] - 40) < 1e-9)
  }
}
