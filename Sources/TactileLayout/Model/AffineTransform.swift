/// A 2-D affine transform (the same matrix as `CGAffineTransform`): a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). Layout uses it to carry each view's geometry effects and
/// its mapping into the parent's and the canvas's coordinates.
public struct AffineTransform: Hashable, Sendable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public static func translation(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public static func scale(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `radians`, clockwise on screen for positive angles (y points down), as
  /// SwiftUI's `rotationEffect` turns.
  public static func rotation(radians: Double) -> AffineTransform {
    let (s, c) = LayoutMath.sinCos(radians)
    return AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// The rotation of the view's plane by `rotation.radians` about `rotation.axis` (through the
  /// origin moved to depth `rotation.anchorZ`), seen straight on: the 3D rotation's x and y rows
  /// (Rodrigues' formula, y down as on screen, so the z axis turns clockwise as
  /// `rotation(radians:)` does). This is the perspective projection's first-order part at the
  /// anchor: exact there and for `perspective: 0`, without the foreshortening that makes the
  /// far side of a tilted view smaller. A zero axis is no rotation.
  public static func rotation3D(_ rotation: Rotation3D) -> AffineTransform {
    let (x, y, z) = (rotation.axisX, rotation.axisY, rotation.axisZ)
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    let (kx, ky, kz) = (x / length, y / length, z / length)
    let (s, c) = LayoutMath.sinCos(rotation.radians)
    let t = 1 - c
    // Rows of the 3D rotation applied to column vectors (x, y, z).
    let r00 = c + t * kx * kx
    let r01 = t * kx * ky - s * kz
    let r02 = t * kx * kz + s * ky
    let r10 = t * kx * ky + s * kz
    let r11 = c + t * ky * ky
    let r12 = t * ky * kz - s * kx
    // A point (x, y, 0) seen from the centre at depth anchorZ: R(p − (0, 0, z₀)) + (0, 0, z₀).
    let z0 = rotation.anchorZ
    return AffineTransform(a: r00, b: r10, c: r01, d: r11, tx: -r02 * z0, ty: -r12 * z0)
  }

  public var isIdentity: Bool { self == .identity }

  /// The transform that applies `self` first, then `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  public func apply(_ p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// The smallest axis-aligned rectangle containing the image of `rect`.
  public func boundingBox(of rect: Rect) -> Rect {
    if b == 0 && c == 0 {
      let x0 = a * rect.minX + tx
      let x1 = a * rect.maxX + tx
      let y0 = d * rect.minY + ty
      let y1 = d * rect.maxY + ty
      return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }
    let corners = [
      apply(rect.origin), apply(Point(x: rect.maxX, y: rect.minY)),
      apply(Point(x: rect.minX, y: rect.maxY)), apply(Point(x: rect.maxX, y: rect.maxY)),
    ]
    var minX = corners[0].x
    var maxX = corners[0].x
    var minY = corners[0].y
    var maxY = corners[0].y
    for p in corners.dropFirst() {
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// Sine and cosine for the layout's rotations, written here because Embedded Swift has no
/// libm overlay and the layout imports nothing. Quarter turns are exact (`sinCos(.pi / 2)` is
/// (1, 0)); elsewhere the error is below 1e-15.
enum LayoutMath {
  static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    guard x.isFinite else { return (.nan, .nan) }
    let halfPi = Double.pi / 2
    let k = (x / halfPi).rounded()
    // Cody–Waite reduction with π/2 split in two parts.
    let r = (x - k * 1.5707963267948966) - k * 6.123233995736766e-17
    let r2 = r * r
    var s = r
    var c = 1.0
    if r != 0 {
      s =
        r
        * (1 + r2
          * (-1.0 / 6 + r2
            * (1.0 / 120 + r2
              * (-1.0 / 5040 + r2
                * (1.0 / 362_880
                  + r2 * (-1.0 / 39_916_800 + r2 * (1.0 / 6_227_020_800 + r2 * (-1.0 / 1_307_674_368_000))))))))
      c =
        1 + r2
        * (-0.5 + r2
          * (1.0 / 24 + r2
            * (-1.0 / 720 + r2
              * (1.0 / 40320
                + r2 * (-1.0 / 3_628_800 + r2 * (1.0 / 479_001_600 + r2 * (-1.0 / 87_178_291_200)))))))
    }
    // Snap the tiny residue of an exact quarter turn to zero.
    if abs(r) < 1e-15 {
      s = 0
      c = 1
    }
    switch Int(k.truncatingRemainder(dividingBy: 4)) {
    case 0: return (s, c)
    case 1, -3: return (c, -s)
    case 2, -2: return (-s, -c)
    default: return (-c, s)
    }
  }
}

extension AffineTransform {
  /// The inverse transform; a singular transform (a zero scale) inverts to one that maps
  /// everything to the origin's preimage, never to NaN.
  public func inverted() -> AffineTransform {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }
}

/// The parameters of `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: the angle in
/// radians, the axis (any length but zero), the anchor in the view's unit square and its
/// depth, and the perspective, kept for the dumps (the projection drawn leaves it out).
public struct Rotation3D: Hashable, Sendable {
  public var radians: Double
  public var axisX: Double
  public var axisY: Double
  public var axisZ: Double
  public var anchor: AnchorPoint
  public var anchorZ: Double
  public var perspective: Double

  public init(
    radians: Double, axisX: Double, axisY: Double, axisZ: Double, anchor: AnchorPoint = .center,
    anchorZ: Double = 0, perspective: Double = 1
  ) {
    self.radians = radians
    self.axisX = axisX
    self.axisY = axisY
    self.axisZ = axisZ
    self.anchor = anchor
    self.anchorZ = anchorZ
    self.perspective = perspective
  }
}
