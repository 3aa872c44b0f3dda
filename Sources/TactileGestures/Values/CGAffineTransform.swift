/// An affine transform of the plane, with Core Graphics' layout and conventions:
/// a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// `concatenating(_:)` applies `self` first and then the argument, as Core Graphics does.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; positive angles turn clockwise on a y-down screen.
  public init(rotationAngle angle: CGFloat) {
    let (sine, cosine) = Trigonometry.sinCos(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  public var isIdentity: Bool { self == .identity }

  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }

  /// `self` followed by `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The inverse transform, or `nil` when the transform collapses the plane (for example a
  /// zero scale), which no point can be mapped back through.
  public func inverted() -> CGAffineTransform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant,
      c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant)
  }
}

extension CGPoint {
  /// The point mapped through `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}
