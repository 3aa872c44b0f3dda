import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// What the accessibility modifiers say about one view (`accessibilityLabel`, `…Value`,
/// `…Hint`, traits, actions), as an assistive technology would read it. The view host exposes
/// it per laid-out view (`ViewHost.accessibilityElements()`) and performs the actions
/// (`ViewHost.performAccessibilityAction`), for the Studio.
public struct AccessibilityInfo {
  public var label: String?
  public var value: String?
  public var hint: String?
  /// `accessibilityIdentifier(_:)`: the name UI tests find the element by (not spoken).
  public var identifier: String?
  /// Traits added (`isButton`, `isHeader`, …), without their type's prefix.
  public var traits: [String] = []
  /// The names of the actions: `default`, `escape`, `magicTap` or a custom name.
  public var actions: [String] = []
  /// Whether `accessibilityAdjustableAction` gives the view increment and decrement.
  public var isAdjustable = false
  public var isHidden = false
  /// `accessibilityElement(children:)`: `ignore`, `combine` or `contain`.
  public var childBehavior: String?
  /// Whether `label` is what the view says of itself (a `Button`'s title) rather than an
  /// `accessibilityLabel` modifier's, which then takes precedence over it.
  var labelIsImplicit = false

  /// The actions' closures, by name, and the adjustable action's.
  var handlers: [(String, Closure)] = []
  var adjust: Closure?

  public init() {}

  /// Adds what a modifier closer to the content says: it keeps a label, value or hint this
  /// info lacks (the first written wins, as each modifier wraps the last), and adds its traits
  /// and actions.
  mutating func merge(inner: AccessibilityInfo) {
    if let l = inner.label, !(inner.labelIsImplicit && label != nil) {
      label = l
      labelIsImplicit = inner.labelIsImplicit
    }
    if let v = inner.value { value = v }
    if let h = inner.hint { hint = h }
    if let i = inner.identifier { identifier = i }
    traits = inner.traits + traits.filter { !inner.traits.contains($0) }
    actions = inner.actions + actions.filter { !inner.actions.contains($0) }
    handlers = inner.handlers + handlers
    if inner.isAdjustable { isAdjustable = true }
    if let a = inner.adjust { adjust = a }
    if inner.isHidden { isHidden = true }
    if let c = inner.childBehavior { childBehavior = c }
  }

  /// Whether any accessibility modifier is on the view.
  public var isEmpty: Bool {
    label == nil && value == nil && hint == nil && identifier == nil && traits.isEmpty && actions.isEmpty
      && !isAdjustable
      && !isHidden && childBehavior == nil
  }
}

/// A view that carries accessibility information, where it is on the canvas.
public struct AccessibilityElement {
  /// The view's identity (the engine's `NodeID` raw value).
  public var id: UInt64
  /// The bounding box of the view in the canvas.
  public var frame: CGRect
  public var info: AccessibilityInfo
}

extension ViewResolver {
  /// Records accessibility modifier `name` with its arguments on `info`.
  func recordAccessibility(
    _ name: String, _ key: String, _ arguments: [Value], into info: inout AccessibilityInfo
  ) {
    func text(_ v: Value) -> String? {
      if let s = Convert.string(v) { return s }
      if case .view(.primitive(let k, let args, _)) = v, k.owner == "Text", let first = args.first {
        return Convert.string(first) ?? interpreter.describe(first)
      }
      return nil
    }
    let first = arguments.first ?? .void
    switch name {
    case "accessibilityLabel": info.label = text(first)
    case "accessibilityValue": info.value = text(first)
    case "accessibilityHint": info.hint = text(first)
    case "accessibilityIdentifier": info.identifier = text(first)
    case "accessibilityAddTraits", "accessibilityRemoveTraits":
      var names: [String] = []
      switch first {
      case .array(let items), .set(let items): names = items.compactMap(Self.symbolSuffix)
      default: names = Self.symbolSuffix(first).map { [$0] } ?? []
      }
      if name == "accessibilityAddTraits" {
        for n in names where !info.traits.contains(n) { info.traits.append(n) }
      } else {
        info.traits.removeAll { names.contains($0) }
      }
    case "accessibilityHidden": info.isHidden = Convert.bool(first) ?? true
    case "accessibilityElement": info.childBehavior = Self.symbolSuffix(first) ?? "ignore"
    case "accessibilityAction" where key.hasSuffix("(action:label:)"):
      // `accessibilityAction { … } label: { Label("Delete", systemImage: "trash") }`: the
      // action is named by its label's text.
      guard case .function(let handler) = first else { break }
      var actionName = "custom"
      var label = arguments.count > 1 ? arguments[1] : .void
      if case .function(let closure) = label { label = (try? interpreter.call(closure, [], at: 0)) ?? .void }
      if case .view(let view) = label, let title = Self.title(of: view) { actionName = title }
      info.actions.append(actionName)
      info.handlers.append((actionName, handler))
    case "accessibilityAction":
      var actionName = "default"
      var handler: Closure?
      for a in arguments {
        switch a {
        case .function(let c): handler = c
        case .string(let s): actionName = s
        default: if let s = Self.symbolSuffix(a) { actionName = s }
        }
      }
      if let handler {
        info.actions.append(actionName)
        info.handlers.append((actionName, handler))
      }
    case "accessibilityAdjustableAction":
      if case .function(let c) = first {
        info.isAdjustable = true
        info.adjust = c
      }
    default:
      break
    }
  }

  /// The first title a label view shows: a `Text`'s string or a `Label`'s title.
  static func title(of view: ViewValue) -> String? {
    switch view {
    case .primitive(let key, let arguments, let children):
      if key.owner == "Text" || key.owner == "Label", let first = arguments.first,
        let s = Convert.string(first)
      {
        return s
      }
      for child in children { if let s = title(of: child) { return s } }
      return nil
    case .modifier(let inner, _, _), .branch(_, let inner): return title(of: inner)
    case .group(let views): return views.lazy.compactMap { title(of: $0) }.first
    default: return nil
    }
  }

  /// `AccessibilityTraits.isButton` → `isButton`.
  static func symbolSuffix(_ v: Value) -> String? {
    guard case .symbol(let key) = v, let dot = key.lastIndex(of: ".") else { return nil }
    return String(key[key.index(after: dot)...])
  }
}
