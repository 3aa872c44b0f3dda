/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS (`cubic-bezier()`) and Core
/// Animation (`CAMediaTimingFunction`) define them: the curve's x is the fraction of the
/// duration elapsed, its y the fraction of the change applied.
///
/// Guarantees: `value(at: 0) == 0` and `value(at: 1) == 1` exactly; progress outside [0, 1]
/// is clamped; the control points' x coordinates are clamped to [0, 1] (as CSS requires), so
/// x(s) is non-decreasing and every progress has one answer. `value(at:)` solves
/// x(s) = progress for the curve parameter s by Newton's method (at most 8 steps) and falls
/// back to bisection (at most 64 halvings) when Newton stalls, so it always ends; the
/// result's x is within 1e-12 of the progress. SwiftUI's default duration (0.35 s) belongs to
/// the animation, not the curve.
public struct TimingCurve: Equatable, Sendable {
  /// The first control point.
  public var c0x: Double
  public var c0y: Double
  /// The second control point.
  public var c1x: Double
  public var c1y: Double

  /// A curve with control points (c0x, c0y) and (c1x, c1y), as `Animation.timingCurve`.
  public init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
    self.c0x = min(max(c0x, 0), 1)
    self.c0y = c0y
    self.c1x = min(max(c1x, 0), 1)
    self.c1y = c1y
  }

  /// `timingCurve(c0x, c0y, c1x, c1y)`, SwiftUI's spelling.
  public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) -> TimingCurve {
    TimingCurve(c0x, c0y, c1x, c1y)
  }

  /// Constant speed.
  public static let linear = TimingCurve(0, 0, 1, 1)
  /// Starts slowly (CSS `ease-in`).
  public static let easeIn = TimingCurve(0.42, 0, 1, 1)
  /// Ends slowly (CSS `ease-out`).
  public static let easeOut = TimingCurve(0, 0, 0.58, 1)
  /// Starts and ends slowly, symmetric about (0.5, 0.5) (CSS `ease-in-out`).
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

  /// The fraction of the change applied when `progress` of the duration has elapsed.
  public func value(at progress: Double) -> Double {
    if !(progress > 0) { return 0 }
    if progress >= 1 { return 1 }
    return Self.bezier(parameter(forX: progress), c0y, c1y)
  }

  /// dy/dx at `progress`: the rate of change of the value per unit of progress (multiply by
  /// the change and divide by the duration for a velocity). 0 outside [0, 1].
  public func slope(at progress: Double) -> Double {
    if !(progress >= 0) || progress > 1 { return 0 }
    let s = parameter(forX: progress)
    let dx = Self.derivative(s, c0x, c1x)
    let dy = Self.derivative(s, c0y, c1y)
    if dx > 1e-12 { return dy / dx }
    // A vertical tangent (x stands still at a control point with x = 0 or 1): use the
    // difference quotient over a small step instead of dividing by zero.
    let h = 1e-6
    let a = max(progress - h, 0)
    let b = min(progress + h, 1)
    return (value(at: b) - value(at: a)) / (b - a)
  }

  /// The curve parameter s in [0, 1] with x(s) = x, for 0 ≤ x ≤ 1.
  func parameter(forX x: Double) -> Double {
    let tolerance = 1e-12
    var s = x
    for _ in 0..<8 {
      let error = Self.bezier(s, c0x, c1x) - x
      if abs(error) < tolerance { return s }
      let d = Self.derivative(s, c0x, c1x)
      if abs(d) < 1e-9 { break }
      let next = s - error / d
      if !(next >= 0 && next <= 1) { break }
      s = next
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<64 {
      let value = Self.bezier(s, c0x, c1x)
      if abs(value - x) < tolerance { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// One coordinate of the curve at parameter s, with end points 0 and 1:
  /// 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
  static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  /// The derivative of `bezier` in s: 3(1−s)²·p1 + 6(1−s)s·(p2 − p1) + 3s²·(1 − p2).
  static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }
}
