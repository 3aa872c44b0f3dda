import TactileGeometry
import TactileGestures
import TactileUIIR

extension BuiltinRegistry {
  /// CoreGraphics' and SwiftUI's geometry: `CGPoint`/`CGSize`/`CGRect` (`point`, `size`, `rect`
  /// values), `CGVector`, `CGAffineTransform`, `UnitPoint` and `EdgeInsets` (records), `Angle`
  /// (an `angle` in radians). See docs/runtime-values.md.
  mutating func addGeometry() {
    addPointsAndSizes()
    addRectangles()
    addVectorsAndTransforms()
    addAngles()
    addUnitPointsAndInsets()
  }

  private mutating func addPointsAndSizes() {
    add(.`CGPoint.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .point(0, 0) }
    add(.`CGSize.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .size(0, 0) }
    add(.`CGPoint.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(call.interpreter.describe(call.plainReceiver))
    }
    self[.`CGSize.description`] = self[.`CGPoint.description`]
    // `debugDescription` is the same text as `description` for the geometry types.
    self[.`CGPoint.debugDescription`] = self[.`CGPoint.description`]
    self[.`CGSize.debugDescription`] = self[.`CGPoint.description`]
    add(.`CGPoint.applying(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .point(let x, let y) = call.plainReceiver else {
        throw call.failure("'applying' expected a CGPoint")
      }
      let t = try transform(try call.plain(0), call)
      return .point(t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty)
    }
  }

  private mutating func addRectangles() {
    add(.`CGRect.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .rect(0, 0, 0, 0) }
    constant(.`CGRect.zero`, .rect(0, 0, 0, 0))
    add(.`CGRect.init(x:y:width:height:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .rect(try call.double(0), try call.double(1), try call.double(2), try call.double(3))
    }
    add(.`CGRect.init(origin:size:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .point(let x, let y) = try call.plain(0), case .size(let w, let h) = try call.plain(1) else {
        throw call.failure("'CGRect(origin:size:)' expected a CGPoint and a CGSize")
      }
      return .rect(x, y, w, h)
    }
    func rectangle(_ key: SurfaceKey, _ read: @escaping (RectValue) -> Value) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in read(try call.rect()) }
    }
    // Like CoreGraphics, the edges and sizes are those of the standardized rectangle (a
    // negative width extends to the left of the origin).
    rectangle(.`CGRect.origin`) { .point($0.x, $0.y) }
    rectangle(.`CGRect.size`) { .size($0.width, $0.height) }
    rectangle(.`CGRect.width`) { .double(abs($0.width)) }
    rectangle(.`CGRect.height`) { .double(abs($0.height)) }
    rectangle(.`CGRect.minX`) { .double($0.standardized.x) }
    rectangle(.`CGRect.midX`) { .double($0.standardized.x + abs($0.width) / 2) }
    rectangle(.`CGRect.maxX`) { .double($0.standardized.x + abs($0.width)) }
    rectangle(.`CGRect.minY`) { .double($0.standardized.y) }
    rectangle(.`CGRect.midY`) { .double($0.standardized.y + abs($0.height) / 2) }
    rectangle(.`CGRect.maxY`) { .double($0.standardized.y + abs($0.height)) }
    rectangle(.`CGRect.description`) {
      .string(
        "(" + [$0.x, $0.y, $0.width, $0.height].map(Interpreter.describe).joined(separator: ", ") + ")")
    }
    self[.`CGRect.debugDescription`] = self[.`CGRect.description`]
    addSetter(.`CGRect.origin`) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      guard case .rect(_, _, let w, let h) = container, case .point(let x, let y) = unwrapped(value) else {
        throw RuntimeError("cannot assign 'CGRect.origin'", at: at)
      }
      return .rect(x, y, w, h)
    }
    addSetter(.`CGRect.size`) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      guard case .rect(let x, let y, _, _) = container, case .size(let w, let h) = unwrapped(value) else {
        throw RuntimeError("cannot assign 'CGRect.size'", at: at)
      }
      return .rect(x, y, w, h)
    }
    add(.`CGRect.contains(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let r = try call.rect().standardized
      guard case .point(let x, let y) = try call.plain(0) else {
        throw call.failure("'contains' expected a CGPoint")
      }
      guard !r.isNull else { return .bool(false) }
      return .bool(x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height)
    }
    add(.`CGRect.insetBy(dx:dy:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let r = try call.rect().standardized
      let dx = try call.double(0)
      let dy = try call.double(1)
      guard !r.isNull else { return RectValue.null.value }
      let inset = RectValue(x: r.x + dx, y: r.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
      // CoreGraphics gives the null rectangle when the inset leaves nothing.
      return inset.width < 0 || inset.height < 0 ? RectValue.null.value : inset.value
    }
    add(.`CGRect.offsetBy(dx:dy:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let r = try call.rect().standardized
      guard !r.isNull else { return RectValue.null.value }
      return .rect(r.x + (try call.double(0)), r.y + (try call.double(1)), r.width, r.height)
    }
    rectangle(.`CGRect.isNull`) { .bool($0.isNull) }
    rectangle(.`CGRect.isEmpty`) { .bool($0.isNull || $0.width == 0 || $0.height == 0) }
    rectangle(.`CGRect.standardized`) { $0.isNull ? RectValue.null.value : $0.standardized.value }
    func pair(_ key: SurfaceKey, _ f: @escaping (RectValue, RectValue) -> Value) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        guard case .rect(let x, let y, let w, let h) = try call.plain(0) else {
          throw call.failure("expected a CGRect")
        }
        return f(try call.rect().standardized, RectValue(x: x, y: y, width: w, height: h).standardized)
      }
    }
    // CoreGraphics: rectangles that do not overlap intersect in the null rectangle; the null
    // rectangle adds nothing to a union.
    func intersection(_ a: RectValue, _ b: RectValue) -> RectValue {
      guard !a.isNull, !b.isNull else { return .null }
      let (minX, minY) = (max(a.x, b.x), max(a.y, b.y))
      let (maxX, maxY) = (min(a.x + a.width, b.x + b.width), min(a.y + a.height, b.y + b.height))
      guard maxX >= minX, maxY >= minY else { return .null }
      return RectValue(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    pair(.`CGRect.intersection(_:)`) { intersection($0, $1).value }
    pair(.`CGRect.intersects(_:)`) { a, b in
      let i = intersection(a, b)
      return .bool(!i.isNull && i.width > 0 && i.height > 0)
    }
    pair(.`CGRect.union(_:)`) { a, b in
      if a.isNull { return b.value }
      if b.isNull { return a.value }
      let (minX, minY) = (min(a.x, b.x), min(a.y, b.y))
      let (maxX, maxY) = (max(a.x + a.width, b.x + b.width), max(a.y + a.height, b.y + b.height))
      return RectValue(x: minX, y: minY, width: maxX - minX, height: maxY - minY).value
    }
  }

  private mutating func addVectorsAndTransforms() {
    add(.`CGVector.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in vector(0, 0) }
    constant(.`CGVector.zero`, vector(0, 0))
    add(.`CGVector.init(dx:dy:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      vector(try call.double(0), try call.double(1))
    }
    addRecordField(.`CGVector.dx`, "dx")
    addRecordField(.`CGVector.dy`, "dy")
    add(.`CGVector.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(call.interpreter.describe(call.plainReceiver))
    }
    constant(.`CGAffineTransform.identity`, transformValue(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    add(.`CGAffineTransform.init(translationX:y:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      transformValue(a: 1, b: 0, c: 0, d: 1, tx: try call.double(0), ty: try call.double(1))
    }
    add(.`CGAffineTransform.init(scaleX:y:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transformValue(a: try call.double(0), b: 0, c: 0, d: try call.double(1), tx: 0, ty: 0)
    }
    add(.`CGAffineTransform.init(rotationAngle:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (s, c) = (Math.sin(try call.double(0)), Math.cos(try call.double(0)))
      return transformValue(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
    add(.`CGAffineTransform.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transformValue(.identity)
    }
    add(.`CGAffineTransform.init(a:b:c:d:tx:ty:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transformValue(
        a: try call.double(0), b: try call.double(1), c: try call.double(2), d: try call.double(3),
        tx: try call.double(4), ty: try call.double(5))
    }
    addRecordFields([
      .`CGAffineTransform.a`, .`CGAffineTransform.b`, .`CGAffineTransform.c`, .`CGAffineTransform.d`,
      .`CGAffineTransform.tx`, .`CGAffineTransform.ty`,
    ])
    add(.`CGAffineTransform.isIdentity`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try affineTransform(call.plainReceiver, call).isIdentity)
    }
    // CoreGraphics' rules: `t.concatenating(u)` applies t, then u; `rotated`, `scaledBy` and
    // `translatedBy` put their operation before t (in t's own coordinates); a singular matrix
    // inverts to itself.
    add(.`CGAffineTransform.concatenating(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transformValue(
        try affineTransform(call.plainReceiver, call).concatenating(try affineTransform(call.plain(0), call)))
    }
    add(.`CGAffineTransform.inverted()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let t = try affineTransform(call.plainReceiver, call)
      return transformValue(t.inverted() ?? t)
    }
    add(.`CGAffineTransform.rotated(by:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transformValue(
        CGAffineTransform(rotationAngle: try call.double(0)).concatenating(
          try affineTransform(call.plainReceiver, call)))
    }
    add(.`CGAffineTransform.scaledBy(x:y:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transformValue(
        CGAffineTransform.scale(x: try call.double(0), y: try call.double(1)).concatenating(
          try affineTransform(call.plainReceiver, call)))
    }
    add(.`CGAffineTransform.translatedBy(x:y:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transformValue(
        CGAffineTransform.translation(x: try call.double(0), y: try call.double(1)).concatenating(
          try affineTransform(call.plainReceiver, call)))
    }
    add(.`CGRect.applying(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let r = try call.rect()
      let t = try affineTransform(call.plain(0), call)
      let mapped = CGRect(x: r.x, y: r.y, width: r.width, height: r.height).applying(t)
      return .rect(mapped.minX, mapped.minY, mapped.width, mapped.height)
    }
    add(.`CGSize.applying(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .size(let w, let h) = call.plainReceiver else { throw call.failure("expected a CGSize") }
      let t = try affineTransform(call.plain(0), call)
      return .size(t.a * w + t.c * h, t.b * w + t.d * h)
    }
  }

  private mutating func addAngles() {
    // SwiftUI converts with the constants π/180 and 180/π (`degrees * (.pi / 180)`).
    add(.`Angle.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .angle(0) }
    constant(.`Angle.zero`, .angle(0))
    add(.`Angle.init(radians:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .angle(try call.double(0))
    }
    self[.`Angle.radians(_:)`] = self[.`Angle.init(radians:)`]
    add(.`Angle.init(degrees:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .angle(try call.double(0) * (Double.pi / 180))
    }
    self[.`Angle.degrees(_:)`] = self[.`Angle.init(degrees:)`]
    add(.`Angle.radians`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.angle())
    }
    add(.`Angle.degrees`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.angle() * (180 / Double.pi))
    }
    addSetter(.`Angle.radians`) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      .angle(number(value) ?? 0)
    }
    addSetter(.`Angle.degrees`) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      .angle((number(value) ?? 0) * (Double.pi / 180))
    }
    func operation(_ key: SurfaceKey, _ f: @escaping (Double, Double) -> Double) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        switch (try call.plain(0), try call.plain(1)) {
        case (.angle(let a), .angle(let b)): return .angle(f(a, b))
        case (.angle(let a), let b): return .angle(f(a, number(b) ?? .nan))
        case (let a, .angle(let b)): return .angle(f(number(a) ?? .nan, b))
        default: throw call.failure("'\(call.key)' expected angles")
        }
      }
    }
    operation(.`Angle.+(_:_:)`, +)
    operation(.`Angle.-(_:_:)`, -)
    operation(.`Angle.*(_:_:)`, *)
    operation(.`Angle./(_:_:)`, /)
    let compounds: [(SurfaceKey, SurfaceKey)] = [
      (.`Angle.+=(_:_:)`, .`Angle.+(_:_:)`), (.`Angle.-=(_:_:)`, .`Angle.-(_:_:)`),
    ]
    for (compound, base) in compounds {
      let operation = self[base]!
      add(compound) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        call.arguments[0] = try operation(&call)
        return .void
      }
    }
    add(.`Angle.-(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .angle(let r) = try call.plain(0) else { throw call.failure("'-' expected an angle") }
      return .angle(-r)
    }
  }

  private mutating func addUnitPointsAndInsets() {
    add(.`UnitPoint.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in unitPoint(0, 0) }
    add(.`UnitPoint.init(x:y:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      unitPoint(try call.double(0), try call.double(1))
    }
    let unitPoints: [(SurfaceKey, Double, Double)] = [
      (.`UnitPoint.zero`, 0.0, 0.0), (.`UnitPoint.center`, 0.5, 0.5), (.`UnitPoint.leading`, 0, 0.5),
      (.`UnitPoint.trailing`, 1, 0.5), (.`UnitPoint.top`, 0.5, 0), (.`UnitPoint.bottom`, 0.5, 1),
      (.`UnitPoint.topLeading`, 0, 0), (.`UnitPoint.topTrailing`, 1, 0), (.`UnitPoint.bottomLeading`, 0, 1),
      (.`UnitPoint.bottomTrailing`, 1, 1),
    ]
    for (key, x, y) in unitPoints { constant(key, unitPoint(x, y)) }
    addRecordFields([.`UnitPoint.x`, .`UnitPoint.y`])
    add(.`EdgeInsets.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      edgeInsets(0, 0, 0, 0)
    }
    add(.`EdgeInsets.init(top:leading:bottom:trailing:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      edgeInsets(try call.double(0), try call.double(1), try call.double(2), try call.double(3))
    }
    addRecordFields([.`EdgeInsets.top`, .`EdgeInsets.leading`, .`EdgeInsets.bottom`, .`EdgeInsets.trailing`])
  }
}

/// A `CGVector` value.
func vector(_ dx: Double, _ dy: Double) -> Value {
  .record(Record(name: "CGVector", labels: ["dx", "dy"], fields: [.double(dx), .double(dy)]))
}

/// A `UnitPoint` value.
package func unitPoint(_ x: Double, _ y: Double) -> Value {
  .record(Record(name: "UnitPoint", labels: ["x", "y"], fields: [.double(x), .double(y)]))
}

/// An `EdgeInsets` value.
func edgeInsets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> Value {
  .record(
    Record(
      name: "EdgeInsets", labels: ["top", "leading", "bottom", "trailing"],
      fields: [.double(top), .double(leading), .double(bottom), .double(trailing)]))
}

/// A `CGAffineTransform` value: the matrix [a b 0; c d 0; tx ty 1] (points are row vectors).
func transformValue(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> Value {
  .record(
    Record(
      name: "CGAffineTransform", labels: ["a", "b", "c", "d", "tx", "ty"],
      fields: [.double(a), .double(b), .double(c), .double(d), .double(tx), .double(ty)]))
}

/// A `CGAffineTransform` value of a transform.
func transformValue(_ t: CGAffineTransform) -> Value {
  transformValue(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
}

/// The transform a `CGAffineTransform` value is.
func affineTransform(_ value: Value, _ call: NativeCall) throws(RuntimeError) -> CGAffineTransform {
  let m = try transform(value, call)
  return CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
}

/// The matrix of a `CGAffineTransform` value.
private func transform(
  _ value: Value, _ call: NativeCall
) throws(RuntimeError) -> (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
  guard case .record(let r) = value, r.name == "CGAffineTransform", r.fields.count == 6 else {
    throw call.failure("'\(call.key)' expected a CGAffineTransform")
  }
  let m = r.fields.map { number($0) ?? 0 }
  return (m[0], m[1], m[2], m[3], m[4], m[5])
}

/// A `CGRect`'s numbers, with CoreGraphics' rules.
struct RectValue {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  /// CoreGraphics' null rectangle (what an empty intersection or inset gives).
  static let null = RectValue(x: .infinity, y: .infinity, width: 0, height: 0)

  var isNull: Bool { x.isInfinite || y.isInfinite }

  /// The same rectangle with a non-negative width and height.
  var standardized: RectValue {
    RectValue(
      x: width < 0 ? x + width : x, y: height < 0 ? y + height : y, width: abs(width), height: abs(height))
  }

  var value: Value { .rect(x, y, width, height) }
}

extension NativeCall {
  /// The receiver as a rectangle.
  func rect() throws(RuntimeError) -> RectValue {
    if case .rect(let x, let y, let w, let h) = plainReceiver {
      return RectValue(x: x, y: y, width: w, height: h)
    }
    throw failure("'\(key)' expected a CGRect")
  }

  /// The receiver as an angle, in radians.
  func angle() throws(RuntimeError) -> Double {
    if case .angle(let r) = plainReceiver { return r }
    throw failure("'\(key)' expected an Angle")
  }
}
