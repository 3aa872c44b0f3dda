/// The lexer's part of the diagnostic catalogue, in alphabetical order.
///
/// Every problem the lexer finds is one of these; the lexer never stops at one.
extension DiagnosticMessage {
  /// A `\u{…}` escape with no digits or more than eight.
  ///
  /// Example: `"\u{}"`.
  public static var escapeUnicodeDigitCount: Self {
    Self(id: "escapeUnicodeDigitCount", "\\u{...} escape sequence expects between 1 and 8 hex digits")
  }

  /// A `\u` escape without the braces.
  ///
  /// Example: `"\u41"`.
  public static var expectedBraceAfterUnicodeEscape: Self {
    Self(id: "expectedBraceAfterUnicodeEscape", "expected hexadecimal code in braces after unicode escape")
  }

  /// An exponent marker with no digits after it.
  ///
  /// Example: `1e`.
  public static var expectedDigitInExponent: Self {
    Self(id: "expectedDigitInExponent", "expected a digit in floating point exponent")
  }

  /// A hexadecimal literal with a fraction but no `p` exponent.
  ///
  /// Example: `0x1.8`.
  public static var hexFloatNeedsExponent: Self {
    Self(id: "hexFloatNeedsExponent", "hexadecimal floating point literal must end with an exponent")
  }

  /// An `=` with whitespace on one side only.
  ///
  /// Example: `let x= 1`.
  public static var inconsistentEqualWhitespace: Self {
    Self(id: "inconsistentEqualWhitespace", "'=' must have consistent whitespace on both sides")
  }

  /// A byte that cannot start any token.
  ///
  /// Example: a lone `\u{7F}` control character, or `§`.
  public static var invalidCharacter: Self {
    Self(id: "invalidCharacter", "invalid character in source file")
  }

  /// A digit that is not allowed in the literal's base, or a letter glued to a number.
  ///
  /// Example: `0b102` gives `'2' is not a valid binary digit (0 or 1) in integer literal`.
  public static func invalidDigit(_ digit: String, base: Int) -> Self {
    let kind: String
    switch base {
    case 2: kind = "binary digit (0 or 1)"
    case 8: kind = "octal digit (0-7)"
    case 16: kind = "hexadecimal digit (0-9, A-F)"
    default: kind = "digit"
    }
    return Self(id: "invalidDigit", "'" + digit + "' is not a valid " + kind + " in integer literal")
  }

  /// A `$` that is not followed by digits or an identifier.
  ///
  /// Example: `let x = $`.
  public static var invalidDollarIdentifier: Self {
    Self(id: "invalidDollarIdentifier", "'$' is not an identifier; use backticks to escape it")
  }

  /// A backslash followed by something that is not an escape.
  ///
  /// Example: `"\q"`.
  public static var invalidEscape: Self {
    Self(id: "invalidEscape", "invalid escape sequence in literal")
  }

  /// A `#` that is not followed by a name or a raw string.
  ///
  /// Example: `# if`.
  public static var invalidPound: Self {
    Self(id: "invalidPound", "expected a macro identifier")
  }

  /// A `\u{…}` escape naming a value that is not a Unicode scalar.
  ///
  /// Example: `"\u{110000}"`.
  public static var invalidUnicodeScalar: Self {
    Self(id: "invalidUnicodeScalar", "invalid unicode scalar")
  }

  /// Bytes that are not valid UTF-8.
  ///
  /// Example: a file containing the byte `0xFF`.
  public static var invalidUTF8: Self {
    Self(id: "invalidUTF8", "invalid UTF-8 found in source file")
  }

  /// A multi-line string's closing `"""` that does not start its own line.
  ///
  /// Example: `"""\nabc"""`.
  public static var multilineStringClosingNotOnNewLine: Self {
    Self(
      id: "multilineStringClosingNotOnNewLine",
      "multi-line string literal closing delimiter must begin on a new line")
  }

  /// Text on the same line as a multi-line string's opening `"""`.
  ///
  /// Example: `"""abc\n"""`.
  public static var multilineStringContentOnOpeningLine: Self {
    Self(
      id: "multilineStringContentOnOpeningLine",
      "multi-line string literal content must begin on a new line")
  }

  /// A line of a multi-line string indented less than its closing delimiter.
  ///
  /// Example: a content line with 2 spaces before a `"""` indented by 4.
  public static var multilineStringInsufficientIndentation: Self {
    Self(
      id: "multilineStringInsufficientIndentation",
      "insufficient indentation of line in multi-line string literal")
  }

  /// A NUL byte in the middle of the file.
  ///
  /// Example: `let x\0 = 1`.
  public static var nulCharacter: Self {
    Self(id: "nulCharacter", severity: .warning, "nul character embedded in middle of file")
  }

  /// A backtick with no closing backtick on the same line.
  ///
  /// Example: ``let `x = 1``.
  public static var unterminatedBacktick: Self {
    Self(id: "unterminatedBacktick", "expected '`' to end identifier")
  }

  /// A `/*` comment that never ends.
  ///
  /// Example: `/* abc`.
  public static var unterminatedBlockComment: Self {
    Self(id: "unterminatedBlockComment", "unterminated '/*' comment")
  }

  /// A `#/` regex literal without its closing `/#`.
  ///
  /// Example: `let r = #/ab`.
  public static var unterminatedRegex: Self {
    Self(id: "unterminatedRegex", "unterminated regex literal")
  }

  /// A string literal that reaches the end of its line (or of the file) without closing.
  ///
  /// Example: `let s = "abc`.
  public static var unterminatedString: Self {
    Self(id: "unterminatedString", "unterminated string literal")
  }
}
