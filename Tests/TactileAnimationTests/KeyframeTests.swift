import TactileAnimation
import Testing

/// Keyframe tracks: each keyframe's segment runs from where the last one ended.
@Suite struct KeyframeTests {
  @Test("a linear keyframe interpolates along its unit curve; a move jumps")
  func linearAndMove() {
    let track = KeyframeTrackTimeline(
      initial: [0],
      keyframes: [
        Keyframe(.linear(.linear), to: [10], duration: 2),
        Keyframe(.move, to: [-5], duration: 3),
        Keyframe(.linear(.easeInOut), to: [5], duration: 1),
      ])
    #expect(track.duration == 3)
    #expect(track.value(at: -1) == [0])
    #expect(track.value(at: 0.5) == [2.5])
    #expect(track.value(at: 2) == [-5])
    #expect(track.value(at: 2.5) == [0])  // ease in-out is symmetric: half the change at half time
    #expect(track.value(at: 9) == [5])
  }

  @Test("cubic keyframes between cubic ones take Catmull-Rom velocities; the track starts and ends at rest")
  func cubic() {
    let track = KeyframeTrackTimeline(
      initial: [0],
      keyframes: [
        Keyframe(.cubic(startVelocity: nil, endVelocity: nil), to: [10], duration: 1),
        Keyframe(.cubic(startVelocity: nil, endVelocity: nil), to: [30], duration: 1),
      ])
    // At 10 the velocity is (30 − 0) / 2 = 15 per second; at the ends it is 0.
    // First segment at s = ½: 10·h01 + 1·15·h11 = 5 − 1.875.
    #expect(track.value(at: 0.5) == [3.125])
    // Second at s = ½: 10·h00 + 15·h10 + 30·h01 = 5 + 1.875 + 15.
    #expect(track.value(at: 1.5) == [21.875])
    #expect(track.value(at: 2) == [30])
  }

  @Test("a cubic keyframe with given velocities is the Hermite segment they define")
  func cubicWithVelocities() {
    let track = KeyframeTrackTimeline(
      initial: [0], keyframes: [Keyframe(.cubic(startVelocity: [4], endVelocity: [4]), to: [4], duration: 1)])
    // A straight line at 4 per second.
    #expect(track.value(at: 0.25) == [1])
  }

  @Test("a spring keyframe follows the spring from the previous segment's value and velocity")
  func spring() {
    let spring = Spring(duration: 0.5, bounce: 0)
    let track = KeyframeTrackTimeline(
      initial: [0],
      keyframes: [
        Keyframe(.linear(.linear), to: [1], duration: 1),
        Keyframe(.spring(spring, startVelocity: nil), to: [0], duration: 0.5),
      ])
    let expected = spring.motion(displacement: 1, velocity: 1).displacement(at: 0.25)
    #expect(track.value(at: 1.25) == [expected])
  }
}
