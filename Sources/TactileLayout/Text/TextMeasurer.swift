/// Advance widths from the generated metrics table: the width of a character is the sum of
/// the advances of its Unicode scalars in the font's face, with no kerning (the renderer draws
/// with kerning and ligatures off, so it matches). Widths are kept in font units, integers, so
/// that sums are exact and a text proposed its own ideal width never wraps by rounding.
public enum TextMeasurer {
  /// The advance of `scalar` in face `face` (0…7), in font units; scalars the fonts do not
  /// map take the face's `.notdef` advance.
  public static func advance(_ scalar: Unicode.Scalar, face: Int) -> Int {
    let table = TextMetricsTable.self
    let v = scalar.value
    if v < table.denseLimit {
      let row = Int(table.denseRows[Int(v)])
      if row == 0 { return Int(table.fallbackAdvances[face]) }
      return Int(table.advances[(row - 1) * table.faceCount + face])
    }
    var lo = 0
    var hi = table.scalars.count
    while lo < hi {
      let mid = (lo + hi) / 2
      let s = table.scalars[mid]
      if s == v { return Int(table.advances[mid * table.faceCount + face]) }
      if s < v { lo = mid + 1 } else { hi = mid }
    }
    return Int(table.fallbackAdvances[face])
  }

  /// The advance of a whole character (a grapheme cluster), in font units.
  public static func advance(_ character: Character, face: Int) -> Int {
    var total = 0
    for scalar in character.unicodeScalars { total += advance(scalar, face: face) }
    return total
  }

  /// The width of `string` on one line in `font`, in points.
  public static func width(of string: String, font: ResolvedFont) -> Double {
    var units = 0
    for scalar in string.unicodeScalars { units += advance(scalar, face: font.face) }
    return Double(units) * font.pointsPerUnit
  }
}
