import TactileGeometry

/// One view of the resolved view tree, the layout's input: what the runtime produces after
/// evaluating bodies, with every `ForEach`, `if` and custom view already expanded.
///
/// Each node carries the `id` the runtime gives it (stable across updates, from the view's
/// structural identity) and an opaque `tag` the runtime uses to find the node's gesture
/// attachments and accessibility information again; layout copies both to its output and
/// never interprets them. Modifiers are nodes too (`.modified`, `.background`, `.overlay`),
/// each with its own id and tag, so that a gesture attached after `.offset` or `.frame` can be
/// found at that level, as SwiftUI attaches it.
public struct ViewNode {
  public var id: UInt64
  public var tag: UInt32
  public var content: ViewContent

  public init(id: UInt64 = 0, tag: UInt32 = 0, _ content: ViewContent) {
    self.id = id
    self.tag = tag
    self.content = content
  }
}

/// What a view is. Leaves draw; containers lay out their children; modifier cases wrap the
/// view they modify (`content`).
public indirect enum ViewContent {
  // Leaves.
  case text(TextView)
  case image(ImageView)
  case shape(ShapeView)
  /// A `Color` used as a view: takes the whole proposal.
  case color(ColorValue)
  /// A `LinearGradient` used as a view: takes the whole proposal.
  case linearGradient(LinearGradientStyle)
  /// `Spacer(minLength:)`; nil is the default minimum (8 points in a stack, 0 elsewhere).
  case spacer(minLength: Double?)
  /// `Divider()`: a 1-point line across the enclosing stack's cross axis.
  case divider
  /// `EmptyView()` or an `if` without an `else` that is false: takes no space and no spacing.
  case empty

  // Containers.
  /// `VStack(alignment:spacing:)`; nil spacing is the default (8 points).
  case vStack(alignment: HorizontalAlignment, spacing: Double?, children: [ViewNode])
  /// `HStack(alignment:spacing:)`; nil spacing is the default (8 points).
  case hStack(alignment: VerticalAlignment, spacing: Double?, children: [ViewNode])
  /// `ZStack(alignment:)`: children on top of each other, later ones in front.
  case zStack(alignment: Alignment, children: [ViewNode])
  /// `Group`, `ForEach` and multi-view bodies: inside a stack its children become the
  /// stack's children; anywhere else it lays them out as a centred `ZStack`.
  case group([ViewNode])
  /// `ScrollView(axes)` with the scroll position the runtime keeps (`contentOffset`, the
  /// content point shown at the scroll view's top-leading corner).
  case scrollView(axes: Axes, contentOffset: CGPoint, content: ViewNode)
  /// `GeometryReader { proxy in … }`.
  case geometryReader(GeometryReaderContent)
  /// `Button` (and other controls with a label, such as `NavigationLink`): lays out its label.
  case button(label: ViewNode)
  /// `LazyVGrid(columns:)` and `LazyHGrid(rows:)`: children fill the tracks line by line
  /// (groups inside are spliced in, as in a stack).
  case grid(GridSpec, children: [ViewNode])
  /// A program's `Layout` used as a container (`MyLayout { … }`): its methods size it and place
  /// its children (groups inside are spliced in, as in a stack).
  case custom(CustomLayout, children: [ViewNode])

  // Modifiers.
  /// `content` with a modifier applied.
  case modified(ViewNode, Modifier)
  /// `content.background(alignment:) { background }`: sized by `content`, drawn behind it.
  case background(ViewNode, background: ViewNode, alignment: Alignment)
  /// `content.overlay(alignment:) { overlay }`: sized by `content`, drawn in front of it.
  case overlay(ViewNode, overlay: ViewNode, alignment: Alignment)
}
