import TactileGeometry

/// Constructors and modifier methods that read like the SwiftUI code they stand for:
/// `ViewNode.vStack(spacing: 16, [ .text("Hi", font: .headline), .circle(fill: .named("blue")) ]).padding()`.
///
/// Every builder takes the node's `id` and `tag` last (default 0). The runtime passes the
/// identities it keeps; tests leave them 0 and call `numbered()`, which gives every node a
/// distinct id in depth-first order.
extension ViewNode {
  // MARK: Leaves

  public static func text(
    _ string: String, font: Font? = nil, weight: FontWeight? = nil, italic: Bool? = nil,
    lineLimit: Int? = nil,
    alignment: TextAlignment? = nil, foreground: ShapeStyle? = nil, id: UInt64 = 0, tag: UInt32 = 0
  ) -> ViewNode {
    let attributes = TextAttributes(
      font: font, weight: weight, italic: italic, lineLimit: lineLimit, alignment: alignment,
      foreground: foreground)
    return ViewNode(id: id, tag: tag, .text(TextView(string, attributes: attributes)))
  }

  public static func shape(
    _ kind: ShapeKind, _ paint: ShapePaint = .fill(.foreground, evenOdd: false), id: UInt64 = 0,
    tag: UInt32 = 0
  )
    -> ViewNode
  {
    ViewNode(id: id, tag: tag, .shape(ShapeView(kind, paint: paint)))
  }

  /// A shape filled with a colour, `Circle().fill(.blue)` being `.shape(.circle, fill: .named("blue"))`.
  public static func shape(_ kind: ShapeKind, fill color: ColorValue, id: UInt64 = 0, tag: UInt32 = 0)
    -> ViewNode
  {
    ViewNode(id: id, tag: tag, .shape(ShapeView(kind, paint: .fill(.color(color), evenOdd: false))))
  }

