import TactileUIIR

extension BuiltinRegistry {
  /// `SharePreview`: a record of its title (a share link's preview, which the canvas does not
  /// show).
  mutating func addSharePreview() {
    add([
      .`SharePreview.init(_:)`, .`SharePreview.init(_:image:)`, .`SharePreview.init(_:image:icon:)`,
      .`SharePreview.init(_:icon:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("SharePreview", ["title": try call.plain(0)])
    }
  }
}
