import TactileGestures
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// `gesture(_:including:)`, `highPriorityGesture`, `simultaneousGesture`: a node of its own
  /// carrying the attachment.
  func resolveGestureModifier(
    _ content: ViewValue, _ name: String, _ key: String, _ arguments: [Value], _ identity: Identity
  ) throws(RuntimeError) -> ViewNode {
    let child = try resolve(content, identity.child(IdentityKind.modifier, 0))
    let n = node(identity, .modified(child, .marker(name)), label: infos[Int(child.tag)].label)
    guard let first = arguments.first, let gesture = first.asGesture(interpreter) else { return n }
    let kind: AttachmentKind =
      switch name {
      case "highPriorityGesture": .highPriority
      case "simultaneousGesture": .simultaneous
      default: .gesture
      }
    var mask = GestureMask.all
    if arguments.count > 1 {
      switch arguments[1] {
      case .bool(let enabled): mask = enabled ? .all : .subviews
      case let m: mask = Self.mask(m)
      }
    }
    let label = "\(infos[Int(child.tag)].label) .\(name)(\(GestureBridge.describe(gesture)))"
    infos[Int(n.tag)].gestures.append(.gesture(kind, gesture, mask: mask, label: label))
    return n
  }

  /// `onTapGesture` and `onLongPressGesture`.
  func resolveActionGesture(
    _ content: ViewValue, _ name: String, _ key: String, _ arguments: [Value], _ identity: Identity
  ) throws(RuntimeError) -> ViewNode {
    let child = try resolve(content, identity.child(IdentityKind.modifier, 0))
    let n = node(identity, .modified(child, .marker(name)), label: infos[Int(child.tag)].label)
    let label = "\(infos[Int(child.tag)].label) .\(name)"
    var closures: [Closure?] = []
    var numbers: [Value] = []
    var space = CoordinateSpace.local
    for a in arguments {
      switch a {
      case .function(let c): closures.append(c)
      case .optional(nil): closures.append(nil)
      case .optional(.function(let c)?): closures.append(c)
      case .symbol, .record: space = GestureBridge.coordinateSpace(a)
      default: numbers.append(a)
      }
    }
    if name == "onTapGesture" {
      guard let perform = closures.compactMap({ $0 }).first else { return n }
      let count = numbers.first.flatMap(Convert.int) ?? 1
      if key.includes("coordinateSpace") {
        infos[Int(n.tag)].gestures.append(
          .spatialTap(count: count, space: space, perform: perform, label: label))
      } else {
        infos[Int(n.tag)].gestures.append(.tap(count: count, perform: perform, label: label))
      }
      return n
    }
    // onLongPressGesture: `perform:onPressingChanged:` or `pressing:perform:`.
    let pressingFirst = key.includes("pressing:perform:")
    let perform = pressingFirst ? (closures.count > 1 ? closures[1] : nil) : closures.first ?? nil
    let pressing = pressingFirst ? closures.first ?? nil : (closures.count > 1 ? closures[1] : nil)
    guard let perform else { return n }
    infos[Int(n.tag)].gestures.append(
      .longPress(
        minimumDuration: numbers.first.flatMap(Convert.double) ?? 0.5,
        maximumDistance: numbers.count > 1 ? Convert.double(numbers[1]) ?? 10 : 10, perform: perform,
        pressing: pressing,
        label: label))
    return n
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
    default:
      return .all
    }
  }
}
