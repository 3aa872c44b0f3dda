/// SwiftUI's layout over a resolved view tree: the parent proposes a size, the child chooses
/// its own, the parent places it. `LayoutEngine.layout(_:canvas:)` proposes the whole canvas
/// to the root and centres the root in it, as a window does (INTERFACES.md).
///
/// The behaviour of each container and modifier, and the choices made where SwiftUI is not
/// documented, are in docs/layout-behaviour.md. The engine is deterministic: the same tree and
/// canvas give the same result on every platform (text is measured with the generated Inter
/// table, and no floating-point operation depends on the platform's libm).
///
/// Guarantees: every size is finite and non-negative for a finite canvas; a view is measured at
/// most once per distinct proposal within one layout (`SizeCache`), so layout time grows with
/// the number of views, not with nesting depth; `GeometryReader` closures run once each, while
/// their reader is placed.
public final class LayoutEngine {
  var items: [LayoutItem] = []
  /// The text attributes in effect at each item (the environment merged with a text's own).
  var attributes: [TextAttributes] = []
  var texts: [TextItem] = []
  var readers: [GeometryReaderContent] = []
  var output: [PlacedView] = []

  /// An engine whose working storage is reused from one `run` to the next: a host that lays
  /// out after every state change keeps one and saves the allocations.
  public init() {}

  /// Lays out `root` on a canvas of `canvas` points (390×844 by default).
  public static func layout(_ root: ViewNode, canvas: Size = Size(width: 390, height: 844)) -> LayoutResult {
    LayoutEngine().run(root, canvas: canvas)
  }

  /// Lays out `root` on a canvas of `canvas` points, reusing this engine's storage.
  public func run(_ root: ViewNode, canvas: Size = Size(width: 390, height: 844)) -> LayoutResult {
    items.removeAll(keepingCapacity: true)
    attributes.removeAll(keepingCapacity: true)
    texts.removeAll(keepingCapacity: true)
    readers.removeAll(keepingCapacity: true)
    output.removeAll(keepingCapacity: true)
    let index = build(root, inherited: TextAttributes(), stackAxis: nil)
    output.reserveCapacity(items.count)
    let proposal = ProposedViewSize(canvas)
    let size = self.size(index, proposal)
    let origin = Point(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
    place(
      index, proposal: proposal, frame: Rect(origin: origin, size: size), parent: -1, depth: 0, role: .root,
      parentToCanvas: .identity, namedSpaces: [])
    let result = LayoutResult(canvas: canvas, views: output)
    return result
  }

  /// The size `node` chooses for `proposal`, as its parent would see it.
  public static func sizeThatFits(_ node: ViewNode, proposal: ProposedViewSize) -> Size {
    let engine = LayoutEngine()
    let index = engine.build(node, inherited: TextAttributes(), stackAxis: nil)
    return engine.size(index, proposal)
  }

  // MARK: - Building items

  /// Builds the items of `node`'s subtree and returns the index of its own.
  func build(_ node: ViewNode, inherited: TextAttributes, stackAxis: Axis?) -> Int {
    let index = items.count
    items.append(LayoutItem(id: node.id, tag: node.tag, kind: .empty))
    attributes.append(inherited)
    var kind: ItemKind
    var children: [Int] = []
    var priority = 0.0
    switch node.content {
    case .text(let text):
      let own = text.attributes.inheriting(from: inherited)
      attributes[index] = own
      let font = ResolvedFont(own.font, weight: own.weight, italic: own.italic ?? false)
      let limit = own.lineLimit == TextAttributes.noLineLimit ? nil : own.lineLimit
      kind = .text(index: texts.count)
      texts.append(
        TextItem(
          view: text, font: font, prepared: PreparedText(text.string, face: font.face), lineLimit: limit,
          alignment: own.alignment ?? .leading))
    case .image(let image):
      var natural = image.naturalSize ?? ImageView.defaultNamedSize
      if image.naturalSize == nil, case .systemName = image.source {
        let side = ResolvedFont(inherited.font).size * ImageView.symbolScale
        natural = Size(width: side, height: side)
      }
      kind = .image(image, natural: natural)
    case .shape(let shape): kind = .greedy(.shape(shape))
    case .color(let color): kind = .greedy(.color(color))
    case .linearGradient(let gradient): kind = .greedy(.linearGradient(gradient))
    case .spacer(let minLength):
      kind = .spacer(minLength: minLength ?? (stackAxis == nil ? 0 : 8), axis: stackAxis)
    case .divider: kind = .divider(axis: stackAxis == .horizontal ? .vertical : .horizontal)
    case .empty: kind = .empty
    case .vStack(let alignment, let spacing, let list):
      kind = .stack(
        axis: .vertical, spacing: spacing ?? LayoutEngine.defaultSpacing, horizontal: alignment,
        vertical: .center)
      children = buildStackChildren(list, inherited: inherited, axis: .vertical)
    case .hStack(let alignment, let spacing, let list):
      kind = .stack(
        axis: .horizontal, spacing: spacing ?? LayoutEngine.defaultSpacing, horizontal: .center,
        vertical: alignment)
      children = buildStackChildren(list, inherited: inherited, axis: .horizontal)
    case .zStack(let alignment, let list):
      kind = .zStack(alignment, isGroup: false)
      children = list.map { build($0, inherited: inherited, stackAxis: nil) }
    case .group(let list):
      kind = .zStack(.center, isGroup: true)
      children = list.map { build($0, inherited: inherited, stackAxis: nil) }
    case .scrollView(let axes, let offset, let content):
      kind = .scrollView(axes, contentOffset: offset)
      children = [build(content, inherited: inherited, stackAxis: nil)]
    case .geometryReader(let content):
      kind = .geometryReader(index: readers.count)
      readers.append(content)
    case .button(let label):
      kind = .button
      children = [build(label, inherited: inherited, stackAxis: nil)]
    case .modified(let content, let modifier):
      kind = .modifier(modifier)
      var childAttributes = inherited
      if case .textAttributes(let set) = modifier { childAttributes = set.inheriting(from: inherited) }
      let child = build(content, inherited: childAttributes, stackAxis: stackAxis)
      children = [child]
      if case .layoutPriority(let value) = modifier {
        priority = value
      } else {
        priority = items[child].priority
      }
    case .background(let content, let background, let alignment):
      kind = .background(alignment)
      let back = build(background, inherited: inherited, stackAxis: nil)
      let front = build(content, inherited: inherited, stackAxis: stackAxis)
      children = [back, front]
      priority = items[front].priority
    case .overlay(let content, let overlay, let alignment):
      kind = .overlay(alignment)
      let front = build(content, inherited: inherited, stackAxis: stackAxis)
      children = [front, build(overlay, inherited: inherited, stackAxis: nil)]
      priority = items[front].priority
    }
    items[index].kind = kind
    items[index].children = children
    items[index].priority = priority
    return index
  }

  /// A stack's children: groups spliced in (recursively), empty views left out.
  func buildStackChildren(_ list: [ViewNode], inherited: TextAttributes, axis: Axis) -> [Int] {
    var result: [Int] = []
    for node in list {
      switch node.content {
      case .group(let inner): result += buildStackChildren(inner, inherited: inherited, axis: axis)
      case .empty: continue
      default: result.append(build(node, inherited: inherited, stackAxis: axis))
      }
    }
    return result
  }

  /// The spacing between adjacent stack children when the stack gives none. SwiftUI picks it
  /// per pair of views; Tactile uses 8 points for every pair (docs/layout-behaviour.md).
  public static let defaultSpacing: Double = 8
}
