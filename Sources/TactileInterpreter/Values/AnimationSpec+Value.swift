import TactileAnimation
import TactileUIIR

extension AnimationSpec {
  /// The animation of a runtime `Animation` value (docs/runtime-values.md), or nil when
  /// `value` is not one: a bezier record is a timing curve over its duration, a spring record a
  /// spring by response and damping fraction with its initial velocity.
  package init?(_ value: Value) {
    var v = value
    while case .optional(let inner?) = v { v = inner }
    guard let record = AnimationRecord(v) else { return nil }
    let curve: AnimationCurve
    if record.kind == "spring" {
      curve = .spring(
        Spring(
          response: record.response, dampingFraction: record.dampingFraction,
          blendDuration: record.blendDuration),
        initialVelocity: record.initialVelocity)
    } else {
      let c = record.curve
      curve = .timing(TimingCurve(c.x1, c.y1, c.x2, c.y2), duration: record.duration)
    }
    var repeatCount: Int?
    if case .optional(.int(let n)?) = record.repeatCount { repeatCount = n.hostInt }
    if case .int(let n) = record.repeatCount { repeatCount = n.hostInt }
    self.init(
      curve, delay: record.delay, speed: record.speed, repeatCount: repeatCount,
      repeatsForever: record.repeatsForever, autoreverses: record.autoreverses)
  }

  /// The animation of a `Transaction` value, unless it has none or disables animations.
  package static func of(transaction: Value?) -> AnimationSpec? {
    guard case .record(let r)? = transaction, r.name == "Transaction" else { return nil }
    if case .bool(true)? = r["disablesAnimations"] { return nil }
    return r["animation"].flatMap { AnimationSpec($0) }
  }
}
