import TactileGestures
import TactileUIIR

/// Sets a builtin property of a value: returns the changed value (`size.width = 3`).
public typealias Setter = (Value, Value, Int) throws(RuntimeError) -> Value

/// The values' half of the surface's bindings: the native that computes each builtin value
/// (`Numeric.+(_:_:)`, `CGSize.width`, `Array.append(_:)`), the setter of each settable
/// property, and the constants kept as symbols (`Color.red`), by `SurfaceKey`.
///
/// Declarations are named by `SurfaceKey` cases, generated from the interface, so a native for a
/// declaration that does not exist does not compile. Views, modifiers and gestures are bound
/// in the host (`ViewBindings`); `SurfaceBindingTests` checks that every declaration is bound
/// exactly once, here or there.
public struct BuiltinRegistry {
  public var natives: [Native?] = Array(repeating: nil, count: SurfaceKey.count)
  public var setters: [Setter?] = Array(repeating: nil, count: SurfaceKey.count)

  public init() {}

  public subscript(key: SurfaceKey) -> Native? {
    get { natives[Int(key.rawValue)] }
    set { natives[Int(key.rawValue)] = newValue }
  }

  /// Every builtin the runtime implements.
  public static func standard() -> BuiltinRegistry {
    var r = BuiltinRegistry()
    r.addOperators()
    r.addPrinting()
    r.addFieldAccessors()
    r.addStandardLibrary()
    r.addGeometry()
    r.addSwiftUIValues()
    r.addGridItems()
    r.addOptionSets()
    r.addHaptics()
    r.addPlatformInputs()
    r.addUIKitGestures()
    r.addPaths()
    r.addAnimatable()
    r.addSymbolConstants()
    r.addShapeShorthands()
    r.addPropertyWrappers()
    r.addPublishers()
    r.addConcurrency()
    r.addCalendars()
    r.addModernValues()
    r.addSubstringMembers()
    r.addRecentValues()
    r.addRealCodeValues()
    r.addLibraryAdditions()
    r.addViewOptionValues()
    r.addTextLineStyles()
    r.addURLErrorCodes()
    r.addFoundationComponents()
    r.addLinksAndSearchValues()
    r.addKeyboardAndText()
    return r
  }

  /// A substring is a string at runtime (docs/runtime-values.md): each member the interface
  /// declares for `Substring` runs as `String`'s member of the same name.
  mutating func addSubstringMembers() {
    for key in SurfaceKey.allKeys where key.owner == "Substring" && self[key] == nil {
      let member = key.name.dropFirst("Substring.".count)
      if let stringKey = SurfaceKey(name: "String." + member), let native = self[stringKey] {
        add(key, native)
      }
    }
  }

  public mutating func add(_ key: SurfaceKey, _ native: @escaping Native) { self[key] = native }

  /// One native for several declarations (the same member of several types).
  public mutating func add(_ keys: [SurfaceKey], _ native: @escaping Native) {
    for key in keys { self[key] = native }
  }

  public mutating func addSetter(_ key: SurfaceKey, _ setter: @escaping Setter) {
    setters[Int(key.rawValue)] = setter
  }

  /// The same native for a member of several types, by rule (the sequence operations of every
  /// collection, an array's methods on its slice): it binds `owner.member` where the interface
  /// declares it, and nothing where it does not.
  public mutating func addMember(_ owner: String, _ member: String, _ native: @escaping Native) {
    if let key = SurfaceKey(name: owner + "." + member) { add(key, native) }
  }

  /// A record field, by rule, where the interface declares `owner.label`.
  public mutating func addRecordFieldMember(_ owner: String, _ label: String) {
    if let key = SurfaceKey(name: owner + "." + label) { addRecordField(key, label) }
  }

  /// Constants that code only passes on, kept as symbols of their key (`Color.red`,
  /// `Font.title`): what consumes them reads the key.
  public mutating func addSymbols(_ keys: [SurfaceKey]) {
    for key in keys {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in .symbol(call.key) }
    }
  }

  /// Properties read from a `record`'s field named as the property, and written into it
  /// (`DragGesture.Value.translation` reads the field `translation`).
  public mutating func addRecordFields(_ keys: [SurfaceKey]) {
    for key in keys { addRecordField(key, key.memberName) }
  }

  /// A property read from a `record`'s field named `label`, and written into it.
  public mutating func addRecordField(_ key: SurfaceKey, _ label: String) {
    add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .record(let r) = call.receiver, let v = r[label] { return v }
      throw RuntimeError("'\(call.key)' has no value here", at: call.at)
    }
    addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      guard case .record(var r) = container, let i = r.labels.firstIndex(of: label) else { return container }
      r.fields[i] = value
      return .record(r)
    }
  }
}

