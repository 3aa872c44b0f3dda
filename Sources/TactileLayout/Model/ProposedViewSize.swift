import TactileGeometry

/// What a parent offers a child, per axis (SwiftUI's `ProposedViewSize`): `nil` asks for the
/// child's ideal size, 0 for its minimum, `.infinity` for its maximum, and any other value is a
/// size the child should fit in. The child answers with a `CGSize` of its own choosing.
public struct ProposedViewSize: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
  public init(_ size: CGSize) {
    width = size.width
    height = size.height
  }
  /// Both axes unspecified: the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both axes zero: the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both axes infinite: the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal along `axis`.
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// The proposal with each unspecified axis replaced by the given default (SwiftUI's
  /// `replacingUnspecifiedDimensions(by:)`; SwiftUI's default is 10×10).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
