import TactileGeometry
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// What a node does with a program's `PreferenceKey` (its type, `Value.type`'s index).
///
/// Preferences flow up after layout (docs/layout-behaviour.md, "Preferences"): a value written
/// inside a `GeometryReader` is known only once the reader is placed, so the host reduces them
/// over the laid-out tree (`ViewHost.applyPreferences`).
enum PreferenceRole {
  /// `preference(key:value:)`: the subtree's value for the key is this one.
  case write(key: Int, value: Value)
  /// `transformPreference(_:_:)`: the subtree's value, changed in place by the closure.
  case transform(key: Int, Closure)
  /// `anchorPreference(key:value:transform:)`: the subtree's value is what the transform makes
  /// of the anchor `source` names in this view's bounds.
  case anchor(key: Int, source: Value, transform: Closure)
  /// `onGeometryChange(for:of:action:)`: the transform of the view's geometry, and the action
  /// called when it changes (`key` is unused).
  case geometry(transform: Closure, action: Closure)
  /// `onPreferenceChange(_:perform:)`: the action, called with the subtree's value when it
  /// changes.
  case onChange(key: Int, Closure)
  /// The content of `overlayPreferenceValue` / `backgroundPreferenceValue` with the identity
  /// `owner`: its value is what the modifier's view is built from.
  case read(key: Int, owner: UInt64)

  var key: Int {
    switch self {
    case .write(let key, _), .transform(let key, _), .onChange(let key, _), .read(let key, _),
      .anchor(let key, _, _):
      return key
    case .geometry: return -1
    }
  }
}

extension ViewResolver {
  /// The preference key type a modifier names (`SizeKey.self`), when it is the program's.
  func preferenceKey(_ value: Value) -> Int? {
    if case .type(let t) = unwrapped(value) { return t }
    return nil
  }

  /// `preference(key:value:)`, `transformPreference(_:_:)` and `onPreferenceChange(_:perform:)`:
  /// a marker whose node carries its role.
  func resolvePreference(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let n = try wrapped(call, .marker(call.name))
    guard let key = preferenceKey(call[0]) else { return n }
    switch call.key {
    case .`View.preference(key:value:)`:
      infos[Int(n.tag)].preference = .write(key: key, value: call[1])
    case .`View.transformPreference(_:_:)`:
      if case .function(let f) = unwrapped(call[1]) { infos[Int(n.tag)].preference = .transform(key: key, f) }
    default:
      if case .function(let f) = unwrapped(call[1]) { infos[Int(n.tag)].preference = .onChange(key: key, f) }
    }
    return n
  }

  /// `overlayPreferenceValue(_:_:)` and `backgroundPreferenceValue(_:_:)`: the content, and the
  /// view the closure makes from the content's reduced value (the last layout's; the key's
  /// default before the first), in front of it or behind it, aligned in its bounds.
  func resolvePreferenceValue(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let base = try resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
    guard let key = preferenceKey(call[0]),
      case .function(let transform)? = call.arguments.last.map(unwrapped)
    else { return base }
    let reader = node(
      call.identity.child(IdentityKind.modifier, 2), .modified(base, .marker("preferenceValue")),
      label: label(of: base))
    infos[Int(reader.tag)].preference = .read(key: key, owner: call.identity.hash)
    preferenceOwners[call.identity.hash] = current?.identity.hash
    var value: Value
    if let known = preferenceValues[call.identity.hash] {
      value = known
    } else {
      value = try preferenceDefault(key, at: transform)
    }
    let made = try interpreter.call(transform, [value], at: location(of: transform))
    let layer = try resolve(made.asView(interpreter) ?? .empty, call.identity.child(IdentityKind.modifier, 1))
    let alignment = call.has("alignment") ? self.alignment(call["alignment"]) : .center
    let content: ViewContent =
      call.name.hasPrefix("overlay")
      ? .overlay(reader, overlay: layer, alignment: alignment)
      : .background(reader, background: layer, alignment: alignment)
    return node(call.identity, content, label: label(of: base))
  }

  /// Where a closure's code starts, for errors.
  func location(of closure: Closure) -> Int {
    if case .function(let index) = closure.code { return interpreter.program.functions[index].location }
    return 0
  }

  /// `Key.defaultValue`.
  func preferenceDefault(_ key: Int, at closure: Closure?) throws(RuntimeError) -> Value {
    let at = closure.map(location(of:)) ?? 0
    guard let value = try interpreter.staticProperty(of: key, named: "defaultValue", at: at) else {
      // A key whose `Value` is optional may leave `defaultValue` out: SwiftUI's extension
      // gives `nil` (the checker refuses any other key without one).
      return .optional(nil)
    }
    return value
  }

