import TactileUIIR

extension BuiltinRegistry {
  /// UIKit's feedback generators. A headless canvas has no haptics: a generator is a symbol,
  /// and preparing or firing it does nothing but count, so code that calls it runs unchanged.
  mutating func addHaptics() {
    add([
      .`UIImpactFeedbackGenerator.init()`, .`UINotificationFeedbackGenerator.init()`,
      .`UISelectionFeedbackGenerator.init()`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol(String(call.key.prefix { $0 != "." }))
    }
    add([
      .`UIImpactFeedbackGenerator.prepare()`, .`UINotificationFeedbackGenerator.prepare()`,
      .`UISelectionFeedbackGenerator.prepare()`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in .void }
    // SwiftUI's `sensoryFeedback` values (the modifier itself plays nothing on a canvas).
    for key: SurfaceKey in [
      .`SensoryFeedback.impact(weight:intensity:)`, .`SensoryFeedback.impact(flexibility:intensity:)`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in .symbol("SensoryFeedback.impact") }
    }
    add(.`UIImpactFeedbackGenerator.init(style:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("UIImpactFeedbackGenerator")
    }
    for key: SurfaceKey in [
      .`UIImpactFeedbackGenerator.impactOccurred()`, .`UIImpactFeedbackGenerator.impactOccurred(intensity:)`,
      .`UINotificationFeedbackGenerator.notificationOccurred(_:)`,
      .`UISelectionFeedbackGenerator.selectionChanged()`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        call.interpreter.builtinState.hapticsFired += 1
        return .void
      }
    }
  }
}
