import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// A builtin view or view modifier being resolved: its declaration and its arguments, in the
/// declaration's order with every default written out (a view-builder closure's position holds
/// the views it made, which are also the view's `children`).
struct ViewCall: ArgumentsByLabel {
  /// The declaration: a view's initializer (or its type, for a value used as a view such as a
  /// `Color`), or a modifier.
  let key: SurfaceKey
  let arguments: [Value]
  /// A view's content, as its view-builder closures made it; empty for a modifier.
  let children: [ViewValue]
  /// The view a modifier applies to; `.empty` for a view.
  let content: ViewValue
  let identity: Identity

  /// The member's name: `padding` for `View.padding(_:_:)`.
  var name: String { key.memberName }
}

/// A builtin gesture or gesture modifier being bridged, with its arguments as `ViewCall` has them.
struct GestureCall: ArgumentsByLabel {
  let key: SurfaceKey
  let arguments: [Value]
  /// Where the program made it (for errors).
  let at: Int
}

/// A builtin's arguments in its declaration's order, looked up by position or by label
/// (`ViewCall`, `GestureCall`).
protocol ArgumentsByLabel {
  var key: SurfaceKey { get }
  var arguments: [Value] { get }
}

extension ArgumentsByLabel {
  /// Argument `i`; `.void` when there is none.
  subscript(_ i: Int) -> Value { i < arguments.count ? arguments[i] : .void }

  /// The argument of the parameter labelled `label`; `.void` when the declaration has none.
  subscript(_ label: String) -> Value {
    guard let i = key.labels.firstIndex(of: label) else { return .void }
    return self[i]
  }

  /// Whether the declaration called has a parameter labelled `label` (which overload it is).
  func has(_ label: String) -> Bool { key.labels.contains(label) }
}

typealias ViewHandler = (ViewResolver, ViewCall) throws(RuntimeError) -> ViewNode
typealias GestureHandler = (GestureBridge, GestureCall) throws(RuntimeError) -> AnyGesture<Value>
typealias GestureModifierHandler =
  (GestureBridge, AnyGesture<Value>, GestureCall) throws(RuntimeError) -> AnyGesture<Value>

/// The host's half of the surface's bindings: what each builtin view, view modifier, gesture
/// and gesture modifier does, by `SurfaceKey`.
///
/// A view is bound by its type (`Text`), which resolves every initializer of the type; a
/// modifier, a gesture modifier or a gesture initializer by its own key. Values (natives,
/// setters, symbols) are bound in `BuiltinRegistry`; `SurfaceBindingTests` checks that every
/// declaration of the interface is bound exactly once, there or here.
struct ViewBindings {
  enum Binding {
    case view(ViewHandler)
    case modifier(ViewHandler)
    case gesture(GestureHandler)
    case gestureModifier(GestureModifierHandler)
  }

  private(set) var bindings: [Binding?] = Array(repeating: nil, count: SurfaceKey.count)
  /// Keys bound more than once (a mistake the tests catch).
  private(set) var duplicates: [SurfaceKey] = []

  subscript(key: SurfaceKey) -> Binding? { bindings[Int(key.rawValue)] }

  private mutating func bind(_ keys: [SurfaceKey], _ binding: Binding) {
    for key in keys {
      if bindings[Int(key.rawValue)] != nil { duplicates.append(key) }
      bindings[Int(key.rawValue)] = binding
    }
  }

  /// Binds view types: their initializers' descriptions are resolved by `handler`.
  mutating func view(_ types: SurfaceKey..., handler: @escaping ViewHandler) { bind(types, .view(handler)) }

  /// Binds view modifiers.
  mutating func modifier(_ keys: SurfaceKey..., handler: @escaping ViewHandler) {
    bind(keys, .modifier(handler))
  }

  /// Binds the view modifiers of a set another part of the host also reads.
  mutating func modifier(all keys: Set<SurfaceKey>, handler: @escaping ViewHandler) {
    bind(Array(keys), .modifier(handler))
  }

  /// Binds gesture initializers.
  mutating func gesture(_ keys: SurfaceKey..., handler: @escaping GestureHandler) {
    bind(keys, .gesture(handler))
  }

  /// Binds gesture modifiers and compositions.
  mutating func gestureModifier(_ keys: SurfaceKey..., handler: @escaping GestureModifierHandler) {
    bind(keys, .gestureModifier(handler))
  }

  /// The type a declaration belongs to (`Text` for `Text.init(_:)`), by key.
  static let typeKeys: [SurfaceKey?] = SurfaceKey.allKeys.map { SurfaceKey(name: String($0.owner)) }

  /// The view handler for a view description's key: its type's, or its own.
  func viewHandler(_ key: SurfaceKey) -> ViewHandler? {
    if case .view(let handler)? = self[key] { return handler }
    if let type = Self.typeKeys[Int(key.rawValue)], case .view(let handler)? = self[type] { return handler }
    return nil
  }

  /// Every binding the host has.
  static var standard: ViewBindings { SharedViewBindings.shared.bindings }

  static func make() -> ViewBindings {
    var b = ViewBindings()
    b.addPrimitiveViews()
    b.addControls()
    b.addFormControls()
    b.addLayoutModifiers()
    b.addStyleModifiers()
    b.addGestureModifiers()
    b.addOtherModifiers()
    b.addNavigation()
    b.addGestures()
    b.addAnimators()
    b.addTabs()
    b.addRecentViews()
    b.addRealCodeViews()
    b.addInertModifiers()
    b.addLinksAndSearch()
    b.addSubviews()
    b.addOutlines()
    return b
  }
}

/// The bindings, made once: immutable closures without state, safe to share between threads.
private struct SharedViewBindings: @unchecked Sendable {
  let bindings: ViewBindings
  static let shared = SharedViewBindings(bindings: ViewBindings.make())
}

/// How a declaration is bound: what the surface's tests and tools ask of the two halves.
public enum SurfaceBinding: Equatable, Sendable {
  /// A native computes its value (`BuiltinRegistry`).
  case native
  /// A setter writes it (`BuiltinRegistry`).
  case setter
  /// A view type resolves its initializers' descriptions, or a modifier a view's (`ViewBindings`).
  case view, modifier
  /// A gesture initializer, or a gesture modifier or composition (`ViewBindings`).
  case gesture, gestureModifier
}

/// The surface's bindings as data, for tests and tools: the values' half of the registry for
/// the default canvas and the host's view bindings together.
public enum SurfaceBindings {
  /// Every binding `key` has, in both halves (a settable property has a native and a setter).
  public static func bindings(of key: SurfaceKey) -> [SurfaceBinding] {
    let registry = BuiltinRegistry.forViews(canvas: ViewHost.defaultCanvas)
    var found: [SurfaceBinding] = []
    if registry[key] != nil { found.append(.native) }
    if registry.setters[Int(key.rawValue)] != nil { found.append(.setter) }
    switch ViewBindings.standard[key] {
    case .view?: found.append(.view)
    case .modifier?: found.append(.modifier)
    case .gesture?: found.append(.gesture)
    case .gestureModifier?: found.append(.gestureModifier)
    case nil: break
    }
    return found
  }

  /// Whether `key` is the initializer of a view type the host binds (which binds it too).
  public static func isInitializerOfBoundView(_ key: SurfaceKey) -> Bool {
    guard key.memberName == "init", let type = ViewBindings.typeKeys[Int(key.rawValue)], type != key else {
      return false
    }
    if case .view? = ViewBindings.standard[type] { return true }
    return false
  }

  /// The keys the host's view bindings bind more than once.
  public static var duplicates: [SurfaceKey] { ViewBindings.standard.duplicates }
}
