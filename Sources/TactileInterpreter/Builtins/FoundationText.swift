import TactileUIIR

extension BuiltinRegistry {
  /// Foundation's text APIs views use: character sets, `Scanner`, `String`'s indices (offsets in
  /// characters), `NSRange` (docs/runtime-values.md, "Foundation").
  mutating func addFoundationText() {
    addCharacterSets()
    addScanner()
    addStringIndices()
    add(.`_NSRange.init(location:length:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      nsRange(try call.int(0), try call.int(1))
    }
    add(.`_NSRange.init(_:in:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .range(.int(let lower), .int(let upper), let closed) = try call.plain(0) else {
        throw call.failure("'NSRange(_:in:)' expected a range of String indices")
      }
      // Offsets in UTF-16 code units, as NSString counts them.
      let text = Array(try call.string(1))
      let lowerOffset = min(lower.hostInt, text.count)
      let end = min(closed ? upper.hostInt + 1 : upper.hostInt, text.count)
      func utf16(_ characters: ArraySlice<Character>) -> Int { characters.reduce(0) { $0 + $1.utf16.count } }
      let start = utf16(text[..<lowerOffset])
      return nsRange(Int64(start), Int64(utf16(text[lowerOffset..<end])))
    }
    addRecordFields([.`_NSRange.location`, .`_NSRange.length`])
    constant(.`NSNotFound`, .int(Int64.max))
    // The canvas's locale: the United States in English, as a new simulator has it.
    add([.`Locale.current`, .`Locale.autoupdatingCurrent`, .`EnvironmentValues.locale`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      locale("en_US")
    }
    add(.`Locale.init(identifier:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      locale(try call.string(0))
    }
    addRecordField(.`Locale.identifier`, "identifier")
    add([
      .`Locale.languageCode`, .`Locale.regionCode`, .`Locale.currencyCode`, .`Locale.currencySymbol`,
      .`Locale.currency`,
    ]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, case .string(let id)? = r["identifier"] else {
        return .optional(nil)
      }
      let parts = id.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
      let region = parts.count > 1 ? parts[parts.count - 1] : nil
      switch call.key {
      case "Locale.languageCode": return .optional(parts.first.map { .string($0) })
      case "Locale.regionCode": return .optional(region.map { .string($0) })
      default:
        guard let region, let currency = Locales.currencies[region] else { return .optional(nil) }
        if call.key == "Locale.currencySymbol" { return .optional(.string(currency.symbol)) }
        if call.key == "Locale.currency" {
          return .optional(record("Locale.Currency", ["identifier": .string(currency.code)]))
        }
        return .optional(.string(currency.code))
      }
    }
    add(.`Locale.Currency.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Locale.Currency", ["identifier": .string(try call.string(0))])
    }
    addRecordField(.`Locale.Currency.identifier`, "identifier")
    add(.`Error.localizedDescription`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      // A `LocalizedError` of the program's says its own description.
      if case .optional(.string(let s)?) = try userErrorDescription(call) { return .string(s) }
      if let message = decodingErrorDescription(call.receiver) { return .string(message) }
      if case .record(let r) = unwrapped(call.receiver), r.name == "CocoaError",
        let message = r["localizedDescription"]
      {
        return message
      }
      if case .record(let r) = unwrapped(call.receiver), r.name.hasPrefix("EncodingError.") {
        return .string("The data couldn’t be written because it isn’t in the correct format.")
      }
      return .string("The operation couldn’t be completed. (\(call.interpreter.describe(call.receiver)))")
    }
  }

  private mutating func addCharacterSets() {
    addSymbols([
      .`CharacterSet.alphanumerics`, .`CharacterSet.letters`, .`CharacterSet.decimalDigits`,
      .`CharacterSet.whitespaces`, .`CharacterSet.whitespacesAndNewlines`, .`CharacterSet.newlines`,
      .`CharacterSet.punctuationCharacters`, .`CharacterSet.symbols`, .`CharacterSet.uppercaseLetters`,
      .`CharacterSet.lowercaseLetters`, .`CharacterSet.controlCharacters`,
    ])
    add(.`CharacterSet.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      characterSet(parts: [], characters: "", inverted: false)
    }
    add(.`CharacterSet.init(charactersIn:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      characterSet(parts: [], characters: try call.string(0), inverted: false)
    }
    add(.`CharacterSet.inverted`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .record(var r) = call.plainReceiver, r.name == "CharacterSet",
        case .bool(let inverted)? = r["inverted"]
      {
        r.fields[2] = .bool(!inverted)
        return .record(r)
      }
      return characterSet(parts: [call.plainReceiver], characters: "", inverted: true)
    }
    add(.`CharacterSet.union(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      characterSet(parts: [call.plainReceiver, try call.plain(0)], characters: "", inverted: false)
    }
    add(.`CharacterSet.contains(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .character(let c) = try call.plain(0), let scalar = c.unicodeScalars.first else {
        return .bool(false)
      }
      return .bool(CharacterSets.contains(call.plainReceiver, scalar))
    }
    add([.`CharacterSet.insert(charactersIn:)`, .`CharacterSet.remove(charactersIn:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = try call.string(0)
      if call.key.hasPrefix("CharacterSet.insert") {
        call.receiver = characterSet(parts: [call.plainReceiver], characters: text, inverted: false)
      } else {
        // Without the characters: not (not the set, or one of the characters).
        let removed = characterSet(parts: [call.plainReceiver], characters: "", inverted: true)
        call.receiver = characterSet(
          parts: [characterSet(parts: [removed], characters: text, inverted: false)], characters: "",
          inverted: true)
      }
      return .void
    }
    add(.`Character.unicodeScalars`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try call.receiverString().unicodeScalars.map { .character(Character($0)) })
    }
    add(.`Unicode.Scalar.value`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .character(let c) = call.plainReceiver, let scalar = c.unicodeScalars.first else {
        return .int(0)
      }
      return .int(Int(scalar.value))
    }
    addUnicodeScalars()
  }

  private mutating func addScanner() {
    add(.`Scanner.init(string:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "Scanner", labels: ["string", "position", "charactersToBeSkipped"],
          fields: [
            .string(try call.string(0)), .cell(Cell(.int(0))),
            .cell(Cell(.optional(.symbol("CharacterSet.whitespacesAndNewlines")))),
          ]))
    }
    addRecordField(.`Scanner.string`, "string")
    add(.`Scanner.isAtEnd`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var scanner = try ScannerState(call.plainReceiver, at: call.at)
      scanner.skip()
      return .bool(scanner.position >= scanner.text.count)
    }
    add(.`Scanner.charactersToBeSkipped`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, case .cell(let c)? = r["charactersToBeSkipped"] else {
        return .optional(nil)
      }
      return c.value
    }
    addSetter(.`Scanner.charactersToBeSkipped`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      if case .record(let r) = unwrapped(container), case .cell(let c)? = r["charactersToBeSkipped"] {
        c.value = value
      }
      return container
    }
    // The scan methods read from the position a cell shared by every copy of the scanner keeps,
    // after the characters to skip, and move it past what they read.
    add([.`Scanner.scanHexInt64(_:)`, .`Scanner.scanInt(_:)`, .`Scanner.scanDouble(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      var scanner = try ScannerState(call.plainReceiver, at: call.at)
      let value: Value?
      switch call.key {
      case "Scanner.scanHexInt64(_:)": value = scanner.scanInteger(hexadecimal: true)
      case "Scanner.scanInt(_:)": value = scanner.scanInteger(hexadecimal: false)
      default: value = scanner.scanDouble()
      }
      guard let value else { return .bool(false) }
      scanner.save()
      call.arguments[0] = value
      return .bool(true)
    }
    add([.`Scanner.scanUInt64(representation:)`, .`Scanner.scanInt(representation:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      var scanner = try ScannerState(call.plainReceiver, at: call.at)
      let hexadecimal =
        (try? call.plain(0)).map { valuesEqual($0, .symbol("Scanner.NumberRepresentation.hexadecimal")) }
        ?? false
      guard let value = scanner.scanInteger(hexadecimal: hexadecimal) else { return .optional(nil) }
      scanner.save()
      return .optional(value)
    }
    add(.`Scanner.scanDouble(representation:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var scanner = try ScannerState(call.plainReceiver, at: call.at)
      guard let value = scanner.scanDouble() else { return .optional(nil) }
      scanner.save()
      return .optional(value)
    }
    add(.`Scanner.scanString(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var scanner = try ScannerState(call.plainReceiver, at: call.at)
      scanner.skip()
      let wanted = Array(try call.string(0))
      guard !wanted.isEmpty, scanner.position + wanted.count <= scanner.text.count,
        Array(scanner.text[scanner.position..<(scanner.position + wanted.count)]) == wanted
      else { return .optional(nil) }
      scanner.position += wanted.count
      scanner.save()
      return .optional(.string(String(wanted)))
    }
    add([
      .`Scanner.scanCharacters(from:)`, .`Scanner.scanUpToCharacters(from:)`, .`Scanner.scanUpToString(_:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var scanner = try ScannerState(call.plainReceiver, at: call.at)
      scanner.skip()
      let start = scanner.position
      let argument = try call.plain(0)
      if call.key == "Scanner.scanUpToString(_:)" {
        guard case .string(let s) = argument else { return .optional(nil) }
        let wanted = Array(s)
        while scanner.position < scanner.text.count {
          let end = scanner.position + wanted.count
          if !wanted.isEmpty, end <= scanner.text.count, Array(scanner.text[scanner.position..<end]) == wanted
          {
            break
          }
          scanner.position += 1
        }
      } else {
        let inSet = call.key == "Scanner.scanCharacters(from:)"
        while scanner.position < scanner.text.count,
          CharacterSets.contains(argument, scanner.text[scanner.position]) == inSet
        {
          scanner.position += 1
        }
      }
      guard scanner.position > start else { return .optional(nil) }
      scanner.save()
      return .optional(.string(String(scanner.text[start..<scanner.position])))
    }
  }

  private mutating func addStringIndices() {
    add(.`String.enumerated()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(
        try call.receiverString().enumerated().map {
          .tuple([.int($0.offset), .character($0.element)], labels: ["offset", "element"])
        })
    }
    // Indices are character offsets: the characters from the lower to the upper bound go.
    add(.`String.replaceSubrange(_:with:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let characters = Array(try call.receiverString())
      guard let (lower, end) = indexBounds(try call.plain(0), count: characters.count) else {
        throw call.failure("'replaceSubrange' expected a range of indices")
      }
      guard lower >= 0, lower <= end, end <= characters.count else {
        throw call.failure("String index is out of bounds")
      }
      call.receiver = .string(
        String(characters[..<lower]) + (try call.string(1)) + String(characters[end...]))
      return .void
    }
    // A string's indices are its characters' offsets (docs/runtime-values.md).
    add(.`String.indices`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array((0..<(try call.receiverString().count)).map { .int($0) })
    }
    add([.`String.startIndex`, .`Substring.startIndex`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(0)
    }
    add([.`String.endIndex`, .`Substring.endIndex`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.receiverString().count)
    }
    add(.`String.index(after:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let i = try call.int(0)
      guard i < (try call.receiverString().count) else { throw call.failure("String index is out of bounds") }
      return .int(i + 1)
    }
    add(.`String.index(before:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let i = try call.int(0)
      guard i > 0 else { throw call.failure("String index is out of bounds") }
      return .int(i - 1)
    }
    add(.`String.index(_:offsetBy:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (i, overflow) = try call.int(0).addingReportingOverflow(try call.int(1))
      guard !overflow, i >= 0, i <= (try call.receiverString().count) else {
        throw call.failure("String index is out of bounds")
      }
      return .int(i)
    }
    add(.`String.distance(from:to:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.int(1) - (try call.int(0)))
    }
    add(.`String.firstIndex(of:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = try character(try call.plain(0), call)
      return .optional(Array(try call.receiverString()).firstIndex(of: c).map { .int($0) })
    }
    add(.`String.lastIndex(of:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = try character(try call.plain(0), call)
      return .optional(Array(try call.receiverString()).lastIndex(of: c).map { .int($0) })
    }
    add(.`String.remove(at:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var text = Array(try call.receiverString())
      let i = try call.hostInt(0)
      guard i >= 0, i < text.count else { throw call.failure("String index is out of bounds") }
      let removed = text.remove(at: i)
      call.receiver = .string(String(text))
      return .character(removed)
    }
    add(.`String.insert(_:at:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var text = Array(try call.receiverString())
      let i = try call.hostInt(1)
      guard i >= 0, i <= text.count else { throw call.failure("String index is out of bounds") }
      text.insert(try character(try call.plain(0), call), at: i)
      call.receiver = .string(String(text))
      return .void
    }
    add([.`String.removeFirst()`, .`String.removeLast()`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      var text = Array(try call.receiverString())
      guard !text.isEmpty else { throw call.failure("Can't remove items from an empty collection") }
      let removed = call.key == "String.removeFirst()" ? text.removeFirst() : text.removeLast()
      call.receiver = .string(String(text))
      return .character(removed)
    }
    add(.`String.removeAll()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = .string("")
      return .void
    }
    add(.`String.randomElement()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = Array(try call.receiverString())
      guard !text.isEmpty else { return .optional(nil) }
      return .optional(.character(text.randomElement(using: &call.interpreter.builtinState.random)!))
    }
    add(.`String.subscript(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = Array(try call.receiverString())
      switch try call.plain(0) {
      case .int(let n):
        let i = n.hostInt
        guard i >= 0, i < text.count else { throw call.failure("String index is out of bounds") }
        return .character(text[i])
      case let bounds:
        guard let (lower, end) = indexBounds(bounds, count: text.count) else {
          throw call.failure("'subscript' expected a String index or a range of them")
        }
        guard lower >= 0, lower <= end, end <= text.count else {
          throw call.failure("String index range is out of bounds")
        }
        return .string(String(text[lower..<end]))
      }
    }
    add(.`String.utf16`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "String.UTF16View", labels: ["count"], fields: [.int(try call.receiverString().utf16.count)]))
    }
    add(.`String.utf8`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "String.UTF8View", labels: ["count", "text"],
          fields: [.int(try call.receiverString().utf8.count), .string(try call.receiverString())]))
    }
    addRecordFields([.`String.UTF16View.count`, .`String.UTF8View.count`])
    add(.`String.range(of:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = Array(try call.receiverString())
      let part = Array(try call.string(0))
      guard let start = Text.ranges(of: part, in: text).first else { return .optional(nil) }
      return .optional(.range(.int(start), .int(start + part.count), closed: false))
    }
    add(.`String.rangeOfCharacter(from:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let set = try call.plain(0)
      guard let i = Array(try call.receiverString()).firstIndex(where: { CharacterSets.contains(set, $0) })
      else {
        return .optional(nil)
      }
      return .optional(.range(.int(i), .int(i + 1), closed: false))
    }
    add(.`String.filter(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let predicate = try call.closure(0)
      var out = ""
      for c in try call.receiverString() where try call.test(predicate, [.character(c)]) { out.append(c) }
      return .string(out)
    }
    add(.`String.lowercased(with:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.receiverString().lowercased())
    }
    add(.`String.localizedLowercase`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.receiverString().lowercased())
    }
    add(.`String.localizedUppercase`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.receiverString().uppercased())
    }
    add(.`String.localizedCapitalized`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(Text.capitalized(try call.receiverString()))
    }
  }
}

/// An `NSRange`.
func nsRange(_ location: Int64, _ length: Int64) -> Value {
  .record(Record(name: "NSRange", labels: ["location", "length"], fields: [.int(location), .int(length)]))
}

/// A character set made from others: the union of `parts` and `characters`, or its complement.
func characterSet(parts: [Value], characters: String, inverted: Bool) -> Value {
  .record(
    Record(
      name: "CharacterSet", labels: ["parts", "characters", "inverted"],
      fields: [.array(parts), .string(characters), .bool(inverted)]))
}

private func character(_ value: Value, _ call: NativeCall) throws(RuntimeError) -> Character {
  switch value {
  case .character(let c): return c
  case .string(let s) where s.count == 1: return s.first!
  default: throw call.failure("'\(call.key)' expected a Character")
  }
}

/// Membership in Foundation's character sets, by Unicode general category.
enum CharacterSets {
  /// Whether a character (its first scalar, as Foundation tests a scalar) is in `set`.
  static func contains(_ set: Value, _ c: Character) -> Bool {
    guard let scalar = c.unicodeScalars.first else { return false }
    return contains(set, scalar)
  }

  static func contains(_ set: Value, _ scalar: Unicode.Scalar) -> Bool {
    switch unwrapped(set) {
    case .symbol(let name):
      return named(name, scalar)
    case .record(let r) where r.name == "CharacterSet":
      var inside = false
      if case .string(let characters)? = r["characters"] {
        inside = characters.unicodeScalars.contains(scalar)
      }
      if !inside, case .array(let parts)? = r["parts"] { inside = parts.contains { contains($0, scalar) } }
      if case .bool(true)? = r["inverted"] { return !inside }
      return inside
    default:
      return false
    }
  }

  private static func named(_ name: String, _ scalar: Unicode.Scalar) -> Bool {
    let category = scalar.properties.generalCategory
    let isNewline = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
    switch name {
    case "CharacterSet.whitespaces": return category == .spaceSeparator || scalar.value == 0x09
    case "CharacterSet.newlines": return isNewline
    case "CharacterSet.whitespacesAndNewlines":
      return category == .spaceSeparator || scalar.value == 0x09 || isNewline
    case "CharacterSet.decimalDigits": return category == .decimalNumber
    case "CharacterSet.letters": return isLetter(category) || isMark(category)
    case "CharacterSet.alphanumerics": return isLetter(category) || isMark(category) || isNumber(category)
    case "CharacterSet.uppercaseLetters": return category == .uppercaseLetter || category == .titlecaseLetter
    case "CharacterSet.lowercaseLetters": return category == .lowercaseLetter
    case "CharacterSet.punctuationCharacters":
      switch category {
      case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
        .finalPunctuation, .otherPunctuation:
        return true
      default: return false
      }
    case "CharacterSet.symbols":
      switch category {
      case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return true
      default: return false
      }
    case "CharacterSet.controlCharacters": return category == .control || category == .format
    default: return false
    }
  }

  private static func isLetter(_ c: Unicode.GeneralCategory) -> Bool {
    switch c {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return false
    }
  }

  private static func isMark(_ c: Unicode.GeneralCategory) -> Bool {
    c == .nonspacingMark || c == .spacingMark || c == .enclosingMark
  }

  private static func isNumber(_ c: Unicode.GeneralCategory) -> Bool {
    c == .decimalNumber || c == .letterNumber || c == .otherNumber
  }
}

/// A `Scanner` value's text and position (the position lives in a cell shared by its copies).
struct ScannerState {
  let text: [Character]
  var position: Int
  let cell: Cell
  let skipped: Value

  init(_ value: Value, at: Int) throws(RuntimeError) {
    guard case .record(let r) = value, r.name == "Scanner", case .string(let s)? = r["string"],
      case .cell(let c)? = r["position"], case .int(let p) = c.value
    else { throw RuntimeError("expected a Scanner", at: at) }
    text = Array(s)
    position = p.hostInt
    cell = c
    if case .cell(let skip)? = r["charactersToBeSkipped"] {
      skipped = skip.value
    } else {
      skipped = .optional(nil)
    }
  }

  mutating func skip() {
    if case .optional(nil) = skipped { return }
    while position < text.count, CharacterSets.contains(skipped, text[position]) { position += 1 }
  }

  func save() { cell.value = .int(position) }

  /// An integer (with an optional sign; hexadecimal digits after an optional `0x`), or nil
  /// (and the position unchanged) when none is there.
  mutating func scanInteger(hexadecimal: Bool) -> Value? {
    skip()
    var i = position
    var negative = false
    if !hexadecimal, i < text.count, text[i] == "-" || text[i] == "+" {
      negative = text[i] == "-"
      i += 1
    }
    if hexadecimal, i + 1 < text.count, text[i] == "0", text[i + 1] == "x" || text[i + 1] == "X" { i += 2 }
    let radix = hexadecimal ? 16 : 10
    var value: Int64 = 0
    var digits = 0
    while i < text.count, let d = text[i].hexDigitValue, d < radix {
      let (m, o1) = value.multipliedReportingOverflow(by: Int64(radix))
      let (a, o2) = m.addingReportingOverflow(Int64(d))
      value = o1 || o2 ? Int64.max : a
      digits += 1
      i += 1
    }
    guard digits > 0 else { return nil }
    position = i
    return .int(negative ? -value : value)
  }

  /// A decimal number with an optional sign, fraction and exponent, or nil.
  mutating func scanDouble() -> Value? {
    skip()
    var i = position
    var text = ""
    if i < self.text.count, self.text[i] == "-" || self.text[i] == "+" {
      text.append(self.text[i])
      i += 1
    }
    var digits = 0
    while i < self.text.count, self.text[i].isASCII, self.text[i].isWholeNumber || self.text[i] == "." {
      text.append(self.text[i])
      if self.text[i] != "." { digits += 1 }
      i += 1
    }
    guard digits > 0, let d = Double(text) else { return nil }
    position = i
    return .double(d)
  }
}

/// A `Locale`: its identifier.
func locale(_ identifier: String) -> Value {
  record("Locale", ["identifier": .string(identifier)])
}

/// The currencies of the regions a locale names most often (ISO 4217 codes and their symbols
/// in English).
enum Locales {
  static let currencies: [String: (code: String, symbol: String)] = [
    "US": ("USD", "$"), "GB": ("GBP", "£"), "DE": ("EUR", "€"), "FR": ("EUR", "€"), "ES": ("EUR", "€"),
    "IT": ("EUR", "€"), "NL": ("EUR", "€"), "IE": ("EUR", "€"), "JP": ("JPY", "¥"), "CN": ("CNY", "CN¥"),
    "IN": ("INR", "₹"), "CA": ("CAD", "CA$"), "AU": ("AUD", "A$"), "BR": ("BRL", "R$"), "KR": ("KRW", "₩"),
    "CH": ("CHF", "CHF"), "MX": ("MXN", "MX$"), "RU": ("RUB", "RUB"), "SE": ("SEK", "SEK"),
  ]
}

extension BuiltinRegistry {
  /// `Unicode.Scalar` (`UnicodeScalar`), held as the one-scalar `Character` it makes: the
  /// failable initializers from a number, a string's `unicodeScalars`, and the properties the
  /// preview can tell cheaply (docs/runtime-values.md, "Unicode scalars").
  fileprivate mutating func addUnicodeScalars() {
    add(.`Unicode.Scalar.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      // Nil for a number that is no scalar: a surrogate, or above U+10FFFF.
      let n = try call.int(0)
      guard n >= 0, n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else { return .optional(nil) }
      return .optional(.character(Character(scalar)))
    }
    add(.`Unicode.Scalar.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.receiverString())
    }
    add(.`Unicode.Scalar.isASCII`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool((scalarOf(call.plainReceiver)?.value ?? 0x80) < 0x80)
    }
    add(.`Unicode.Scalar.properties`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "Unicode.Scalar.Properties", labels: ["scalar"], fields: [call.plainReceiver]))
    }
    func property(_ key: SurfaceKey, _ test: @escaping (Unicode.Scalar) -> Bool) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        guard case .record(let r) = call.plainReceiver, let v = r["scalar"], let s = scalarOf(v) else {
          return .bool(false)
        }
        return .bool(test(s))
      }
    }
    property(.`Unicode.Scalar.Properties.isEmoji`) { isEmojiScalar($0.value) }
    property(.`Unicode.Scalar.Properties.isEmojiPresentation`) { isEmojiPresentationScalar($0.value) }
    property(.`Unicode.Scalar.Properties.isAlphabetic`) { Character($0).isLetter }
    property(.`Unicode.Scalar.Properties.isWhitespace`) { Character($0).isWhitespace }
    property(.`Unicode.Scalar.Properties.isUppercase`) { Character($0).isUppercase }
    property(.`Unicode.Scalar.Properties.isLowercase`) { Character($0).isLowercase }
    add(.`String.unicodeScalars`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try call.receiverString().unicodeScalars.map { .character(Character($0)) })
    }
  }
}

/// The scalar a runtime `Unicode.Scalar` (a one-scalar character) holds.
private func scalarOf(_ value: Value) -> Unicode.Scalar? {
  switch unwrapped(value) {
  case .character(let c): return c.unicodeScalars.first
  case .string(let s): return s.unicodeScalars.first
  default: return nil
  }
}

/// Unicode's `Emoji` property, by its main blocks: the pictographs, dingbats and symbols,
/// regional indicators, and the keycap bases `#`, `*` and the digits (which have it too).
private func isEmojiScalar(_ v: UInt32) -> Bool {
  if v == 0x23 || v == 0x2A || (0x30...0x39).contains(v) || v == 0xA9 || v == 0xAE { return true }
  return isEmojiPresentationScalar(v) || (0x2190...0x21FF).contains(v) || (0x2300...0x23FF).contains(v)
    || (0x2600...0x27BF).contains(v) || (0x2B00...0x2BFF).contains(v) || v == 0x203C || v == 0x2049
    || v == 0x2122 || v == 0x2139 || v == 0x3030 || v == 0x303D || v == 0x3297 || v == 0x3299
}

/// Unicode's `Emoji_Presentation` (drawn as an emoji by default), by its main blocks.
private func isEmojiPresentationScalar(_ v: UInt32) -> Bool {
  (0x1F300...0x1F64F).contains(v) || (0x1F680...0x1F6FF).contains(v) || (0x1F900...0x1FAFF).contains(v)
    || (0x1F1E6...0x1F1FF).contains(v) || (0x1F004 == v) || (0x1F0CF == v) || (0x1F18E == v)
    || (0x1F191...0x1F19A).contains(v) || (0x1F7E0...0x1F7EB).contains(v)
}