  public static func color(_ color: ColorValue, id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode {
    ViewNode(id: id, tag: tag, .color(color))
  }

  public static func image(_ image: ImageView, id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode {
    ViewNode(id: id, tag: tag, .image(image))
  }

  public static func spacer(minLength: Double? = nil, id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode {
    ViewNode(id: id, tag: tag, .spacer(minLength: minLength))
  }

  public static func divider(id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode {
    ViewNode(id: id, tag: tag, .divider)
  }

  public static func empty(id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode { ViewNode(id: id, tag: tag, .empty) }

  // MARK: Containers

  public static func vStack(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: [ViewNode], id: UInt64 = 0,
    tag: UInt32 = 0
  ) -> ViewNode {
    ViewNode(id: id, tag: tag, .vStack(alignment: alignment, spacing: spacing, children: children))
  }

  public static func hStack(
    alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: [ViewNode], id: UInt64 = 0,
    tag: UInt32 = 0
  ) -> ViewNode {
    ViewNode(id: id, tag: tag, .hStack(alignment: alignment, spacing: spacing, children: children))
  }

  public static func zStack(
    alignment: Alignment = .center, _ children: [ViewNode], id: UInt64 = 0, tag: UInt32 = 0
  )
    -> ViewNode
  {
    ViewNode(id: id, tag: tag, .zStack(alignment: alignment, children: children))
  }

  public static func group(_ children: [ViewNode], id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode {
    ViewNode(id: id, tag: tag, .group(children))
  }

  public static func scrollView(
    _ content: ViewNode, axes: Axes = .vertical, contentOffset: CGPoint = .zero, id: UInt64 = 0,
    tag: UInt32 = 0
  ) -> ViewNode {
    ViewNode(id: id, tag: tag, .scrollView(axes: axes, contentOffset: contentOffset, content: content))
  }

  public static func geometryReader(
    id: UInt64 = 0, tag: UInt32 = 0, _ body: @escaping (GeometryInfo) -> ViewNode
  )
    -> ViewNode
  {
    ViewNode(id: id, tag: tag, .geometryReader(GeometryReaderContent(body)))
  }

  public static func button(_ label: ViewNode, id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode {
    ViewNode(id: id, tag: tag, .button(label: label))
  }

  // MARK: Modifiers

  public func modifier(_ modifier: Modifier, id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode {
    ViewNode(id: id, tag: tag, .modified(self, modifier))
  }

  /// `padding(_:)` with the same length on every edge (16 by default).
  public func padding(_ length: Double = EdgeInsets.defaultPadding, id: UInt64 = 0, tag: UInt32 = 0)
    -> ViewNode
  {
    modifier(.padding(EdgeInsets(all: length)), id: id, tag: tag)
  }

  public func padding(_ edges: EdgeSet, _ length: Double? = nil, id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode
  {
    modifier(.padding(EdgeInsets(edges: edges, length: length)), id: id, tag: tag)
  }

  public func frame(
    width: Double? = nil, height: Double? = nil, alignment: Alignment = .center, id: UInt64 = 0,
    tag: UInt32 = 0
  ) -> ViewNode {
    modifier(.frame(width: width, height: height, alignment: alignment), id: id, tag: tag)
  }

  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center, id: UInt64 = 0,
    tag: UInt32 = 0
  ) -> ViewNode {
    let frame = FlexibleFrame(
      minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
      idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
    return modifier(.flexibleFrame(frame), id: id, tag: tag)
  }

  public func offset(x: Double = 0, y: Double = 0, id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode {
    modifier(.offset(x: x, y: y), id: id, tag: tag)
  }

  public func position(x: Double, y: Double, id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode {
    modifier(.position(x: x, y: y), id: id, tag: tag)
  }

  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center, id: UInt64 = 0, tag: UInt32 = 0)
    -> ViewNode
  {
    modifier(.scaleEffect(x: scale, y: scale, anchor: anchor), id: id, tag: tag)
  }

  public func rotationEffect(degrees: Double, anchor: UnitPoint = .center, id: UInt64 = 0, tag: UInt32 = 0)
    -> ViewNode
  {
    modifier(.rotationEffect(radians: degrees * Double.pi / 180, anchor: anchor), id: id, tag: tag)
  }

  public func opacity(_ value: Double, id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode {
    modifier(.opacity(value), id: id, tag: tag)
  }

  public func background(_ view: ViewNode, alignment: Alignment = .center, id: UInt64 = 0, tag: UInt32 = 0)
    -> ViewNode
  {
    ViewNode(id: id, tag: tag, .background(self, background: view, alignment: alignment))
  }

  public func overlay(_ view: ViewNode, alignment: Alignment = .center, id: UInt64 = 0, tag: UInt32 = 0)
    -> ViewNode
  {
    ViewNode(id: id, tag: tag, .overlay(self, overlay: view, alignment: alignment))
  }

  public func fixedSize(horizontal: Bool = true, vertical: Bool = true, id: UInt64 = 0, tag: UInt32 = 0)
    -> ViewNode
  {
    modifier(.fixedSize(horizontal: horizontal, vertical: vertical), id: id, tag: tag)
  }

  public func layoutPriority(_ value: Double, id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode {
    modifier(.layoutPriority(value), id: id, tag: tag)
  }

  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode, id: UInt64 = 0, tag: UInt32 = 0)
    -> ViewNode
  {
    modifier(.aspectRatio(ratio, contentMode: contentMode), id: id, tag: tag)
  }

  /// `.font(_:)`, `.foregroundStyle(_:)`, … on any view: attributes for the texts inside.
  public func textAttributes(_ attributes: TextAttributes, id: UInt64 = 0, tag: UInt32 = 0) -> ViewNode {
    modifier(.textAttributes(attributes), id: id, tag: tag)
  }

  // MARK: Identities

  /// The tree with every node whose id is 0 given the next free id in depth-first order,
  /// starting at `first` (a convenience for tests and tools; the runtime gives real ids).
  public func numbered(from first: UInt64 = 1) -> ViewNode {
    var next = first
    return numbering(&next)
  }

  func numbering(_ next: inout UInt64) -> ViewNode {
    var node = self
    if node.id == 0 {
      node.id = next
      next += 1
    }
    func all(_ list: [ViewNode]) -> [ViewNode] { list.map { $0.numbering(&next) } }
    switch content {
    case .text, .image, .shape, .color, .linearGradient, .spacer, .divider, .empty, .geometryReader:
      break
    case .vStack(let a, let s, let c): node.content = .vStack(alignment: a, spacing: s, children: all(c))
    case .hStack(let a, let s, let c): node.content = .hStack(alignment: a, spacing: s, children: all(c))
    case .zStack(let a, let c): node.content = .zStack(alignment: a, children: all(c))
    case .group(let c): node.content = .group(all(c))
    case .grid(let spec, let c): node.content = .grid(spec, children: all(c))
    case .custom(let layout, let c): node.content = .custom(layout, children: all(c))
    case .scrollView(let axes, let offset, let c):
      node.content = .scrollView(axes: axes, contentOffset: offset, content: c.numbering(&next))
    case .button(let label): node.content = .button(label: label.numbering(&next))
    case .modified(let c, let m): node.content = .modified(c.numbering(&next), m)
    case .background(let c, let b, let a):
      let content = c.numbering(&next)
      node.content = .background(content, background: b.numbering(&next), alignment: a)
    case .overlay(let c, let o, let a):
      let content = c.numbering(&next)
      node.content = .overlay(content, overlay: o.numbering(&next), alignment: a)
    }
    return node
  }
}
