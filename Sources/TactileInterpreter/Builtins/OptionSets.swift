import TactileUIIR

/// SwiftUI's option sets (`Edge.Set`, `Axis.Set`, `GestureMask`, …) as records
/// `Name(rawValue: n)`, so that members and array literals (`[.top, .leading]`, `[]`) are the
/// same kind of value: a literal is the union of its elements, equal to the member with the
/// same bits, and prints as Swift prints an option set (`Set(rawValue: 3)`).
package enum OptionSets {
  /// Each option set's members and raw values: one bit per member in SwiftUI's order, the
  /// combined members (`all`, `horizontal`, …) as their unions.
  static let members: [(type: String, members: [(key: SurfaceKey, raw: Int)])] = [
    (
      "Edge.Set",
      [
        (.`Edge.Set.top`, 1),
        (.`Edge.Set.leading`, 2),
        (.`Edge.Set.bottom`, 4),
        (.`Edge.Set.trailing`, 8),
        (.`Edge.Set.all`, 15),
        (.`Edge.Set.horizontal`, 10),
        (.`Edge.Set.vertical`, 5),
      ]
    ),
    (
      "UIControl.State",
      [
        (.`UIControl.State.normal`, 0),
        (.`UIControl.State.highlighted`, 1),
        (.`UIControl.State.disabled`, 1 << 1),
        (.`UIControl.State.selected`, 1 << 2),
      ]
    ),
    (
      "UIControl.Event",
      [
        (.`UIControl.Event.touchDown`, 1),
        (.`UIControl.Event.touchUpInside`, 1 << 6),
        (.`UIControl.Event.valueChanged`, 1 << 12),
        (.`UIControl.Event.primaryActionTriggered`, 1 << 13),
        (.`UIControl.Event.editingChanged`, 1 << 17),
      ]
    ),
    (
      "UIPopoverArrowDirection",
      [
        (.`UIPopoverArrowDirection.up`, 1),
        (.`UIPopoverArrowDirection.down`, 2),
        (.`UIPopoverArrowDirection.left`, 4),
        (.`UIPopoverArrowDirection.right`, 8),
        (.`UIPopoverArrowDirection.any`, 15),
        // `UIPopoverArrowDirection.unknown` is `UInt.max`: every bit.
        (.`UIPopoverArrowDirection.unknown`, -1),
      ]
    ),
    (
      "UIRectCorner",
      [
        (.`UIRectCorner.topLeft`, 1),
        (.`UIRectCorner.topRight`, 2),
        (.`UIRectCorner.bottomLeft`, 4),
        (.`UIRectCorner.bottomRight`, 8),
        (.`UIRectCorner.allCorners`, 15),
      ]
    ),
    (
      "UIView.AnimationOptions",
      [
        (.`UIView.AnimationOptions.curveEaseInOut`, 0),
        (.`UIView.AnimationOptions.allowUserInteraction`, 2),
        (.`UIView.AnimationOptions.beginFromCurrentState`, 4),
        (.`UIView.AnimationOptions.repeat`, 8),
        (.`UIView.AnimationOptions.autoreverse`, 16),
        (.`UIView.AnimationOptions.curveEaseIn`, 1 << 16),
        (.`UIView.AnimationOptions.curveEaseOut`, 2 << 16),
        (.`UIView.AnimationOptions.curveLinear`, 3 << 16),
      ]
    ),
    (
      "NSStringDrawingOptions",
      [
        (.`NSStringDrawingOptions.usesLineFragmentOrigin`, 1),
        (.`NSStringDrawingOptions.usesFontLeading`, 2),
        (.`NSStringDrawingOptions.truncatesLastVisibleLine`, 32),
      ]
    ),
    (
      "Axis.Set",
      [
        (.`Axis.Set.horizontal`, 1),
        (.`Axis.Set.vertical`, 2),
      ]
    ),
    (
      "GestureMask",
      [
        (.`GestureMask.none`, 0),
        (.`GestureMask.gesture`, 1),
        (.`GestureMask.subviews`, 2),
        (.`GestureMask.all`, 3),
      ]
    ),
    (
      "DispatchQueue.Attributes",
      [
        (.`DispatchQueue.Attributes.concurrent`, 1),
        (.`DispatchQueue.Attributes.initiallyInactive`, 2),
      ]
    ),
    (
      "EventModifiers",
      [
        (.`EventModifiers.capsLock`, 1),
        (.`EventModifiers.shift`, 2),
        (.`EventModifiers.control`, 4),
        (.`EventModifiers.option`, 8),
        (.`EventModifiers.command`, 16),
        (.`EventModifiers.numericPad`, 32),
        (.`EventModifiers.all`, 63),
      ]
    ),
    (
      "ContentShapeKinds",
      [
        (.`ContentShapeKinds.interaction`, 1),
        (.`ContentShapeKinds.dragPreview`, 2),
        (.`ContentShapeKinds.contextMenuPreview`, 4),
        (.`ContentShapeKinds.hoverEffect`, 8),
        (.`ContentShapeKinds.accessibility`, 32),
      ]
    ),
    (
      "MatchedGeometryProperties",
      [
        (.`MatchedGeometryProperties.position`, 1),
        (.`MatchedGeometryProperties.size`, 2),
        (.`MatchedGeometryProperties.frame`, 3),
      ]
    ),
    (
      "VerticalEdge.Set",
      [
        (.`VerticalEdge.Set.top`, 1),
        (.`VerticalEdge.Set.bottom`, 2),
        (.`VerticalEdge.Set.all`, 3),
      ]
    ),
    (
      "SubmitTriggers",
      [
        (.`SubmitTriggers.text`, 1),
        (.`SubmitTriggers.search`, 2),
      ]
    ),
    (
      "DatePickerComponents",
      [
        (.`DatePickerComponents.hourAndMinute`, 1),
        (.`DatePickerComponents.date`, 2),
      ]
    ),
    (
      "JSONEncoder.OutputFormatting",
      [
        (.`JSONEncoder.OutputFormatting.prettyPrinted`, 1),
        (.`JSONEncoder.OutputFormatting.sortedKeys`, 2),
        (.`JSONEncoder.OutputFormatting.withoutEscapingSlashes`, 8),
      ]
    ),
    (
      "Data.ReadingOptions",
      [
        (.`Data.ReadingOptions.mappedIfSafe`, 1),
        (.`Data.ReadingOptions.uncached`, 2),
      ]
    ),
    (
      "Data.WritingOptions",
      [
        (.`Data.WritingOptions.atomic`, 1),
        (.`Data.WritingOptions.completeFileProtection`, 2),
      ]
    ),
    (
      "ISO8601DateFormatter.Options",
      [
        (.`ISO8601DateFormatter.Options.withYear`, 1),
        (.`ISO8601DateFormatter.Options.withMonth`, 2),
        (.`ISO8601DateFormatter.Options.withWeekOfYear`, 4),
        (.`ISO8601DateFormatter.Options.withDay`, 16),
        (.`ISO8601DateFormatter.Options.withTime`, 32),
        (.`ISO8601DateFormatter.Options.withTimeZone`, 64),
        (.`ISO8601DateFormatter.Options.withSpaceBetweenDateAndTime`, 128),
        (.`ISO8601DateFormatter.Options.withDashSeparatorInDate`, 256),
        (.`ISO8601DateFormatter.Options.withColonSeparatorInTime`, 512),
        (.`ISO8601DateFormatter.Options.withColonSeparatorInTimeZone`, 1024),
        (.`ISO8601DateFormatter.Options.withFractionalSeconds`, 2048),
        (.`ISO8601DateFormatter.Options.withFullDate`, 275),
        (.`ISO8601DateFormatter.Options.withFullTime`, 1632),
        (.`ISO8601DateFormatter.Options.withInternetDateTime`, 1907),
      ]
    ),
    (
      "FileManager.SearchPathDomainMask",
      [
        (.`FileManager.SearchPathDomainMask.userDomainMask`, 1)
      ]
    ),
    (
      "SafeAreaRegions",
      [
        (.`SafeAreaRegions.container`, 1),
        (.`SafeAreaRegions.keyboard`, 2),
        (.`SafeAreaRegions.all`, 3),
      ]
    ),
    (
      "RedactionReasons",
      [
        (.`RedactionReasons.placeholder`, 1),
        (.`RedactionReasons.privacy`, 2),
        (.`RedactionReasons.invalidated`, 4),
      ]
    ),
    (
      "PinnedScrollableViews",
      [
        (.`PinnedScrollableViews.sectionHeaders`, 1),
        (.`PinnedScrollableViews.sectionFooters`, 2),
      ]
    ),
  ]

  /// The value of option set `type` with `raw` bits.
  static func value(_ type: String, _ raw: Int64) -> Value {
    .record(Record(name: type, labels: ["rawValue"], fields: [.int(raw)]))
  }

  /// Whether `name` is one of the option sets above.
  static func isOptionSet(_ name: String) -> Bool {
    members.contains { $0.type == name }
  }

  /// The bits of an option set value: a record, a member kept as a symbol, or an array of
  /// either (a literal built before its type was known). Nil for anything else.
  package static func bits(_ v: Value) -> Int64? {
    switch v {
    case .record(let r):
      if r.labels == ["rawValue"], case .int(let raw) = r.fields[0] { return raw }
      return nil
    case .symbol(let key):
      guard let dot = key.lastIndex(of: ".") else { return nil }
      let type = String(key[..<dot])
      let name = String(key[key.index(after: dot)...])
      return members.first { $0.type == type }?.members.first { $0.key.memberName == name }.map {
        Int64($0.raw)
      }
    case .array(let items), .set(let items):
      var raw: Int64 = 0
      for item in items {
        guard let b = bits(item) else { return nil }
        raw |= b
      }
      return raw
    case .optional(let inner?):
      return bits(inner)
    default:
      return nil
    }
  }
}

extension BuiltinRegistry {
  /// The members of SwiftUI's option sets, and `OptionSet.init(arrayLiteral:)`: the union of a
  /// literal's elements (the lowering passes the option set's name, then the elements).
  mutating func addOptionSets() {
    for entry in OptionSets.members {
      for member in entry.members {
        let value = OptionSets.value(entry.type, Int64(member.raw))
        add(member.key) { (call: inout NativeCall) throws(RuntimeError) -> Value in value }
      }
    }
    add(.`MatchedGeometryProperties.init(rawValue:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      OptionSets.value("MatchedGeometryProperties", try call.int(0))
    }
    addRecordFields([.`MatchedGeometryProperties.rawValue`])
    // `OptionSet()`: lowered to an empty literal of the set's type; reached only without one.
    add(.`OptionSet.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .array([]) }
    add(.`OptionSet.init(arrayLiteral:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .string(let type) = try call.argument(0) else { return try call.argument(1) }
      let elements = try call.argument(1)
      guard let raw = OptionSets.bits(elements) else { return elements }
      return OptionSets.value(type, raw)
    }
  }
}
