/// Which Unicode scalars Swift allows in identifiers and operators.
///
/// The ranges are those of the lexical structure chapter of The Swift Programming Language
/// (identifier-head, identifier-character, operator-head, operator-character); ASCII is
/// handled by the lexer's fast paths before these are consulted.
enum UnicodeClasses {
  /// Whether `scalar` (non-ASCII) may start an identifier.
  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    classify(scalar, Lexer.isIdentifierStartASCII, identifierHead)
  }

  /// Whether `scalar` may continue an identifier.
  static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
    classify(scalar, Lexer.isIdentifierContinueASCII, identifierHead, combiningMarks)
  }

  /// Whether `scalar` (non-ASCII) may start an operator.
  static func isOperatorStart(_ scalar: Unicode.Scalar) -> Bool {
    classify(scalar, Lexer.isOperatorStartASCII, operatorHead)
  }

  /// Whether `scalar` may continue an operator.
  static func isOperatorContinue(_ scalar: Unicode.Scalar) -> Bool {
    classify(scalar, Lexer.isOperatorStartASCII, operatorHead, operatorMarks)
  }

  /// Whether `scalar` is in a class: an ASCII scalar as `ascii` says, any other when one of the
  /// class's range tables contains it.
  @inline(__always)
  private static func classify(
    _ scalar: Unicode.Scalar, _ ascii: (UInt8) -> Bool, _ ranges: [ClosedRange<UInt32>],
    _ moreRanges: [ClosedRange<UInt32>] = []
  ) -> Bool {
    let v = scalar.value
    if v < 0x80 { return ascii(UInt8(v)) }
    return contains(ranges, v) || contains(moreRanges, v)
  }

  static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      if value < ranges[mid].lowerBound {
        high = mid - 1
      } else if value > ranges[mid].upperBound {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }

  static let identifierHead: [ClosedRange<UInt32>] = [
    0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
    0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F,
    0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E,
    0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F,
    0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
    0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
    0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
    0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD,
    0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD,
    0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
  ]

  static let combiningMarks: [ClosedRange<UInt32>] = [
    0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
  ]

  static let operatorHead: [ClosedRange<UInt32>] = [
    0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6,
    0xBB...0xBB, 0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027,
    0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775,
    0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
  ]

  static let operatorMarks: [ClosedRange<UInt32>] = [
    0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
    0xE0100...0xE01EF,
  ]
}
