/// The layout engine's working copy of one view: what kind of layout it does, its children
/// (indices into the engine's items), and the sizes it chose for the proposals it was asked
/// about. The text environment in effect is kept beside it (`LayoutEngine.attributes`), and a
/// text's measured characters in `LayoutEngine.texts`, so that items stay small to copy.
///
/// Items are built once per layout from the `ViewNode` tree (groups inside stacks spliced
/// into the stack, empty views dropped from stacks), so that every measurement of the same view
/// under the same proposal is answered from `cache`.
struct LayoutItem {
  var id: UInt64
  var tag: UInt32
  var kind: ItemKind
  var children: [Int] = []
  /// `layoutPriority`, read through the modifiers between a stack and its child.
  var priority: Double = 0
  var cache = SizeCache()
}

/// How an item lays out.
enum ItemKind {
  /// A text; its payload is `LayoutEngine.texts[index]`.
  case text(index: Int)
  /// A fixed-size or resizable image; `natural` is its size when not resized.
  case image(ImageView, natural: Size)
  /// Shapes, colours and gradients: they take the whole proposal (10×10 when unspecified).
  case greedy(LayoutElement)
  case spacer(minLength: Double, axis: Axis?)
  case divider(axis: Axis)
  case empty
  case stack(axis: Axis, spacing: Double, horizontal: HorizontalAlignment, vertical: VerticalAlignment)
  case zStack(Alignment, isGroup: Bool)
  case scrollView(Axes, contentOffset: Point)
  /// A reader; its closure is `LayoutEngine.readers[index]`.
  case geometryReader(index: Int)
  case button
  case modifier(Modifier)
  case background(Alignment)
  case overlay(Alignment)
}

/// A text with its font resolved and its characters measured.
struct TextItem {
  var view: TextView
  var font: ResolvedFont
  var prepared: PreparedText
  var lineLimit: Int?
  var alignment: TextAlignment
}

/// The last few proposals an item was asked about and its answers. Four entries cover what a
/// stack asks (minimum, maximum, its share, and the ideal size).
struct SizeCache {
  private var keys: (ProposedViewSize, ProposedViewSize, ProposedViewSize, ProposedViewSize) =
    (.unspecified, .unspecified, .unspecified, .unspecified)
  private var values: (Size, Size, Size, Size) = (.zero, .zero, .zero, .zero)
  private var count = 0
  private var next = 0

  func lookup(_ p: ProposedViewSize) -> Size? {
    if count > 0 && keys.0 == p { return values.0 }
    if count > 1 && keys.1 == p { return values.1 }
    if count > 2 && keys.2 == p { return values.2 }
    if count > 3 && keys.3 == p { return values.3 }
    return nil
  }

  mutating func store(_ p: ProposedViewSize, _ s: Size) {
    switch next {
    case 0: keys.0 = p; values.0 = s
    case 1: keys.1 = p; values.1 = s
    case 2: keys.2 = p; values.2 = s
    default: keys.3 = p; values.3 = s
    }
    next = (next + 1) % 4
    count = min(count + 1, 4)
  }
}
