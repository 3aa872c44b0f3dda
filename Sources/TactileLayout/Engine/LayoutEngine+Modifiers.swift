import TactileGeometry

/// The layout modifiers: what each proposes its child, what size it chooses, and where it puts
/// the child. Modifiers not handled here pass the proposal through and take the child's size.
extension LayoutEngine {
  /// What a modifier proposes its child.
  func modifierChildProposal(_ modifier: LayoutModifier, child: Int, _ p: ProposedViewSize)
    -> ProposedViewSize
  {
    switch modifier {
    case .frame(let width, let height, _):
      return ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    case .flexibleFrame(let f):
      return ProposedViewSize(
        width: LayoutEngine.flexibleProposal(p.width, f.minWidth, f.idealWidth, f.maxWidth),
        height: LayoutEngine.flexibleProposal(p.height, f.minHeight, f.idealHeight, f.maxHeight))
    case .padding(let insets):
      func inset(_ v: Double?, _ by: Double) -> Double? { v.map { max(0, $0 - by) } }
      return ProposedViewSize(
        width: inset(p.width, insets.total(.horizontal)), height: inset(p.height, insets.total(.vertical)))
    case .fixedSize(let horizontal, let vertical):
      return ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    case .aspectRatio(let ratio, let mode):
      return aspectRatioProposal(ratio, mode, child: child, p)
    default:
      return p
    }
  }

  /// The size a modifier chooses.
  func modifierSize(_ modifier: LayoutModifier, child: Int, _ p: ProposedViewSize) -> CGSize {
    let cs = size(child, modifierChildProposal(modifier, child: child, p))
    switch modifier {
    case .frame(let width, let height, _):
      return CGSize(
        width: width.map { max(0, $0) } ?? cs.width, height: height.map { max(0, $0) } ?? cs.height)
    case .flexibleFrame(let f):
      return CGSize(
        width: LayoutEngine.flexibleSize(p.width, f.minWidth, f.idealWidth, f.maxWidth, child: cs.width),
        height: LayoutEngine.flexibleSize(p.height, f.minHeight, f.idealHeight, f.maxHeight, child: cs.height)
      )
    case .padding(let insets):
      return CGSize(width: cs.width + insets.total(.horizontal), height: cs.height + insets.total(.vertical))
    case .position:
      return p.replacingUnspecifiedDimensions()
    default:
      return cs
    }
  }

  /// Where a modifier of size `size` puts its child (in the modifier's local coordinates), and
  /// what it proposed it.
  func modifierChildFrame(_ modifier: LayoutModifier, child: Int, _ p: ProposedViewSize, size: CGSize) -> (
    ProposedViewSize, CGRect
  ) {
    let cp = modifierChildProposal(modifier, child: child, p)
    let cs = self.size(child, cp)
    var origin = CGPoint.zero
    switch modifier {
    case .frame(_, _, let alignment):
      origin = align(child, cp, cs, in: size, alignment)
    case .flexibleFrame(let f):
      origin = align(child, cp, cs, in: size, f.alignment)
    case .padding(let insets):
      origin = CGPoint(x: insets.leading, y: insets.top)
    case .position(let x, let y):
      origin = CGPoint(x: x - cs.width / 2, y: y - cs.height / 2)
    default:
      break
    }
    return (cp, CGRect(origin: origin, size: cs))
  }

  /// The origin that aligns a child's guides with a container's of size `container`. A
  /// container's own text baselines are at its bottom edge (a frame has no text of its own).
  func align(_ child: Int, _ cp: ProposedViewSize, _ cs: CGSize, in container: CGSize, _ alignment: Alignment)
    -> CGPoint
  {
    let x =
      alignment.horizontal.value(width: container.width, height: container.height)
      - horizontalGuide(child, cs, alignment.horizontal, cp)
    let y =
      LayoutEngine.ownGuide(alignment.vertical, container)
      - verticalGuide(child, cp, cs, alignment.vertical)
    return CGPoint(x: x, y: y)
  }

  /// A view's vertical guide when it has no text to take baselines from.
  static func ownGuide(_ alignment: VerticalAlignment, _ size: CGSize) -> Double {
    switch alignment {
    case .top: return 0
    case .center: return size.height / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: return size.height
    case .custom(let guide): return guide.defaultValue(ViewDimensions(width: size.width, height: size.height))
    }
  }

  // MARK: Flexible frames

  /// The proposal a flexible frame makes on one axis: the parent's, clamped to the bounds, or
  /// the ideal when the parent's is unspecified (Apple's documentation of `frame(minWidth:…)`).
  static func flexibleProposal(_ p: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double? {
    guard let p else { return ideal }
    return clamp(p, lo, hi)
  }

  /// The size of a flexible frame on one axis. With no bounds it is the child's; with both, the
  /// proposal clamped to them; with a minimum, a proposal below the child's size clamped to the
  /// minimum (the child's size otherwise, never below the minimum); with a maximum, a proposal
  /// above the child's size clamped to the maximum (the child's size otherwise, never above it).
  /// An unspecified proposal counts as the ideal, else as the child's size.
  static func flexibleSize(_ p: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?, child: Double)
    -> Double
  {
    if lo == nil && hi == nil { return child }
    let proposed = clamp(p ?? ideal ?? child, lo, hi)
    var result = child
    if let lo { result = max(lo, min(result, proposed)) }
    if let hi { result = min(hi, max(result, proposed)) }
    return max(0, result)
  }

  static func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
    var r = v
    if let hi { r = min(r, hi) }
    if let lo { r = max(r, lo) }
    return r
  }

  // MARK: Aspect ratio

  /// `aspectRatio(_:contentMode:)` proposes its child the largest (`.fit`) or smallest (`.fill`)
  /// size of the ratio that fits in (covers) the proposal; the ratio defaults to the child's
  /// ideal size's. An unspecified axis follows the other; both unspecified stay unspecified.
  func aspectRatioProposal(_ ratio: Double?, _ mode: ContentMode, child: Int, _ p: ProposedViewSize)
    -> ProposedViewSize
  {
    var r = ratio ?? 1
    if ratio == nil {
      let ideal = size(child, .unspecified)
      r = ideal.height > 0 && ideal.width.isFinite && ideal.height.isFinite ? ideal.width / ideal.height : 1
    }
    guard r > 0, r.isFinite else { return p }
    switch (p.width, p.height) {
    case (nil, nil):
      return p
    case (let w?, nil):
      return ProposedViewSize(width: w, height: w / r)
    case (nil, let h?):
      return ProposedViewSize(width: h * r, height: h)
    case (let w?, let h?):
      if !w.isFinite && !h.isFinite { return p }
      if !w.isFinite { return mode == .fit ? ProposedViewSize(width: h * r, height: h) : p }
      if !h.isFinite { return mode == .fit ? ProposedViewSize(width: w, height: w / r) : p }
      let wider = w / max(h, .leastNonzeroMagnitude) > r
      if (mode == .fit) == wider {
        return ProposedViewSize(width: h * r, height: h)
      }
      return ProposedViewSize(width: w, height: w / r)
    }
  }
}
