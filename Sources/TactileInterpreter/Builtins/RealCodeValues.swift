import TactileUIIR

extension BuiltinRegistry {
  /// Values of the SwiftUI real view files use that the other areas leave out
  /// (docs/runtime-values.md, "Real-code surface").
  mutating func addRealCodeValues() {
    addSymbols([
      .`ButtonRepeatBehavior.automatic`, .`ButtonRepeatBehavior.enabled`, .`ButtonRepeatBehavior.disabled`,
      .`TextSelectability.enabled`, .`TextSelectability.disabled`,
    ])
  }
}
