extension BuiltinRegistry {
  /// UIKit's feedback generators. A headless canvas has no haptics: a generator is a symbol,
  /// and preparing or firing it does nothing but count, so code that calls it runs unchanged.
  mutating func addHaptics() {
    for generator in [
      "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
    ] {
      add(generator + ".init()") { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .symbol(generator)
      }
      add(generator + ".prepare()") { (call: inout NativeCall) throws(RuntimeError) -> Value in .void }
    }
    // SwiftUI's `sensoryFeedback` values (the modifier itself plays nothing on a canvas).
    for key in [
      "SensoryFeedback.impact(weight:intensity:)", "SensoryFeedback.impact(flexibility:intensity:)",
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in .symbol("SensoryFeedback.impact") }
    }
    add("UIImpactFeedbackGenerator.init(style:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("UIImpactFeedbackGenerator")
    }
    for key in [
      "UIImpactFeedbackGenerator.impactOccurred()", "UIImpactFeedbackGenerator.impactOccurred(intensity:)",
      "UINotificationFeedbackGenerator.notificationOccurred(_:)",
      "UISelectionFeedbackGenerator.selectionChanged()",
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        call.interpreter.builtinState.hapticsFired += 1
        return .void
      }
    }
  }
}
