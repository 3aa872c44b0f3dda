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
      .`Shape.rect(cornerRadii:style:)`, as: .`UnevenRoundedRectangle.init(cornerRadii:style:)`)
    same(
      .`Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`,
      as:
        .`UnevenRoundedRectangle.init(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`
    )
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
    same(
      .`ShapeStyle.radialGradient(stops:center:startRadius:endRadius:)`,
      as: .`RadialGradient.init(stops:center:startRadius:endRadius:)`)
    same(
      .`ShapeStyle.linearGradient(stops:startPoint:endPoint:)`,
      as: .`LinearGradient.init(stops:startPoint:endPoint:)`)
    same(
      .`ShapeStyle.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`,
      as: .`EllipticalGradient.init(gradient:center:startRadiusFraction:endRadiusFraction:)`)
    same(
      .`ShapeStyle.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`,
      as: .`EllipticalGradient.init(colors:center:startRadiusFraction:endRadiusFraction:)`)
    same(
      .`ShapeStyle.ellipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)`,
      as: .`EllipticalGradient.init(stops:center:startRadiusFraction:endRadiusFraction:)`)
    same(
      .`ShapeStyle.angularGradient(_:center:startAngle:endAngle:)`,
      as: .`AngularGradient.init(gradient:center:startAngle:endAngle:)`)
    same(
      .`ShapeStyle.angularGradient(colors:center:startAngle:endAngle:)`,
      as: .`AngularGradient.init(colors:center:startAngle:endAngle:)`)
    same(
      .`ShapeStyle.angularGradient(stops:center:startAngle:endAngle:)`,
      as: .`AngularGradient.init(stops:center:startAngle:endAngle:)`)
    same(.`ShapeStyle.conicGradient(_:center:angle:)`, as: .`AngularGradient.init(gradient:center:angle:)`)
    same(.`ShapeStyle.conicGradient(colors:center:angle:)`, as: .`AngularGradient.init(colors:center:angle:)`)
    same(.`ShapeStyle.conicGradient(stops:center:angle:)`, as: .`AngularGradient.init(stops:center:angle:)`)
  }
}