extension NativeCall {
  /// Argument `i`, or a runtime error naming the builtin.
  public func argument(_ i: Int) throws(RuntimeError) -> Value {
    guard i < arguments.count else { throw RuntimeError("'\(key)' is missing an argument", at: at) }
    return arguments[i]
  }

  /// Argument `i` as a `Double` (`Int` arguments are converted, as literals would be).
  public func double(_ i: Int) throws(RuntimeError) -> Double {
    switch try argument(i) {
    case .double(let d): return d
    case .int(let n): return Double(n)
    case .optional(let inner?):
      if case .double(let d) = inner { return d }
      if case .int(let n) = inner { return Double(n) }
    default: break
    }
    throw RuntimeError("'\(key)' expected a number", at: at)
  }

  /// The receiver as a `Double`.
  public func receiverDouble() throws(RuntimeError) -> Double {
    switch receiver {
    case .double(let d): return d
    case .int(let n): return Double(n)
    default: throw RuntimeError("'\(key)' expected a number", at: at)
    }
  }
}

extension BuiltinRegistry {
  /// Arithmetic, comparison and equality over the numeric types, strings and any values.
  mutating func addOperators() {
    /// `int` gives the result, or the message Swift traps with (overflow, division by zero).
    func arithmetic(
      _ key: SurfaceKey, _ int: @escaping (Int64, Int64) -> (Int64, String?),
      _ double: @escaping (Double, Double) -> Double
    ) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        let a = try call.argument(0)
        let b = try call.argument(1)
        switch (a, b) {
        case (.int(let x), .int(let y)):
          let (r, failure) = int(x, y)
          if let failure { throw RuntimeError(failure, at: call.at) }
          return .int(r)
        case (.double(let x), .double(let y)): return .double(double(x, y))
        case (.int(let x), .double(let y)): return .double(double(Double(x), y))
        case (.double(let x), .int(let y)): return .double(double(x, Double(y)))
        case (.size(let w1, let h1), .size(let w2, let h2)) where key == .`Numeric.+(_:_:)`:
          return .size(w1 + w2, h1 + h2)
        case (.string(let x), .string(let y)) where key == .`Numeric.+(_:_:)`: return .string(x + y)
        case (.array(let x), .array(let y)): return .array(x + y)
        case (.angle(let x), .angle(let y)): return .angle(double(x, y))
        case (.angle(let x), .double(let y)): return .angle(double(x, y))
        default: throw RuntimeError("'\(call.key)' cannot be applied to these values", at: call.at)
        }
      }
    }
    func checked(_ result: (partialValue: Int64, overflow: Bool)) -> (Int64, String?) {
      (result.partialValue, result.overflow ? "arithmetic overflow" : nil)
    }
    arithmetic(.`Numeric.+(_:_:)`, { checked($0.addingReportingOverflow($1)) }, +)
    arithmetic(.`Numeric.-(_:_:)`, { checked($0.subtractingReportingOverflow($1)) }, -)
    arithmetic(.`Numeric.*(_:_:)`, { checked($0.multipliedReportingOverflow(by: $1)) }, *)
    /// Integer division, for both `/` operators (an integer literal may meet either).
    func divided(_ x: Int64, _ y: Int64) -> (Int64, String?) {
      if y == 0 { return (0, "Division by zero") }
      let r = x.dividedReportingOverflow(by: y)
      return (r.partialValue, r.overflow ? "Division results in an overflow" : nil)
    }
    arithmetic(.`BinaryInteger./(_:_:)`, divided, /)
    arithmetic(
      .`BinaryInteger.%(_:_:)`,
      { x, y in
        if y == 0 { return (0, "Division by zero in remainder operation") }
        let r = x.remainderReportingOverflow(dividingBy: y)
        return (r.partialValue, r.overflow ? "Division results in an overflow in remainder operation" : nil)
      }, { $0.truncatingRemainder(dividingBy: $1) })
    arithmetic(.`FloatingPoint./(_:_:)`, divided, /)
    add(.`String.+(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .string(let a) = try call.argument(0), case .string(let b) = try call.argument(1) else {
        throw RuntimeError("'+' expected strings", at: call.at)
      }
      return .string(a + b)
    }
    self[.`Array.+(_:_:)`] = self[.`Numeric.+(_:_:)`]
    let compounds: [(SurfaceKey, SurfaceKey)] = [
      (.`Numeric.+=(_:_:)`, .`Numeric.+(_:_:)`), (.`Numeric.-=(_:_:)`, .`Numeric.-(_:_:)`),
      (.`Numeric.*=(_:_:)`, .`Numeric.*(_:_:)`), (.`BinaryInteger./=(_:_:)`, .`BinaryInteger./(_:_:)`),
      (.`BinaryInteger.%=(_:_:)`, .`BinaryInteger.%(_:_:)`),
      (.`FloatingPoint./=(_:_:)`, .`FloatingPoint./(_:_:)`),
      (.`String.+=(_:_:)`, .`String.+(_:_:)`), (.`Array.+=(_:_:)`, .`Numeric.+(_:_:)`),
    ]
    addCompoundAssignments(compounds)
    add(.`SignedNumeric.-(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try call.argument(0) {
      case .int(let x):
        guard x != .min else { throw RuntimeError("arithmetic overflow", at: call.at) }
        return .int(-x)
      case .double(let x): return .double(-x)
      case .angle(let x): return .angle(-x)
      case .size(let w, let h): return .size(-w, -h)
      default: throw RuntimeError("'-' cannot be applied to this value", at: call.at)
      }
    }
    add(.`Equatable.==(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(valuesEqual(try call.argument(0), try call.argument(1)))
    }
    add(.`Equatable.!=(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(!valuesEqual(try call.argument(0), try call.argument(1)))
    }
    // Swift's comparisons: a NaN is unordered, so every comparison with it is false.
    func comparison(_ key: SurfaceKey, _ test: @escaping (Int) -> Bool) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        guard let o = ordering(try call.argument(0), try call.argument(1)) else { return .bool(false) }
        return .bool(test(o))
      }
    }
    comparison(.`Comparable.<(_:_:)`) { $0 < 0 }
    comparison(.`Comparable.<=(_:_:)`) { $0 <= 0 }
    comparison(.`Comparable.>(_:_:)`) { $0 > 0 }
    comparison(.`Comparable.>=(_:_:)`) { $0 >= 0 }
    // Partial ranges (`..<0`, `...90`, `100...`): records with their one bound.
    let partialRanges: [(SurfaceKey, String, String)] = [
      (.`Comparable...<(_:)`, "PartialRangeUpTo", "upperBound"),
      (.`Comparable....(_:)`, "PartialRangeThrough", "upperBound"),
      (.`Comparable.postfix ...(_:)`, "PartialRangeFrom", "lowerBound"),
    ]
    for (key, name, label) in partialRanges {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .record(Record(name: name, labels: [label], fields: [try call.argument(0)]))
      }
    }
    for key: SurfaceKey in [
      .`PartialRangeUpTo.contains(_:)`, .`PartialRangeThrough.contains(_:)`, .`PartialRangeFrom.contains(_:)`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .bool(partialRange(call.receiver, contains: try call.argument(0)) ?? false)
      }
    }
    addRecordFields([
      .`PartialRangeUpTo.upperBound`, .`PartialRangeThrough.upperBound`, .`PartialRangeFrom.lowerBound`,
    ])
    let ranges: [(SurfaceKey, Bool)] = [(.`Comparable....(_:_:)`, true), (.`Comparable...<(_:_:)`, false)]
    for (key, closed) in ranges {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        let lower = try call.argument(0)
        let upper = try call.argument(1)
        guard let o = ordering(lower, upper), o <= 0 else {
          throw RuntimeError("Range requires lowerBound <= upperBound", at: call.at)
        }
        return .range(lower, upper, closed: closed)
      }
    }
  }

  /// `print` and `debugPrint`.
  mutating func addPrinting() {
    /// Writes the items, each as `text` gives it, between the separator and before the
    /// terminator.
    func printing(_ key: SurfaceKey, _ text: @escaping (Interpreter, Value) -> String) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        let interpreter = call.interpreter
        guard case .array(let items) = try call.argument(0) else { return .void }
        var separator = " "
        var terminator = "\n"
        if case .string(let s) = try call.argument(1) { separator = s }
        if case .string(let s) = try call.argument(2) { terminator = s }
        interpreter.write(items.map { text(interpreter, $0) }.joined(separator: separator) + terminator)
        return .void
      }
    }
    printing(.`print(_:separator:terminator:)`) { $0.describe($1) }
    printing(.`debugPrint(_:separator:terminator:)`) { $0.debugDescribe($1, nested: true) }
  }

  /// The fields of SwiftUI's value records (`DragGesture.Value.translation`, …) and of
  /// points and sizes.
  mutating func addFieldAccessors() {
    addRecordFields([
      .`DragGesture.Value.time`, .`DragGesture.Value.location`, .`DragGesture.Value.startLocation`,
      .`DragGesture.Value.translation`, .`DragGesture.Value.velocity`,
      .`DragGesture.Value.predictedEndLocation`, .`DragGesture.Value.predictedEndTranslation`,
      .`SpatialTapGesture.Value.location`,
      .`MagnifyGesture.Value.time`, .`MagnifyGesture.Value.magnification`, .`MagnifyGesture.Value.velocity`,
      .`MagnifyGesture.Value.startAnchor`, .`MagnifyGesture.Value.startLocation`,
      .`RotateGesture.Value.time`, .`RotateGesture.Value.rotation`, .`RotateGesture.Value.velocity`,
      .`RotateGesture.Value.startAnchor`, .`RotateGesture.Value.startLocation`,
      .`SimultaneousGesture.Value.first`, .`SimultaneousGesture.Value.second`,
    ])
    func pair(_ key: SurfaceKey, first: Bool, _ make: @escaping (Double, Double) -> Value) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        switch call.receiver {
        case .point(let a, let b), .size(let a, let b): return .double(first ? a : b)
        default: throw RuntimeError("'\(call.key)' has no value here", at: call.at)
        }
      }
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        var v = 0.0
        if case .double(let d) = value { v = d } else if case .int(let n) = value { v = Double(n) }
        switch container {
        case .point(let a, let b), .size(let a, let b): return first ? make(v, b) : make(a, v)
        default: throw RuntimeError("cannot assign '\(key)'", at: at)
        }
      }
    }
    pair(.`CGPoint.x`, first: true) { .point($0, $1) }
    pair(.`CGPoint.y`, first: false) { .point($0, $1) }
    pair(.`CGSize.width`, first: true) { .size($0, $1) }
    pair(.`CGSize.height`, first: false) { .size($0, $1) }
    add(.`CGPoint.zero`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .point(0, 0) }
    add(.`CGSize.zero`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .size(0, 0) }
    add([.`CGPoint.equalTo(_:)`, .`CGSize.equalTo(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(valuesEqual(call.plainReceiver, try call.plain(0)))
    }
    add(.`CGPoint.init(x:y:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .point(try call.double(0), try call.double(1))
    }
    add(.`CGSize.init(width:height:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .size(try call.double(0), try call.double(1))
    }
  }
}

/// Whether the partial range `range` (a `PartialRangeUpTo`, `PartialRangeThrough` or
/// `PartialRangeFrom` record) contains `value`; nil when `range` is not one.
func partialRange(_ range: Value, contains value: Value) -> Bool? {
  guard case .record(let r) = range, r.fields.count == 1, let o = ordering(value, r.fields[0]) else {
    return nil
  }
  switch r.name {
  case "PartialRangeUpTo": return o < 0
  case "PartialRangeThrough": return o <= 0
  case "PartialRangeFrom": return o >= 0
  default: return nil
  }
}

extension BuiltinRegistry {
  /// Binds each compound assignment (`+=`, `&=`, …), the first of a pair, to its operator, the
  /// second: the operator's result is written back to the left operand, and the assignment
  /// returns nothing.
  mutating func addCompoundAssignments(_ pairs: [(SurfaceKey, SurfaceKey)]) {
    for (compound, base) in pairs {
      let operation = self[base]!
      add(compound) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        let result = try operation(&call)
        call.arguments[0] = result
        return .void
      }
    }
  }
}
