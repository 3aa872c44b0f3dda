import TactileGeometry
import TactileUIIR

extension BuiltinRegistry {
  /// Core Animation's 4 × 4 transforms (`CATransform3D`), as Core Animation computes them: a
  /// point is a row vector multiplied on the left (`p · M`), so `CATransform3DConcat(a, b)`
  /// applies a, then b; `CATransform3DTranslate(t, …)`, `Scale` and `Rotate` put their
  /// operation before t; a rotation turns about the axis normalised (a zero axis gives the
  /// identity). `m34 = -1 / d` gives the perspective of an eye at distance d.
  mutating func addCATransform3D() {
    let identity = transform3D(Matrix4.identity)
    constant(.`CATransform3DIdentity`, identity)
    add(.`CATransform3D.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transform3D(Matrix4(values: Array(repeating: 0, count: 16)))
    }
    addRecordFields([
      .`CATransform3D.m11`, .`CATransform3D.m12`, .`CATransform3D.m13`, .`CATransform3D.m14`,
      .`CATransform3D.m21`, .`CATransform3D.m22`, .`CATransform3D.m23`, .`CATransform3D.m24`,
      .`CATransform3D.m31`, .`CATransform3D.m32`, .`CATransform3D.m33`, .`CATransform3D.m34`,
      .`CATransform3D.m41`, .`CATransform3D.m42`, .`CATransform3D.m43`, .`CATransform3D.m44`,
    ])
    func matrix(_ call: NativeCall, _ i: Int) throws(RuntimeError) -> Matrix4 {
      guard case .record(let r) = try call.plain(i), r.name == "CATransform3D", r.fields.count == 16 else {
        throw call.failure("'\(call.key)' expected a CATransform3D")
      }
      return Matrix4(values: r.fields.map { number($0) ?? 0 })
    }
    add(.`CATransform3DMakeTranslation(_:_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transform3D(.translation(try call.double(0), try call.double(1), try call.double(2)))
    }
    add(.`CATransform3DMakeScale(_:_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transform3D(.scale(try call.double(0), try call.double(1), try call.double(2)))
    }
    add(.`CATransform3DMakeRotation(_:_:_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transform3D(
        .rotation(try call.double(0), try call.double(1), try call.double(2), try call.double(3)))
    }
    add(.`CATransform3DTranslate(_:_:_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let t = try matrix(call, 0)
      return transform3D(
        Matrix4.translation(try call.double(1), try call.double(2), try call.double(3)).times(t))
    }
    add(.`CATransform3DScale(_:_:_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let t = try matrix(call, 0)
      return transform3D(Matrix4.scale(try call.double(1), try call.double(2), try call.double(3)).times(t))
    }
    add(.`CATransform3DRotate(_:_:_:_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let t = try matrix(call, 0)
      let r = Matrix4.rotation(try call.double(1), try call.double(2), try call.double(3), try call.double(4))
      return transform3D(r.times(t))
    }
    add(.`CATransform3DConcat(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transform3D(try matrix(call, 0).times(try matrix(call, 1)))
    }
    add(.`CATransform3DIsIdentity(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try matrix(call, 0) == .identity)
    }
    add(.`CATransform3DGetAffineTransform(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let m = try matrix(call, 0).values
      return transformValue(a: m[0], b: m[1], c: m[4], d: m[5], tx: m[12], ty: m[13])
    }
    add(.`CATransform3DMakeAffineTransform(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let t = try affineTransform(try call.plain(0), call)
      var m = Matrix4.identity
      m.values[0] = t.a
      m.values[1] = t.b
      m.values[4] = t.c
      m.values[5] = t.d
      m.values[12] = t.tx
      m.values[13] = t.ty
      return transform3D(m)
    }
  }
}

/// A 4 × 4 matrix, row by row (`m11, m12, …, m44`).
struct Matrix4: Equatable {
  var values: [Double]

  static var identity: Matrix4 {
    Matrix4(values: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
  }

  static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
    var m = identity
    m.values[12] = x
    m.values[13] = y
    m.values[14] = z
    return m
  }

  static func scale(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
    var m = identity
    m.values[0] = x
    m.values[5] = y
    m.values[10] = z
    return m
  }

  /// The rotation by `angle` radians about the axis (x, y, z), for row vectors.
  static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return identity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (c, s) = (Math.cos(angle), Math.sin(angle))
    let t = 1 - c
    return Matrix4(values: [
      t * ux * ux + c, t * ux * uy + s * uz, t * ux * uz - s * uy, 0,
      t * ux * uy - s * uz, t * uy * uy + c, t * uy * uz + s * ux, 0,
      t * ux * uz + s * uy, t * uy * uz - s * ux, t * uz * uz + c, 0,
      0, 0, 0, 1,
    ])
  }

  /// `self · other`: self applied first, then other.
  func times(_ other: Matrix4) -> Matrix4 {
    var result = [Double](repeating: 0, count: 16)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += values[row * 4 + k] * other.values[k * 4 + column] }
        result[row * 4 + column] = sum
      }
    }
    return Matrix4(values: result)
  }
}

/// A `CATransform3D` value of a matrix.
func transform3D(_ m: Matrix4) -> Value {
  .record(
    Record(
      name: "CATransform3D",
      labels: [
        "m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42",
        "m43",
        "m44",
      ],
      fields: m.values.map { .double($0) }))
}
