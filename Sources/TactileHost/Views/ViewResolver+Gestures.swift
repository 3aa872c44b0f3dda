import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// `gesture(_:including:)`, `highPriorityGesture`, `simultaneousGesture`: a node of its own
  /// carrying the attachment.
  func resolveGestureModifier(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let (name, arguments, identity) = (call.name, call.arguments, call.identity)
    let child = try resolve(call.content, identity.child(IdentityKind.modifier, 0))
    let n = node(identity, .modified(child, .marker(name)), label: label(of: child))
    guard let first = arguments.first else { return n }
    if call.key == .`View.gesture(_:)`,
      let bridged = try bridge.representable(first, view: identity.hash)
    {
      infos[Int(n.tag)].attachments.append(
        GestureAttachment(
          .gesture, bridged, including: .all,
          label: "\(label(of: child)) .gesture(\(Self.typeName(first, interpreter)))"))
      return n
    }
    guard let gesture = first.asGesture(interpreter) else { return n }
    let kind: AttachmentKind =
      switch name {
      case "highPriorityGesture": .highPriority
      case "simultaneousGesture": .simultaneous
      default: .gesture
      }
    var mask = GestureMask.all
    var attachmentName: String?
    for a in arguments.dropFirst() {
      switch a {
      case .bool(let enabled): if !enabled { mask = .subviews }
      case .string(let s): attachmentName = s
      case let m: mask = Self.mask(m)
      }
    }
    let label = "\(label(of: child)) .\(name)(\(GestureBridge.describe(gesture)))"
    var attachment = GestureAttachment(kind, try bridge.gesture(gesture), including: mask, label: label)
    attachment.name = attachmentName
    infos[Int(n.tag)].attachments.append(attachment)
    return n
  }

  /// `onTapGesture` and `onLongPressGesture`.
  func resolveActionGesture(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let (name, arguments, identity) = (call.name, call.arguments, call.identity)
    let child = try resolve(call.content, identity.child(IdentityKind.modifier, 0))
    let n = node(identity, .modified(child, .marker(name)), label: label(of: child))
    let label = "\(label(of: child)) .\(name)"
    var closures: [Closure?] = []
    var numbers: [Value] = []
    var space = CoordinateSpace.local
    for a in arguments {
      switch a {
      case .function(let c): closures.append(c)
      case .optional(nil): closures.append(nil)
      case .optional(.function(let c)?): closures.append(c)
      case .symbol, .record: space = CoordinateSpace(a)
      default: numbers.append(a)
      }
    }
    let bridge = self.bridge
    if name == "onTapGesture" {
      guard let perform = closures.compactMap({ $0 }).first else { return n }
      let count = numbers.first.flatMap(Convert.int) ?? 1
      if call.has("coordinateSpace") {
        infos[Int(n.tag)].attachments.append(
          GestureAttachment.onTapGesture(count: count, coordinateSpace: space, label: label) { p in
            var args: [Value] = [.point(p.x, p.y)]
            bridge.run(perform, &args)
          })
      } else {
        infos[Int(n.tag)].attachments.append(
          GestureAttachment.onTapGesture(count: count, label: label) {
            var args: [Value] = []
            bridge.run(perform, &args)
          })
      }
      return n
    }
    // onLongPressGesture: `perform:onPressingChanged:` or `pressing:perform:`.
    let pressingFirst = call.has("pressing")
    let perform = pressingFirst ? (closures.count > 1 ? closures[1] : nil) : closures.first ?? nil
    let pressing = pressingFirst ? closures.first ?? nil : (closures.count > 1 ? closures[1] : nil)
    guard let perform else { return n }
    let onPressing: ((Bool) -> Void)? = pressing.map { c in
      { b in
        var args: [Value] = [.bool(b)]
        bridge.run(c, &args)
      }
    }
    infos[Int(n.tag)].attachments.append(
      GestureAttachment.onLongPressGesture(
        minimumDuration: numbers.first.flatMap(Convert.double) ?? 0.5,
        maximumDistance: numbers.count > 1 ? Convert.double(numbers[1]) ?? 10 : 10, label: label,
        perform: {
          var args: [Value] = []
          bridge.run(perform, &args)
        }, onPressingChanged: onPressing))
    return n
  }

  /// The name of a user type's value, for trace labels.
  static func typeName(_ v: Value, _ interpreter: Interpreter) -> String {
    if case .instance(let i) = v { return interpreter.program.types[i.type].name }
    return "representable"
  }

  /// The label of a node of the body being resolved (placeholders are named by their view).
  func label(of node: ViewNode) -> String {
    if node.tag == Self.placeholderTag { return records[node.id]?.name ?? "View" }
    return infos[Int(node.tag)].label
  }

  static func mask(_ v: Value) -> GestureMask {
    switch v {
    case .symbol(let key):
      switch key {
      case "GestureMask.none": return .none
      case "GestureMask.gesture": return .gesture
      case "GestureMask.subviews": return .subviews
      default: return .all
      }
    case .array(let items), .set(let items):
      var m = GestureMask.none
      for i in items { m.formUnion(mask(i)) }
      return m
    case .optional(let inner?):
      return mask(inner)
    case .record(let r) where r.name == "GestureMask":
      if case .int(let raw)? = r["rawValue"] { return GestureMask(rawValue: UInt32(truncatingIfNeeded: raw)) }
      return .all
    default:
      return .all
    }
  }
}
