import TactileUIIR

extension BuiltinRegistry {
  /// `Text.LineStyle` and the line-style attributes of attributed strings, kept as the other
  /// attributes are: not applied (docs/runtime-values.md, "Real-code surface").
  mutating func addTextLineStyles() {
    func lineStyle(_ pattern: Value, _ color: Value) -> Value {
      .record(Record(name: "Text.LineStyle", labels: ["pattern", "color"], fields: [pattern, color]))
    }
    add(.`Text.LineStyle.init(pattern:color:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      lineStyle(try call.argument(0), try call.argument(1))
    }
    add(.`Text.LineStyle.single`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      lineStyle(.symbol("Text.LineStyle.Pattern.solid"), .optional(nil))
    }
    for key: SurfaceKey in [
      .`AttributedString.underlineStyle`, .`AttributedString.strikethroughStyle`,
      .`AttributedSubstring.underlineStyle`, .`AttributedSubstring.strikethroughStyle`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in .optional(nil) }
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in container }
    }
  }
}
