import TactileUIIR

/// An `Animation` value's fields, kept as a `record` named `Animation` (docs/runtime-values.md).
///
/// A bezier animation has `controlPoints` and a `duration`; a spring has a `response` (its
/// period, seconds), a `dampingFraction` (1 critically damped, below 1 bouncing), a
/// `blendDuration` and an `initialVelocity`. Both have `delay`, `speed` and repetition.
struct AnimationRecord {
  /// The constructor that made it (`easeInOut`, `spring`, `bouncy`, …).
  var name: String
  /// `bezier` or `spring`.
  var kind: String
  var duration = 0.0
  var curve = BezierCurve.linear
  var response = 0.0
  var dampingFraction = 0.0
  var blendDuration = 0.0
  var initialVelocity = 0.0
  var delay = 0.0
  var speed = 1.0
  /// `Int?`: how many times it runs (nil: once, or forever with `repeatsForever`).
  var repeatCount: Value = .optional(nil)
  var repeatsForever = false
  var autoreverses = false

  static let labels = [
    "name", "kind", "duration", "controlPoints", "response", "dampingFraction", "blendDuration",
    "initialVelocity",
    "delay", "speed", "repeatCount", "repeatsForever", "autoreverses",
  ]

  /// A timing-curve animation.
  init(name: String, curve: BezierCurve, duration: Double) {
    self.name = name
    kind = "bezier"
    self.curve = curve
    self.duration = duration
  }

  /// A spring by response and damping fraction.
  init(name: String, response: Double, dampingFraction: Double, blendDuration: Double) {
    self.name = name
    kind = "spring"
    self.response = response
    self.dampingFraction = dampingFraction
    self.blendDuration = blendDuration
  }

  /// A spring by perceptual duration and bounce (SwiftUI's `Spring(duration:bounce:)`: a
  /// positive bounce lowers the damping fraction to 1 − bounce, a negative one raises it to
  /// 1 / (1 + bounce)).
  static func spring(name: String, duration: Double, bounce: Double) -> AnimationRecord {
    let damping = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    return AnimationRecord(name: name, response: duration, dampingFraction: damping, blendDuration: 0)
  }

  /// Reads an animation record.
  init?(_ value: Value) {
    guard case .record(let r) = value, r.name == "Animation", r.fields.count == Self.labels.count else {
      return nil
    }
    let f = r.fields
    guard case .string(let name) = f[0], case .string(let kind) = f[1], case .array(let points) = f[3],
      points.count == 4
    else { return nil }
    self.name = name
    self.kind = kind
    func d(_ i: Int) -> Double { number(f[i]) ?? 0 }
    duration = d(2)
    curve = BezierCurve(
      x1: number(points[0]) ?? 0, y1: number(points[1]) ?? 0, x2: number(points[2]) ?? 1,
      y2: number(points[3]) ?? 1)
    response = d(4)
    dampingFraction = d(5)
    blendDuration = d(6)
    initialVelocity = d(7)
    delay = d(8)
    speed = d(9)
    repeatCount = f[10]
    if case .bool(let b) = f[11] { repeatsForever = b }
    if case .bool(let b) = f[12] { autoreverses = b }
  }

  var value: Value {
    let points: [Value] = [.double(curve.x1), .double(curve.y1), .double(curve.x2), .double(curve.y2)]
    return .record(
      Record(
        name: "Animation", labels: Self.labels,
        fields: [
          .string(name), .string(kind), .double(duration), .array(points), .double(response),
          .double(dampingFraction),
          .double(blendDuration), .double(initialVelocity), .double(delay), .double(speed), repeatCount,
          .bool(repeatsForever), .bool(autoreverses),
        ]))
  }
}

/// A cubic timing curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), as
/// CSS and Core Animation define `linear`, `easeIn`, `easeOut` and `easeInOut`.
struct BezierCurve {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  static let linear = BezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)
  static let easeIn = BezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
  static let easeOut = BezierCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
  static let easeInOut = BezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
}
