import TactileGeometry

/// An attachment taking part in the current touch session: the live recognizer of one gesture
/// modifier, the touches bound to it, and what it last reported.
///
/// A participant is *finished* once its gesture is terminal and its fingers are up; its node is
/// then reset, ready for a new touch, while its last phase still counts for the attachments
/// that depend on it until the session ends.
final class Participant {
  let key: AttachmentKey
  var kind: AttachmentKind
  /// `GestureAttachment.isSystemInteraction`.
  var isSystemInteraction: Bool
  /// `GestureAttachment.scrollPanRule`.
  var scrollPanRule: ScrollPanRule?
  /// Where the first finger of the sequence touched down (global), for `scrollPanRule`.
  var downLocation: CGPoint?
  /// For a scroll view's pan under iOS 17: the content's participants it takes precedence over
  /// without their waiting for it (computed with the update order).
  var preempted: [Participant] = []
  var label: String
  var root: AttachmentRoot
  /// The root node's dependency (R2.6), cached: it changes only when the gesture takes a new
  /// description (`GestureArena.setTree`), and the arena reads it for every update.
  var dependency: GestureDependency
  /// Whether the gesture contains a node that can have a timer, cached like `dependency`.
  var hasTimers: Bool
  /// The node's index in the current responder tree.
  var nodeIndex: Int
  /// The node indices from the root down to the node, so that `ancestry[d]` is the node's
  /// ancestor at depth `d` (for constant-time "is inside" tests).
  var ancestry: [Int] = []
  /// How the gesture converts points, for the current tree.
  var space = SpaceResolver.identity
  /// Bound pointers that are down, in binding order.
  var pointers: [TrackedPointer] = []
  /// This update's events for the bound pointers.
  var pendingChanges: [PointerEvent] = []
  /// The touches (serial numbers) of the current sequence, for relating participants.
  var touches: [Int] = []
  /// The participants that run before this one in each update and share a touch with it:
  /// those it waits for or can be prevented by (computed with the update order).
  var competitors: [Participant] = []
  /// The phase the gesture reported last in this sequence.
  var lastKind: PhaseKind = .possible
  var isFinished = false
  /// Set when the attachment left the tree; the arena drops the participant.
  var isRemoved = false
  /// Whether the participant was recognised (active or ended) in this sequence.
  var wasRecognized: Bool { lastKind == .active || lastKind == .ended }

  /// Builds the participant for `attachment`; with `tracing`, names its nodes for trace entries
  /// (otherwise the arena names them when a tracer is installed).
  init(key: AttachmentKey, attachment: GestureAttachment, nodeIndex: Int, tree: ResponderTree, tracing: Bool)
  {
    self.key = key
    self.kind = attachment.kind
    self.isSystemInteraction = attachment.isSystemInteraction
    self.scrollPanRule = attachment.scrollPanRule
    self.label = attachment.label
    self.root = attachment.box.makeRoot(attachment.box)
    self.dependency = Self.dependency(of: root.node, kind: attachment.kind)
    self.hasTimers = root.node.hasTimers
    self.nodeIndex = nodeIndex
    place(in: tree, at: nodeIndex)
    if tracing { assignTracePaths() }
  }

  /// The dependency the arena applies to `node` attached as `kind`: its own (R2.6), except that
  /// a scroll view's pan, a system recognizer, has none.
  static func dependency(of node: AnyGestureNode, kind: AttachmentKind) -> GestureDependency {
    kind == .scrollViewPan ? .none : node.dependency
  }

  /// Restarts a finished participant for a new sequence.
  func restart() {
    isFinished = false
    touches = []
    downLocation = nil
    lastKind = .possible
  }

  /// Whether this participant and `other` were touched by a common finger in their sequences.
  func sharesTouch(with other: Participant) -> Bool {
    for touch in touches where other.touches.contains(touch) { return true }
    return false
  }

  /// Places the participant in `tree` at `index`: its ancestry and coordinate spaces. Returns
  /// whether its position (and so its relations to others) changed.
  @discardableResult
  func place(in tree: ResponderTree, at index: Int) -> Bool {
    let moved = index != nodeIndex || !hasAncestry(index, in: tree)
    if moved {
      var path: [Int] = []
      var current: Int? = index
      while let i = current {
        path.append(i)
        current = tree.parents[i]
      }
      path.reverse()
      ancestry = path
    }
    nodeIndex = index
    let localFromGlobal = tree.localToGlobal(index).inverted() ?? .identity
    space = SpaceResolver(localSize: tree.nodes[index].size, localFromGlobal: localFromGlobal) { space in
      let target: Int?
      switch space {
      case .named(let name): target = tree.nearest(from: index) { $0.coordinateSpaceName == name }
      case .scrollView: target = tree.nearest(from: index) { $0.isScrollView }
      case .global, .local: target = nil
      }
      guard let target else { return .identity }
      return tree.localToGlobal(target).inverted() ?? .identity
    }
    return moved
  }

  /// Whether the path from `index` up to its root in `tree` is `ancestry` (read without building
  /// it: a host sets the tree after every state change, and the path rarely changes).
  private func hasAncestry(_ index: Int, in tree: ResponderTree) -> Bool {
    var depth = ancestry.count - 1
    var current: Int? = index
    while let i = current {
      guard depth >= 0, ancestry[depth] == i else { return false }
      depth -= 1
      current = tree.parents[i]
    }
    return depth == -1
  }

  /// Names every node of the gesture for trace entries.
  func assignTracePaths() { assignPath(root.node, prefix: "") }

  private func assignPath(_ node: AnyGestureNode, prefix: String) {
    let children = node.children
    let isComposite = children.contains { !$0.label.isEmpty }
    if node.isRecognizer || isComposite {
      node.tracePath = prefix.isEmpty ? node.traceName : "\(prefix) › \(node.traceName)"
    }
    for child in children {
      assignPath(child.node, prefix: isComposite ? "\(node.tracePath).\(child.label)" : prefix)
    }
    if !node.isRecognizer, !isComposite {
      node.tracePath = children.first?.node.tracePath ?? node.traceName
    }
  }
}
