import TactileGeometry
import TactileGestures

/// A view for gesture tests: a rectangle (or other shape) at a frame in its parent, with
/// children and gesture modifiers. `Scene` turns a tree of these into a `ResponderTree`.
struct TestView {
  var id: UInt64
  var label: String
  var frame: CGRect
  var content: HitShape?
  var contentOpacity = 1.0
  var opacity = 1.0
  var contentShape: HitShape?
  var allowsHitTesting = true
  var isEnabled = true
  var coordinateSpaceName: String?
  /// Extra transform applied after the frame's translation (offset, scale, rotation).
  var transform = CGAffineTransform.identity
  var gestures: [GestureAttachment] = []
  var children: [TestView] = []

  /// A filled rectangle filling its frame.
  static func rect(
    _ id: UInt64, _ label: String, _ frame: CGRect, gestures: [GestureAttachment] = [],
    children: [TestView] = []
  ) -> TestView {
    TestView(
      id: id, label: label, frame: frame, content: .rectangle(CGRect(origin: .zero, size: frame.size)),
      gestures: gestures, children: children)
  }

  /// A container: hit only where a child is.
  static func stack(
    _ id: UInt64, _ label: String, _ frame: CGRect, gestures: [GestureAttachment] = [], children: [TestView]
  ) -> TestView {
    TestView(id: id, label: label, frame: frame, content: nil, gestures: gestures, children: children)
  }

  func with(_ change: (inout TestView) -> Void) -> TestView {
    var copy = self
    change(&copy)
    return copy
  }
}

extension ResponderTree {
  /// Builds a tree from test views; the first view is the root, placed at its frame's origin.
  init(_ root: TestView) {
    self.init()
    add(root, parent: nil)
  }

  private mutating func add(_ view: TestView, parent: Int?) {
    let translation = CGAffineTransform(translationX: view.frame.origin.x, y: view.frame.origin.y)
    let node = ResponderNode(
      id: NodeID(view.id), label: view.label, transform: view.transform.concatenating(translation),
      size: view.frame.size, content: view.content, contentOpacity: view.contentOpacity,
      opacity: view.opacity,
      contentShape: view.contentShape, allowsHitTesting: view.allowsHitTesting, isEnabled: view.isEnabled,
      coordinateSpaceName: view.coordinateSpaceName, attachments: view.gestures)
    let index = add(node, parent: parent)
    for child in view.children { add(child, parent: index) }
  }
}
