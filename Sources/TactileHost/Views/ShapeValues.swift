import TactileGeometry
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// Shape values as the layout's `ShapeKind`s: the builtin shapes, shapes changed by shape
/// modifiers (`trim`, `offset`, `rotation`, `scale`, `transform`, `inset`), and the program's
/// own shapes, whose `path(in:)` runs for the rectangle each is drawn in.
///
/// A program's shape is evaluated lazily (`ShapeEvaluator`): the display list and hit testing
/// ask for its outline in its frame, and an animation's frames for its outline with its
/// `animatableData` set to the sampled numbers (docs/animation.md, "Animatable data"). A
/// runtime error in `path(in:)` is reported through `onError`, and the shape draws nothing.
struct ShapeValues {
  let interpreter: Interpreter
  let onError: (RuntimeError) -> Void

  /// The shape `v` describes, or nil when it is not a shape.
  func kind(of v: Value) -> ShapeKind? {
    switch unwrapped(v) {
    case .view(let view): return kind(of: view)
    case .instance: return custom(unwrapped(v))
    default: return nil
    }
  }

  func kind(of view: ViewValue) -> ShapeKind? {
    switch view {
    case .primitive(let key, let arguments, _):
      if key == .`AnyShape.init(_:)` || key == .`AnyShape` { return arguments.first.flatMap(kind(of:)) }
      return Self.builtin(ViewBindings.typeKeys[Int(key.rawValue)] ?? key, arguments)
    case .modifier(let inner, let key, let arguments):
      guard let base = kind(of: inner) else { return nil }
      if let modifier = Self.modifier(key, arguments) { return .modified(base, modifier) }
      return base
    case .user(let value):
      return custom(value)
    default:
      return nil
    }
  }

  /// A builtin shape view's kind, from its type and initializer's arguments.
  static func builtin(_ type: SurfaceKey, _ arguments: [Value]) -> ShapeKind? {
    func argument(_ i: Int) -> Value { i < arguments.count ? arguments[i] : .void }
    switch type {
    case .`Path`:
      return .path(
        pathDescription(
          pathElements(.view(.primitive(key: .`Path`, arguments: arguments, children: []))) ?? []))
    case .`Circle`: return .circle
    case .`Rectangle`: return .rectangle
    case .`Ellipse`: return .ellipse
    case .`Capsule`: return .capsule(style: Convert.cornerStyle(argument(0)))
    case .`RoundedRectangle`:
      var (width, height) = (Convert.double(argument(0)) ?? 0, Convert.double(argument(0)) ?? 0)
      if case .size(let w, let h) = unwrapped(argument(0)) { (width, height) = (w, h) }
      return .roundedRectangle(
        cornerWidth: width, cornerHeight: height, style: Convert.cornerStyle(argument(1)))
    case .`UnevenRoundedRectangle`:
      if case .record(let r) = unwrapped(argument(0)), r.name == "RectangleCornerRadii" {
        return .unevenRoundedRectangle(cornerRadii(r), style: Convert.cornerStyle(argument(1)))
      }
      let radii = CornerRadii(
        topLeading: Convert.double(argument(0)) ?? 0, bottomLeading: Convert.double(argument(1)) ?? 0,
        bottomTrailing: Convert.double(argument(2)) ?? 0, topTrailing: Convert.double(argument(3)) ?? 0)
      return .unevenRoundedRectangle(radii, style: Convert.cornerStyle(argument(4)))
    default: return nil
    }
  }

