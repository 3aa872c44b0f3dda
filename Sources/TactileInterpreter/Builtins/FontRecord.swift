import TactileUIIR

/// A `Font` value's fields, kept as a `record` named `Font` once a font is more than a text
/// style symbol (`Font.title`): `style` (a text style symbol such as `Font.title`, or nil),
/// `size`, `name` (of a custom font), `weight` and `design` (symbols or nil), `italic`,
/// `monospacedDigit`. `Convert.font` reads it.
struct FontRecord {
  var style: Value = .optional(nil)
  var size: Double?
  var name: String?
  var weight: Value = .optional(nil)
  var design: Value = .optional(nil)
  var italic = false
  var monospacedDigit = false

  init() {}

  /// Reads a font: a record, or a text style symbol (`Font.body`).
  init(_ value: Value) {
    switch unwrapped(value) {
    case .record(let r) where r.name == "Font":
      style = r["style"] ?? .optional(nil)
      size = r["size"].flatMap(number)
      if case .string(let n)? = r["name"] { name = n }
      weight = r["weight"] ?? .optional(nil)
      design = r["design"] ?? .optional(nil)
      if case .bool(let b)? = r["italic"] { italic = b }
      if case .bool(let b)? = r["monospacedDigit"] { monospacedDigit = b }
    case .symbol(let key):
      // `Font.title`, or `Font.TextStyle.title` as `Font.system(_:design:weight:)` takes it.
      style = .symbol("Font." + (key.split(separator: ".").last.map(String.init) ?? "body"))
    default:
      break
    }
  }

  var value: Value {
    .record(
      Record(
        name: "Font", labels: ["style", "size", "name", "weight", "design", "italic", "monospacedDigit"],
        fields: [
          style, .optional(size.map { .double($0) }), .optional(name.map { .string($0) }), weight, design,
          .bool(italic), .bool(monospacedDigit),
        ]))
  }
}
