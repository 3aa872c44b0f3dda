import TactileGeometry

/// The layout of a whole tree: every view with its frame, in depth-first order (a parent
/// before its children, children in drawing order, back to front).
///
/// Coordinates: each view has local coordinates with (0, 0) at its top-leading corner and
/// its size as bounds. `frame` is where its parent placed it, in the parent's local coordinates,
/// before the view's own geometry effect. `effect` is that effect (offset, scale, rotation about
/// the anchor) in the view's local coordinates, so local → parent is `effect` followed by a
/// translation to `frame.origin` (`toParent`), and `toCanvas` composes those up to the root,
/// which the canvas centres. `globalFrame` is the bounding box of the view's bounds in the
/// canvas, as drawn and hit.
public struct LayoutResult {
  /// The canvas size the root was proposed.
  public var canvas: CGSize
  public var views: [PlacedView]
}

/// One laid-out view.
public struct PlacedView {
  /// The runtime's identity for the view (copied from `ViewNode.id`).
  public var id: UInt64
  /// The runtime's tag (copied from `ViewNode.tag`).
  public var tag: UInt32
  /// The index of the parent in `LayoutResult.views`; -1 for the root.
  public var parent: Int
  /// The nesting depth: 0 for the root.
  public var depth: Int
  public var role: LayoutRole
  public var element: LayoutElement
  /// The view's layout rectangle in its parent's local coordinates.
  public var frame: CGRect
  /// The view's own geometry effect, in its local coordinates (identity for most views).
  public var effect: CGAffineTransform
  /// Local → parent coordinates.
  public var toParent: CGAffineTransform
  /// Local → canvas coordinates.
  public var toCanvas: CGAffineTransform
  /// The bounding box of the view's bounds in canvas coordinates.
  public var globalFrame: CGRect
  /// The environment's foreground style where the view is (for text, symbols, and shapes
  /// filled or stroked with `.foreground`); primary when nothing sets one.
  public var foreground: ShapeStyle
  /// The `tint(_:)` in effect where the view is, for what is painted `.tint`; nil where none is
  /// set (the accent colour).
  public var tint: ShapeStyle?

  /// The view's size.
  public var size: CGSize { frame.size }
}

extension Modifier {
  /// Whether the modifier is a geometry effect (offset, scale, rotation): drawn and hit where it
  /// moves its view, but without changing any view's size or frame.
  public var isGeometryEffect: Bool {
    switch self {
    case .offset, .scaleEffect, .rotationEffect, .rotation3DEffect, .geometryEffect: return true
    default: return false
    }
  }
}

extension LayoutResult {
  /// Gives view `index`, a geometry-effect modifier (`Modifier.isGeometryEffect`), the effect of
  /// `modifier` instead, and moves its subtree with it: the result is what laying out the tree
  /// with that modifier would give, since an effect changes no size and no frame. Returns false
  /// (changing nothing) when either modifier is not a geometry effect or the view is the root.
  public mutating func replaceGeometryEffect(at index: Int, with modifier: Modifier) -> Bool {
    guard modifier.isGeometryEffect, case .modifier(let old) = views[index].element, old.isGeometryEffect,
      views[index].parent >= 0
    else { return false }
    let size = views[index].frame.size
    let effect = LayoutEngine.geometryEffect(LayoutModifier(modifier), size: size)
    let origin = views[index].frame.origin
    views[index].element = .modifier(modifier)
    views[index].effect = effect
    views[index].toParent = effect.concatenating(.translation(x: origin.x, y: origin.y))
    // The view and its descendants (the views after it, deeper than it) move to the canvas.
    let depth = views[index].depth
    var i = index
    repeat {
      let toCanvas = views[i].toParent.concatenating(views[views[i].parent].toCanvas)
      views[i].toCanvas = toCanvas
      views[i].globalFrame = CGRect(origin: .zero, size: views[i].frame.size).applying(toCanvas)
      i += 1
    } while i < views.count && views[i].depth > depth
    return true
  }
}
