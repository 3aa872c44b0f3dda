import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// `alignmentGuide(_:computeValue:)`: layout calls the closure with the view's dimensions
  /// when a container aligns the view by that guide.
  func resolveAlignmentGuide(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    guard case .function(let compute) = unwrapped(call[1]) else { return try marker(call) }
    let guide = unwrapped(call[0])
    let horizontal = Self.isHorizontalGuide(guide)
    let evaluator = AlignmentGuideEvaluator { [self] dimensions in
      do throws(RuntimeError) {
        let result = try interpreter.call(
          compute, [Self.dimensions(dimensions)], at: location(of: compute))
        return Convert.double(unwrapped(result)) ?? 0
      } catch {
        pendingError = pendingError ?? error
        return 0
      }
    }
    let function =
      horizontal
      ? AlignmentGuideFunction(horizontal: self.horizontal(guide), compute: evaluator)
      : AlignmentGuideFunction(vertical: self.vertical(guide), compute: evaluator)
    return try wrapped(call, .alignmentGuide(function))
  }

  /// Whether a guide value is a `HorizontalAlignment` (a symbol or a custom guide's record).
  static func isHorizontalGuide(_ guide: Value) -> Bool {
    if case .record(let r) = guide { return r.name == "HorizontalAlignment" }
    return Convert.symbolName(guide, prefix: "HorizontalAlignment.") != nil
  }

  /// The program's `AlignmentID` type a custom guide value was made from.
  static func customGuideType(_ guide: Value) -> Int? {
    guard case .record(let r) = guide, r.name == "HorizontalAlignment" || r.name == "VerticalAlignment",
      case .type(let t)? = r["id"]
    else { return nil }
    return t
  }

  /// A `HorizontalAlignment` value as layout's, custom guides included.
  func horizontal(_ v: Value) -> HorizontalAlignment {
    let v = unwrapped(v)
    if let t = Self.customGuideType(v) { return .custom(customGuide(t)) }
    return Convert.horizontal(v)
  }

  /// A `VerticalAlignment` value as layout's, custom guides included.
  func vertical(_ v: Value) -> VerticalAlignment {
    let v = unwrapped(v)
    if let t = Self.customGuideType(v) { return .custom(customGuide(t)) }
    return Convert.vertical(v)
  }

  /// An `Alignment` value as layout's: a named one, or one made of two guides.
  func alignment(_ v: Value) -> Alignment {
    let v = unwrapped(v)
    if case .record(let r) = v, r.name == "Alignment", let h = r["horizontal"], let g = r["vertical"] {
      return Alignment(horizontal: horizontal(h), vertical: vertical(g))
    }
    return Convert.alignment(v)
  }

  /// The custom guide of the program's `AlignmentID` type `t`: its default value is the type's
  /// `defaultValue(in:)`.
  func customGuide(_ t: Int) -> CustomAlignmentGuide {
    let evaluator = AlignmentGuideEvaluator { [self] dimensions in
      do throws(RuntimeError) {
        return try Self.alignmentDefault(interpreter, t, dimensions)
      } catch {
        pendingError = pendingError ?? error
        return 0
      }
    }
    return CustomAlignmentGuide(id: t, name: interpreter.program.types[t].name, defaultValue: evaluator)
  }

  /// `ID.defaultValue(in: d)` of the program's `AlignmentID` type `t`.
  static func alignmentDefault(_ interpreter: Interpreter, _ t: Int, _ d: ViewDimensions) throws(RuntimeError)
    -> Double
  {
    guard case .function(let f)? = interpreter.program.types[t].witnesses["defaultValue(in:)"] else {
      return 0
    }
    var selfValue = Value.type(t)
    var arguments: [Value] = [dimensions(d)]
    let result = try interpreter.invoke(
      f, selfValue: &selfValue, arguments: &arguments, at: interpreter.program.functions[f].location)
    return Convert.double(unwrapped(result)) ?? 0
  }

  /// A `ViewDimensions` value.
  static func dimensions(_ d: ViewDimensions) -> Value {
    .record(
      Record(
        name: "ViewDimensions", labels: ["width", "height"], fields: [.double(d.width), .double(d.height)]))
  }
}

extension BuiltinRegistry {
  /// `ViewDimensions`: its size, and its guides (the default ones of that size, a custom
  /// guide's from its `AlignmentID`; no explicit guide is reported, so `d[explicit: g]` is nil).
  /// A custom guide is a record of its `AlignmentID` type (`HorizontalAlignment(ID.self)`).
  mutating func addViewDimensions() {
    add(.`HorizontalAlignment.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "HorizontalAlignment", labels: ["id"], fields: [unwrapped(try call.argument(0))]))
    }
    add(.`VerticalAlignment.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "VerticalAlignment", labels: ["id"], fields: [unwrapped(try call.argument(0))]))
    }
    addRecordFields([.`ViewDimensions.width`, .`ViewDimensions.height`])
    add(.`ViewDimensions.subscript(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let d) = unwrapped(call.receiver) else { return .double(0) }
      let width = d["width"].flatMap { Convert.double($0) } ?? 0
      let height = d["height"].flatMap { Convert.double($0) } ?? 0
      let guide = unwrapped(try call.argument(0))
      if let t = ViewResolver.customGuideType(guide) {
        return .double(
          try ViewResolver.alignmentDefault(call.interpreter, t, ViewDimensions(width: width, height: height))
        )
      }
      if Convert.symbolName(guide, prefix: "HorizontalAlignment.") != nil {
        return .double(Convert.horizontal(guide).value(width: width, height: height))
      }
      switch Convert.vertical(guide) {
      case .top: return .double(0)
      case .center: return .double(height / 2)
      default: return .double(height)
      }
    }
    add(.`ViewDimensions.subscript(explicit:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(nil)
    }
  }
}
