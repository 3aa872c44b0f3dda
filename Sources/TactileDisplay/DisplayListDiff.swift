import TactileColor
import TactileGeometry
import TactileLayout

/// What changed between two frames' display lists, so a canvas repaints only that: the items
/// of the new list that differ from (or were not in) the old one, and the canvas rectangle
/// that covers everything changed, old and new.
///
/// Items are matched by view and by their order within the view. When the size, scheme or
/// clips differ, or the drawing order of the remaining items changed, the whole canvas is
/// damaged. A repaint of `damage` with every item that intersects it, in order, gives the
/// new frame.
public struct DisplayListDiff: Hashable, Sendable {
  /// Indices into the new list's items that must be drawn again.
  public var changed: [Int]
  /// How many items of the old list are gone.
  public var removed: Int
  /// The canvas rectangle to repaint; nil when nothing changed.
  public var damage: CGRect?

  public var isEmpty: Bool { damage == nil }

  public static func between(_ old: DisplayList, _ new: DisplayList) -> DisplayListDiff {
    let everything = CGRect(x: 0, y: 0, width: new.size.width, height: new.size.height)
    if old.size != new.size || old.scheme != new.scheme || old.clips != new.clips {
      return DisplayListDiff(changed: Array(new.items.indices), removed: old.items.count, damage: everything)
    }
    let oldKeys = DisplayItemKey.keys(old.items)
    let newKeys = DisplayItemKey.keys(new.items)
    var oldIndex: [DisplayItemKey: Int] = [:]
    oldIndex.reserveCapacity(oldKeys.count)
    for (i, k) in oldKeys.enumerated() { oldIndex[k] = i }
    var damage: CGRect?
    var changed: [Int] = []
    var matched = Set<Int>()
    var matchedOrder: [Int] = []
    for (i, key) in newKeys.enumerated() {
      if let j = oldIndex[key] {
        matched.insert(j)
        matchedOrder.append(j)
        if old.items[j] == new.items[i] { continue }
        damage = union(damage, bounds(of: old.items[j]))
      }
      changed.append(i)
      damage = union(damage, bounds(of: new.items[i]))
    }
    var removed = 0
    for j in old.items.indices where !matched.contains(j) {
      removed += 1
      damage = union(damage, bounds(of: old.items[j]))
    }
    // Items kept but drawn in another order: their overlaps would paint differently.
    for k in matchedOrder.indices.dropFirst() where matchedOrder[k] < matchedOrder[k - 1] {
      return DisplayListDiff(changed: Array(new.items.indices), removed: removed, damage: everything)
    }
    return DisplayListDiff(changed: changed, removed: removed, damage: damage)
  }

  private static func union(_ a: CGRect?, _ b: CGRect) -> CGRect {
    guard let a else { return b }
    let minX = min(a.minX, b.minX)
    let minY = min(a.minY, b.minY)
    return CGRect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
  }

  /// Where a shape can paint in `rect`: a path's (or outline's) control points bound it.
  static func drawnBounds(_ kind: ShapeKind, _ rect: CGRect) -> CGRect {
    switch kind {
    case .path(let p): return p.controlPointBounds
    case .modified, .custom: return kind.outline(in: rect).controlPointBounds
    default: return rect
    }
  }

  /// Where an item can paint on the canvas: its command's rectangle, grown by half a stroke
  /// and by its shadow, through its transform.
  public static func bounds(of item: DisplayItem) -> CGRect {
    var rect: CGRect
    var margin = 0.0
    switch item.command {
    case .fill(let kind, let r, _, _):
      rect = drawnBounds(kind, r)
    case .stroke(let kind, let r, _, let style):
      rect = drawnBounds(kind, r)
      margin = style.lineWidth / 2 * (style.lineJoin == .miter ? max(style.miterLimit, 1) : 1)
    case .text(let runs):
      var box: CGRect?
      for run in runs {
        let line = CGRect(
          x: run.origin.x, y: run.origin.y - run.size, width: run.width, height: run.size * 1.4)
        box = union(box, line)
      }
      rect = box ?? CGRect(x: 0, y: 0, width: 0, height: 0)
    case .imagePlaceholder(_, _, let r, _):
      rect = r
    }
    if let s = item.shadow { margin += s.radius * 2 + max(abs(s.x), abs(s.y)) }
    margin += item.blur * 3
    rect = CGRect(
      x: rect.minX - margin, y: rect.minY - margin, width: rect.width + 2 * margin,
      height: rect.height + 2 * margin)
    return rect.applying(item.transform)
  }
}
