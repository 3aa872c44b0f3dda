import TactileGeometry

/// The layout engine's working copy of one view: what kind of layout it does, its children
/// (indices into the engine's items), and the sizes it chose for the proposals it was asked
/// about. Everything that is not plain data (text attributes, a text's measured characters,
/// a reader's closure, the output element) is kept beside the items, so that items are cheap
/// to read.
///
/// Items are built once per layout from the `ViewNode` tree (groups inside stacks spliced
/// into the stack, empty views dropped from stacks), so that every measurement of the same view
/// under the same proposal is answered from `cache`.
struct LayoutItem {
  var id: UInt64
  var tag: UInt32
  var kind: ItemKind
  /// The item's children are `LayoutEngine.childList[childStart ..< childStart + childCount]`.
  var childStart: Int32 = 0
  var childCount: Int32 = 0
  /// The index of the text attributes in effect here in `LayoutEngine.attributeSets`.
  var attributes: Int32 = 0
  /// `layoutPriority`, read through the modifiers between a stack and its child.
  var priority: Double = 0
  /// `zIndex`, read through the modifiers between a container and its child.
  var zIndex: Double = 0
  var cache = SizeCache()
}

/// How an item lays out. Every payload is plain data, so that reading an item's kind copies
/// bytes and touches no reference counts; what the output needs beyond it (a modifier's colour,
/// a shape's path) is in `LayoutEngine.elements`.
enum ItemKind {
  /// A text; its payload is `LayoutEngine.texts[index]`.
  case text(index: Int)
  /// A fixed-size or resizable image; `natural` is its size when not resized.
  case image(resizable: Bool, natural: CGSize)
  /// Shapes, colours and gradients: they take the whole proposal (10×10 when unspecified).
  case greedy
  case spacer(minLength: Double, axis: Axis?)
  case divider(axis: Axis)
  case empty
  case stack(axis: Axis, spacing: Double, horizontal: HorizontalAlignment, vertical: VerticalAlignment)
  case zStack(Alignment, isGroup: Bool)
  case scrollView(Axes, contentOffset: CGPoint)
  /// A reader; its closure is `LayoutEngine.readers[index]`.
  case geometryReader(index: Int)
  /// A lazy grid; its tracks are `LayoutEngine.grids[index]`.
  case grid(index: Int)
  /// A program's layout; its methods are `LayoutEngine.customs[index]`.
  case custom(index: Int)
  case button
  case modifier(LayoutModifier)
  case background(Alignment)
  case overlay(Alignment)
}

/// The part of a `Modifier` that layout acts on, as plain data.
enum LayoutModifier {
  case frame(width: Double?, height: Double?, alignment: Alignment)
  case flexibleFrame(FlexibleFrame)
  case padding(EdgeInsets)
  case position(x: Double, y: Double)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case aspectRatio(Double?, contentMode: ContentMode)
  case offset(x: Double, y: Double)
  case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
  case rotationEffect(radians: Double, anchor: UnitPoint)
  case rotation3DEffect(Rotation3D)
  /// A named coordinate space (the name is in the item's element).
  case coordinateSpace
  /// Neutral for layout: the child's proposal and size.
  case neutral

  init(_ modifier: Modifier) {
    switch modifier {
    case .frame(let w, let h, let a): self = .frame(width: w, height: h, alignment: a)
    case .flexibleFrame(let f): self = .flexibleFrame(f)
    case .padding(let e): self = .padding(e)
    case .position(let x, let y): self = .position(x: x, y: y)
    case .fixedSize(let h, let v): self = .fixedSize(horizontal: h, vertical: v)
    case .aspectRatio(let r, let m): self = .aspectRatio(r, contentMode: m)
    case .offset(let x, let y): self = .offset(x: x, y: y)
    case .scaleEffect(let x, let y, let a): self = .scaleEffect(x: x, y: y, anchor: a)
    case .rotationEffect(let r, let a): self = .rotationEffect(radians: r, anchor: a)
    case .rotation3DEffect(let r): self = .rotation3DEffect(r)
    case .coordinateSpace: self = .coordinateSpace
    case .opacity, .clipShape, .shadow, .contentShape, .allowsHitTesting, .disabled, .ignoresSafeArea,
      .layoutPriority, .textAttributes, .marker, .zIndex, .visualEffect, .blendMode, .geometryEffect,
      .alignmentGuide:
      self = .neutral
    }
  }
}

/// A text with its font resolved and its characters measured. A class, so that reading it
/// while measuring costs one reference count, not one per array inside.
final class TextItem {
  let view: TextView
  let font: ResolvedFont
  let prepared: PreparedText
  let lineLimit: Int?
  let alignment: TextAlignment

  init(view: TextView, font: ResolvedFont, prepared: PreparedText, lineLimit: Int?, alignment: TextAlignment)
  {
    self.view = view
    self.font = font
    self.prepared = prepared
    self.lineLimit = lineLimit
    self.alignment = alignment
  }
}

/// The last few proposals an item was asked about and its answers. Four entries cover what a
/// stack asks (minimum, maximum, its share, and the ideal size).
struct SizeCache {
  private var keys: (ProposedViewSize, ProposedViewSize, ProposedViewSize, ProposedViewSize) =
    (.unspecified, .unspecified, .unspecified, .unspecified)
  private var values: (CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero)
  private var count = 0
  private var next = 0

  func lookup(_ p: ProposedViewSize) -> CGSize? {
    if count > 0 && keys.0 == p { return values.0 }
    if count > 1 && keys.1 == p { return values.1 }
    if count > 2 && keys.2 == p { return values.2 }
    if count > 3 && keys.3 == p { return values.3 }
    return nil
  }

  mutating func store(_ p: ProposedViewSize, _ s: CGSize) {
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

/// An item's children as a zero-based collection of item indices (a window on
/// `LayoutEngine.childList`).
struct ChildIndices: RandomAccessCollection {
  let list: [Int]
  let start: Int
  let count: Int
  var startIndex: Int { 0 }
  var endIndex: Int { count }
  subscript(k: Int) -> Int { list[start + k] }
}
