/// An affine transform of the plane, with Core Graphics' layout and conventions:
/// a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// `concatenating(_:)` applies `self` first and then the argument, as Core Graphics does.
/// Layout carries each view's geometry effects and its mappings into its parent's and the
/// canvas's coordinates as transforms; the gesture engine maps touches through them.
@frozen public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  @inlinable public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that changes nothing.
  @inlinable public static var identity: CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  @inlinable public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  @inlinable public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; positive angles turn clockwise on a y-down screen. The
  /// entries are `Math.sinCos(angle)` as they are (a quarter turn leaves a residue of about
  /// 1e-16, as Core Graphics' does); `rotation(radians:)` makes quarter turns exact.
  @inlinable public init(rotationAngle angle: CGFloat) {
    let (sine, cosine) = Math.sinCos(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The translation by (x, y): `CGAffineTransform(translationX: x, y: y)`.
  @inlinable public static func translation(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// The scale by (x, y): `CGAffineTransform(scaleX: x, y: y)`.
  @inlinable public static func scale(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `radians`, clockwise on screen for positive angles (y points down), as
  /// SwiftUI's `rotationEffect` turns; unlike `init(rotationAngle:)`, a whole number of quarter
  /// turns is exact (`rotation(radians: .pi / 2)` is (0, 1, −1, 0)): a sine or cosine within
  /// 1e-15 of zero is zero, signed as the sine and cosine of a zero remainder would be.
  @inlinable public static func rotation(radians: CGFloat) -> CGAffineTransform {
    var (s, c) = Math.sinCos(radians)
    // Within 1e-15 of a quarter turn the remainder r is below 1e-15: one of the pair is ±1
    // exactly and the other ±r; that one becomes the zero sin 0 = +0 turned by the quarters.
    if abs(s) < 1e-15 {
      s = c * 0  // c = ±1
    } else if abs(c) < 1e-15 {
      c = -(s * 0)  // s = ±1
    }
    return CGAffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  @inlinable public var isIdentity: Bool { self == .identity }

  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }

  /// `self` followed by `other`.
  @inlinable public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
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
  @inlinable public func inverted() -> CGAffineTransform? {
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
  @inlinable public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGRect {
  /// The smallest axis-aligned rectangle containing the image of `self` under `t`, as Core
  /// Graphics' `applying(_:)`. Without rotation or shear only the two opposite corners are
  /// mapped.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if t.b == 0 && t.c == 0 {
      let x0 = t.a * minX + t.tx
      let x1 = t.a * maxX + t.tx
      let y0 = t.d * minY + t.ty
      let y1 = t.d * maxY + t.ty
      return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }
    // The four corners, folded in the order origin, top-right, bottom-left, bottom-right.
    let p0 = CGPoint(x: minX, y: minY).applying(t)
    let p1 = CGPoint(x: maxX, y: minY).applying(t)
    let p2 = CGPoint(x: minX, y: maxY).applying(t)
    let p3 = CGPoint(x: maxX, y: maxY).applying(t)
    let lowX = min(min(min(p0.x, p1.x), p2.x), p3.x)
    let highX = max(max(max(p0.x, p1.x), p2.x), p3.x)
    let lowY = min(min(min(p0.y, p1.y), p2.y), p3.y)
    let highY = max(max(max(p0.y, p1.y), p2.y), p3.y)
    return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
  }
}
