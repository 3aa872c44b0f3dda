import TactileGeometry

/// A program's `Layout` (iOS 16): layout asks the program, through these closures, for the
/// container's size and for where its subviews go. The runtime implements them by calling the
/// program's `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`; layout never sees the interpreter.
public final class CustomLayout {
  /// The layout type's name, for dumps.
  public let name: String
  public let sizeThatFits: (ProposedViewSize, LayoutSubviewsProxy) -> CGSize
  public let placeSubviews: (CGRect, ProposedViewSize, LayoutSubviewsProxy) -> Void

  public init(
    name: String, sizeThatFits: @escaping (ProposedViewSize, LayoutSubviewsProxy) -> CGSize,
    placeSubviews: @escaping (CGRect, ProposedViewSize, LayoutSubviewsProxy) -> Void
  ) {
    self.name = name
    self.sizeThatFits = sizeThatFits
    self.placeSubviews = placeSubviews
  }
}

/// A custom layout's subviews as its methods see them (SwiftUI's `LayoutSubviews`): each can be
/// measured under a proposal, and placed while the container places its subviews.
public final class LayoutSubviewsProxy {
  /// How many subviews there are.
  public let count: Int
  /// Each subview's `layoutPriority`.
  public let priorities: [Double]
  let measure: (Int, ProposedViewSize) -> CGSize
  /// Where `place(at:anchor:proposal:)` put each subview, in the container's coordinates.
  var placements: [(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?]

  init(count: Int, priorities: [Double], measure: @escaping (Int, ProposedViewSize) -> CGSize) {
    self.count = count
    self.priorities = priorities
    self.measure = measure
    placements = Array(repeating: nil, count: count)
  }

  /// `subviews[k].sizeThatFits(proposal)`.
  public func sizeThatFits(_ k: Int, _ proposal: ProposedViewSize) -> CGSize {
    guard k >= 0, k < count else { return .zero }
    return measure(k, proposal)
  }

  /// `subviews[k].place(at:anchor:proposal:)`: the subview's `anchor` point goes to `position`.
  public func place(_ k: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
    guard k >= 0, k < count else { return }
    placements[k] = (position, anchor, proposal)
  }
}
