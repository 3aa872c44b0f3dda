/// A string split into characters with their advances in one face, prepared once per text so
/// that every proposal the text is measured under reuses the same widths.
struct PreparedText {
  /// What a character is for line breaking.
  enum Kind: UInt8 {
    case visible
    /// A space or tab: a line may break after it, and at a line's end it takes no width.
    case space
    /// A line or paragraph separator: the line always ends here.
    case newline
  }
  var characters: [Character]
  var units: [Int]
  var kinds: [Kind]
  /// The advance of "…" (U+2026), appended to a truncated line.
  var ellipsisUnits: Int

  init(_ string: String, face: Int) {
    characters = []
    units = []
    kinds = []
    for ch in string {
      characters.append(ch)
      let kind: Kind
      if ch == "\n" || ch == "\r\n" || ch == "\r" || ch == "\u{2028}" || ch == "\u{2029}" {
        kind = .newline
      } else if ch == " " || ch == "\t" || ch == "\u{3000}" {
        kind = .space
      } else {
        kind = .visible
      }
      kinds.append(kind)
      units.append(kind == .newline ? 0 : TextMeasurer.advance(ch, face: face))
    }
    ellipsisUnits = TextMeasurer.advance(Unicode.Scalar(0x2026)!, face: face)
  }

  var count: Int { characters.count }
}
