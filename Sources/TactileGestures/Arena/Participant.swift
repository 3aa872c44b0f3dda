/// An attachment taking part in the current touch session: the live recognizer of one gesture
/// modifier, the touches bound to it, and what it last reported.
///
/// A participant is *finished* once its gesture is terminal and its fingers are up; its node is
/// then reset, ready for a new touch, while its last phase still counts for the attachments
/// that depend on it until the session ends.
final class Participant {
  let key: AttachmentKey
  var kind: AttachmentKind
  var label: String
  var root: AttachmentRoot
  /// The node's index in the current responder tree.
  var nodeIndex: Int
  /// Bound pointers that are down, in binding order.
  var pointers: [TrackedPointer] = []
  /// The touches (serial numbers) of the current sequence, for relating participants.
  var touches: Set<Int> = []
  /// The phase the gesture reported last in this sequence.
  var lastKind: PhaseKind = .possible
  var isFinished = false
  /// Whether the participant was recognised (active or ended) in this sequence.
  var wasRecognized: Bool { lastKind == .active || lastKind == .ended }

  init(key: AttachmentKey, attachment: GestureAttachment, nodeIndex: Int) {
    self.key = key
    self.kind = attachment.kind
    self.label = attachment.label
    self.root = attachment.box.makeRoot()
    self.nodeIndex = nodeIndex
    assignTracePaths()
  }

  /// Restarts a finished participant for a new sequence.
  func restart() {
    isFinished = false
    touches = []
    lastKind = .possible
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
