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
  public var canvas: Size
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
  public var frame: Rect
  /// The view's own geometry effect, in its local coordinates (identity for most views).
  public var effect: AffineTransform
  /// Local → parent coordinates.
  public var toParent: AffineTransform
  /// Local → canvas coordinates.
  public var toCanvas: AffineTransform
  /// The bounding box of the view's bounds in canvas coordinates.
  public var globalFrame: Rect
  /// The environment's foreground style where the view is (for text, symbols, and shapes
  /// filled or stroked with `.foreground`); primary when nothing sets one.
  public var foreground: ShapeStyle

  /// The view's size.
  public var size: Size { frame.size }
}
