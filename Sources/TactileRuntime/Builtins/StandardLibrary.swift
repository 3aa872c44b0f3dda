import TactileGestures
import TactileUIIR

extension BuiltinRegistry {
  /// The standard library's conversions, methods and free functions (see
  /// docs/runtime-values.md for how values are represented).
  mutating func addStandardLibrary() {
    add("Double.init(_:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.double(0))
    }
    add("CGFloat.init(_:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.double(0))
    }
  }
}
