import TactileGeometry

/// SwiftUI's layout over a resolved view tree: the parent proposes a size, the child chooses
/// its own, the parent places it. `LayoutEngine.layout(_:canvas:)` proposes the whole canvas
/// to the root and centres the root in it, as a window does (docs/interfaces.md).
///
/// The behaviour of each container and modifier, and the choices made where SwiftUI is not
/// documented, are in docs/layout-behaviour.md. The engine is deterministic: the same tree and
/// canvas give the same result on every platform (text is measured with the generated Inter
/// table, and no floating-point operation depends on the platform's libm).
///
/// Guarantees: every size is finite and non-negative for a finite canvas; a view asked the same
/// proposal again answers from its cache of the last four (`SizeCache`); `GeometryReader`
/// closures run once each, while their reader is placed. Time grows linearly with the views in
/// flat or shallow trees, and faster than linearly with the depth of alternating H/V stacks,
/// whose children are probed under more distinct proposals at each level (BENCHMARKS.md).
public final class LayoutEngine {
  var items: [LayoutItem] = []
  /// The children of every item, each item's contiguous (`LayoutItem.childStart`).
  var childList: [Int] = []
  /// Children being collected while their parent is built (a stack of pending lists).
  var pending: [Int] = []
  /// The distinct text attribute sets in effect (`LayoutItem.attributes` indexes them).
  var attributeSets: [TextAttributes] = []
  /// Each item's output element (a text's is made when it is placed).
  var elements: [LayoutElement] = []
  var texts: [TextItem] = []
  var readers: [GeometryReaderContent] = []
  var grids: [GridSpec] = []
  /// The programs' layouts of `.custom` items.
  var customs: [CustomLayout] = []
  var output: [PlacedView] = []

  /// An engine whose working storage is reused from one `run` to the next: a host that lays
  /// out after every state change keeps one and saves the allocations.
  public init() {}

  /// Lays out `root` on a canvas of `canvas` points (390×844 by default).
  public static func layout(_ root: ViewNode, canvas: CGSize = CGSize(width: 390, height: 844))
    -> LayoutResult
  {
    LayoutEngine().run(root, canvas: canvas)
  }

