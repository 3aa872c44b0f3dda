/// One keyframe of a track: where the value goes, how, and in how long (docs/animation.md,
/// "Keyframe animators"). Values are vectors of numbers (an animatable value's components).
public struct Keyframe: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Straight to the value along a unit curve.
    case linear(TimingCurve)
    /// A cubic Hermite segment; a velocity left nil is chosen to keep the motion smooth.
    case cubic(startVelocity: [Double]?, endVelocity: [Double]?)
    /// A spring towards the value; a start velocity left nil is the previous segment's.
    case spring(Spring, startVelocity: [Double]?)
    /// A jump to the value (no duration).
    case move
  }

  public var kind: Kind
  public var to: [Double]
  public var duration: Double

  public init(_ kind: Kind, to: [Double], duration: Double) {
    self.kind = kind
    self.to = to
    if case .move = kind {
      self.duration = 0
    } else {
      self.duration = duration.isFinite && duration > 0 ? duration : 0
    }
  }

  /// A spring keyframe's length when no duration is given: the spring's settling duration.
  public static func springDuration(_ spring: Spring) -> Double {
    let d = spring.settlingDuration()
    return d.isFinite ? d : spring.response
  }
}

/// A keyframe track's value over time: the keyframes run one after the other from the track's
/// initial value; each segment starts where the previous one ended, with its velocity.
///
/// Guarantees: `value(at:)` is a pure function of the time; before 0 it is the initial value,
/// after `duration` the value the last segment ended at.
public struct KeyframeTrackTimeline: Equatable, Sendable {
  public let initial: [Double]
  public let keyframes: [Keyframe]
  /// When each segment starts, and the value and velocity it starts with.
  private var starts: [Double] = []
  private var startValues: [[Double]] = []
  private var startVelocities: [[Double]] = []

  public var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }

  public init(initial: [Double], keyframes: [Keyframe]) {
    self.initial = initial
    self.keyframes = keyframes.map { k in
      var k = k
      if k.to.count != initial.count {
        k.to = Array(k.to.prefix(initial.count)) + initial.dropFirst(k.to.count)
      }
      return k
    }
    var time = 0.0
    var value = initial
    var velocity = Array(repeating: 0.0, count: initial.count)
    for i in self.keyframes.indices {
      starts.append(time)
      startValues.append(value)
      startVelocities.append(velocity)
      let d = self.keyframes[i].duration
      (value, velocity) = segment(i, at: d)
      time += d
    }
  }

  /// The value at `time` seconds after the track started.
  public func value(at time: Double) -> [Double] {
    guard !keyframes.isEmpty, time > 0 else { return initial }
    var i = keyframes.count - 1
    while i > 0 && starts[i] > time { i -= 1 }
    // A segment that ended (or has no length) gives its end.
    let local = Swift.min(time - starts[i], keyframes[i].duration)
    return segment(i, at: local).value
  }

  /// Segment `i`'s value and velocity `t` seconds after it starts.
  private func segment(_ i: Int, at t: Double) -> (value: [Double], velocity: [Double]) {
    let k = keyframes[i]
    let a = startValues[i]
    let v0 = startVelocities[i]
    let n = a.count
    let d = k.duration
    switch k.kind {
    case .move:
      return (k.to, Array(repeating: 0, count: n))
    case .linear(let curve):
      guard d > 0 else { return (k.to, Array(repeating: 0, count: n)) }
      let p = t / d
      // The linear curve is exact: the fraction of the time is the fraction of the change.
      let isLinear = curve == .linear
      let y = isLinear ? Swift.min(Swift.max(p, 0), 1) : curve.value(at: p)
      let slope = isLinear ? 1 : curve.slope(at: Swift.min(p, 1))
      var value = a
      var velocity = a
      for j in 0..<n {
        value[j] = a[j] + (k.to[j] - a[j]) * y
        velocity[j] = (k.to[j] - a[j]) * slope / d
      }
      return (value, velocity)
    case .spring(let spring, let start):
      var value = a
      var velocity = a
      for j in 0..<n {
        let initialVelocity = start.map { j < $0.count ? $0[j] : 0 } ?? v0[j]
        let motion = spring.motion(displacement: a[j] - k.to[j], velocity: initialVelocity)
        value[j] = k.to[j] + motion.displacement(at: t)
        velocity[j] = motion.velocity(at: t)
      }
      return (value, velocity)
    case .cubic(let start, let end):
      guard d > 0 else { return (k.to, Array(repeating: 0, count: n)) }
      let m0 = start ?? cubicStartVelocity(i)
      let m1 = end ?? cubicEndVelocity(i)
      let s = t / d
      let s2 = s * s
      let s3 = s2 * s
      let h00 = 2 * s3 - 3 * s2 + 1
      let h10 = s3 - 2 * s2 + s
      let h01 = -2 * s3 + 3 * s2
      let h11 = s3 - s2
      var value = a
      var velocity = a
      for j in 0..<n {
        let t0 = j < m0.count ? m0[j] : 0
        let t1 = j < m1.count ? m1[j] : 0
        value[j] = h00 * a[j] + h10 * d * t0 + h01 * k.to[j] + h11 * d * t1
        let dh00 = (6 * s2 - 6 * s) / d
        let dh10 = 3 * s2 - 4 * s + 1
        let dh01 = (-6 * s2 + 6 * s) / d
        let dh11 = 3 * s2 - 2 * s
        velocity[j] = dh00 * a[j] + dh10 * t0 + dh01 * k.to[j] + dh11 * t1
      }
      return (value, velocity)
    }
  }

  /// A cubic segment's start velocity: Catmull-Rom's (the slope from the previous keyframe's
  /// start to this one's target) after a cubic segment; the velocity the track has at the
  /// segment's start (the previous segment's end velocity, 0 at the track's start) otherwise.
  private func cubicStartVelocity(_ i: Int) -> [Double] {
    guard i > 0, case .cubic = keyframes[i - 1].kind else { return startVelocities[i] }
    let span = keyframes[i - 1].duration + keyframes[i].duration
    guard span > 0 else { return startVelocities[i] }
    return zip(keyframes[i].to, startValues[i - 1]).map { ($0 - $1) / span }
  }

  /// A cubic segment's end velocity: Catmull-Rom's before a cubic segment (the slope from this
  /// segment's start to the next target); the next segment's start velocity before a linear or
  /// spring one; 0 at the end of the track and before a move.
  private func cubicEndVelocity(_ i: Int) -> [Double] {
    let n = keyframes[i].to.count
    let zero = Array(repeating: 0.0, count: n)
    guard i + 1 < keyframes.count else { return zero }
    let next = keyframes[i + 1]
    switch next.kind {
    case .cubic(let start, _):
      if let start { return start }
      let span = keyframes[i].duration + next.duration
      guard span > 0 else { return zero }
      return zip(next.to, startValues[i]).map { ($0 - $1) / span }
    case .linear(let curve):
      guard next.duration > 0 else { return zero }
      let slope = curve == .linear ? 1 : curve.slope(at: 0)
      return zip(next.to, keyframes[i].to).map { ($0 - $1) * slope / next.duration }
    case .spring(_, let start):
      return start ?? zero
    case .move:
      return zero
    }
  }
}
