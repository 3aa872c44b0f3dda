import TactileInterpreter
import TactileUIIR

extension BuiltinRegistry {
  /// Values of recent SwiftUI surface: `ImagePaint`, `TextSelection`, the
  /// symbol effects' repeat behaviours, `EnvironmentValues.description`, and the modifier
  /// values `ViewModifier.animation(_:)` and `concat(_:)` make (`resolveUserModifier`).
  mutating func addRecentSurfaceValues() {
    // `ImagePaint(image:sourceRect:scale:)`, a stand-in shape style: a record of its three
    // properties; the canvas paints it a neutral grey (`Convert.shapeStyle`).
    add(.`ImagePaint.init(image:sourceRect:scale:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "ImagePaint", labels: ["image", "sourceRect", "scale"],
          fields: [try call.argument(0), try call.argument(1), try call.argument(2)]))
    }
    addRecordFields([.`ImagePaint.image`, .`ImagePaint.sourceRect`, .`ImagePaint.scale`])

    // A selection is a record of its indices: `.selection(range)` (an insertion point is an
    // empty range) or `.multiSelection(set)`, records named after their cases.
    func selection(_ range: Value) -> Value {
      .record(
        Record(
          name: "TextSelection", labels: ["indices"],
          fields: [.record(Record(name: "TextSelection.Indices.selection", labels: [""], fields: [range]))]))
    }
    add(.`TextSelection.init(range:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      selection(unwrapped(try call.argument(0)))
    }
    add(.`TextSelection.init(insertionPoint:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let index = unwrapped(try call.argument(0))
      return selection(.range(index, index, closed: false))
    }
    addRecordFields([.`TextSelection.indices`])
    add(.`TextSelection.isInsertion`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let s) = unwrapped(call.receiver), case .record(let indices)? = s["indices"],
        indices.name == "TextSelection.Indices.selection",
        case .range(let lower, let upper, _)? = indices.fields.first
      else { return .bool(false) }
      return .bool(valuesEqual(lower, upper))
    }
    // A split view's column visibility and styles: symbols (on iPhone one column shows).
    addSymbols([
      .`NavigationSplitViewVisibility.detailOnly`, .`NavigationSplitViewVisibility.doubleColumn`,
      .`NavigationSplitViewVisibility.all`, .`NavigationSplitViewVisibility.automatic`,
      .`NavigationSplitViewStyle.automatic`, .`NavigationSplitViewStyle.balanced`,
      .`NavigationSplitViewStyle.prominentDetail`,
    ])
    for (key, name) in [
      (SurfaceKey.`AutomaticNavigationSplitViewStyle.init()`, "automatic"),
      (.`BalancedNavigationSplitViewStyle.init()`, "balanced"),
      (.`ProminentDetailNavigationSplitViewStyle.init()`, "prominentDetail"),
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .symbol("NavigationSplitViewStyle." + name)
      }
    }

    // Symbol effects are stand-ins: their repeat behaviours are symbols nothing reads.
    addSymbols([
      .`SymbolEffectOptions.RepeatBehavior.periodic`, .`SymbolEffectOptions.RepeatBehavior.continuous`,
    ])
    add(.`SymbolEffectOptions.RepeatBehavior.periodic(_:delay:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("SymbolEffectOptions.RepeatBehavior.periodic")
    }

    add(.`AttributedString.init(stringLiteral:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      unwrapped(try call.argument(0))
    }

    // A stand-in: a few of the values the preview's environment holds, in SwiftUI's form.
    add(.`EnvironmentValues.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(
        "[ColorSchemeKey = light, LayoutDirectionKey = leftToRight, DynamicTypeSizeKey = large, "
          + "DisplayScaleKey = 3.0, HorizontalSizeClassKey = Optional(compact)]")
    }

    // `modifier.animation(a)` and `first.concat(second)`: records `resolveUserModifier` applies.
    add(.`ViewModifier.animation(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "ViewModifier.animation", labels: ["modifier", "animation"],
          fields: [call.receiver, try call.argument(0)]))
    }
    add(.`ViewModifier.concat(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "ViewModifier.concat", labels: ["first", "second"],
          fields: [call.receiver, try call.argument(0)]))
    }
  }
}
