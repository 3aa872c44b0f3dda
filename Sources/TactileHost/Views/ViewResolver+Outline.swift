import TactileInterpreter
import TactileLayout
import TactileUIIR

/// `OutlineGroup` and `List(_:children:rowContent:)`: a tree of rows over a `children` key
/// path (docs/layout-behaviour.md, "Outlines"). An element whose children are nil is a row;
/// any other is a disclosure group whose label is its row and whose content is its children's
/// outline, collapsed until the row is tapped.
struct OutlineParts {
  /// The data (a collection) or the root element, as the initializer was given it.
  let data: Value
  let id: [KeyPathStepValue]?
  let children: [KeyPathStepValue]
  let content: Closure
  /// The initializer of the same shape that takes a collection, for a subgroup's children.
  let collectionKey: SurfaceKey

  /// The parts of an `OutlineGroup` (or outline `List`) call; nil when they are not all there.
  init?(_ key: SurfaceKey, _ arguments: [Value]) {
    let labels = key.labels
    guard let c = labels.firstIndex(of: "children"), c < arguments.count,
      case .keyPath(let children) = arguments[c], case .function(let content)? = arguments.last,
      let first = arguments.first
    else { return nil }
    data = first
    self.children = children
    self.content = content
    var id: [KeyPathStepValue]?
    if let i = labels.firstIndex(of: "id"), i < arguments.count, case .keyPath(let steps) = arguments[i] {
      id = steps
    }
    self.id = id
    collectionKey =
      id == nil ? .`OutlineGroup.init(_:children:content:)` : .`OutlineGroup.init(_:id:children:content:)`
  }

  /// Whether the call was given a collection of elements rather than one root element.
  var isCollection: Bool {
    if case .array = unwrapped(data) { return true }
    return false
  }

  /// The arguments of an outline over `data` with the same key paths and content.
  func arguments(_ data: Value) -> [Value] {
    if let id { return [data, .keyPath(id), .keyPath(children), .function(content)] }
    return [data, .keyPath(children), .function(content)]
  }
}

extension ViewResolver {
  /// `OutlineGroup(data, children:)`: the elements' rows in order; `OutlineGroup(root, children:)`:
  /// the root's row, a disclosure group when it has children.
  func resolveOutlineGroup(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    guard let parts = OutlineParts(call.key, call.arguments) else {
      return node(call.identity, .empty, label: "OutlineGroup")
    }
    if parts.isCollection {
      let (ids, views) = try outlineElements(parts)
      return try resolve(.forEach(ids: ids, views: views), call.identity)
    }
    let element = unwrapped(parts.data)
    let row = try interpreter.call(parts.content, [element], at: 0).asView(interpreter) ?? .empty
    guard let children = try outlineChildren(element, parts) else { return try resolve(row, call.identity) }
    let label = try resolve(row, call.identity.child(IdentityKind.child, 0))
    return try disclosure(call.identity, binding: nil, label: label) {
      .primitive(key: parts.collectionKey, arguments: parts.arguments(children), children: [])
    }
  }

  /// Each element's identifier and view: its row when it has no children, else an outline of
  /// that one element (resolved as a disclosure group).
  func outlineElements(_ parts: OutlineParts) throws(RuntimeError) -> (ids: [Value], views: [ViewValue]) {
    var ids: [Value] = []
    var views: [ViewValue] = []
    for element in try interpreter.elementsOf(unwrapped(parts.data), at: 0) {
      if let steps = parts.id {
        ids.append(try interpreter.apply(steps, to: element))
      } else {
        ids.append(try interpreter.identifier(of: element))
      }
      if try outlineChildren(element, parts) == nil {
        views.append(try interpreter.call(parts.content, [element], at: 0).asView(interpreter) ?? .empty)
      } else {
        let rootKey: SurfaceKey =
          parts.id == nil
          ? .`OutlineGroup.init(_:children:content:)` : .`OutlineGroup.init(_:id:children:content:)`
        views.append(.primitive(key: rootKey, arguments: parts.arguments(element), children: []))
      }
    }
    return (ids, views)
  }

  /// The element's children, or nil when the key path gives nil (a leaf).
  private func outlineChildren(_ element: Value, _ parts: OutlineParts) throws(RuntimeError) -> Value? {
    let children = try interpreter.apply(parts.children, to: element)
    if case .optional(nil) = children { return nil }
    return unwrapped(children)
  }

  /// The rows an outline over a collection makes in a list: one per element at the top level,
  /// each a disclosure group when it has children. Nil for an outline of one root (one row).
  func outlineListRows(_ key: SurfaceKey, _ arguments: [Value]) -> ViewValue? {
    guard let parts = OutlineParts(key, arguments), parts.isCollection,
      let (ids, views) = try? outlineElements(parts)
    else { return nil }
    return .forEach(ids: ids, views: views)
  }
}
