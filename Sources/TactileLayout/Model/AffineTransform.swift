import TactileGeometry

/// Layout's transforms are `CGAffineTransform`s (TactileGeometry): a view's geometry effects and
/// its mappings into its parent's and the canvas's coordinates.
extension CGAffineTransform {
  /// The rotation of the view's plane by `rotation.radians` about `rotation.axis` (through the
  /// origin moved to depth `rotation.anchorZ`), seen straight on: the 3D rotation's x and y rows
  /// (Rodrigues' formula, y down as on screen, so the z axis turns clockwise as
  /// `rotation(radians:)` does). This is the perspective projection's first-order part at the
  /// anchor: exact there and for `perspective: 0`, without the foreshortening that makes the
  /// far side of a tilted view smaller. A zero axis is no rotation.
  public static func rotation3D(_ rotation: Rotation3D) -> CGAffineTransform {
    let (x, y, z) = (rotation.axisX, rotation.axisY, rotation.axisZ)
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    let (kx, ky, kz) = (x / length, y / length, z / length)
    // Quarter turns exact, as `rotation(radians:)` makes them.
    let turn = CGAffineTransform.rotation(radians: rotation.radians)
    let (s, c) = (turn.b, turn.a)
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
    return CGAffineTransform(a: r00, b: r10, c: r01, d: r11, tx: -r02 * z0, ty: -r12 * z0)
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
  public var anchor: UnitPoint
  public var anchorZ: Double
  public var perspective: Double

  public init(
    radians: Double, axisX: Double, axisY: Double, axisZ: Double, anchor: UnitPoint = .center,
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
