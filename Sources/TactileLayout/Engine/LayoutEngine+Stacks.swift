import TactileGeometry

/// HStack and VStack: how a stack shares its length among its children, and where it puts them.
///
/// The distribution follows SwiftUI's observed algorithm: the stack subtracts the spacing from
/// the proposed length, then offers the rest to its children group by group in descending
/// `layoutPriority`, each group after setting aside the minimum lengths of the lower-priority
/// groups. Inside a group the children go in ascending order of flexibility (the difference
/// between the length they take when offered infinity and when offered zero; ties keep their
/// order), each offered an equal share of what the group has left, and what a child takes is
/// subtracted before the next one's share is computed. Unspecified (ideal) and infinite
/// proposals are passed to every child as they are.
extension LayoutEngine {
  /// The proposals a stack makes and the sizes its children choose, in child order.
  struct StackMeasure {
    var proposals: [ProposedViewSize]
    var sizes: [CGSize]
  }

  func stackMeasure(_ i: Int, axis: Axis, spacing: Double, _ p: ProposedViewSize) -> StackMeasure {
    let children = children(i)
    let n = children.count
    var proposals = [ProposedViewSize](repeating: p, count: n)
    var sizes = [CGSize](repeating: .zero, count: n)
    guard n > 0 else { return StackMeasure(proposals: [], sizes: []) }
    guard let length = p[axis], length.isFinite else {
      for k in 0..<n { sizes[k] = size(children[k], p) }
      return StackMeasure(proposals: proposals, sizes: sizes)
    }
    // Flexibility of each child along the axis.
    var minimum = [Double](repeating: 0, count: n)
    var flexibility = [Double](repeating: 0, count: n)
    for k in 0..<n {
      var probe = p
      probe[axis] = 0
      let lo = size(children[k], probe)[axis]
      probe[axis] = .infinity
      let hi = size(children[k], probe)[axis]
      minimum[k] = lo
      let flex = hi - lo
      flexibility[k] = flex.isNaN ? .infinity : flex
    }
    let order = (0..<n).sorted { a, b in
      let pa = items[children[a]].priority
      let pb = items[children[b]].priority
      if pa != pb { return pa > pb }
      if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
      return a < b
    }
    var remaining = max(0, length - spacing * Double(n - 1))
    var start = 0
    while start < n {
      let priority = items[children[order[start]]].priority
      var end = start
      while end < n && items[children[order[end]]].priority == priority { end += 1 }
      var reserved = 0.0
      for k in end..<n { reserved += minimum[order[k]] }
      var groupRemaining = max(0, remaining - reserved)
      for position in start..<end {
        let k = order[position]
        let share = groupRemaining / Double(end - position)
        var proposal = p
        proposal[axis] = share
        proposals[k] = proposal
        sizes[k] = size(children[k], proposal)
        groupRemaining = max(0, groupRemaining - sizes[k][axis])
        remaining = max(0, remaining - sizes[k][axis])
      }
      start = end
    }
    return StackMeasure(proposals: proposals, sizes: sizes)
  }

  /// The stack's size and its children's frames, given what they measured: laid end to end
  /// along the axis with `spacing` between them, and aligned across it by the stack's guide.
  func stackFrames(
    _ i: Int, axis: Axis, spacing: Double, horizontal: HorizontalAlignment, vertical: VerticalAlignment,
    measured: StackMeasure
  ) -> (size: CGSize, frames: [CGRect]) {
    let children = children(i)
    var guides: [Double] = []
    for (k, c) in children.enumerated() {
      let s = measured.sizes[k]
      guides.append(
        axis == .vertical
          ? horizontalGuide(c, s, horizontal, measured.proposals[k])
          : verticalGuide(c, measured.proposals[k], s, vertical))
    }
    let cross = axis.cross
    let (crossLength, crossOrigins) = LayoutEngine.alignAcross(
      measured.sizes.map { $0[cross] }, guides: guides)
    var frames: [CGRect] = []
    var position = 0.0
    for k in 0..<children.count {
      if k > 0 { position += spacing }
      var origin = CGPoint.zero
      if axis == .horizontal {
        origin = CGPoint(x: position, y: crossOrigins[k])
      } else {
        origin = CGPoint(x: crossOrigins[k], y: position)
      }
      frames.append(CGRect(origin: origin, size: measured.sizes[k]))
      position += measured.sizes[k][axis]
    }
    var size = CGSize.zero
    size[axis] = position
    size[cross] = crossLength
    return (size, frames)
  }

  /// Aligns extents on one axis so that their guides coincide: returns the length of their
  /// union and each one's origin in it.
  static func alignAcross(_ lengths: [Double], guides: [Double]) -> (Double, [Double]) {
    if lengths.isEmpty { return (0, []) }
    var above = 0.0
    var below = 0.0
    var infinite = false
    for (l, g) in zip(lengths, guides) {
      if !l.isFinite || !g.isFinite {
        infinite = true
        continue
      }
      above = max(above, g)
      below = max(below, l - g)
    }
    if infinite { return (.infinity, lengths.map { _ in 0 }) }
    return (above + below, guides.map { above - $0 })
  }

  /// The size of a ZStack (or of a group outside a stack) and its children's frames: each child
  /// was proposed the same size; the union of the children aligned by their guides.
  func overlapFrames(
    _ children: ChildIndices, proposals: [ProposedViewSize], sizes: [CGSize], alignment: Alignment
  )
    -> (
      size: CGSize, frames: [CGRect]
    )
  {
    var hGuides: [Double] = []
    var vGuides: [Double] = []
    for (k, c) in children.enumerated() {
      hGuides.append(horizontalGuide(c, sizes[k], alignment.horizontal, proposals[k]))
      vGuides.append(verticalGuide(c, proposals[k], sizes[k], alignment.vertical))
    }
    let (width, xs) = LayoutEngine.alignAcross(sizes.map { $0.width }, guides: hGuides)
    let (height, ys) = LayoutEngine.alignAcross(sizes.map { $0.height }, guides: vGuides)
    var frames: [CGRect] = []
    for k in 0..<children.count { frames.append(CGRect(origin: CGPoint(x: xs[k], y: ys[k]), size: sizes[k])) }
    return (CGSize(width: width, height: height), frames)
  }
}