  /// `Key.reduce(value: &value, nextValue: { next })`.
  func preferenceReduce(_ key: Int, _ value: Value, _ next: Value) throws(RuntimeError) -> Value {
    guard case .function(let reduce)? = interpreter.program.types[key].witnesses["reduce(value:nextValue:)"]
    else {
      return next
    }
    var selfValue = Value.type(key)
    var arguments: [Value] = [
      value, .function(Closure(code: .native({ _ in next }), captures: [], selfValue: nil)),
    ]
    _ = try interpreter.invoke(
      reduce, selfValue: &selfValue, arguments: &arguments,
      at: interpreter.program.functions[reduce].location)
    return arguments[0]
  }
}

extension BuiltinRegistry {
  /// `Anchor<Value>.Source` values (records of their kind; `.bounds` is a symbol) and
  /// `proxy[anchor]`: an anchor is kept as its value in the canvas, and a proxy gives it in
  /// its own coordinates.
  mutating func addAnchors() {
    let named: [SurfaceKey] = [
      .`Anchor.Source.zero`, .`Anchor.Source.center`, .`Anchor.Source.leading`, .`Anchor.Source.trailing`,
      .`Anchor.Source.top`, .`Anchor.Source.bottom`, .`Anchor.Source.topLeading`,
      .`Anchor.Source.topTrailing`,
      .`Anchor.Source.bottomLeading`, .`Anchor.Source.bottomTrailing`,
    ]
    for key in named {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .record(
          Record(
            name: "Anchor.Source", labels: ["unitPoint"],
            fields: [.symbol("UnitPoint." + call.key.split(separator: ".").last.map(String.init)!)]))
      }
    }
    for (key, label) in [
      (SurfaceKey.`Anchor.Source.rect(_:)`, "rect"), (.`Anchor.Source.point(_:)`, "point"),
      (.`Anchor.Source.unitPoint(_:)`, "unitPoint"),
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .record(Record(name: "Anchor.Source", labels: [label], fields: [try call.argument(0)]))
      }
    }
    add(.`GeometryProxy.subscript(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let anchor) = unwrapped(try call.argument(0)), let value = anchor["value"] else {
        throw RuntimeError("this anchor has no value here", at: call.at)
      }
      var origin = (x: 0.0, y: 0.0)
      if case .record(let proxy) = call.receiver, case .rect(let x, let y, _, _)? = proxy["globalFrame"] {
        origin = (x, y)
      }
      switch value {
      case .rect(let x, let y, let w, let h): return .rect(x - origin.x, y - origin.y, w, h)
      case .point(let x, let y): return .point(x - origin.x, y - origin.y)
      default: return value
      }
    }
  }
}

extension ViewResolver {
  /// `anchorPreference(key:value:transform:)`: the transform is called after layout with the
  /// anchor of the view's bounds.
  func resolveAnchorPreference(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let n = try wrapped(call, .marker(call.name))
    if let key = preferenceKey(call[0]), case .function(let transform) = unwrapped(call[2]) {
      infos[Int(n.tag)].preference = .anchor(key: key, source: call[1], transform: transform)
    }
    return n
  }

  /// The anchor `source` names in a view whose bounds are `frame` in the canvas.
  static func anchor(_ source: Value, in frame: CGRect) -> Value {
    var value: Value = .rect(frame.minX, frame.minY, frame.width, frame.height)
    if case .record(let r) = unwrapped(source) {
      if let rect = r["rect"], case .rect(let x, let y, let w, let h) = unwrapped(rect) {
        value = .rect(frame.minX + x, frame.minY + y, w, h)
      } else if let point = r["point"], case .point(let x, let y) = unwrapped(point) {
        value = .point(frame.minX + x, frame.minY + y)
      } else if let unit = r["unitPoint"] {
        let u = Convert.unitPoint(unwrapped(unit))
        value = .point(frame.minX + u.x * frame.width, frame.minY + u.y * frame.height)
      }
    }
    return .record(Record(name: "Anchor", labels: ["value"], fields: [value]))
  }
}

extension ViewResolver {
  /// `onGeometryChange(for:of:action:)`: after layout the host gives the transform the view's
  /// geometry and calls the action when the result changes (`ViewHost.applyPreferences`).
  func resolveGeometryChange(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let n = try marker(call)
    if case .function(let transform) = unwrapped(call[1]), case .function(let action) = unwrapped(call[2]) {
      infos[Int(n.tag)].preference = .geometry(transform: transform, action: action)
    }
    return n
  }
}