  /// Lays out `root` on a canvas of `canvas` points, reusing this engine's storage.
  public func run(_ root: ViewNode, canvas: CGSize = CGSize(width: 390, height: 844)) -> LayoutResult {
    items.removeAll(keepingCapacity: true)
    childList.removeAll(keepingCapacity: true)
    pending.removeAll(keepingCapacity: true)
    attributeSets.removeAll(keepingCapacity: true)
    attributeSets.append(TextAttributes())
    elements.removeAll(keepingCapacity: true)
    texts.removeAll(keepingCapacity: true)
    readers.removeAll(keepingCapacity: true)
    grids.removeAll(keepingCapacity: true)
    customs.removeAll(keepingCapacity: true)
    output.removeAll(keepingCapacity: true)
    let index = build(root, inherited: 0, stackAxis: nil)
    output.reserveCapacity(items.count)
    let proposal = ProposedViewSize(canvas)
    let size = self.size(index, proposal)
    let origin = CGPoint(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
    place(
      index, proposal: proposal, frame: CGRect(origin: origin, size: size), parent: -1, depth: 0, role: .root,
      parentToCanvas: .identity, namedSpaces: [])
    let result = LayoutResult(canvas: canvas, views: output)
    return result
  }

  /// The size `node` chooses for `proposal`, as its parent would see it.
  public static func sizeThatFits(_ node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    let engine = LayoutEngine()
    engine.attributeSets.append(TextAttributes())
    let index = engine.build(node, inherited: 0, stackAxis: nil)
    return engine.size(index, proposal)
  }

  // MARK: - Building items

  /// Builds the items of `node`'s subtree and returns the index of its own. `inherited` is
  /// the index of the text attributes in effect in `attributeSets`.
  func build(_ node: ViewNode, inherited: Int32, stackAxis: Axis?) -> Int {
    let index = items.count
    items.append(LayoutItem(id: node.id, tag: node.tag, kind: .empty, attributes: inherited))
    elements.append(.empty)
    let mark = pending.count
    var kind: ItemKind
    var element = LayoutElement.empty
    var priority = 0.0
    var zIndex = 0.0
    switch node.content {
    case .text(let text):
      let own = text.attributes.inheriting(from: attributeSets[Int(inherited)])
      items[index].attributes = Int32(attributeSets.count)
      attributeSets.append(own)
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
        let side = ResolvedFont(attributeSets[Int(inherited)].font).size * ImageView.symbolScale
        natural = CGSize(width: side, height: side)
      }
      kind = .image(resizable: image.isResizable, natural: natural)
      element = .image(image)
    case .shape(let shape):
      kind = .greedy
      element = .shape(shape)
    case .color(let color):
      kind = .greedy
      element = .color(color)
    case .linearGradient(let gradient):
      kind = .greedy
      element = .linearGradient(gradient)
    case .spacer(let minLength):
      kind = .spacer(minLength: minLength ?? (stackAxis == nil ? 0 : 8), axis: stackAxis)
      element = .spacer
    case .divider:
      let axis: Axis = stackAxis == .horizontal ? .vertical : .horizontal
      kind = .divider(axis: axis)
      element = .divider(axis: axis)
    case .empty:
      kind = .empty
    case .vStack(let alignment, let spacing, let list):
      let s = spacing ?? LayoutEngine.defaultSpacing
      kind = .stack(axis: .vertical, spacing: s, horizontal: alignment, vertical: .center)
      element = .vStack(alignment: alignment, spacing: s)
      buildStackChildren(list, inherited: inherited, axis: .vertical)
    case .hStack(let alignment, let spacing, let list):
      let s = spacing ?? LayoutEngine.defaultSpacing
      kind = .stack(axis: .horizontal, spacing: s, horizontal: .center, vertical: alignment)
      element = .hStack(alignment: alignment, spacing: s)
      buildStackChildren(list, inherited: inherited, axis: .horizontal)
    case .zStack(let alignment, let list):
      kind = .zStack(alignment, isGroup: false)
      element = .zStack(alignment: alignment)
      for child in list { pending.append(build(child, inherited: inherited, stackAxis: nil)) }
    case .group(let list):
      kind = .zStack(.center, isGroup: true)
      element = .group
      for child in list { pending.append(build(child, inherited: inherited, stackAxis: nil)) }
    case .scrollView(let axes, let offset, let content):
      kind = .scrollView(axes, contentOffset: offset)
      element = .scrollView(axes: axes, contentOffset: offset)
      pending.append(build(content, inherited: inherited, stackAxis: nil))
    case .geometryReader(let content):
      kind = .geometryReader(index: readers.count)
      element = .geometryReader
      readers.append(content)
    case .grid(let spec, let list):
      kind = .grid(index: grids.count)
      element = .grid(axis: spec.axis, tracks: spec.tracks.count)
      grids.append(spec)
      buildStackChildren(list, inherited: inherited, axis: nil)
    case .custom(let layout, let list):
      kind = .custom(index: customs.count)
      element = .custom(name: layout.name)
      customs.append(layout)
      buildStackChildren(list, inherited: inherited, axis: nil)
    case .button(let label):
      kind = .button
      element = .button
      pending.append(build(label, inherited: inherited, stackAxis: nil))
    case .modified(let content, let modifier):
      kind = .modifier(LayoutModifier(modifier))
      element = .modifier(modifier)
      var childAttributes = inherited
      if case .textAttributes(let set) = modifier {
        childAttributes = Int32(attributeSets.count)
        attributeSets.append(set.inheriting(from: attributeSets[Int(inherited)]))
      }
      let child = build(content, inherited: childAttributes, stackAxis: stackAxis)
      pending.append(child)
      if case .layoutPriority(let value) = modifier {
        priority = value
      } else {
        priority = items[child].priority
      }
      if case .zIndex(let value) = modifier {
        zIndex = value
      } else {
        zIndex = items[child].zIndex
      }
    case .background(let content, let background, let alignment):
      kind = .background(alignment)
      element = .background(alignment: alignment)
      pending.append(build(background, inherited: inherited, stackAxis: nil))
      let front = build(content, inherited: inherited, stackAxis: stackAxis)
      pending.append(front)
      priority = items[front].priority
      zIndex = items[front].zIndex
    case .overlay(let content, let overlay, let alignment):
      kind = .overlay(alignment)
      element = .overlay(alignment: alignment)
      let front = build(content, inherited: inherited, stackAxis: stackAxis)
      pending.append(front)
      pending.append(build(overlay, inherited: inherited, stackAxis: nil))
      priority = items[front].priority
      zIndex = items[front].zIndex
    }
    items[index].kind = kind
    items[index].priority = priority
    items[index].zIndex = zIndex
    items[index].childStart = Int32(childList.count)
    items[index].childCount = Int32(pending.count - mark)
    childList.append(contentsOf: pending[mark...])
    pending.removeSubrange(mark...)
    elements[index] = element
    return index
  }

  /// Appends a stack's children to `pending`: groups spliced in (recursively), empty views left
  /// out.
  func buildStackChildren(_ list: [ViewNode], inherited: Int32, axis: Axis?) {
    for node in list {
      switch node.content {
      case .group(let inner): buildStackChildren(inner, inherited: inherited, axis: axis)
      case .empty: continue
      default: pending.append(build(node, inherited: inherited, stackAxis: axis))
      }
    }
  }

  /// The children of item `i`, indexed from 0.
  @inline(__always) func children(_ i: Int) -> ChildIndices {
    ChildIndices(list: childList, start: Int(items[i].childStart), count: Int(items[i].childCount))
  }

  /// The number of children of item `i`.
  @inline(__always) func childCount(_ i: Int) -> Int { Int(items[i].childCount) }

  /// Child `k` of item `i`.
  @inline(__always) func child(_ i: Int, _ k: Int) -> Int { childList[Int(items[i].childStart) + k] }

  /// The spacing between adjacent stack children when the stack gives none. SwiftUI picks it
  /// per pair of views; Tactile uses 8 points for every pair (docs/layout-behaviour.md).
  public static let defaultSpacing: Double = 8
}
