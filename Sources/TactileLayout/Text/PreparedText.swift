/// A string split into characters with their advances in one face, prepared once per text so
/// that every proposal the text is measured under reuses the same widths.
///
/// Characters are grapheme clusters; `offsets[k]` is where character `k` starts in `bytes`
/// (the UTF-8), so line strings are cut from the bytes. An ASCII string takes a fast path: each
/// byte is a character (except "\r\n", which stays one).
struct PreparedText {
  /// What a character is for line breaking.
  enum Kind: UInt8 {
    case visible
    /// A space or tab: a line may break after it, and at a line's end it takes no width.
    case space
    /// A line or paragraph separator: the line always ends here.
    case newline
  }
  var bytes: [UInt8]
  /// The UTF-8 offset of each character, plus `bytes.count` at the end.
  var offsets: [Int32]
  var units: [Int32]
  var kinds: [Kind]
  /// The advance of "…" (U+2026), appended to a truncated line.
  var ellipsisUnits: Int
  /// The width of the whole text on one line without trailing spaces, when it has no newline
  /// (nil otherwise): the fast path for a text proposed at least that width.
  var singleLineUnits: Int?

  init(_ string: String, face: Int) {
    bytes = Array(string.utf8)
    offsets = []
    units = []
    kinds = []
    offsets.reserveCapacity(bytes.count + 1)
    units.reserveCapacity(bytes.count)
    kinds.reserveCapacity(bytes.count)
    var ascii = true
    for b in bytes where b >= 0x80 {
      ascii = false
      break
    }
    if ascii {
      var i = 0
      while i < bytes.count {
        let b = bytes[i]
        offsets.append(Int32(i))
        let kind = PreparedText.kind(UInt32(b))
        kinds.append(kind)
        units.append(kind == .newline ? 0 : Int32(TextMeasurer.advance(Unicode.Scalar(b), face: face)))
        i += b == 13 && i + 1 < bytes.count && bytes[i + 1] == 10 ? 2 : 1
      }
    } else {
      var offset = 0
      for ch in string {
        offsets.append(Int32(offset))
        offset += ch.utf8.count
        let kind = PreparedText.kind(ch.unicodeScalars.first!.value)
        kinds.append(kind)
        units.append(kind == .newline ? 0 : Int32(TextMeasurer.advance(ch, face: face)))
      }
    }
    offsets.append(Int32(bytes.count))
    singleLineUnits = nil
    if !kinds.contains(.newline) {
      var end = kinds.count
      while end > 0 && kinds[end - 1] == .space { end -= 1 }
      var total = 0
      for k in 0..<end { total += Int(units[k]) }
      singleLineUnits = total
    }
    ellipsisUnits = TextMeasurer.advance(Unicode.Scalar(0x2026)!, face: face)
  }

  /// How a character whose first scalar is `scalar` breaks lines.
  static func kind(_ scalar: UInt32) -> Kind {
    switch scalar {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return .newline
    case 0x20, 0x09, 0x3000: return .space
    default: return .visible
    }
  }

  var count: Int { kinds.count }

  /// The characters `start..<end` as a string.
  func string(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[Int(offsets[start])..<Int(offsets[end])], as: UTF8.self)
  }
}
