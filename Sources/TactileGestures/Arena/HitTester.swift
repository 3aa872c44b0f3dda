import TactileGeometry

/// Finds which views a point touches, front to back, following SwiftUI's rules (R10.1–R10.8).
///
/// The result is the path from a root to the frontmost hit view. A node is hit where a child is
/// hit (children tested front to back), or where its own drawn content is — unless the content
/// is fully clear or the view renders below 0.001 opacity (R10.4). A content shape replaces
/// both: the node is hit exactly inside it (R10.5). `allowsHitTesting(false)` removes a subtree
/// (R10.6). Clipping does not limit hit testing (R10.7); transforms move the hit area with the
/// drawing (R10.8).
public enum HitTester {
  /// Views rendered with an opacity below this are not hittable `[RE]`.
  public static let minimumOpacity: Double = 0.001

  /// The path of node indices from a root to the frontmost view under `point` (global
  /// coordinates), or an empty array if nothing is hit.
  public static func hitPath(in tree: ResponderTree, at point: CGPoint) -> [Int] {
    for root in tree.roots.reversed() {
      var path: [Int] = []
      if hit(tree, root, point, parentOpacity: 1, &path) { return path.reversed() }
    }
    return []
  }

  /// Tests `index` with `point` in its parent's coordinates; on a hit, appends the path from the
  /// hit view up to `index` (leaf first) and returns true.
  private static func hit(
    _ tree: ResponderTree, _ index: Int, _ parentPoint: CGPoint, parentOpacity: Double, _ path: inout [Int]
  ) -> Bool {
    // Fields are read one by one: copying the whole node (with its attachments) per visit
    // would dominate the cost of hit testing a large tree.
    guard tree.nodes[index].allowsHitTesting else { return false }
    let opacity = parentOpacity * tree.nodes[index].opacity
    guard opacity >= minimumOpacity else { return false }
    let transform = tree.nodes[index].transform
    let point: CGPoint
    if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
      point = CGPoint(x: parentPoint.x - transform.tx, y: parentPoint.y - transform.ty)
    } else {
      guard let inverse = transform.inverted() else { return false }
      point = parentPoint.applying(inverse)
    }
    let hasContentShape = tree.nodes[index].contentShape != nil
    if hasContentShape, !tree.nodes[index].contentShape!.contains(point) { return false }
    var i = tree.children[index].count
    while i > 0 {
      i -= 1
      if hit(tree, tree.children[index][i], point, parentOpacity: opacity, &path) {
        path.append(index)
        return true
      }
    }
    if hasContentShape {
      path.append(index)
      return true
    }
    if tree.nodes[index].contentOpacity > 0, contentContains(tree, index, point) {
      path.append(index)
      return true
    }
    return false
  }

  /// Whether node `index`'s drawn content contains `point`. Rectangles, the common case, are
  /// tested in place, without copying the shape out of the node.
  @inline(__always)
  private static func contentContains(_ tree: ResponderTree, _ index: Int, _ point: CGPoint) -> Bool {
    switch tree.nodes[index].content {
    case .rectangle(let rect)?: rect.contains(point)
    case let content?: content.contains(point)
    case nil: false
    }
  }
}
