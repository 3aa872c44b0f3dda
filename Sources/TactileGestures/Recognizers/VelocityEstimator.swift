import TactileGeometry

/// Estimates a velocity from timestamped samples (R4.7): the finite difference between
/// successive samples, blended into the previous estimate, which keeps the share
/// `GestureConstants.velocitySmoothing` (0.75, decision 4.16). The first sample gives zero; samples closer than
/// `minimumVelocityInterval` to the previous one leave the estimate unchanged. A finger that
/// stops before lifting therefore reports a decaying, not a zero, velocity.
struct VelocityEstimator<Vector: VelocityVector> {
  private var last: (value: Vector, time: EventTime)?
  private(set) var velocity = Vector.zero

  mutating func add(_ value: Vector, at time: EventTime) {
    defer {
      if last == nil || time - last!.time >= GestureConstants.minimumVelocityInterval { last = (value, time) }
    }
    guard let last else { return }
    let dt = time - last.time
    guard dt >= GestureConstants.minimumVelocityInterval else { return }
    let instant = (value - last.value).scaled(by: 1 / dt)
    velocity = velocity + (instant - velocity).scaled(by: 1 - GestureConstants.velocitySmoothing)
  }

  mutating func reset() {
    last = nil
    velocity = .zero
  }
}

/// A value with vector arithmetic, for `VelocityEstimator`.
protocol VelocityVector {
  static var zero: Self { get }
  static func + (lhs: Self, rhs: Self) -> Self
  static func - (lhs: Self, rhs: Self) -> Self
  func scaled(by factor: Double) -> Self
}

extension CGSize: VelocityVector {
  static func - (lhs: CGSize, rhs: CGSize) -> CGSize {
    CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
  }
  func scaled(by factor: Double) -> CGSize { CGSize(width: width * factor, height: height * factor) }
}

extension Double: VelocityVector {
  func scaled(by factor: Double) -> Double { self * factor }
}
