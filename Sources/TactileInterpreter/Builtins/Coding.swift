import TactileUIIR

/// `Codable` with `JSONDecoder` and `JSONEncoder` (docs/runtime-values.md, "Codable").
///
/// A type is named as the lowering names it (`Int`, `#3` for user type 3, `Array<#3>`, or a
/// user type's value `.type(3)`); user types decode through their own `init(from:)` when they
/// write one, else through the conformance Swift synthesises from their stored properties and
/// `CodingKeys`. Decoders, encoders and containers are records; an encoder's output lives in
/// cells its containers share, so `var container = encoder.container(keyedBy:)` writes through.
extension BuiltinRegistry {
  mutating func addCoding() {
    addCoders()
    addDecodingContainers()
    addEncodingContainers()
  }

  private mutating func addCoders() {
    add(.`JSONDecoder.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      coder(
        "JSONDecoder",
        ["keyDecodingStrategy": .symbol("useDefaultKeys"), "dateDecodingStrategy": .symbol("deferredToDate")])
    }
    add(.`JSONEncoder.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      coder(
        "JSONEncoder",
        [
          "outputFormatting": OptionSets.value("JSONEncoder.OutputFormatting", 0),
          "keyEncodingStrategy": .symbol("useDefaultKeys"), "dateEncodingStrategy": .symbol("deferredToDate"),
        ])
    }
    for key: SurfaceKey in [
      .`JSONDecoder.keyDecodingStrategy`, .`JSONDecoder.dateDecodingStrategy`,
      .`JSONEncoder.outputFormatting`,
      .`JSONEncoder.keyEncodingStrategy`, .`JSONEncoder.dateEncodingStrategy`,
    ] {
      let name = key.memberName
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        coderSettings(call.plainReceiver)[name] ?? .void
      }
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        guard case .record(let r) = unwrapped(container), case .cell(let cell)? = r["settings"],
          case .record(var settings) = cell.value, let i = settings.labels.firstIndex(of: name)
        else { return container }
        settings.fields[i] = unwrapped(value)
        cell.value = .record(settings)
        return container
      }
    }
    add(.`JSONDecoder.decode(_:from:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let options = CodingOptions(coderSettings(call.plainReceiver))
      guard let json = JSON.parse(try bytes(try call.plain(1), call)) else {
        throw decodingError(
          "dataCorrupted", [], context([], "The given data was not valid JSON."), at: call.at)
      }
      return try call.interpreter.decode(try call.plain(0), json, path: [], options, at: call.at)
    }
    add(.`JSONEncoder.encode(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let settings = coderSettings(call.plainReceiver)
      let options = CodingOptions(settings)
      let json = try call.interpreter.encode(try call.argument(0), path: [], options, at: call.at)
      let bits = settings["outputFormatting"].flatMap { OptionSets.bits($0) } ?? 0
      let text = JSON.write(json, pretty: bits & 1 != 0, sorted: bits & 2 != 0, escapeSlashes: bits & 8 == 0)
      return data(Array(text.utf8))
    }
    add([.`CodingKey.stringValue`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(call.interpreter.codingKey(call.plainReceiver))
    }
    add([.`CodingKey.intValue`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .record(let r) = call.plainReceiver, let i = r["intValue"] { return i }
      return .optional(nil)
    }
    add([.`DecodingError.Context.init(codingPath:debugDescription:underlyingError:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      context(try call.elements(0), try call.string(1))
    }
    add([.`EncodingError.Context.init(codingPath:debugDescription:underlyingError:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "EncodingError.Context", labels: ["codingPath", "debugDescription", "underlyingError"],
          fields: [.array(try call.elements(0)), .string(try call.string(1)), .optional(nil)]))
    }
    addRecordFields([
      .`DecodingError.Context.codingPath`, .`DecodingError.Context.debugDescription`,
      .`DecodingError.Context.underlyingError`, .`EncodingError.Context.codingPath`,
      .`EncodingError.Context.debugDescription`, .`EncodingError.Context.underlyingError`,
    ])
  }

  private mutating func addDecodingContainers() {
    add([
      .`Decoder.codingPath`, .`KeyedDecodingContainer.codingPath`, .`SingleValueDecodingContainer.codingPath`,
      .`UnkeyedDecodingContainer.codingPath`, .`Encoder.codingPath`, .`KeyedEncodingContainer.codingPath`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, let path = r["path"] else { return .array([]) }
      return path
    }
    add(.`Decoder.container(keyedBy:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let state = try DecodingState(call.plainReceiver, call)
      guard case .record = state.json else {
        throw typeMismatch("Dictionary<String, Any>", state.json, state.path, at: call.at)
      }
      return state.record("KeyedDecodingContainer")
    }
    add(.`Decoder.singleValueContainer()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try DecodingState(call.plainReceiver, call).record("SingleValueDecodingContainer")
    }
    add(.`Decoder.unkeyedContainer()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let state = try DecodingState(call.plainReceiver, call)
      guard case .array = state.json else {
        throw typeMismatch("Array<Any>", state.json, state.path, at: call.at)
      }
      return state.record("UnkeyedDecodingContainer")
    }
    add(.`KeyedDecodingContainer.allKeys`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      // The keys of the object that name a case of the container's key type are not known
      // here; the JSON's keys as plain coding keys.
      let state = try DecodingState(call.plainReceiver, call)
      guard case .record(let object) = state.json else { return .array([]) }
      return .array(object.labels.map { codingKeyValue($0) })
    }
    add(.`KeyedDecodingContainer.contains(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let state = try DecodingState(call.plainReceiver, call)
      return .bool(state.member(call.interpreter.codingKey(try call.plain(0))) != nil)
    }
    add([.`KeyedDecodingContainer.decode(_:forKey:)`, .`KeyedDecodingContainer.decodeIfPresent(_:forKey:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let state = try DecodingState(call.plainReceiver, call)
      let keyValue = try call.plain(1)
      let key = call.interpreter.codingKey(keyValue)
      let path = state.path + [call.interpreter.codingKeyDescription(keyValue)]
      let ifPresent = call.key.hasSuffix("IfPresent(_:forKey:)") || call.key.hasSuffix("IfPresent(_:)")
      guard let member = state.member(key) else {
        if ifPresent { return .optional(nil) }
        throw keyNotFound(call.interpreter.codingKeyDescription(keyValue), key, state.path, at: call.at)
      }
      if ifPresent {
        if case .void = member { return .optional(nil) }
        return .optional(
          try call.interpreter.decode(try call.plain(0), member, path: path, state.options, at: call.at))
      }
      return try call.interpreter.decode(try call.plain(0), member, path: path, state.options, at: call.at)
    }
    add(.`KeyedDecodingContainer.decodeNil(forKey:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let state = try DecodingState(call.plainReceiver, call)
      if case .void? = state.member(call.interpreter.codingKey(try call.plain(0))) { return .bool(true) }
      return .bool(false)
    }
    add([
      .`KeyedDecodingContainer.nestedContainer(keyedBy:forKey:)`,
      .`KeyedDecodingContainer.nestedUnkeyedContainer(forKey:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var state = try DecodingState(call.plainReceiver, call)
      let keyValue = try call.plain(call.arguments.count - 1)
      let key = call.interpreter.codingKey(keyValue)
      guard let member = state.member(key) else {
        throw keyNotFound(call.interpreter.codingKeyDescription(keyValue), key, state.path, at: call.at)
      }
      state.path.append(call.interpreter.codingKeyDescription(keyValue))
      state.json = member
      if call.key.hasSuffix("nestedUnkeyedContainer(forKey:)") {
        guard case .array = member else { throw typeMismatch("Array<Any>", member, state.path, at: call.at) }
        return state.record("UnkeyedDecodingContainer")
      }
      guard case .record = member else {
        throw typeMismatch("Dictionary<String, Any>", member, state.path, at: call.at)
      }
      return state.record("KeyedDecodingContainer")
    }
    add(.`SingleValueDecodingContainer.decodeNil()`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .void = try DecodingState(call.plainReceiver, call).json { return .bool(true) }
      return .bool(false)
    }
    add(.`SingleValueDecodingContainer.decode(_:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let state = try DecodingState(call.plainReceiver, call)
      return try call.interpreter.decode(
        try call.plain(0), state.json, path: state.path, state.options, at: call.at)
    }
    add([
      .`UnkeyedDecodingContainer.count`, .`UnkeyedDecodingContainer.isAtEnd`,
      .`UnkeyedDecodingContainer.currentIndex`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let state = try DecodingState(call.plainReceiver, call)
      guard case .array(let items) = state.json else { return .int(0) }
      switch call.key {
      case "UnkeyedDecodingContainer.count": return .optional(.int(items.count))
      case "UnkeyedDecodingContainer.isAtEnd": return .bool(state.index >= items.count)
      default: return .int(state.index)
      }
    }
    add([
      .`UnkeyedDecodingContainer.decode(_:)`, .`UnkeyedDecodingContainer.decodeIfPresent(_:)`,
      .`UnkeyedDecodingContainer.decodeNil()`, .`UnkeyedDecodingContainer.nestedContainer(keyedBy:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var state = try DecodingState(call.plainReceiver, call)
      guard case .array(let items) = state.json else { return .void }
      let path = state.path + [indexKey(state.index)]
      guard state.index < items.count else {
        if call.key.hasSuffix("IfPresent(_:forKey:)") || call.key.hasSuffix("IfPresent(_:)") {
          return .optional(nil)
        }
        throw decodingError(
          "valueNotFound", [.string("Any")],
          context(path, "Unkeyed container is at end."), at: call.at)
      }
      let item = items[state.index]
      var result: Value
      switch call.key {
      case "UnkeyedDecodingContainer.decodeNil()":
        guard case .void = item else { return .bool(false) }
        result = .bool(true)
      case "UnkeyedDecodingContainer.decodeIfPresent(_:)":
        if case .void = item {
          result = .optional(nil)
        } else {
          result = .optional(
            try call.interpreter.decode(try call.plain(0), item, path: path, state.options, at: call.at))
        }
      case "UnkeyedDecodingContainer.nestedContainer(keyedBy:)":
        guard case .record = item else {
          throw typeMismatch("Dictionary<String, Any>", item, path, at: call.at)
        }
        var nested = state
        nested.json = item
        nested.path = path
        nested.index = 0
        result = nested.record("KeyedDecodingContainer")
      default:
        result = try call.interpreter.decode(try call.plain(0), item, path: path, state.options, at: call.at)
      }
      state.index += 1
      call.receiver = state.record("UnkeyedDecodingContainer")
      return result
    }
  }

  private mutating func addEncodingContainers() {
    add(.`Encoder.container(keyedBy:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let state = try EncodingState(call.plainReceiver, call)
      if case .record = state.output.value {} else { state.output.value = JSON.object([], []) }
      return state.record("KeyedEncodingContainer")
    }
    add(.`Encoder.singleValueContainer()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try EncodingState(call.plainReceiver, call).record("SingleValueEncodingContainer")
    }
    add(.`Encoder.unkeyedContainer()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let state = try EncodingState(call.plainReceiver, call)
      if case .array = state.output.value {} else { state.output.value = .array([]) }
      return state.record("UnkeyedEncodingContainer")
    }
    add([
      .`KeyedEncodingContainer.encode(_:forKey:)`, .`KeyedEncodingContainer.encodeIfPresent(_:forKey:)`,
      .`KeyedEncodingContainer.encodeNil(forKey:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let state = try EncodingState(call.plainReceiver, call)
      let keyValue = try call.plain(call.arguments.count - 1)
      var value: Value = .void
      if call.key != "KeyedEncodingContainer.encodeNil(forKey:)" {
        let given = try call.argument(0)
        // `encodeIfPresent` leaves a nil out.
        if call.key.hasSuffix("IfPresent(_:forKey:)") || call.key.hasSuffix("IfPresent(_:)"),
          case .optional(nil) = given
        {
          return .void
        }
        value = try call.interpreter.encode(
          given, path: state.path + [call.interpreter.codingKeyDescription(keyValue)], state.options,
          at: call.at)
      }
      state.set(state.options.outputKey(call.interpreter.codingKey(keyValue)), value)
      return .void
    }
    add([
      .`KeyedEncodingContainer.nestedContainer(keyedBy:forKey:)`,
      .`KeyedEncodingContainer.nestedUnkeyedContainer(forKey:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var state = try EncodingState(call.plainReceiver, call)
      let keyValue = try call.plain(call.arguments.count - 1)
      let nested = Cell(
        call.key.hasSuffix("nestedUnkeyedContainer(forKey:)") ? .array([]) : JSON.object([], []))
      state.set(state.options.outputKey(call.interpreter.codingKey(keyValue)), .cell(nested))
      state.output = nested
      state.path.append(call.interpreter.codingKeyDescription(keyValue))
      return state.record(
        call.key.hasSuffix("nestedUnkeyedContainer(forKey:)")
          ? "UnkeyedEncodingContainer" : "KeyedEncodingContainer")
    }
    add([.`SingleValueEncodingContainer.encode(_:)`, .`SingleValueEncodingContainer.encodeNil()`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let state = try EncodingState(call.plainReceiver, call)
      state.output.value =
        call.arguments.isEmpty
        ? .void
        : try call.interpreter.encode(try call.argument(0), path: state.path, state.options, at: call.at)
      return .void
    }
    add([.`UnkeyedEncodingContainer.encode(_:)`, .`UnkeyedEncodingContainer.encodeNil()`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let state = try EncodingState(call.plainReceiver, call)
      guard case .array(var items) = state.output.value else { return .void }
      let value: Value =
        call.arguments.isEmpty
        ? .void
        : try call.interpreter.encode(
          try call.argument(0), path: state.path + [indexKey(items.count)], state.options, at: call.at)
      items.append(value)
      state.output.value = .array(items)
      return .void
    }
    add(.`UnkeyedEncodingContainer.count`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .array(let items) = try EncodingState(call.plainReceiver, call).output.value else {
        return .int(0)
      }
      return .int(items.count)
    }
  }
}

// MARK: - Options and states

/// A coder's settings, kept in a cell that its copies share (coders are classes).
private func coder(_ name: String, _ settings: KeyValuePairs<String, Value>) -> Value {
  let record = Record(name: "settings", labels: settings.map { $0.0 }, fields: settings.map { $0.1 })
  return .record(Record(name: name, labels: ["settings"], fields: [.cell(Cell(.record(record)))]))
}

func coderSettings(_ value: Value) -> [String: Value] {
  guard case .record(let r) = unwrapped(value), case .cell(let cell)? = r["settings"],
    case .record(let settings) = cell.value
  else { return [:] }
  var result: [String: Value] = [:]
  for (k, v) in zip(settings.labels, settings.fields) { result[k] = v }
  return result
}

/// How keys and dates are coded.
struct CodingOptions {
  var snakeCase = false
  var dates = "deferredToDate"

  init(_ settings: [String: Value]) {
    let keys = settings["keyDecodingStrategy"] ?? settings["keyEncodingStrategy"] ?? .void
    snakeCase = symbolName(keys).hasPrefix("convert")
    let dateStrategy = settings["dateDecodingStrategy"] ?? settings["dateEncodingStrategy"] ?? .void
    let name = symbolName(dateStrategy)
    if !name.isEmpty { dates = name }
  }

  init(_ value: Value) {
    guard case .record(let r) = value else { return }
    if case .bool(let b)? = r["snakeCase"] { snakeCase = b }
    if case .string(let s)? = r["dates"] { dates = s }
  }

  var value: Value {
    .record(
      Record(
        name: "CodingOptions", labels: ["snakeCase", "dates"], fields: [.bool(snakeCase), .string(dates)]))
  }

  /// The key written for a coding key (`convertToSnakeCase`).
  func outputKey(_ key: String) -> String { snakeCase ? JSON.snakeCase(key) : key }
}

/// A decoder or decoding container: the JSON it reads, where, and how.
private struct DecodingState {
  var json: Value
  var path: [Value]
  var options: CodingOptions
  var index = 0

  init(json: Value, path: [Value], options: CodingOptions) {
    self.json = json
    self.path = path
    self.options = options
  }

  init(_ value: Value, _ call: NativeCall) throws(RuntimeError) {
    guard case .record(let r) = value, let json = r["json"], case .array(let path)? = r["path"],
      let options = r["options"]
    else { throw call.failure("'\(call.key)' expected a decoder") }
    self.json = json
    self.path = path
    self.options = CodingOptions(options)
    if case .int(let i)? = r["index"] { index = i.hostInt }
  }

  func record(_ name: String) -> Value {
    .record(
      Record(
        name: name, labels: ["json", "path", "options", "index"],
        fields: [json, .array(path), options.value, .int(index)]))
  }

  /// The object's member for a key, after `convertFromSnakeCase`.
  func member(_ key: String) -> Value? {
    guard case .record(let object) = json else { return nil }
    for (k, v) in zip(object.labels, object.fields) where (options.snakeCase ? JSON.camelCase(k) : k) == key {
      return v
    }
    return nil
  }
}

/// An encoder or encoding container: the cell it writes its output to.
private struct EncodingState {
  var output: Cell
  var path: [Value]
  var options: CodingOptions

  init(output: Cell, path: [Value], options: CodingOptions) {
    self.output = output
    self.path = path
    self.options = options
  }

  init(_ value: Value, _ call: NativeCall) throws(RuntimeError) {
    guard case .record(let r) = value, case .cell(let output)? = r["output"],
      case .array(let path)? = r["path"],
      let options = r["options"]
    else { throw call.failure("'\(call.key)' expected an encoder") }
    self.output = output
    self.path = path
    self.options = CodingOptions(options)
  }

  func record(_ name: String) -> Value {
    .record(
      Record(
        name: name, labels: ["output", "path", "options"],
        fields: [.cell(output), .array(path), options.value]))
  }

  /// Sets a key of the object being written (a key set again keeps its place).
  func set(_ key: String, _ value: Value) {
    guard case .record(var object) = output.value else { return }
    object.set(key, value)
    output.value = .record(object)
  }
}

// MARK: - Errors

/// A coding key as Swift prints it in a coding path: `CodingKeys(stringValue: "name", intValue: nil)`.
private func codingKeyValue(_ key: String, type: String = "CodingKeys", int: Int? = nil) -> Value {
  .record(
    Record(
      name: type, labels: ["stringValue", "intValue"],
      fields: [.string(key), .optional(int.map { .int($0) })]))
}

/// The key of an array's element in a coding path.
private func indexKey(_ i: Int) -> Value { codingKeyValue("Index \(i)", type: "_CodingKey", int: i) }

func context(_ path: [Value], _ description: String) -> Value {
  .record(
    Record(
      name: "DecodingError.Context", labels: ["codingPath", "debugDescription", "underlyingError"],
      fields: [.array(path), .string(description), .optional(nil)]))
}

func decodingError(_ name: String, _ payload: [Value], _ context: Value, at: Int) -> RuntimeError {
  RuntimeError(
    thrown: .record(
      Record(
        name: "DecodingError." + name, labels: Array(repeating: "", count: payload.count + 1),
        fields: payload + [context])), at: at)
}

private func typeMismatch(_ type: String, _ found: Value, _ path: [Value], at: Int) -> RuntimeError {
  decodingError(
    "typeMismatch", [.string(type)],
    context(path, "Expected to decode \(type) but found \(JSON.kind(found)) instead."), at: at)
}

private func keyNotFound(_ keyValue: Value, _ key: String, _ path: [Value], at: Int) -> RuntimeError {
  let description = describeKey(keyValue)
  return decodingError(
    "keyNotFound", [keyValue],
    context(path, "No value associated with key \(description) (\"\(key)\")."), at: at)
}

/// `CodingKeys(stringValue: "name", intValue: nil)`.
func describeKey(_ key: Value) -> String {
  guard case .record(let r) = key, case .string(let s)? = r["stringValue"] else { return "" }
  var int = "nil"
  if case .optional(.int(let i)?)? = r["intValue"] { int = String(i) }
  return r.name + "(stringValue: \"" + s + "\", intValue: " + int + ")"
}

/// The message `localizedDescription` gives a `DecodingError`, or nil for other values.
func decodingErrorDescription(_ value: Value) -> String? {
  guard case .record(let r) = unwrapped(value), r.name.hasPrefix("DecodingError.") else { return nil }
  if r.name == "DecodingError.keyNotFound" || r.name == "DecodingError.valueNotFound" {
    return "The data couldn’t be read because it is missing."
  }
  return "The data couldn’t be read because it isn’t in the correct format."
}

// MARK: - Decoding and encoding

extension Interpreter {
  /// A coding key's string: a user enum case's raw value or name, or a key record's string.
  func codingKey(_ key: Value) -> String {
    switch unwrapped(key) {
    case .enumCase(let t, let i, _):
      let c = program.types[t].cases[i]
      if case .string(let raw)? = c.rawValue { return raw }
      return c.name
    case .record(let r):
      if case .string(let s)? = r["stringValue"] { return s }
      return ""
    case .string(let s): return s
    default: return ""
    }
  }

  /// A coding key as a path element: `CodingKeys(stringValue: "name", intValue: nil)`.
  func codingKeyDescription(_ key: Value) -> Value {
    if case .enumCase(let t, _, _) = unwrapped(key) {
      let name = program.types[t].name
      let short = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
      return codingKeyValue(codingKey(key), type: short)
    }
    if case .record = unwrapped(key) { return unwrapped(key) }
    return codingKeyValue(codingKey(key))
  }

  /// Decodes `json` as the type `type` names.
  func decode(_ type: Value, _ json: Value, path: [Value], _ options: CodingOptions, at: Int)
    throws(RuntimeError)
    -> Value
  {
    switch type {
    case .type(let t): return try decodeUser(t, json, path: path, options, at: at)
    case .string(let name): return try decode(named: name, json, path: path, options, at: at)
    default: throw RuntimeError("this type cannot be decoded in Tactile", at: at)
    }
  }

  private func decode(named name: String, _ json: Value, path: [Value], _ options: CodingOptions, at: Int)
    throws(RuntimeError) -> Value
  {
    if name.hasPrefix("#"), let t = Int(name.dropFirst()) {
      return try decodeUser(t, json, path: path, options, at: at)
    }
    let (base, arguments) = Self.splitTypeName(name)
    let shown = readableTypeName(name)
    if base == "Optional", arguments.count == 1 {
      if case .void = json { return .optional(nil) }
      return .optional(try decode(named: arguments[0], json, path: path, options, at: at))
    }
    if case .void = json {
      throw decodingError(
        "valueNotFound", [.string(shown)],
        context(path, "Expected \(shown) value but found null instead."), at: at)
    }
    switch base {
    case "Array", "Set":
      guard case .array(let items) = json, arguments.count == 1 else {
        throw typeMismatch("Array<Any>", json, path, at: at)
      }
      var result: [Value] = []
      for (i, item) in items.enumerated() {
        result.append(try decode(named: arguments[0], item, path: path + [indexKey(i)], options, at: at))
      }
      return base == "Set" ? .set(result) : .array(result)
    case "Dictionary":
      guard case .record(let object) = json, arguments.count == 2 else {
        throw typeMismatch("Dictionary<String, Any>", json, path, at: at)
      }
      var d = DictionaryValue()
      for (k, v) in zip(object.labels, object.fields) {
        var key: Value = .string(k)
        if arguments[0] == "Int" {
          guard let n = Int64(k) else { throw typeMismatch("Int", .string(k), path, at: at) }
          key = .int(n)
        }
        d.keys.append(key)
        d.values.append(
          try decode(
            named: arguments[1], v, path: path + [codingKeyValue(k, type: "_CodingKey")], options, at: at))
      }
      return .dictionary(d)
    case "Int":
      switch json {
      case .int: return json
      case .double(let d):
        guard d.rounded() == d, abs(d) < 9.2e18 else {
          throw decodingError(
            "dataCorrupted", [], context(path, "Parsed JSON number <\(JSON.number(d))> does not fit in Int."),
            at: at)
        }
        return .int(Int64(d))
      default: throw typeMismatch("Int", json, path, at: at)
      }
    case "Double", "Float", "CGFloat":
      switch json {
      case .int(let n): return .double(Double(n))
      case .double: return json
      default: throw typeMismatch(base, json, path, at: at)
      }
    case "String":
      guard case .string = json else { throw typeMismatch("String", json, path, at: at) }
      return json
    case "Bool":
      guard case .bool = json else { throw typeMismatch("Bool", json, path, at: at) }
      return json
    case "URL":
      guard case .string(let s) = json else { throw typeMismatch("String", json, path, at: at) }
      return url(s)
    case "UUID":
      guard case .string(let s) = json, s.count == 36 else {
        if case .string(let s) = json {
          throw decodingError(
            "dataCorrupted", [], context(path, "Attempted to decode UUID from invalid UUID string \(s)."),
            at: at)
        }
        throw typeMismatch("String", json, path, at: at)
      }
      return .record(Record(name: "UUID", labels: ["uuidString"], fields: [.string(s.uppercased())]))
    case "Date":
      return try decodeDate(json, path: path, options, at: at)
    case "NavigationPath.CodableRepresentation", "CodableRepresentation":
      // A flat array of strings: each element's type name, then its JSON text.
      guard case .array(let items) = json else { throw typeMismatch("Array<Any>", json, path, at: at) }
      for (i, item) in items.enumerated() {
        guard case .string = item else { throw typeMismatch("String", item, path + [indexKey(i)], at: at) }
      }
      guard items.count % 2 == 0 else {
        throw decodingError(
          "dataCorrupted", [],
          context(path, "Uneven number of items in NavigationPath.CodableRepresentation."),
          at: at)
      }
      return NavigationPathCoding.representation(items)
    default:
      throw RuntimeError("decoding '\(shown)' is not available in Tactile yet", at: at)
    }
  }

  private func decodeDate(_ json: Value, path: [Value], _ options: CodingOptions, at: Int)
    throws(RuntimeError)
    -> Value
  {
    let referenceOffset = 978_307_200.0
    if options.dates == "iso8601" {
      guard case .string(let s) = json else { throw typeMismatch("String", json, path, at: at) }
      guard let seconds = ISO8601.parse(s) else {
        throw decodingError(
          "dataCorrupted", [], context(path, "Expected date string to be ISO8601-formatted."), at: at)
      }
      return .date(seconds - referenceOffset)
    }
    let number: Double
    switch json {
    case .int(let n): number = Double(n)
    case .double(let d): number = d
    default: throw typeMismatch("Double", json, path, at: at)
    }
    switch options.dates {
    case "secondsSince1970": return .date(number - referenceOffset)
    case "millisecondsSince1970": return .date(number / 1000 - referenceOffset)
    default: return .date(number)
    }
  }

  private func decodeUser(_ t: Int, _ json: Value, path: [Value], _ options: CodingOptions, at: Int)
    throws(RuntimeError)
    -> Value
  {
    let info = program.types[t]
    if case .function(let f)? = info.witnesses["init(from:)"] {
      let decoder = DecodingState(json: json, path: path, options: options).record("Decoder")
      var selfValue = Value.void
      var arguments = [decoder]
      return try invoke(f, selfValue: &selfValue, arguments: &arguments, at: at)
    }
    if info.kind == .enumType {
      guard let rawType = info.rawType else {
        throw RuntimeError("decoding an enum without raw values is not available in Tactile yet", at: at)
      }
      let raw = try decode(named: rawType, json, path: path, options, at: at)
      for (i, c) in info.cases.enumerated() {
        let caseRaw: Value
        switch c.rawValue {
        case .string(let s)?: caseRaw = .string(s)
        case .int(let n)?: caseRaw = .int(n)
        case .double(let d)?: caseRaw = .double(d)
        default: caseRaw = rawType == "String" ? .string(c.name) : .int(i)
        }
        if valuesEqual(caseRaw, raw) { return .enumCase(type: t, index: i, payload: []) }
      }
      throw decodingError(
        "dataCorrupted", [],
        context(path, "Cannot initialize \(info.name) from invalid \(rawType) value \(describe(raw))"), at: at
      )
    }
    guard case .record = json else { throw typeMismatch("Dictionary<String, Any>", json, path, at: at) }
    let state = DecodingState(json: json, path: path, options: options)
    var fields: [Value] = []
    for (i, p) in info.properties.enumerated() {
      var value: Value
      if i < info.codingKeys.count, let key = info.codingKeys[i] {
        let type = info.codingTypes[i]
        let keyPath = path + [codingKeyValue(key)]
        if let member = state.member(key) {
          value = try decode(named: type, member, path: keyPath, options, at: at)
        } else if type.hasPrefix("Optional<") {
          value = .optional(nil)
        } else {
          throw keyNotFound(codingKeyValue(key), key, path, at: at)
        }
      } else if let f = p.initialValue {
        value = try evaluateInitialValue(f, at: at)
      } else {
        value = Self.unsetValue(p.storage)
      }
      fields.append(try wrapStorage(value, p, at: at))
    }
    if info.kind == .classType { return .object(Object(type: t, fields: fields)) }
    return .instance(Instance(type: t, fields: fields))
  }

  /// Encodes a value into a JSON tree.
  func encode(_ value: Value, path: [Value], _ options: CodingOptions, at: Int) throws(RuntimeError) -> Value
  {
    switch value {
    case .optional(nil), .void: return .void
    case .optional(let inner?): return try encode(inner, path: path, options, at: at)
    case .bool, .int, .string: return value
    case .double(let d):
      guard d.isFinite else {
        let context = Value.record(
          Record(
            name: "EncodingError.Context", labels: ["codingPath", "debugDescription", "underlyingError"],
            fields: [
              .array(path),
              .string(
                "Unable to encode Double.\(d.isNaN ? "nan" : d > 0 ? "infinity" : "-infinity") directly in JSON."
              ),
              .optional(nil),
            ]))
        throw RuntimeError(
          thrown: .record(
            Record(name: "EncodingError.invalidValue", labels: ["", ""], fields: [value, context])), at: at)
      }
      return value
    case .character(let c): return .string(String(c))
    case .array(let items), .set(let items):
      var result: [Value] = []
      for (i, item) in items.enumerated() {
        result.append(try encode(item, path: path + [indexKey(i)], options, at: at))
      }
      return .array(result)
    case .dictionary(let d):
      var keys: [String] = []
      var values: [Value] = []
      for (k, v) in zip(d.keys, d.values) {
        let key: String
        switch unwrapped(k) {
        case .string(let s): key = s
        case .int(let n): key = String(n)
        default:
          throw RuntimeError("only dictionaries with String or Int keys can be encoded in Tactile", at: at)
        }
        keys.append(key)
        values.append(try encode(v, path: path + [codingKeyValue(key, type: "_CodingKey")], options, at: at))
      }
      return JSON.object(keys, values)
    case .date(let seconds):
      let since1970 = seconds + 978_307_200
      switch options.dates {
      case "secondsSince1970": return .double(since1970)
      case "millisecondsSince1970": return .double(since1970 * 1000)
      case "iso8601": return .string(ISO8601.format(seconds))
      default: return .double(seconds)
      }
    case .record(let r):
      switch r.name {
      case "URL": return .string(describe(value))
      case "UUID": return r["uuidString"] ?? .void
      case NavigationPathCoding.recordName: return .array(NavigationPathCoding.items(value) ?? [])
      case "Data":
        guard case .array(let items)? = r["bytes"] else { return .string("") }
        return .string(
          Base64.encode(items.map { v in if case .int(let n) = v { UInt8(n & 255) } else { 0 } }))
      default: break
      }
    case .cell(let c): return try encode(c.value, path: path, options, at: at)
    case .instance, .object, .enumCase:
      return try encodeUser(value, path: path, options, at: at)
    default: break
    }
    throw RuntimeError("encoding this value is not available in Tactile yet", at: at)
  }

  private func encodeUser(_ value: Value, path: [Value], _ options: CodingOptions, at: Int)
    throws(RuntimeError)
    -> Value
  {
    let t: Int
    switch value {
    case .instance(let i): t = i.type
    case .object(let o): t = o.type
    case .enumCase(let type, _, _): t = type
    default: return .void
    }
    let info = program.types[t]
    if case .function(let f)? = info.witnesses["encode(to:)"] {
      let output = Cell(.void)
      let encoder = EncodingState(output: output, path: path, options: options).record("Encoder")
      var selfValue = value
      var arguments = [encoder]
      _ = try invoke(f, selfValue: &selfValue, arguments: &arguments, at: at)
      // An encoder nothing was written to gives an empty object, as Foundation's does.
      if case .void = output.value { return JSON.object([], []) }
      return output.value
    }
    if case .enumCase(_, let index, _) = value {
      guard let rawType = info.rawType else {
        throw RuntimeError("encoding an enum without raw values is not available in Tactile yet", at: at)
      }
      switch info.cases[index].rawValue {
      case .string(let s)?: return .string(s)
      case .int(let n)?: return .int(n)
      case .double(let d)?: return .double(d)
      default: return rawType == "String" ? .string(info.cases[index].name) : .int(index)
      }
    }
    var keys: [String] = []
    var values: [Value] = []
    for (i, p) in info.properties.enumerated() {
      guard i < info.codingKeys.count, let key = info.codingKeys[i] else { continue }
      let field = readWrapped(self.field(value, i))
      // The synthesised `encode(to:)` uses `encodeIfPresent` for optionals: nil leaves the key out.
      if case .optional(nil) = field, p.storage == .plain { continue }
      keys.append(options.outputKey(key))
      values.append(try encode(field, path: path + [codingKeyValue(key)], options, at: at))
    }
    return JSON.object(keys, values)
  }

  /// `Array<#3>` → ("Array", ["#3"]).
  static func splitTypeName(_ name: String) -> (String, [String]) {
    guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return (name, []) }
    let base = String(name[..<open])
    let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for c in inner {
      if c == "<" { depth += 1 }
      if c == ">" { depth -= 1 }
      if c == ",", depth == 0 {
        arguments.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    arguments.append(current)
    return (base, arguments)
  }

  /// A coding type name as Swift prints it in messages (`#3` becomes the type's name).
  func readableTypeName(_ name: String) -> String {
    if name.hasPrefix("#"), let t = Int(name.dropFirst()), t < program.types.count {
      return program.types[t].name
    }
    let (base, arguments) = Self.splitTypeName(name)
    if arguments.isEmpty { return base }
    return base + "<" + arguments.map { readableTypeName($0) }.joined(separator: ", ") + ">"
  }
}

/// ISO 8601 dates as `ISO8601DateFormatter`'s default writes and reads them
/// (`2024-01-05T10:00:00Z`, or with an offset `+01:00`).
enum ISO8601 {
  /// Seconds since 1970, or nil when the text is not in the format.
  static func parse(_ text: String) -> Double? {
    let c = Array(text.utf8)
    func digits(_ from: Int, _ count: Int) -> Int? {
      guard from + count <= c.count else { return nil }
      var n = 0
      for b in c[from..<from + count] {
        guard b >= 0x30, b <= 0x39 else { return nil }
        n = n * 10 + Int(b - 0x30)
      }
      return n
    }
    guard c.count >= 20, let year = digits(0, 4), c[4] == 0x2D, let month = digits(5, 2), c[7] == 0x2D,
      let day = digits(8, 2), c[10] == UInt8(ascii: "T"), let hour = digits(11, 2), c[13] == 0x3A,
      let minute = digits(14, 2), c[16] == 0x3A, let second = digits(17, 2),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    var offset = 0
    if c.count == 20, c[19] == UInt8(ascii: "Z") {
      offset = 0
    } else if c.count == 25, c[19] == UInt8(ascii: "+") || c[19] == UInt8(ascii: "-"), let oh = digits(20, 2),
      c[22] == 0x3A, let om = digits(23, 2)
    {
      offset = (oh * 3600 + om * 60) * (c[19] == UInt8(ascii: "+") ? 1 : -1)
    } else {
      return nil
    }
    // Days from 1970-01-01 to the civil date (Howard Hinnant's algorithm).
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset)
  }

  /// A date (seconds since the reference date) as `2024-01-05T10:00:00Z`.
  static func format(_ seconds: Double) -> String {
    // `describeDate` writes `2024-01-05 10:00:00 +0000`.
    let text = Interpreter.describeDate(seconds)
    let parts = text.split(separator: " ")
    guard parts.count == 3 else { return text }
    return String(parts[0]) + "T" + String(parts[1]) + "Z"
  }
}

/// Base64, as `Data` encodes itself in JSON.
enum Base64 {
  static func encode(_ bytes: [UInt8]) -> String {
    let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var out = ""
    var i = 0
    while i < bytes.count {
      let b0 = Int(bytes[i])
      let b1 = i + 1 < bytes.count ? Int(bytes[i + 1]) : 0
      let b2 = i + 2 < bytes.count ? Int(bytes[i + 2]) : 0
      out.append(table[b0 >> 2])
      out.append(table[((b0 & 3) << 4) | (b1 >> 4)])
      out.append(i + 1 < bytes.count ? table[((b1 & 15) << 2) | (b2 >> 6)] : "=")
      out.append(i + 2 < bytes.count ? table[b2 & 63] : "=")
      i += 3
    }
    return out
  }
}
