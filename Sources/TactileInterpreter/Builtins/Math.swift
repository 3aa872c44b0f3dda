import TactileGeometry
import TactileUIIR

// The elementary functions are TactileGeometry's `Math` (see its header on precision): the same
// bits natively and in the browser, and the same functions the gesture engine, layout and the
// animation model compute with.

extension BuiltinRegistry {
  /// `abs`, `min`, `max` and the elementary functions (see the file's header on precision).
  mutating func addMath() {
    func function(_ key: SurfaceKey, _ f: @escaping (Double) -> Double) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in .double(f(try call.double(0))) }
    }
    function(.`sqrt(_:)`) { $0.squareRoot() }
    function(.`floor(_:)`) { $0.rounded(.down) }
    function(.`ceil(_:)`) { $0.rounded(.up) }
    function(.`round(_:)`) { $0.rounded(.toNearestOrAwayFromZero) }
    function(.`sin(_:)`, Math.sin)
    function(.`cos(_:)`, Math.cos)
    function(.`tan(_:)`, Math.tan)
    function(.`asin(_:)`, Math.asin)
    function(.`acos(_:)`, Math.acos)
    function(.`atan(_:)`, Math.atan)
    function(.`exp(_:)`, Math.exp)
    function(.`log(_:)`, Math.log)
    func function2(_ key: SurfaceKey, _ f: @escaping (Double, Double) -> Double) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .double(f(try call.double(0), try call.double(1)))
      }
    }
    function2(.`atan2(_:_:)`, Math.atan2)
    function2(.`pow(_:_:)`, Math.pow)
    function2(.`hypot(_:_:)`, Math.hypot)
    add(.`abs(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try call.plain(0) {
      case .int(let n):
        guard n != .min else { throw call.failure("arithmetic overflow") }
        return .int(abs(n))
      case .double(let d): return .double(d.magnitude)
      case .angle(let r): return .angle(r.magnitude)
      default: throw call.failure("'abs(_:)' expected a number")
      }
    }
    // Swift's `min` returns `y < x ? y : x` and `max` returns `y >= x ? y : x`, which decides
    // which of two equal values (0.0 and -0.0) or a NaN comes back.
    add(.`min(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try smaller(try call.argument(0), try call.argument(1), call)
    }
    add(.`min(_:_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try smaller(try smaller(try call.argument(0), try call.argument(1), call), try call.argument(2), call)
    }
    add(.`max(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try larger(try call.argument(0), try call.argument(1), call)
    }
    add(.`max(_:_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try larger(try larger(try call.argument(0), try call.argument(1), call), try call.argument(2), call)
    }
  }
}

/// `y < x ? y : x`.
private func smaller(_ x: Value, _ y: Value, _ call: NativeCall) throws(RuntimeError) -> Value {
  try call.naturalOrder()(y, x) ? y : x
}

/// `y >= x ? y : x` (false for a NaN, so `max(1, .nan)` is 1 and `max(.nan, 1)` is NaN).
private func larger(_ x: Value, _ y: Value, _ call: NativeCall) throws(RuntimeError) -> Value {
  if let o = ordering(y, x) { return o >= 0 ? y : x }
  _ = try call.naturalOrder()(y, x)
  return x
}
