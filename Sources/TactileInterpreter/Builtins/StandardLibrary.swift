import TactileGestures
import TactileUIIR

extension BuiltinRegistry {
  /// The standard library's conversions, methods and free functions (see
  /// docs/runtime-values.md for how values are represented).
  mutating func addStandardLibrary() {
    addNumbers()
    addMath()
    addStrings()
    addArrays()
    addFoundationText()
    addFoundationServices()
    addCoding()
    addUIKitApplication()
    addFormatting()
    addSharePreview()
    addDictionaries()
    addSets()
    addHashing()
    addRanges()
    addRangeSets()
    addOptionals()
    addResults()
    addGlobalFunctions()
    addProtocolMembers()
  }

  /// `Result`: its cases are records named after them (`Result.success` with the value, as
  /// every builtin enum case with a payload is).
  private mutating func addResults() {
    func result(_ success: Bool, _ value: Value) -> Value {
      .record(Record(name: success ? "Result.success" : "Result.failure", labels: [""], fields: [value]))
    }
    func cases(_ call: NativeCall) throws(RuntimeError) -> (success: Bool, value: Value) {
      guard case .record(let r) = call.plainReceiver, r.fields.count == 1,
        r.name == "Result.success" || r.name == "Result.failure"
      else { throw call.failure("'\(call.key)' expected a Result") }
      return (r.name == "Result.success", r.fields[0])
    }
    add(.`Result.init(catching:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let body = try call.closure(0)
      do throws(RuntimeError) {
        return result(true, try call.invoke(body, []))
      } catch {
        guard let thrown = error.thrown else { throw error }
        return result(false, thrown)
      }
    }
    add(.`Result.get()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (success, value) = try cases(call)
      if success { return value }
      throw RuntimeError(thrown: value, at: call.at)
    }
    add([.`Result.map(_:)`, .`Result.mapError(_:)`, .`Result.flatMap(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (success, value) = try cases(call)
      let transform = try call.closure(0)
      switch call.key {
      case "Result.map(_:)":
        return success ? result(true, try call.invoke(transform, [value])) : call.plainReceiver
      case "Result.mapError(_:)":
        return success ? call.plainReceiver : result(false, try call.invoke(transform, [value]))
      default: return success ? try call.invoke(transform, [value]) : call.plainReceiver
      }
    }
  }

  private mutating func addOptionals() {
    add(.`Optional.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(call.arguments.first ?? .void)
    }
    add(.`Optional.map(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .optional(let wrapped) = call.receiver else {
        return .optional(try call.invoke(try call.closure(0), [call.receiver]))
      }
      guard let wrapped else { return .optional(nil) }
      return .optional(try call.invoke(try call.closure(0), [wrapped]))
    }
    add(.`Optional.flatMap(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var wrapped = call.receiver
      if case .optional(let inner) = call.receiver {
        guard let inner else { return .optional(nil) }
        wrapped = inner
      }
      let result = try call.invoke(try call.closure(0), [wrapped])
      if case .optional = result { return result }
      return .optional(result)
    }
  }

  private mutating func addGlobalFunctions() {
    // Class identity: the same instance (`nil === nil` too).
    func identical(_ call: NativeCall) throws(RuntimeError) -> Bool {
      switch (try call.plain(0), try call.plain(1)) {
      case (.object(let a), .object(let b)): return a === b
      case (.optional(nil), .optional(nil)): return true
      default: return false
      }
    }
    add(.`===(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .bool(try identical(call)) }
    add(.`!==(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(!(try identical(call)))
    }
    add(.`swap(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.arguments.swapAt(0, 1)
      return .void
    }
    add(.`fatalError(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let message = try call.string(0)
      throw call.failure(message.isEmpty ? "Fatal error" : "Fatal error: " + message)
    }
    add(.`precondition(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if try call.bool(0) { return .void }
      let message = try call.string(1)
      throw call.failure(message.isEmpty ? "Precondition failed" : "Precondition failed: " + message)
    }
    add(.`assert(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if try call.bool(0) { return .void }
      let message = try call.string(1)
      throw call.failure(message.isEmpty ? "Assertion failed" : "Assertion failed: " + message)
    }
    add(.`type(of:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(call.interpreter.typeName(try call.argument(0)))
    }
  }

  /// Members that the interface declares on protocols (`CustomStringConvertible.description`,
  /// `CaseIterable.allCases`, …) for values of any type.
  private mutating func addProtocolMembers() {
    add(.`CustomStringConvertible.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(call.interpreter.describe(call.receiver))
    }
    add(.`Identifiable.id`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try call.interpreter.identifier(of: call.plainReceiver, at: call.at)
    }
    add(.`RawRepresentable.rawValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .enumCase(let t, let index, _) = call.plainReceiver else {
        throw call.failure("'rawValue' expected an enum case")
      }
      return call.interpreter.rawValue(type: t, case: index)
    }
    add(.`CaseIterable.allCases`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let program = call.interpreter.program
      var type: Int?
      if case .type(let t) = call.plainReceiver {
        type = t
      } else {
        // The interface's static members come without their type; a program with one enum
        // whose cases carry no values has only one candidate.
        let candidates = program.types.indices.filter { t in
          program.types[t].kind == .enumType && !program.types[t].cases.isEmpty
            && program.types[t].cases.allSatisfy { $0.labels.isEmpty }
        }
        if candidates.count == 1 { type = candidates[0] }
      }
      guard let type else {
        throw call.failure("'allCases' needs its enum type, which the program does not say")
      }
      return .array(program.types[type].cases.indices.map { .enumCase(type: type, index: $0, payload: []) })
    }
  }
}

extension Interpreter {
  /// The name `type(of:)` prints: `Int`, `Array<String>`, `Optional<Int>`, a user type's name.
  /// Element types come from the first element (`Array<Any>` when empty); `Float` and `CGFloat`
  /// values are `Double`s.
  package func typeName(_ value: Value) -> String {
    func elementName(_ items: [Value]) -> String { items.first.map(typeName) ?? "Any" }
    switch value {
    case .void: return "()"
    case .bool: return "Bool"
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .character: return "Character"
    case .optional(let inner): return "Optional<" + (inner.map(typeName) ?? "Any") + ">"
    case .tuple(let items, let labels):
      let parts = items.indices.map { i in
        (i < labels.count ? labels[i].map { $0 + ": " } ?? "" : "") + typeName(items[i])
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .array(let items): return "Array<" + elementName(items) + ">"
    case .set(let items): return "Set<" + elementName(items) + ">"
    case .dictionary(let d): return "Dictionary<" + elementName(d.keys) + ", " + elementName(d.values) + ">"
    case .range(let a, _, let closed): return (closed ? "ClosedRange<" : "Range<") + typeName(a) + ">"
    case .instance(let i): return program.types[i.type].name
    case .object(let o): return program.types[o.type].name
    case .enumCase(let t, _, _): return program.types[t].name
    case .function: return "Function"
    case .point: return "CGPoint"
    case .size: return "CGSize"
    case .rect: return "CGRect"
    case .angle: return "Angle"
    case .record(let r): return r.name
    case .symbol(let key):
      if let dot = key.lastIndex(of: ".") { return String(key[..<dot]) }
      return key
    case .view: return "View"
    case .gesture: return "Gesture"
    case .binding(let b): return "Binding<" + typeName(b.get()) + ">"
    case .cell(let c): return typeName(c.value)
    case .gestureState(let s): return "GestureState<" + typeName(s.value) + ">"
    case .keyPath: return "KeyPath"
    case .type(let t): return program.types[t].name + ".Type"
    case .date: return "Date"
    }
  }

  /// `id` of an `Identifiable` value: its `id` property, computed or stored.
  func identifier(of value: Value, at location: Int) throws(RuntimeError) -> Value {
    guard let type = value.userType else { return value }
    let info = program.types[type]
    if let getter = info.identifierGetter {
      var selfValue = value
      var arguments: [Value] = []
      return try invoke(getter, selfValue: &selfValue, arguments: &arguments, at: location)
    }
    if let p = info.properties.firstIndex(where: { $0.name == "id" }) { return readWrapped(field(value, p)) }
    throw RuntimeError("'\(info.name)' has no 'id'", at: location)
  }

  /// A case's raw value: the one written, else the case's name (a `String` raw type) or the
  /// previous case's integer plus one (an `Int` raw type, when an earlier case wrote one).
  func rawValue(type: Int, case index: Int) -> Value {
    let cases = program.types[type].cases
    if let written = cases[index].rawValue { return Self.value(of: written) }
    var previous: Int64?
    var steps: Int64 = 0
    for i in stride(from: index - 1, through: 0, by: -1) {
      steps += 1
      if case .int(let n)? = cases[i].rawValue {
        previous = n
        break
      }
    }
    if let previous { return .int(previous + steps) }
    let integers = cases.contains { if case .int? = $0.rawValue { return true } else { return false } }
    return integers ? .int(index) : .string(cases[index].name)
  }

  static func value(of constant: Constant) -> Value {
    switch constant {
    case .int(let n): return .int(n)
    case .double(let d): return .double(d)
    case .bool(let b): return .bool(b)
    case .string(let s): return .string(s)
    case .nilValue: return .optional(nil)
    case .void: return .void
    }
  }
}
