import TactileGeometry

/// Where each container and modifier puts its children, and the vertical alignment guides
/// that depend on it (text baselines travel up through the views that contain the text).
extension LayoutEngine {
  /// One child as its parent placed it.
  struct ChildPlacement {
    var child: Int
    var proposal: ProposedViewSize
    var frame: CGRect
    var role: LayoutRole
  }

  /// The children of item `i`, proposed `p` and sized `size`, with their frames in `i`'s
  /// local coordinates. A `GeometryReader`'s content is not here: it exists only once the
  /// reader is placed.
  func childPlacements(_ i: Int, _ p: ProposedViewSize, _ size: CGSize) -> [ChildPlacement] {
    switch items[i].kind {
    case .text, .image, .greedy, .spacer, .divider, .empty, .geometryReader:
      return []
    case .stack(let axis, let spacing, let horizontal, let vertical):
      let measured = stackMeasure(i, axis: axis, spacing: spacing, p)
      let frames = stackFrames(
        i, axis: axis, spacing: spacing, horizontal: horizontal, vertical: vertical, measured: measured
      ).frames
      var result: [ChildPlacement] = []
      for (k, c) in children(i).enumerated() {
        result.append(
          ChildPlacement(child: c, proposal: measured.proposals[k], frame: frames[k], role: .child))
      }
      return result
    case .zStack(let alignment, _):
      let sizes = children(i).map { self.size($0, p) }
      let proposals = [ProposedViewSize](repeating: p, count: sizes.count)
      let frames = overlapFrames(children(i), proposals: proposals, sizes: sizes, alignment: alignment)
        .frames
      var result: [ChildPlacement] = []
      for (k, c) in children(i).enumerated() {
        result.append(ChildPlacement(child: c, proposal: p, frame: frames[k], role: .child))
      }
      return result
    case .scrollView(let axes, let offset):
      let c = children(i)[0]
      let cp = scrollContentProposal(axes, p)
      let cs = self.size(c, cp)
      // Scrolled axes start at the top-leading edge, moved by the offset; the others centre.
      let x = axes.horizontal ? -offset.x : (size.width - cs.width) / 2
      let y = axes.vertical ? -offset.y : (size.height - cs.height) / 2
      return [
        ChildPlacement(
          child: c, proposal: cp, frame: CGRect(origin: CGPoint(x: x, y: y), size: cs), role: .child)
      ]
    case .grid(let g):
      let layout = gridLayout(i, grids[g], p)
      var result: [ChildPlacement] = []
      for (k, c) in children(i).enumerated() {
        result.append(
          ChildPlacement(child: c, proposal: layout.proposals[k], frame: layout.frames[k], role: .child))
      }
      return result
    case .custom(let index):
      return customPlacements(i, customs[index], p, size)
    case .button:
      let c = children(i)[0]
      return [
        ChildPlacement(
          child: c, proposal: p, frame: CGRect(origin: .zero, size: self.size(c, p)), role: .child)
      ]
    case .background(let alignment), .overlay(let alignment):
      let isBackground = contentPosition(items[i].kind) == 1
      let content = children(i)[isBackground ? 1 : 0]
      let secondary = children(i)[isBackground ? 0 : 1]
      let cs = self.size(content, p)
      let sp = ProposedViewSize(cs)
      let ss = self.size(secondary, sp)
      let origin = align(secondary, sp, ss, in: cs, alignment)
      let main = ChildPlacement(
        child: content, proposal: p, frame: CGRect(origin: .zero, size: cs), role: .child)
      let other = ChildPlacement(
        child: secondary, proposal: sp, frame: CGRect(origin: origin, size: ss),
        role: isBackground ? .background : .overlay)
      return isBackground ? [other, main] : [main, other]
    case .modifier(let modifier):
      let (cp, frame) = modifierChildFrame(modifier, child: children(i)[0], p, size: size)
      return [ChildPlacement(child: children(i)[0], proposal: cp, frame: frame, role: .child)]
    }
  }

  /// Item `i`'s value of a vertical guide, proposed `p` and sized `size`. The text baselines
  /// come from the text inside: a text's first (last) line; a vertical stack's first (last)
  /// child; any other container's or modifier's first child that is not a background or
  /// overlay. A view with no text inside has its baselines at its bottom.
  func verticalGuide(_ i: Int, _ p: ProposedViewSize, _ size: CGSize, _ alignment: VerticalAlignment)
    -> Double
  {
    if let explicit = explicitGuide(i, p, size, vertical: alignment) { return explicit }
    switch alignment {
    case .top, .center, .bottom, .custom:
      return LayoutEngine.ownGuide(alignment, size)
    case .firstTextBaseline, .lastTextBaseline:
      return baseline(i, p, size, first: alignment == .firstTextBaseline) ?? size.height
    }
  }

  /// Item `i`'s value of a horizontal guide, sized `size` (for the proposal `p`, by default its
  /// own size): an explicit `alignmentGuide`'s, else the default one.
  func horizontalGuide(
    _ i: Int, _ size: CGSize, _ alignment: HorizontalAlignment, _ p: ProposedViewSize? = nil
  ) -> Double {
    explicitGuide(i, p ?? ProposedViewSize(size), size, horizontal: alignment)
      ?? alignment.value(width: size.width, height: size.height)
  }

