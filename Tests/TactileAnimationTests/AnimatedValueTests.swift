import Testing

@testable import TactileAnimation

@Suite("AnimatedValue")
struct AnimatedValueTests {
  static func near(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  static let linearSecond = AnimationSpec.timing(.linear, duration: 1)

  @Test("a timing curve moves each component from its start to its target, then stops there")
  func timingCurveVector() {
    let value = AnimatedValue(
      from: [0, 10, 5], to: [100, 10, -5], start: 2, spec: .timing(.easeInOut, duration: 0.5))
    #expect(value.value(at: 1) == [0, 10, 5])
    #expect(value.value(at: 2) == [0, 10, 5])
    #expect(Self.near(value.value(at: 2.25), [50, 10, 0], 1e-9))
    let e = TimingCurve.easeInOut.value(at: 0.2)
    #expect(Self.near(value.value(at: 2.1), [100 * e, 10, 5 - 10 * e]))
    #expect(!value.isFinished(at: 2.49))
    #expect(value.isFinished(at: 2.5))
    #expect(value.value(at: 2.5) == [100, 10, -5])
    #expect(value.velocity(at: 3) == [0, 0, 0])
    #expect(value.end == 2.5)
  }

  @Test("a delay holds the start value, in real seconds, and the speed scales the animation's time only")
  func delayAndSpeed() {
    let delayed = AnimatedValue(
      from: [0], to: [10], start: 1, spec: AnimationSpec(.timing(.linear, duration: 1), delay: 0.5))
    #expect(delayed.value(at: 1.4) == [0])
    #expect(delayed.velocity(at: 1.4) == [0])
    #expect(Self.near(delayed.value(at: 1.75), [2.5]))
    #expect(Self.near(delayed.velocity(at: 1.75), [10]))
    #expect(!delayed.isFinished(at: 2.4))
    #expect(delayed.isFinished(at: 2.5))

    let fast = AnimatedValue(
      from: [0], to: [10], start: 0, spec: AnimationSpec(.timing(.linear, duration: 1), delay: 0.5, speed: 2))
    #expect(Self.near(fast.value(at: 0.75), [5]))
    #expect(Self.near(fast.velocity(at: 0.75), [20]))
    #expect(fast.isFinished(at: 1.0))
    #expect(fast.end == 1.0)

    // A spring at double speed is the same spring sampled at twice the time.
    let spring = AnimatedValue(
      from: [0], to: [1], start: 0, spec: AnimationSpec(.spring(.bouncy, initialVelocity: 0), speed: 2))
    for t in [0.05, 0.1, 0.2] {
      #expect(abs(spring.value(at: t)[0] - Spring.bouncy.value(at: 2 * t)) < 1e-12)
      #expect(abs(spring.velocity(at: t)[0] - 2 * Spring.bouncy.velocity(at: 2 * t)) < 1e-9)
    }
  }

  @Test("repeatCount with autoreverses plays every second run backwards, then shows the target")
  func repeatAutoreverse() {
    let three = AnimatedValue(
      from: [0], to: [10], start: 0,
      spec: AnimationSpec(.timing(.linear, duration: 1), repeatCount: 3, autoreverses: true))
    #expect(Self.near(three.value(at: 0.25), [2.5]))
    #expect(Self.near(three.value(at: 1.25), [7.5]))
    #expect(Self.near(three.velocity(at: 1.25), [-10]))
    #expect(Self.near(three.value(at: 2.25), [2.5]))
    #expect(Self.near(three.velocity(at: 2.25), [10]))
    #expect(!three.isFinished(at: 2.99))
    #expect(three.isFinished(at: 3))
    #expect(three.value(at: 3) == [10])

    // An even count ends back at the start and then jumps to the target, as SwiftUI does.
    let two = AnimatedValue(
      from: [0], to: [10], start: 0,
      spec: AnimationSpec(.timing(.linear, duration: 1), repeatCount: 2, autoreverses: true))
    #expect(Self.near(two.value(at: 1.75), [2.5]))
    #expect(two.value(at: 2) == [10])

    // Without autoreverse every run starts again from the start value.
    let again = AnimatedValue(
      from: [0], to: [10], start: 0, spec: AnimationSpec(.timing(.linear, duration: 1), repeatCount: 2))
    #expect(Self.near(again.value(at: 1.25), [2.5]))
    #expect(again.isFinished(at: 2))
  }

  @Test("repeatForever never finishes, and its value is a pure function of time")
  func repeatForever() {
    let forever = AnimatedValue(
      from: [0], to: [10], start: 0,
      spec: AnimationSpec(.timing(.linear, duration: 1), repeatsForever: true, autoreverses: true))
    #expect(!forever.isFinished(at: 1e6))
    #expect(forever.end == .infinity)
    #expect(Self.near(forever.value(at: 101.25), [7.5], 1e-6))
    #expect(Self.near(forever.value(at: 100.25), [2.5], 1e-6))
    #expect(forever.value(at: 0.3) == forever.value(at: 0.3))
    #expect(forever.spec.totalDuration == .infinity)
  }

  @Test("a spring's initialVelocity is a fraction of the change per second")
  func springInitialVelocity() {
    let value = AnimatedValue(
      from: [10], to: [30], start: 0, spec: .spring(.snappy, initialVelocity: 3))
    #expect(value.velocity == [60])
    #expect(Self.near(value.velocity(at: 0), [60]))
    for t in [0.05, 0.2, 0.4] {
      #expect(abs(value.value(at: t)[0] - (10 + 20 * Spring.snappy.value(at: t, initialVelocity: 3))) < 1e-12)
    }
    #expect(value.isFinished(at: value.end))
    #expect(value.value(at: value.end) == [30])
  }

  @Test(
    "an .interactiveSpring() released settles within 0.5 pt in the time the closed form predicts, within a 60 Hz frame"
  )
  func interactiveSpringSettles() {
    // A drag released 300 pt from its rest position, flung at 1,200 pt/s further away.
    let spring = Spring.interactiveSpring
    let release = 2.0
    let value = AnimatedValue(from: [300], to: [0], velocity: [1200], start: release, spec: .spring(spring))
    let w = spring.angularFrequency
    let predicted = spring.motion(displacement: 300, velocity: 1200).settlingTime(
      threshold: 0.5, velocityThreshold: 0.5 * w)
    #expect(predicted > 0.1 && predicted < 1)
    // The first 60 Hz frame from which every frame is within 0.5 pt and slower than 0.5·ω pt/s.
    let frames = Array(0...120)
    func settled(_ frame: Int) -> Bool {
      let t = release + Double(frame) / 60
      return abs(value.value(at: t)[0]) < 0.5 && abs(value.velocity(at: t)[0]) < 0.5 * w
    }
    var first = frames.count
    while first > 0 && settled(frames[first - 1]) { first -= 1 }
    #expect(first < frames.count)
    let measured = Double(first) / 60
    #expect(
      measured >= predicted && measured - predicted <= 1.0 / 60,
      "measured \(measured), predicted \(predicted)")
    #expect(value.isFinished(at: release + 1))
    #expect(value.value(at: release + 1) == [0])
  }

  @Test("a component with no change and no velocity does not move; mismatched lengths are cut to the shorter")
  func degenerate() {
    let value = AnimatedValue(from: [1, 2, 3], to: [1, 5], start: 0, spec: .spring(.smooth))
    #expect(value.count == 2)
    #expect(value.value(at: 0.1)[0] == 1)
    let zero = AnimatedValue(from: [4], to: [4], start: 0, spec: .spring(.bouncy))
    #expect(zero.runDuration == 0)
    #expect(zero.isFinished(at: 0.001))
    let instant = AnimatedValue(from: [0], to: [1], start: 0, spec: .timing(.easeIn, duration: 0))
    #expect(instant.value(at: 0.001) == [1])
  }
}
