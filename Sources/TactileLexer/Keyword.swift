/// The reserved words of Swift: the identifiers the lexer never returns as `.identifier`.
///
/// Contextual keywords (`some`, `get`, `didSet`, `mutating`, `async`, …) are *not* here: they
/// are ordinary identifiers that the parser recognises by their text where the grammar allows
/// them, exactly as Swift treats them (`let some = 1` is valid Swift).
/// `Self`, `Any` and `self` follow swiftc: `self` and `Self` are keywords, `Any` is a name.
public enum Keyword: UInt8, CaseIterable, Sendable {
  case `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`
  case `deinit`, `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`
  case `func`, `guard`, `if`, `import`, `in`, `init`, `inout`, `internal`, `is`, `let`, `nil`
  case `operator`, `precedencegroup`, `private`, `protocol`, `public`, `repeat`, `rethrows`
  case `return`, `self`, `Self`, `static`, `struct`, `subscript`, `super`, `switch`, `throw`
  case `throws`, `true`, `try`, `typealias`, `var`, `where`, `while`, `wildcard`

  /// The keyword as written in source (`wildcard` is `_`).
  public var text: String {
    self == .wildcard ? "_" : Keyword.spellings[Int(rawValue)]
  }

  /// The spelling of every case, indexed by raw value.
  static let spellings: [String] = [
    "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
    "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
    "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while", "_",
  ]

  /// Spellings as bytes, grouped by length for a cheap lookup.
  static let byLength: [[(bytes: [UInt8], keyword: Keyword)]] = {
    var table = [[(bytes: [UInt8], keyword: Keyword)]](repeating: [], count: 16)
    for keyword in Keyword.allCases {
      let bytes = Array(keyword.text.utf8)
      table[bytes.count].append((bytes, keyword))
    }
    return table
  }()

  /// The keyword spelled by `bytes[range]`, if any.
  static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
    let length = end - start
    guard length >= 1, length < 16 else { return nil }
    let first = bytes[start]
    // Every keyword starts with a lowercase ASCII letter, `S` or `_`.
    guard (first >= 97 && first <= 122) || first == 83 || first == 95 else { return nil }
    candidates: for candidate in byLength[length] where candidate.bytes[0] == first {
      var i = 1
      while i < length {
        if candidate.bytes[i] != bytes[start + i] { continue candidates }
        i += 1
      }
      return candidate.keyword
    }
    return nil
  }
}
