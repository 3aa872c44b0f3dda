import TactileGeometry

/// Identifies a view across updates of the responder tree. Hosts derive it from the view's
/// structural identity (its position, `ForEach` id, `.id(_:)`), so a view that survives a body
/// re-evaluation keeps its id and its gestures keep their state.
public struct NodeID: Hashable, Sendable, CustomStringConvertible {
  public var rawValue: UInt64
  public init(_ rawValue: UInt64) { self.rawValue = rawValue }
  public var description: String { "#\(rawValue)" }
}

/// Identifies one gesture modifier: the view it is attached to and its position among that
/// view's gesture modifiers (0 is the innermost, the first one written).
public struct AttachmentKey: Hashable, Sendable, CustomStringConvertible {
  public var node: NodeID
  public var index: Int
  public init(node: NodeID, index: Int) {
    self.node = node
    self.index = index
  }
  public var description: String { "\(node).\(index)" }
}

/// One view of the responder tree: where it is, what of it can be hit, and the gesture
/// modifiers attached to it.
///
/// A host makes one node per view *and* per geometry-changing modifier (frame, padding,
/// offset, scale, rotation, position, content shape), so that each gesture modifier attaches
/// to the view as laid out at that point of its modifier chain (R11.1).
public struct ResponderNode {
  public var id: NodeID
  /// A name for traces and diagnostics, such as `Circle`.
  public var label: String
  /// Maps this node's local coordinates into its parent's.
  public var transform: CGAffineTransform
  /// The size of the node's local bounds, whose origin is (0, 0).
  public var size: CGSize
  /// What the view itself draws, for hit testing; `nil` for containers, which are hit only
  /// where a child is (R10.2).
  public var content: HitShape?
  /// The opacity of the drawn content's style: 0 for `Color.clear` (not hittable, R10.4).
  public var contentOpacity: Double
  /// The view's own opacity (`.opacity(_:)`); views rendered below 0.001 are not hittable.
  public var opacity: Double
  /// `.contentShape(_:)`: the node is hit wherever this shape is, and nowhere else (R10.5).
  public var contentShape: HitShape?
  /// `.allowsHitTesting(false)` removes the node and its subtree from hit testing (R10.6).
  public var allowsHitTesting: Bool
  /// The environment's `isEnabled` (`.disabled(true)` switches gestures off, R9.7).
  public var isEnabled: Bool
  /// `.coordinateSpace(name:)` on this node.
  public var coordinateSpaceName: String?
  /// Whether the node is a scroll view (for `CoordinateSpace.scrollView`).
  public var isScrollView: Bool
  /// The gesture modifiers on this node, innermost (first written) first.
  public var attachments: [GestureAttachment]

  public init(
    id: NodeID, label: String = "", transform: CGAffineTransform = .identity, size: CGSize,
    content: HitShape? = nil, contentOpacity: Double = 1, opacity: Double = 1, contentShape: HitShape? = nil,
    allowsHitTesting: Bool = true, isEnabled: Bool = true, coordinateSpaceName: String? = nil,
    isScrollView: Bool = false, attachments: [GestureAttachment] = []
  ) {
    self.id = id
    self.label = label
    self.transform = transform
    self.size = size
    self.content = content
    self.contentOpacity = contentOpacity
    self.opacity = opacity
    self.contentShape = contentShape
    self.allowsHitTesting = allowsHitTesting
    self.isEnabled = isEnabled
    self.coordinateSpaceName = coordinateSpaceName
    self.isScrollView = isScrollView
    self.attachments = attachments
  }
}

/// The views on screen, as the gesture engine needs them: geometry for hit testing and
/// coordinate spaces, and the gesture modifiers attached to each view.
///
/// Nodes are stored flat; children are listed back to front (a later child is drawn on top and
/// hit first). The first node added without a parent is the root; its transform places it in
/// the canvas (global) space.
public struct ResponderTree {
  public private(set) var nodes: [ResponderNode] = []
  public private(set) var parents: [Int?] = []
  public private(set) var children: [[Int]] = []
  private var indexByID: [NodeID: Int] = [:]

  public init() {}

  /// Adds `node` as the frontmost child of `parent` (or as a root) and returns its index.
  @discardableResult
  public mutating func add(_ node: ResponderNode, parent: Int? = nil) -> Int {
    let index = nodes.count
    nodes.append(node)
    parents.append(parent)
    children.append([])
    if let parent { children[parent].append(index) }
    indexByID[node.id] = index
    return index
  }

  /// Replaces node `index` by `node`, which has the same id (a view updated in place: moved,
  /// or given new gesture descriptions); parents and children stay.
  public mutating func replace(_ index: Int, with node: ResponderNode) {
    precondition(nodes[index].id == node.id, "a replaced node keeps its id")
    nodes[index] = node
  }

  /// The roots, back to front.
  public var roots: [Int] { nodes.indices.filter { parents[$0] == nil } }

  /// The index of the node with `id`, if it is in the tree.
  public func index(of id: NodeID) -> Int? { indexByID[id] }

  /// The transform from `index`'s local space to the global space.
  public func localToGlobal(_ index: Int) -> CGAffineTransform {
    var transform = CGAffineTransform.identity
    var current: Int? = index
    while let i = current {
      transform = transform.concatenating(nodes[i].transform)
      current = parents[i]
    }
    return transform
  }

  /// Whether `ancestor` is `node` or one of its ancestors.
  public func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
    var current: Int? = node
    while let i = current {
      if i == ancestor { return true }
      current = parents[i]
    }
    return false
  }

  /// The nearest node at or above `index` that satisfies `predicate`.
  func nearest(from index: Int, where predicate: (ResponderNode) -> Bool) -> Int? {
    var current: Int? = index
    while let i = current {
      if predicate(nodes[i]) { return i }
      current = parents[i]
    }
    return nil
  }
}
