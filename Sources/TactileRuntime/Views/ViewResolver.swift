import TactileGestures
import TactileLayout
import TactileUIIR

/// A gesture modifier found on a view, waiting to become an engine attachment.
enum AttachedGesture {
  /// `gesture`, `highPriorityGesture`, `simultaneousGesture` with a gesture value.
  case gesture(AttachmentKind, GestureValue, mask: GestureMask, label: String)
  /// `onTapGesture(count:perform:)`.
  case tap(count: Int, perform: Closure, label: String)
  /// `onTapGesture(count:coordinateSpace:perform:)`.
  case spatialTap(count: Int, space: CoordinateSpace, perform: Closure, label: String)
  /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
  case longPress(
    minimumDuration: Double, maximumDistance: Double, perform: Closure, pressing: Closure?, label: String)
}

/// What the runtime keeps about one node of the resolved tree (indexed by the node's tag).
struct NodeInfo {
  var label: String
  var gestures: [AttachedGesture] = []
  /// `accessibilityLabel` and friends, for the Studio.
  var accessibility: [(String, Value)] = []
}

/// One user view with state, in tree order, for `replay --state`.
struct LiveView {
  var typeName: String
  var properties: [(name: String, storage: Value)]
}

/// The state of every user view on screen, by identity.
final class StateStore {
  struct Entry {
    var fields: [Value]
    var generation: Int
  }
  var entries: [UInt64: Entry] = [:]
  var generation = 0
}

/// Turns the root view's description into the layout's `ViewNode` tree: evaluates user views'
/// bodies where they are placed (with their state attached by identity), expands `ForEach`
/// and branches, maps builtin views and modifiers to layout content, and collects the gesture
/// modifiers and accessibility information of each node.
final class ViewResolver {
  let interpreter: Interpreter
  let store: StateStore
  var infos: [NodeInfo] = []
  var liveViews: [LiveView] = []
  /// Called when state a view reads changes (the host re-renders).
  let invalidate: () -> Void
  /// `onAppear` actions of views that appeared in this pass, in tree order.
  var appeared: [Closure] = []
  var seen: Set<UInt64> = []
  var previouslySeen: Set<UInt64> = []
  /// Views that carry an `onAppear` and were on screen in the previous pass.
  var environmentObjects: [Int: Value] = [:]
  /// The last value of each `onChange(of:)`, by identity.
  var changeValues: [UInt64: Value] = [:]
  /// `onChange` actions to run after this pass: the action, the old and the new value.
  var changed: [(Closure, Value, Value)] = []
  /// A runtime error met while layout called back into the program (`GeometryReader`).
  var pendingError: RuntimeError?

  init(interpreter: Interpreter, store: StateStore, invalidate: @escaping () -> Void) {
    self.interpreter = interpreter
    self.store = store
    self.invalidate = invalidate
  }

  /// A node with a fresh tag and info.
  func node(_ identity: Identity, _ content: ViewContent, label: String) -> ViewNode {
    let tag = UInt32(infos.count)
    infos.append(NodeInfo(label: label))
    seen.insert(identity.hash)
    return ViewNode(id: identity.hash, tag: tag, content)
  }

  /// Resolves `value` placed at `identity`.
  func resolve(_ value: ViewValue, _ identity: Identity) throws(RuntimeError) -> ViewNode {
    switch value {
    case .empty:
      return node(identity, .empty, label: "EmptyView")
    case .group(let views):
      var children: [ViewNode] = []
      for (i, v) in views.enumerated() {
        children.append(try resolve(v, identity.child(IdentityKind.child, UInt64(i))))
      }
      return node(identity, .group(children), label: "Group")
    case .branch(let index, let v):
      return try resolve(v, identity.child(IdentityKind.branch, UInt64(index)))
    case .forEach(let ids, let views):
      var children: [ViewNode] = []
      for (id, v) in zip(ids, views) {
        children.append(
          try resolve(
            v, identity.child(IdentityKind.element, text: interpreter.debugDescribe(id, nested: true))))
      }
      return node(identity, .group(children), label: "ForEach")
    case .user(let v):
      return try resolveUser(v, identity)
    case .primitive(let key, let arguments, let children):
      return try resolvePrimitive(key, arguments, children, identity)
    case .modifier(let content, let key, let arguments):
      return try resolveModifier(content, key, arguments, identity)
    }
  }

  /// A user view: its state attached by identity, its body evaluated and resolved.
  private func resolveUser(_ value: Value, _ parent: Identity) throws(RuntimeError) -> ViewNode {
    guard case .instance(var instance) = value else {
      return node(parent, .empty, label: "?")
    }
    let type = interpreter.program.types[instance.type]
    let identity = parent.child(IdentityKind.userView, UInt64(instance.type))
    // Attach the state this identity already has, or keep the new value's.
    var properties: [(name: String, storage: Value)] = []
    if var entry = store.entries[identity.hash], entry.fields.count == instance.fields.count {
      for (i, p) in type.properties.enumerated() where keepsState(p.storage) {
        instance.fields[i] = entry.fields[i]
      }
      entry.generation = store.generation
      store.entries[identity.hash] = entry
    } else {
      for (i, p) in type.properties.enumerated() where keepsState(p.storage) {
        observe(instance.fields[i])
      }
      store.entries[identity.hash] = StateStore.Entry(fields: instance.fields, generation: store.generation)
    }
    for (i, p) in type.properties.enumerated() {
      switch p.storage {
      case .state, .gestureState:
        properties.append((name: p.name, storage: instance.fields[i]))
      case .environment(let key):
        instance.fields[i] = environmentValue(key)
      case .observedObject where isVoid(instance.fields[i]):
        instance.fields[i] = environmentObjects.values.first ?? .void
      default:
        break
      }
    }
    liveViews.append(LiveView(typeName: type.name, properties: properties))
    guard let body = type.body else {
      return node(identity, .empty, label: type.name)
    }
    var selfValue = Value.instance(instance)
    var arguments: [Value] = []
    let result = try interpreter.invoke(
      body, selfValue: &selfValue, arguments: &arguments, at: interpreter.program.functions[body].location)
    guard let view = result.asView(interpreter) else {
      return node(identity, .empty, label: type.name)
    }
    return try resolve(view, identity.child(IdentityKind.content, 0))
  }

  private func isVoid(_ v: Value) -> Bool {
    if case .void = v { return true }
    return false
  }

  private func keepsState(_ storage: TactileUIIR.PropertyStorage) -> Bool {
    switch storage {
    case .state, .gestureState, .stateObject, .appStorage: return true
    default: return false
    }
  }

  /// Makes writes to a state cell (or an object's published properties) re-render.
  private func observe(_ storage: Value) {
    let invalidate = self.invalidate
    switch storage {
    case .cell(let c):
      c.onWrite = invalidate
      if case .object(let o) = c.value { o.onChange = invalidate }
    case .gestureState(let s):
      s.onChange = { _ in invalidate() }
    default:
      break
    }
  }

  /// The values `@Environment` reads (a light canvas).
  private func environmentValue(_ key: String) -> Value {
    switch key {
    case "colorScheme": return .symbol("ColorScheme.light")
    case "isEnabled": return .bool(true)
    case "accessibilityReduceMotion": return .bool(false)
    default: return .void
    }
  }
}
