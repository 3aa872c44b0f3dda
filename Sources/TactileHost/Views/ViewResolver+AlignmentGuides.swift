import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// `alignmentGuide(_:computeValue:)`: layout calls the closure with the view's dimensions
  /// when a container aligns the view by that guide.
  func resolveAlignmentGuide(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    guard case .function(let compute) = unwrapped(call[1]) else { return try marker(call) }
    let guide = unwrapped(call[0])
    let horizontal = Convert.symbolName(guide, prefix: "HorizontalAlignment.") != nil
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
      ? AlignmentGuideFunction(horizontal: Convert.horizontal(guide), compute: evaluator)
      : AlignmentGuideFunction(vertical: Convert.vertical(guide), compute: evaluator)
    return try wrapped(call, .alignmentGuide(function))
  }

  /// A `ViewDimensions` value.
  static func dimensions(_ d: ViewDimensions) -> Value {
    .record(
      Record(
        name: "ViewDimensions", labels: ["width", "height"], fields: [.double(d.width), .double(d.height)]))
  }
}

extension BuiltinRegistry {
  /// `ViewDimensions`: its size, and its guides (the default ones of that size; no explicit
  /// guide is reported, so `d[explicit: g]` is nil).
  mutating func addViewDimensions() {
    addRecordFields([.`ViewDimensions.width`, .`ViewDimensions.height`])
    add(.`ViewDimensions.subscript(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let d) = unwrapped(call.receiver) else { return .double(0) }
      let width = d["width"].flatMap { Convert.double($0) } ?? 0
      let height = d["height"].flatMap { Convert.double($0) } ?? 0
      let guide = unwrapped(try call.argument(0))
      if Convert.symbolName(guide, prefix: "HorizontalAlignment.") != nil {
        return .double(Convert.horizontal(guide).value(in: width))
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
