import TactileGeometry

/// Placement: the second pass, top-down, which fixes every view's frame, runs
/// `GeometryReader` closures, and writes the `LayoutResult`.
extension LayoutEngine {
  /// A named coordinate space enclosing the view being placed: its name and the mapping from
  /// canvas coordinates into its local coordinates.
  struct NamedSpace {
    var name: String
    var fromCanvas: CGAffineTransform
    /// The space's bounds (its view's own rectangle) in canvas coordinates' source: mapped by
    /// `toCanvas` it is where the space's view is drawn.
    var bounds: CGRect
    var toCanvas: CGAffineTransform
  }

  func place(
    _ i: Int, proposal: ProposedViewSize, frame: CGRect, parent: Int, depth: Int, role: LayoutRole,
    parentToCanvas: CGAffineTransform, namedSpaces: [NamedSpace]
  ) {
    var effect = geometryEffect(items[i].kind, size: frame.size)
    if case .modifier(.geometryEffect(let f)) = elements[i] { effect = f.evaluate.value(for: frame.size) }
    let toParent = effect.concatenating(.translation(x: frame.origin.x, y: frame.origin.y))
    let toCanvas = toParent.concatenating(parentToCanvas)
    let bounds = CGRect(origin: .zero, size: frame.size)
    let index = output.count
    output.append(
      PlacedView(
        id: items[i].id, tag: items[i].tag, parent: parent, depth: depth, role: role,
        element: element(i, proposal: proposal), frame: frame, effect: effect, toParent: toParent,
        toCanvas: toCanvas, globalFrame: bounds.applying(toCanvas),
        foreground: attributeSets[Int(items[i].attributes)].foreground ?? .color(.primary),
        tint: attributeSets[Int(items[i].attributes)].tint))
    var spaces = namedSpaces
    let fromCanvas = toCanvas.inverted() ?? CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    if case .modifier(.coordinateSpace(let name)) = elements[i] {
      spaces.insert(NamedSpace(name: name, fromCanvas: fromCanvas, bounds: bounds, toCanvas: toCanvas), at: 0)
    }
    // A scroll view is the space `.scrollView` names, and `.scrollView(axis:)` for each axis it
    // scrolls along (SwiftUI's system-defined spaces of the innermost such scroll view).
    if case .scrollView(let axes, _) = items[i].kind {
      var names = [GeometryInfo.scrollViewSpace]
      if axes.horizontal { names.append(GeometryInfo.scrollViewSpace(horizontal: true)) }
      if axes.vertical { names.append(GeometryInfo.scrollViewSpace(horizontal: false)) }
      for name in names.reversed() {
        spaces.insert(
          NamedSpace(name: name, fromCanvas: fromCanvas, bounds: bounds, toCanvas: toCanvas), at: 0)
      }
    }
    if case .geometryReader(let reader) = items[i].kind {
      var named: [(name: String, frame: CGRect)] = []
      var namedBounds: [(name: String, bounds: CGRect)] = []
      for space in spaces {
        named.append((space.name, bounds.applying(toCanvas.concatenating(space.fromCanvas))))
        namedBounds.append((space.name, space.bounds.applying(space.toCanvas.concatenating(fromCanvas))))
      }
      var info = GeometryInfo(size: frame.size, globalFrame: output[index].globalFrame, namedFrames: named)
      info.namedBounds = namedBounds
      let child = build(readers[reader].body(info), inherited: items[i].attributes, stackAxis: nil)
      items[i].childStart = Int32(childList.count)
      items[i].childCount = 1
      childList.append(child)
      let cp = ProposedViewSize(frame.size)
      let cs = size(child, cp)
      place(
        child, proposal: cp, frame: CGRect(origin: .zero, size: cs), parent: index, depth: depth + 1,
        role: .child,
        parentToCanvas: toCanvas, namedSpaces: spaces)
      return
    }
    var placements = childPlacements(i, proposal, frame.size)
    // `zIndex`: children are drawn (and hit) in ascending zIndex, their order kept among equals.
    if placements.contains(where: { items[$0.child].zIndex != 0 }) {
      placements = placements.enumerated().sorted { a, b in
        let (za, zb) = (items[a.element.child].zIndex, items[b.element.child].zIndex)
        return za != zb ? za < zb : a.offset < b.offset
      }.map { $0.element }
    }
    for placement in placements {
      place(
        placement.child, proposal: placement.proposal, frame: placement.frame, parent: index,
        depth: depth + 1,
        role: placement.role, parentToCanvas: toCanvas, namedSpaces: spaces)
    }
  }

  /// The render-time effect of offset, scale and rotation, about their anchors in a view of
  /// size `size`, in its local coordinates.
  func geometryEffect(_ kind: ItemKind, size: CGSize) -> CGAffineTransform {
    guard case .modifier(let modifier) = kind else { return .identity }
    return LayoutEngine.geometryEffect(modifier, size: size)
  }

  /// The effect of `modifier` (identity unless it is offset, scale or rotation) in a view of
  /// size `size`.
  static func geometryEffect(_ modifier: LayoutModifier, size: CGSize) -> CGAffineTransform {
    switch modifier {
    case .offset(let x, let y):
      return .translation(x: x, y: y)
    case .scaleEffect(let x, let y, let anchor):
      return LayoutEngine.about(anchor, size, .scale(x: x, y: y))
    case .rotationEffect(let radians, let anchor):
      return LayoutEngine.about(anchor, size, .rotation(radians: radians))
    case .rotation3DEffect(let rotation):
      return LayoutEngine.about(rotation.anchor, size, .rotation3D(rotation))
    default:
      return .identity
    }
  }

  /// `transform` applied about the point `anchor` of a view of size `size`.
  static func about(_ anchor: UnitPoint, _ size: CGSize, _ transform: CGAffineTransform) -> CGAffineTransform
  {
    let ax = anchor.x * size.width
    let ay = anchor.y * size.height
    return CGAffineTransform.translation(x: -ax, y: -ay).concatenating(transform).concatenating(
      .translation(x: ax, y: ay))
  }

  /// The output element of an item placed with `proposal`.
  func element(_ i: Int, proposal: ProposedViewSize) -> LayoutElement {
    guard case .text(let t) = items[i].kind else { return elements[i] }
    let text = texts[t]
    let layout = TextLayout.make(
      text.prepared, font: text.font, maxWidth: proposal.width, maxHeight: proposal.height,
      lineLimit: text.lineLimit, alignment: text.alignment, makeStrings: true)
    return .text(text.view, layout)
  }
}
