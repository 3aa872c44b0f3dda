import TactileGeometry

/// Sizing: the size each kind of view chooses for a proposal (SwiftUI's `sizeThatFits`).
extension LayoutEngine {
  /// The size item `i` chooses for `p`, answered from the item's cache when it was asked before.
  func size(_ i: Int, _ p: ProposedViewSize) -> CGSize {
    if let cached = items[i].cache.lookup(p) { return cached }
    let s = computeSize(i, p)
    items[i].cache.store(p, s)
    return s
  }

  func computeSize(_ i: Int, _ p: ProposedViewSize) -> CGSize {
    switch items[i].kind {
    case .text(let t):
      let text = texts[t]
      return TextLayout.make(
        text.prepared, font: text.font, maxWidth: p.width, maxHeight: p.height, lineLimit: text.lineLimit,
        alignment: text.alignment, makeStrings: false
      ).size
    case .image(let resizable, let natural):
      if !resizable { return natural }
      return CGSize(width: p.width ?? natural.width, height: p.height ?? natural.height)
    case .greedy, .geometryReader:
      return p.replacingUnspecifiedDimensions()
    case .spacer(let minLength, let axis):
      guard let axis else {
        return CGSize(
          width: max(minLength, p.width ?? minLength), height: max(minLength, p.height ?? minLength))
      }
      var s = CGSize.zero
      s[axis] = max(minLength, p[axis] ?? minLength)
      return s
    case .divider(let axis):
      // A line along `axis`, one point thick, as long as proposed.
      var s = CGSize.zero
      s[axis] = max(0, p[axis] ?? 0)
      s[axis.cross] = LayoutEngine.dividerThickness
      return s
    case .empty:
      return .zero
    case .stack(let axis, let spacing, let horizontal, let vertical):
      let measured = stackMeasure(i, axis: axis, spacing: spacing, p)
      return stackFrames(
        i, axis: axis, spacing: spacing, horizontal: horizontal, vertical: vertical, measured: measured
      ).size
    case .zStack(let alignment, _):
      var proposals: [ProposedViewSize] = []
      var sizes: [CGSize] = []
      for c in children(i) {
        proposals.append(p)
        sizes.append(size(c, p))
      }
      return overlapFrames(children(i), proposals: proposals, sizes: sizes, alignment: alignment).size
    case .scrollView(let axes, _):
      let child = size(children(i)[0], scrollContentProposal(axes, p))
      return scrollViewSize(axes, p, content: child)
    case .grid(let g):
      return gridLayout(i, grids[g], p).size
    case .custom(let c):
      return customs[c].sizeThatFits(p, subviewsProxy(i))
    case .button:
      return size(children(i)[0], p)
    case .background, .overlay:
      let content = children(i)[contentPosition(items[i].kind)]
      return size(content, p)
    case .modifier(let modifier):
      return modifierSize(modifier, child: children(i)[0], p)
    }
  }

  /// The thickness of a `Divider`.
  static let dividerThickness: Double = 1

  /// Which child of a background or overlay item is the content.
  func contentPosition(_ kind: ItemKind) -> Int {
    if case .background = kind { return 1 }
    return 0
  }

  /// What a scroll view proposes its content: nothing (ideal) along the scrolling axes.
  func scrollContentProposal(_ axes: Axes, _ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: axes.horizontal ? nil : p.width, height: axes.vertical ? nil : p.height)
  }

  /// A scroll view takes the proposed size on both axes (its content's where the proposal is
  /// unspecified or infinite).
  func scrollViewSize(_ axes: Axes, _ p: ProposedViewSize, content: CGSize) -> CGSize {
    func axis(_ proposed: Double?, _ content: Double) -> Double {
      guard let proposed, proposed.isFinite else { return content }
      return max(0, proposed)
    }
    return CGSize(width: axis(p.width, content.width), height: axis(p.height, content.height))
  }
}
