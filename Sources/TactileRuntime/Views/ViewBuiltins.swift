import TactileLayout

extension BuiltinRegistry {
  /// The builtins that answer from the host's views rather than from values alone: a
  /// `GeometryReader`'s proxy and `UIScreen.main.bounds` (the canvas, INTERFACES.md).
  mutating func addViewBuiltins(canvas: Size) {
    add("GeometryProxy.size") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let proxy) = call.receiver, let size = proxy["size"] else {
        throw RuntimeError("'size' has no value here", at: call.at)
      }
      return size
    }
    add("GeometryProxy.frame(in:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let proxy) = call.receiver, case .size(let w, let h)? = proxy["size"] else {
        throw RuntimeError("'frame(in:)' has no value here", at: call.at)
      }
      let global = proxy["globalFrame"] ?? .rect(0, 0, w, h)
      switch GestureBridge.coordinateSpace(try call.argument(0)) {
      case .local: return .rect(0, 0, w, h)
      case .named(let name):
        if case .array(let frames)? = proxy["namedFrames"] {
          for case .tuple(let parts, _) in frames where parts.count == 2 {
            if case .string(let n) = parts[0], n == name { return parts[1] }
          }
        }
        return global
      default: return global
      }
    }
    add("GeometryProxy.safeAreaInsets") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "EdgeInsets", labels: ["top", "leading", "bottom", "trailing"],
          fields: [.double(0), .double(0), .double(0), .double(0)]))
    }
    add("UIScreen.main") { (call: inout NativeCall) throws(RuntimeError) -> Value in .symbol("UIScreen.main") }
    add("UIScreen.bounds") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .rect(0, 0, canvas.width, canvas.height)
    }
  }
}
