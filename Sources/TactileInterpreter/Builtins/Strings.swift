import TactileUIIR

extension BuiltinRegistry {
  /// `String`, `Substring` (a `.string` value), `Character` and the Foundation string methods
  /// SwiftUI code uses (`components(separatedBy:)`, `replacingOccurrences(of:with:)`, …).
  mutating func addStrings() {
    addStringInitializers()
    addStringQueries()
    addStringTransforms()
    addCharacters()
  }

  private mutating func addStringInitializers() {
    add(.`String.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .string("") }
    add(.`String.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try call.plain(0) {
      case .string(let s): return .string(s)
      case .character(let c): return .string(String(c))
      case .array(let items):
        // `String(text.reversed())`: a sequence of characters.
        var s = ""
        for item in items {
          switch item {
          case .character(let c): s.append(c)
          case .string(let t) where t.count == 1: s += t  // a literal typed `Character`
          default: throw call.failure("'String.init(_:)' expected characters")
          }
        }
        return .string(s)
      case let other: return .string(call.interpreter.describe(other))
      }
    }
    add(.`String.init(describing:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(call.interpreter.describe(try call.argument(0)))
    }
    add(.`String.init(repeating:count:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let count = try call.hostInt(1)
      guard count >= 0 else { throw call.failure("Negative count not allowed") }
      return .string(String(repeating: try call.string(0), count: count))
    }
    add([.`String.init(format:_:)`, .`String.init(format:arguments:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      var arguments = try call.argument(1)
      if case .array = arguments {} else { arguments = .array([arguments]) }
      guard case .array(let items) = arguments else { return .void }
      return .string(call.interpreter.format(try call.string(0), items))
    }
    add(.`String.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.receiverString())
    }
    add(.`Substring.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.receiverString())
    }
  }

  private mutating func addStringQueries() {
    add([.`String.count`, .`Substring.count`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.receiverString().count)
    }
    add(.`String.isEmpty`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try call.receiverString().isEmpty)
    }
    add(.`String.first`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try call.receiverString().first.map { .character($0) })
    }
    add(.`String.last`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try call.receiverString().last.map { .character($0) })
    }
    add(.`String.hasPrefix(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try call.receiverString().hasPrefix(try call.string(0)))
    }
    add(.`String.hasSuffix(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try call.receiverString().hasSuffix(try call.string(0)))
    }
    // Case-insensitive (and, for the standard form, diacritic-insensitive) containment, as
    // Foundation compares for the user's locale (English here).
    add([.`String.localizedCaseInsensitiveContains(_:)`, .`String.localizedStandardContains(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let other = try call.string(0)
      if other.isEmpty { return .bool(false) }
      return .bool(Text.contains(try call.receiverString().lowercased(), other.lowercased()))
    }
    add(.`String.contains(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = try call.receiverString()
      switch try call.plain(0) {
      case .character(let c): return .bool(text.contains(c))
      case .string(let s): return .bool(Text.contains(text, s))
      default: throw call.failure("'String.contains(_:)' expected a String or a Character")
      }
    }
  }

  private mutating func addStringTransforms() {
    add(.`String.uppercased()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.receiverString().uppercased())
    }
    add(.`String.lowercased()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.receiverString().lowercased())
    }
    add(.`String.capitalized`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(Text.capitalized(try call.receiverString()))
    }
    add(.`String.split(separator:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let separator = try call.string(0)
      guard separator.count == 1, let c = separator.first else {
        throw call.failure("'split(separator:)' expected a Character")
      }
      return .array(try call.receiverString().split(separator: c).map { .string(String($0)) })
    }
    add(.`String.split(separator:maxSplits:omittingEmptySubsequences:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let separator = try call.string(0)
      guard separator.count == 1, let c = separator.first else {
        throw call.failure("'split(separator:maxSplits:omittingEmptySubsequences:)' expected a Character")
      }
      let maxSplits = try call.int(1)
      guard maxSplits >= 0 else { throw call.failure("Must take zero or more splits") }
      let parts = try call.receiverString().split(
        separator: c, maxSplits: Int(clamping: maxSplits), omittingEmptySubsequences: try call.bool(2))
      return .array(parts.map { .string(String($0)) })
    }
    add(.`String.components(separatedBy:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let separator = try call.plain(0)
      if case .string(let s) = separator {
        return .array(Text.components(try call.receiverString(), separatedBy: s).map { .string($0) })
      }
      // A character set: every character in it separates.
      var parts: [Value] = []
      var current = ""
      for c in try call.receiverString() {
        if CharacterSets.contains(separator, c) {
          parts.append(.string(current))
          current = ""
        } else {
          current.append(c)
        }
      }
      parts.append(.string(current))
      return .array(parts)
    }
    add(.`String.replacingOccurrences(of:with:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(Text.replacing(try call.receiverString(), try call.string(0), with: try call.string(1)))
    }
    add(.`String.trimmingCharacters(in:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let set = try call.plain(0)
      let trimmed: (Character) -> Bool = { c in CharacterSets.contains(set, c) }
      let text = try call.receiverString()
      guard let start = text.firstIndex(where: { !trimmed($0) }),
        let end = text.lastIndex(where: { !trimmed($0) })
      else { return .string("") }
      return .string(String(text[start...end]))
    }
    addCountedParts(
      .`String.prefix(_:)`, .`String.suffix(_:)`, .`String.dropFirst(_:)`, .`String.dropLast(_:)`,
      of: { (call: inout NativeCall) throws(RuntimeError) in try call.receiverString() },
      as: { .string(String($0)) })
    add(.`String.reversed()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try call.receiverString().reversed().map { .character($0) })
    }
    add(.`String.append(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = .string(try call.receiverString() + (try call.string(0)))
      return .void
    }
    add(.`String.padding(toLength:withPad:startingAt:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = try call.receiverString()
      let length = try call.hostInt(0)
      let pad = Array(try call.string(1))
      let start = try call.hostInt(2)
      guard length >= 0 else { throw call.failure("'padding' expected a length of 0 or more") }
      if text.count >= length { return .string(String(text.prefix(length))) }
      guard !pad.isEmpty, start >= 0, start < pad.count else {
        throw call.failure("'padding' expected a pad index inside the pad string")
      }
      var out = text
      var i = start
      while out.count < length {
        out.append(pad[i])
        i = (i + 1) % pad.count
      }
      return .string(out)
    }
  }

  private mutating func addCharacters() {
    add(.`Character.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let s = try call.string(0)
      guard s.count == 1, let c = s.first else {
        throw call.failure(
          s.isEmpty
            ? "Can't form a Character from an empty String"
            : "Can't form a Character from a String containing more than one extended grapheme cluster")
      }
      return .character(c)
    }
    func character(_ key: SurfaceKey, _ f: @escaping (Character) -> Value) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        guard case .character(let c) = call.plainReceiver else {
          let s = try call.receiverString()
          guard let c = s.first, s.count == 1 else {
            throw call.failure("'\(call.key)' expected a Character")
          }
          return f(c)
        }
        return f(c)
      }
    }
    character(.`Character.description`) { .string(String($0)) }
    character(.`Character.isLetter`) { .bool($0.isLetter) }
    character(.`Character.isNumber`) { .bool($0.isNumber) }
    character(.`Character.isUppercase`) { .bool($0.isUppercase) }
    character(.`Character.isWhitespace`) { .bool($0.isWhitespace) }
    character(.`Character.isLowercase`) { .bool($0.isLowercase) }
    character(.`Character.isPunctuation`) { .bool($0.isPunctuation) }
    character(.`Character.isSymbol`) { .bool($0.isSymbol) }
    character(.`Character.isNewline`) { .bool($0.isNewline) }
    character(.`Character.isHexDigit`) { .bool($0.isHexDigit) }
    character(.`Character.isASCII`) { .bool($0.isASCII) }
    character(.`Character.asciiValue`) { .optional($0.asciiValue.map { .int(Int($0)) }) }
    character(.`Character.wholeNumberValue`) { .optional($0.wholeNumberValue.map { .int($0) }) }
    character(.`Character.hexDigitValue`) { .optional($0.hexDigitValue.map { .int($0) }) }
    character(.`Character.uppercased()`) { .string($0.uppercased()) }
    character(.`Character.lowercased()`) { .string($0.lowercased()) }
  }
}

/// Foundation's string methods, over Swift's `Character`s (so a match never splits a
/// grapheme cluster, where Foundation compares UTF-16 code units).
enum Text {
  /// Whether `text` contains `part`. As with Foundation (which SwiftUI code imports), an
  /// empty `part` is not contained.
  static func contains(_ text: String, _ part: String) -> Bool {
    !ranges(of: Array(part), in: Array(text)).isEmpty
  }

  /// The starts of the non-overlapping occurrences of `part` in `text`, left to right.
  static func ranges(of part: [Character], in text: [Character]) -> [Int] {
    guard !part.isEmpty, part.count <= text.count else { return [] }
    var starts: [Int] = []
    var i = 0
    while i + part.count <= text.count {
      if text[i] == part[0] && Array(text[i..<i + part.count]) == part {
        starts.append(i)
        i += part.count
      } else {
        i += 1
      }
    }
    return starts
  }

  /// `components(separatedBy:)`: the pieces between occurrences, empty ones kept.
  static func components(_ text: String, separatedBy separator: String) -> [String] {
    let characters = Array(text)
    let part = Array(separator)
    var pieces: [String] = []
    var start = 0
    for s in ranges(of: part, in: characters) {
      pieces.append(String(characters[start..<s]))
      start = s + part.count
    }
    pieces.append(String(characters[start...]))
    return pieces
  }

  /// `replacingOccurrences(of:with:)`.
  static func replacing(_ text: String, _ target: String, with replacement: String) -> String {
    components(text, separatedBy: target).joined(separator: target.isEmpty ? "" : replacement)
  }

  /// Foundation's `capitalized`: the first character of each word (words are separated by
  /// whitespace) in upper case, the rest in lower case.
  static func capitalized(_ text: String) -> String {
    var out = ""
    var atWordStart = true
    for c in text {
      if c.isWhitespace {
        out.append(c)
        atWordStart = true
      } else {
        out += atWordStart ? String(c).uppercased() : String(c).lowercased()
        atWordStart = false
      }
    }
    return out
  }
}