  /// The value an `alignmentGuide` on item `i`, or on a view inside it through modifiers that
  /// neither move nor resize it, gives the guide; nil when none does (the outermost wins). A
  /// custom guide (`AlignmentID`) also has the explicit value its content sets: the mean of
  /// the explicit values of the children that set one, in the container's coordinates, so it
  /// crosses nested containers (`AlignmentID`'s default `_combineExplicit`).
  func explicitGuide(
    _ i: Int, _ p: ProposedViewSize, _ size: CGSize, horizontal: HorizontalAlignment? = nil,
    vertical: VerticalAlignment? = nil
  ) -> Double? {
    var custom = false
    if case .custom? = horizontal { custom = true }
    if case .custom? = vertical { custom = true }
    var item = i
    while case .modifier(let modifier) = items[item].kind {
      switch modifier {
      case .neutral, .coordinateSpace, .offset, .scaleEffect, .rotationEffect, .rotation3DEffect: break
      default: return custom ? mergedGuide(item, p, size, horizontal: horizontal, vertical: vertical) : nil
      }
      if case .modifier(.alignmentGuide(let f)) = elements[item],
        (horizontal != nil && f.horizontal == horizontal) || (vertical != nil && f.vertical == vertical)
      {
        return f.compute.value(for: ViewDimensions(width: size.width, height: size.height))
      }
      item = children(item)[0]
    }
    return custom ? mergedGuide(item, p, size, horizontal: horizontal, vertical: vertical) : nil
  }

  /// The mean of the explicit values item `i`'s children (not its backgrounds or overlays) set
  /// for a custom guide, in item `i`'s coordinates; nil when none sets one.
  func mergedGuide(
    _ i: Int, _ p: ProposedViewSize, _ size: CGSize, horizontal: HorizontalAlignment?,
    vertical: VerticalAlignment?
  ) -> Double? {
    var total = 0.0
    var count = 0
    for placement in childPlacements(i, p, size) where placement.role == .child {
      guard
        let v = explicitGuide(
          placement.child, placement.proposal, placement.frame.size, horizontal: horizontal,
          vertical: vertical)
      else { continue }
      total += (horizontal != nil ? placement.frame.origin.x : placement.frame.origin.y) + v
      count += 1
    }
    return count == 0 ? nil : total / Double(count)
  }

  /// The first or last text baseline inside item `i`, or nil when it holds no text.
  func baseline(_ i: Int, _ p: ProposedViewSize, _ size: CGSize, first: Bool) -> Double? {
    switch items[i].kind {
    case .text(let t):
      let text = texts[t]
      let lines = Int(min(1e6, (size.height / max(text.font.lineHeight, .leastNonzeroMagnitude)).rounded()))
      if lines == 0 { return nil }
      let b = TextLayout.baselines(font: text.font, lineCount: lines)
      return first ? b.first : b.last
    case .image, .greedy, .spacer, .divider, .empty, .geometryReader:
      return nil
    default:
      let placements = childPlacements(i, p, size).filter { $0.role == .child }
      var ordered = placements
      if case .stack(.vertical, _, _, _) = items[i].kind, !first { ordered.reverse() }
      for placement in ordered {
        if let b = baseline(placement.child, placement.proposal, placement.frame.size, first: first) {
          return placement.frame.origin.y + b
        }
      }
      return nil
    }
  }
}

extension LayoutEngine {
  /// Item `i`'s children as a custom layout's subviews: measured through the size cache.
  func subviewsProxy(_ i: Int) -> LayoutSubviewsProxy {
    let list = Array(children(i))
    return LayoutSubviewsProxy(count: list.count, priorities: list.map { items[$0].priority }) {
      [self] k, proposal in size(list[k], proposal)
    }
  }

  /// Where a custom layout puts item `i`'s children, sized `size`: its `placeSubviews` runs
  /// with bounds at the origin; a subview placed at `position` with `anchor` and `proposal`
  /// takes its size for that proposal with the anchor on the point; one it does not place is
  /// centred in the bounds at its size for the container's proposal (SwiftUI's documented
  /// default).
  func customPlacements(_ i: Int, _ layout: CustomLayout, _ p: ProposedViewSize, _ size: CGSize)
    -> [ChildPlacement]
  {
    let proxy = subviewsProxy(i)
    layout.placeSubviews(CGRect(origin: .zero, size: size), p, proxy)
    var result: [ChildPlacement] = []
    for (k, c) in children(i).enumerated() {
      guard let placement = proxy.placements[k] else {
        let s = self.size(c, p)
        let origin = CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2)
        result.append(
          ChildPlacement(child: c, proposal: p, frame: CGRect(origin: origin, size: s), role: .child))
        continue
      }
      let s = self.size(c, placement.proposal)
      let origin = CGPoint(
        x: placement.position.x - placement.anchor.x * s.width,
        y: placement.position.y - placement.anchor.y * s.height)
      result.append(
        ChildPlacement(
          child: c, proposal: placement.proposal, frame: CGRect(origin: origin, size: s), role: .child))
    }
    return result
  }
}
