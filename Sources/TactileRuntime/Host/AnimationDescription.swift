/// An `Animation` value as the host hands it to whoever draws frames: a timing curve or a
/// spring, with its timing modifiers. Made from the runtime's animation records
/// (docs/runtime-values.md); it carries numbers only, so a drawing module needs nothing from
/// the runtime to sample it.
public struct AnimationDescription: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// A cubic Bézier timing curve through (x1, y1) and (x2, y2), over `duration` seconds.
    case timingCurve(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    /// A spring by response (seconds) and damping fraction, with its initial velocity.
    case spring(response: Double, dampingFraction: Double, blendDuration: Double, initialVelocity: Double)
  }

  /// The constructor that made it (`easeInOut`, `spring`, `interactiveSpring`, …).
  public var name: String
  public var kind: Kind
  public var delay: Double
  public var speed: Double
  /// How many times it runs; nil for once, or forever when `repeatsForever`.
  public var repeatCount: Int?
  public var repeatsForever: Bool
  public var autoreverses: Bool

  public init(
    name: String, kind: Kind, delay: Double = 0, speed: Double = 1, repeatCount: Int? = nil,
    repeatsForever: Bool = false, autoreverses: Bool = false
  ) {
    self.name = name
    self.kind = kind
    self.delay = delay
    self.speed = speed
    self.repeatCount = repeatCount
    self.repeatsForever = repeatsForever
    self.autoreverses = autoreverses
  }

  /// The animation of a runtime `Animation` value, or nil when `value` is not one.
  init?(_ value: Value) {
    var v = value
    while case .optional(let inner?) = v { v = inner }
    guard let record = AnimationRecord(v) else { return nil }
    name = record.name
    if record.kind == "spring" {
      kind = .spring(
        response: record.response, dampingFraction: record.dampingFraction,
        blendDuration: record.blendDuration,
        initialVelocity: record.initialVelocity)
    } else {
      let c = record.curve
      kind = .timingCurve(x1: c.x1, y1: c.y1, x2: c.x2, y2: c.y2, duration: record.duration)
    }
    delay = record.delay
    speed = record.speed
    if case .optional(.int(let n)?) = record.repeatCount { repeatCount = n } else { repeatCount = nil }
    repeatsForever = record.repeatsForever
    autoreverses = record.autoreverses
  }

  /// The animation of a `Transaction` value, unless it has none or disables animations.
  static func of(transaction: Value?) -> AnimationDescription? {
    guard case .record(let r)? = transaction, r.name == "Transaction" else { return nil }
    if case .bool(true)? = r["disablesAnimations"] { return nil }
    return r["animation"].flatMap { AnimationDescription($0) }
  }
}
