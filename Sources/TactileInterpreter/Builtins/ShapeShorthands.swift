import TactileUIIR

extension BuiltinRegistry {
  /// SwiftUI's static shorthands for shapes and shape styles (`.rect`, `.circle`,
  /// `.rect(cornerRadius: 8)`, `.linearGradient(colors:startPoint:endPoint:)`): the same
  /// description the type's initializer makes, so every view and modifier that reads a shape or
  /// a style reads them alike.
  mutating func addShapeShorthands() {
    func same(_ shorthand: SurfaceKey, as initializer: SurfaceKey) {
      add(shorthand) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .view(.primitive(key: initializer, arguments: call.arguments, children: []))
      }
    }
    same(.`Shape.rect`, as: .`Rectangle.init()`)
    same(.`Shape.rect(cornerRadius:style:)`, as: .`RoundedRectangle.init(cornerRadius:style:)`)
    same(.`Shape.rect(cornerSize:style:)`, as: .`RoundedRectangle.init(cornerSize:style:)`)
    same(.`Shape.circle`, as: .`Circle.init()`)
    same(.`Shape.capsule`, as: .`Capsule.init(style:)`)
    same(.`Shape.capsule(style:)`, as: .`Capsule.init(style:)`)
    same(.`Shape.ellipse`, as: .`Ellipse.init()`)
    same(
      .`ShapeStyle.linearGradient(_:startPoint:endPoint:)`,
      as: .`LinearGradient.init(gradient:startPoint:endPoint:)`)
    same(
      .`ShapeStyle.linearGradient(colors:startPoint:endPoint:)`,
      as: .`LinearGradient.init(colors:startPoint:endPoint:)`)
    same(
      .`ShapeStyle.radialGradient(_:center:startRadius:endRadius:)`,
      as: .`RadialGradient.init(gradient:center:startRadius:endRadius:)`)
    same(
      .`ShapeStyle.radialGradient(colors:center:startRadius:endRadius:)`,
      as: .`RadialGradient.init(colors:center:startRadius:endRadius:)`)
  }
}