  /// What a shape modifier does, or nil when `key` is not one.
  static func modifier(_ key: SurfaceKey, _ arguments: [Value]) -> ShapeModifier? {
    func number(_ i: Int) -> Double { i < arguments.count ? Convert.double(arguments[i]) ?? 0 : 0 }
    func anchor(_ i: Int) -> UnitPoint { i < arguments.count ? Convert.unitPoint(arguments[i]) : .center }
    switch key {
    case .`Shape.trim(from:to:)`: return .trim(from: number(0), to: number(1))
    case .`Shape.offset(x:y:)`: return .offset(x: number(0), y: number(1))
    case .`Shape.offset(_:)`:
      switch arguments.first.map(unwrapped) {
      case .size(let w, let h)?, .point(let w, let h)?: return .offset(x: w, y: h)
      default: return .offset(x: 0, y: 0)
      }
    case .`Shape.rotation(_:anchor:)`:
      return .rotation(radians: Convert.angle(arguments.first ?? .void), anchor: anchor(1))
    case .`Shape.scale(_:anchor:)`: return .scale(x: number(0), y: number(0), anchor: anchor(1))
    case .`Shape.scale(x:y:anchor:)`: return .scale(x: number(0), y: number(1), anchor: anchor(2))
    case .`Shape.transform(_:)`:
      guard case .record(let r) = unwrapped(projectionMatrix(arguments.first ?? .void)), r.fields.count == 6
      else {
        return .transform(.identity)
      }
      let m = r.fields.map { Convert.double($0) ?? 0 }
      return .transform(CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
    case .`InsettableShape.inset(by:)`: return .inset(number(0))
    case .`Shape.size(width:height:)`: return .size(width: number(0), height: number(1))
    case .`Shape.size(_:)`:
      guard case .size(let w, let h)? = arguments.first.map(unwrapped) else { return nil }
      return .size(width: w, height: h)
    default: return nil
    }
  }

  /// A program's shape: a value of a type with `path(in:)` and no `body`.
  func custom(_ value: Value) -> ShapeKind? {
    guard case .instance(let instance) = value else { return nil }
    let type = interpreter.program.types[instance.type]
    guard type.body == nil, case .function(let path)? = type.witnesses["path(in:)"] else { return nil }
    let data = animatableData(value)
    let template = data.value
    let original = data.numbers
    let interpreter = self.interpreter
    let onError = self.onError
    let setter = type.setters["animatableData"]
    let stored: Int? = {
      if case .stored(let p)? = type.witnesses["animatableData"] { return p }
      return nil
    }()
    let evaluator = ShapeEvaluator { rect, numbers in
      var selfValue = value
      do throws(RuntimeError) {
        if numbers != original, let template {
          var slice = numbers[...]
          let newValue = animatableValue(template, &slice)
          if let setter {
            var arguments = [newValue]
            _ = try interpreter.invoke(setter, selfValue: &selfValue, arguments: &arguments, at: 0)
          } else if let stored, case .instance(var i) = selfValue {
            i.fields[stored] = newValue
            selfValue = .instance(i)
          }
        }
        var arguments: [Value] = [.rect(rect.minX, rect.minY, rect.width, rect.height)]
        let result = try interpreter.invoke(
          path, selfValue: &selfValue, arguments: &arguments, at: interpreter.program.functions[path].location
        )
        return pathDescription(pathElements(unwrapped(result)) ?? [])
      } catch {
        onError(error)
        return PathDescription([])
      }
    }
    return .custom(CustomShape(name: type.name, data: original, evaluator: evaluator))
  }

  /// A value's `animatableData` (nil when its type has none or it is not a vector the runtime
  /// knows) and its numbers.
  func animatableData(_ value: Value) -> (value: Value?, numbers: [Double]) {
    guard case .instance(let instance) = value else { return (nil, []) }
    var data: Value?
    switch interpreter.program.types[instance.type].witnesses["animatableData"] {
    case .stored(let p)?:
      data = instance.fields[p]
    case .getter(let g)?:
      var selfValue = value
      var arguments: [Value] = []
      data = try? interpreter.invoke(g, selfValue: &selfValue, arguments: &arguments, at: 0)
    default:
      break
    }
    guard let data, let numbers = animatableNumbers(data) else { return (nil, []) }
    return (data, numbers)
  }
}

extension ViewResolver {
  /// Shape values read here report their errors as this pass's.
  var shapes: ShapeValues {
    ShapeValues(interpreter: interpreter) { [self] error in pendingError = pendingError ?? error }
  }

  /// A program's shape placed in the tree: a shape view filled with the foreground style
  /// until a paint modifier says otherwise.
  func resolveUserShape(_ value: Value, _ kind: ShapeKind, _ identity: Identity) -> ViewNode {
    var name = "Shape"
    if case .custom(let c) = kind { name = c.name }
    return node(identity, .shape(ShapeView(kind)), label: name)
  }

  /// `shape.trim(from:to:)`, `.offset`, `.rotation`, `.scale`, `.transform`, `.inset(by:)`:
  /// the shape inside with its outline changed.
  func resolveShapeModifier(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let child = try resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
    guard let modifier = ShapeValues.modifier(call.key, call.arguments) else { return child }
    return node(
      call.identity, .modified(Self.reshaping(child, modifier), .marker(call.name)), label: label(of: child))
  }

  /// `node` with its shape changed by `modifier`, through shape modifiers kept as markers.
  static func reshaping(_ node: ViewNode, _ modifier: ShapeModifier) -> ViewNode {
    changingShape(node) { shape in
      shape.shape = .modified(shape.shape, modifier)
      // A stroke already painted is part of the shape (`stroke(lineWidth:)` returns a shape):
      // scaling or transforming the shape scales its line too.
      if case .stroke(let style, var stroke) = shape.paint {
        switch modifier {
        case .scale(let x, let y, _):
          stroke.lineWidth *= abs(x * y).squareRoot()
        case .transform(let t):
          stroke.lineWidth *= abs(t.a * t.d - t.b * t.c).squareRoot()
        default:
          break
        }
        shape.paint = .stroke(style, stroke)
      }
    }
  }
}
