import TactileGeometry

/// What a placed view is, as the renderer and hit testing need it: the leaf's payload with
/// its environment resolved, or the container or modifier with its parameters. Child views are
/// not inside: they are the following entries of `LayoutResult.views`.
public enum LayoutElement {
  /// A text and its lines (boxed: the payload is large and most elements are not texts).
  indirect case text(TextView, TextLayout)
  case image(ImageView)
  case shape(ShapeView)
  case color(ColorValue)
  case linearGradient(LinearGradientStyle)
  case spacer
  /// A divider, drawn as a line along `axis` across its frame.
  case divider(axis: Axis)
  case empty
  case vStack(alignment: HorizontalAlignment, spacing: Double)
  case hStack(alignment: VerticalAlignment, spacing: Double)
  case zStack(alignment: Alignment)
  /// A `Group` outside a stack (inside one, its children are the stack's).
  case group
  /// `LazyVGrid` (axis `.vertical`) or `LazyHGrid`, with its number of tracks.
  case grid(axis: Axis, tracks: Int)
  /// A program's `Layout`, by its type's name.
  case custom(name: String)
  case scrollView(axes: Axes, contentOffset: CGPoint)
  case geometryReader
  case button
  case modifier(Modifier)
  /// Its children are the background (first, drawn behind) and the content.
  case background(alignment: Alignment)
  /// Its children are the content and the overlay (drawn in front).
  case overlay(alignment: Alignment)
}

/// Where a child sits in its parent, for reading the output: the content of a modifier, the
/// second view of a background or overlay, or a stack's child.
public enum LayoutRole: Hashable, Sendable {
  case root
  case child
  case background
  case overlay
}
