import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// Reading SwiftUI argument values as the layout's types (docs/runtime-values.md says how each
/// SwiftUI value is represented).
enum Convert {
  static func double(_ v: Value) -> Double? {
    switch v {
    case .double(let d): return d
    case .int(let i): return Double(i)
    case .optional(let inner?): return double(inner)
    case .symbol(let key) where key.hasSuffix(".infinity"): return .infinity
    default: return nil
    }
  }

  /// A number as the host's `Int` (a count, a limit, an index: `Int64.hostInt`).
  static func int(_ v: Value) -> Int? {
    switch v {
    case .int(let i): return i.hostInt
    case .double(let d): return d.isFinite && d.magnitude < 9.0e18 ? Int64(d).hostInt : nil
    case .optional(let inner?): return int(inner)
    default: return nil
    }
  }

  static func bool(_ v: Value) -> Bool? {
    switch v {
    case .bool(let b): return b
    case .optional(let inner?): return bool(inner)
    default: return nil
    }
  }

  static func string(_ v: Value) -> String? {
    switch v {
    case .string(let s): return s
    case .character(let c): return String(c)
    case .optional(let inner?): return string(inner)
    default: return nil
    }
  }

  /// The last component of a symbol's key (`Color.red` → `red`).
  static func symbolName(_ v: Value, prefix: String) -> String? {
    var value = v
    if case .optional(let inner?) = v { value = inner }
    guard case .symbol(let key) = value, key.hasPrefix(prefix) else { return nil }
    return String(key.dropFirst(prefix.count))
  }

  static func color(_ v: Value) -> ColorValue? {
    switch v {
    case .symbol(let key) where key.hasPrefix("Color."):
      let name = String(key.dropFirst("Color.".count))
      return .named(name, opacity: name == "clear" ? 0 : 1)
    case .symbol(let key) where key.hasPrefix("ShapeStyle."):
      // `.fill(.green)`: the colours ShapeStyle offers as static members.
      let name = String(key.dropFirst("ShapeStyle.".count))
      guard Self.colorNames.contains(name) || Self.materialNames.contains(name) else { return nil }
      return .named(name, opacity: name == "clear" ? 0 : 1)
    case .symbol(let key) where key.hasPrefix("Material."):
      // `.background(.thinMaterial)`: a material is a translucent fill, painted (and hit, as
      // any fill is) wherever it is drawn; it is carried as a paint by its name.
      var name = String(key.dropFirst("Material.".count))
      // `Material.thin` is `.thinMaterial`.
      if !Self.materialNames.contains(name) { name += "Material" }
      guard Self.materialNames.contains(name) else { return nil }
      return .named(name)
    case .record(let r) where r.name == "Color":
      let opacity = r["opacity"].flatMap(double) ?? 1
      if let name = r["name"].flatMap(string) { return .named(name, opacity: opacity) }
      let red = r["red"].flatMap(double) ?? 0
      let green = r["green"].flatMap(double) ?? 0
      let blue = r["blue"].flatMap(double) ?? 0
      let alpha = r["alpha"].flatMap(double) ?? 1
      return ColorValue(.rgb(red: red, green: green, blue: blue, alpha: alpha), opacity: opacity)
    case .record(let r) where r.name == "AnyGradient":
      return r["color"].flatMap(color)
    case .optional(let inner?):
      return color(inner)
    default:
      return nil
    }
  }

  /// The named colours (`Color.red`, `ShapeStyle.red`).
  static let colorNames: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
    "white", "gray", "black", "clear", "primary", "secondary", "tertiary", "quaternary", "accentColor",
    // `ShapeStyle.background`: the window's background.
    "background",
  ]

  /// The materials (`.thinMaterial`), paints by name like the colours.
  static let materialNames: Set<String> = [
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
  ]

  static func shapeStyle(_ v: Value) -> ShapeStyle? {
    if let c = color(v) { return .color(c) }
    switch v {
    case .symbol("ShapeStyle.foreground"), .symbol("HierarchicalShapeStyle.primary"): return .foreground
    case .symbol("ShapeStyle.tint"), .symbol("TintShapeStyle.tint"): return .tint
    case .record(let r) where r.name == "LinearGradient":
      return linearGradient(r).map { .linearGradient($0) }
    case .view(.primitive(let key, let arguments, _)) where key.owner == "LinearGradient":
      return linearGradient(arguments: arguments).map { .linearGradient($0) }
    case .view(.primitive(let key, let arguments, _)):
      return gradient(key, arguments).map { .gradient($0) }
    case .optional(let inner?): return shapeStyle(inner)
    // `style.shadow(…)`: the style is painted; the shadow is the shape's (`dropShadow`).
    case .record(let r) where r.name == "ShadowedShapeStyle": return r["style"].flatMap(shapeStyle)
    // `ImagePaint` (a stand-in): the image is not drawn; a neutral grey stands for it.
    case .record(let r) where r.name == "ImagePaint": return .color(.named("gray", opacity: 0.5))
    default: return nil
    }
  }

  /// The drop shadow of a shadowed shape style (`.white.shadow(.drop(radius: 4))`); nil for
  /// any other style, and for an inner shadow, which the canvas does not draw.
  static func dropShadow(_ v: Value) -> (color: ColorValue, radius: Double, x: Double, y: Double)? {
    guard case .record(let r) = unwrapped(v), r.name == "ShadowedShapeStyle",
      case .record(let s)? = r["shadow"], s["kind"].flatMap(string) == "drop"
    else { return nil }
    return (
      s["color"].flatMap(color) ?? .named("black", opacity: 0.33), s["radius"].flatMap(double) ?? 0,
      s["x"].flatMap(double) ?? 0, s["y"].flatMap(double) ?? 0
    )
  }

  static func linearGradient(_ r: Record) -> LinearGradientStyle? {
    linearGradient(arguments: r.fields)
  }

  /// `LinearGradient(colors:startPoint:endPoint:)`, `(gradient:…)` or `(stops:…)`.
  static func linearGradient(arguments: [Value]) -> LinearGradientStyle? {
    guard arguments.count >= 3 else { return nil }
    return LinearGradientStyle(
      stops: gradientStops(arguments[0]), startPoint: unitPoint(arguments[1]),
      endPoint: unitPoint(arguments[2]))
  }

  /// The stops of a gradient argument: colours spread evenly, a `Gradient`, or `Gradient.Stop`s.
  static func gradientStops(_ v: Value) -> [LinearGradientStyle.Stop] {
    switch v {
    case .array(let items):
      var stops: [LinearGradientStyle.Stop] = []
      for (i, item) in items.enumerated() {
        if case .record(let r) = item, r.name == "Gradient.Stop" {
          stops.append(
            LinearGradientStyle.Stop(
              color: r["color"].flatMap(color) ?? .named("clear"),
              location: r["location"].flatMap(double) ?? 0))
        } else if let c = color(item) {
          stops.append(
            LinearGradientStyle.Stop(
              color: c, location: items.count > 1 ? Double(i) / Double(items.count - 1) : 0))
        }
      }
      return stops
    case .record(let g) where g.name == "Gradient":
      return gradientStops(g["stops"] ?? g["colors"] ?? .array([]))
    case .record(let g) where g.name == "AnyGradient":
      return gradientStops(.array([g["color"] ?? .void]))
    case .optional(let inner?): return gradientStops(inner)
    default: return []
    }
  }

  /// `RadialGradient`, `EllipticalGradient`, `AngularGradient` (and their shorthands, which make
  /// the same descriptions) by their initializer's labels.
  static func gradient(_ key: SurfaceKey, _ arguments: [Value]) -> GradientStyle? {
    func argument(_ label: String) -> Value {
      guard let i = key.labels.firstIndex(of: label), i < arguments.count else { return .void }
      return arguments[i]
    }
    guard let first = arguments.first else { return nil }
    let stops = gradientStops(first)
    let center = unitPoint(argument("center"))
    switch key.owner {
    case "RadialGradient":
      return GradientStyle(
        stops: stops,
        geometry: .radial(
          center: center, startRadius: double(argument("startRadius")) ?? 0,
          endRadius: double(argument("endRadius")) ?? 0))
    case "EllipticalGradient":
      return GradientStyle(
        stops: stops,
        geometry: .elliptical(
          center: center, startFraction: double(argument("startRadiusFraction")) ?? 0,
          endFraction: double(argument("endRadiusFraction")) ?? 0.5))
    case "AngularGradient":
      if key.labels.contains("angle") {
        let a = angle(argument("angle"))
        return GradientStyle(
          stops: stops, geometry: .angular(center: center, startAngle: a, endAngle: a + 2 * .pi))
      }
      return GradientStyle(
        stops: stops,
        geometry: .angular(
          center: center, startAngle: angle(argument("startAngle")), endAngle: angle(argument("endAngle"))))
    default:
      return nil
    }
  }

  static func font(_ v: Value) -> Font? {
    switch v {
    case .symbol(let key) where key.hasPrefix("Font."):
      switch key.dropFirst("Font.".count) {
      case "largeTitle": return .textStyle(.largeTitle)
      case "title": return .textStyle(.title)
      case "title2": return .textStyle(.title2)
      case "title3": return .textStyle(.title3)
      case "headline": return .textStyle(.headline)
      case "subheadline": return .textStyle(.subheadline)
      case "body": return .textStyle(.body)
      case "callout": return .textStyle(.callout)
      case "footnote": return .textStyle(.footnote)
      case "caption": return .textStyle(.caption)
      case "caption2": return .textStyle(.caption2)
      default: return nil
      }
    case .record(let r) where r.name == "Font":
      if let style = r["style"], let f = font(style) { return f }
      let size = r["size"].flatMap(double) ?? 17
      let weight = r["weight"].flatMap(fontWeight)
      var design = FontDesign.default
      switch r["design"].flatMap({ symbolName($0, prefix: "Font.Design.") }) {
      case "rounded": design = .rounded
      case "serif": design = .serif
      case "monospaced": design = .monospaced
      default: break
      }
      return .system(size: size, weight: weight, design: design)
    case .optional(let inner?): return font(inner)
    default: return nil
    }
  }

  /// What `.font(f)` sets: the font, plus the weight a text style's modifiers give it
  /// (`.title2.bold()`, `.body.weight(.semibold)`: layout's text-style fonts carry no weight)
  /// and `italic()`.
  static func fontAttributes(_ v: Value) -> TextAttributes {
    var attributes = TextAttributes(font: font(v))
    guard case .record(let r) = unwrapped(v), r.name == "Font" else { return attributes }
    if let style = r["style"], font(style) != nil { attributes.weight = r["weight"].flatMap(fontWeight) }
    if case .bool(true)? = r["italic"] { attributes.italic = true }
    return attributes
  }

  static func fontWeight(_ v: Value) -> FontWeight? {
    guard let name = symbolName(v, prefix: "Font.Weight.") else { return nil }
    switch name {
    case "ultraLight": return .ultraLight
    case "thin": return .thin
    case "light": return .light
    case "regular": return .regular
    case "medium": return .medium
    case "semibold": return .semibold
    case "bold": return .bold
    case "heavy": return .heavy
    case "black": return .black
    default: return nil
    }
  }

  static func horizontal(_ v: Value) -> HorizontalAlignment {
    switch symbolName(v, prefix: "HorizontalAlignment.") {
    case "leading": return .leading
    case "trailing": return .trailing
    default: return .center
    }
  }

  static func vertical(_ v: Value) -> VerticalAlignment {
    switch symbolName(v, prefix: "VerticalAlignment.") {
    case "top": return .top
    case "bottom": return .bottom
    case "firstTextBaseline": return .firstTextBaseline
    case "lastTextBaseline": return .lastTextBaseline
    default: return .center
    }
  }

  static func alignment(_ v: Value) -> Alignment {
    switch symbolName(v, prefix: "Alignment.") {
    case "leading": return .leading
    case "trailing": return .trailing
    case "top": return .top
    case "bottom": return .bottom
    case "topLeading": return .topLeading
    case "topTrailing": return .topTrailing
    case "bottomLeading": return .bottomLeading
    case "bottomTrailing": return .bottomTrailing
    default: return .center
    }
  }

  static func textAlignment(_ v: Value) -> TextAlignment {
    switch symbolName(v, prefix: "TextAlignment.") {
    case "leading": return .leading
    case "trailing": return .trailing
    default: return .center
    }
  }

  static func unitPoint(_ v: Value) -> UnitPoint {
    switch v {
    case .point(let x, let y): return UnitPoint(x: x, y: y)
    case .record(let r) where r.name == "UnitPoint":
      return UnitPoint(x: r["x"].flatMap(double) ?? 0.5, y: r["y"].flatMap(double) ?? 0.5)
    default: break
    }
    switch symbolName(v, prefix: "UnitPoint.") {
    case "zero", "topLeading": return UnitPoint(x: 0, y: 0)
    case "top": return UnitPoint(x: 0.5, y: 0)
    case "topTrailing": return UnitPoint(x: 1, y: 0)
    case "leading": return UnitPoint(x: 0, y: 0.5)
    case "trailing": return UnitPoint(x: 1, y: 0.5)
    case "bottomLeading": return UnitPoint(x: 0, y: 1)
    case "bottom": return UnitPoint(x: 0.5, y: 1)
    case "bottomTrailing": return UnitPoint(x: 1, y: 1)
    default: return .center
    }
  }

  static func edges(_ v: Value) -> EdgeSet {
    switch v {
    case .record(let r) where r.name == "Edge.Set":
      return EdgeSet(rawValue: UInt8(truncatingIfNeeded: OptionSets.bits(v) ?? 15))
    case .array(let items), .set(let items):
      var set: EdgeSet = []
      for i in items { set.formUnion(edges(i)) }
      return set
    default:
      break
    }
    switch symbolName(v, prefix: "Edge.Set.") ?? symbolName(v, prefix: "Edge.") {
    case "top": return .top
    case "leading": return .leading
    case "bottom": return .bottom
    case "trailing": return .trailing
    case "horizontal": return .horizontal
    case "vertical": return .vertical
    default: return .all
    }
  }

  static func insets(_ v: Value) -> EdgeInsets? {
    guard case .record(let r) = v, r.name == "EdgeInsets" else { return nil }
    return EdgeInsets(
      top: r["top"].flatMap(double) ?? 0, leading: r["leading"].flatMap(double) ?? 0,
      bottom: r["bottom"].flatMap(double) ?? 0, trailing: r["trailing"].flatMap(double) ?? 0)
  }

  static func angle(_ v: Value) -> Double {
    switch v {
    case .angle(let r): return r
    case .optional(let inner?): return angle(inner)
    default: return double(v) ?? 0
    }
  }

  /// `Axis.Set`: `.vertical`, `.horizontal`, or both.
  static func axes(_ v: Value) -> Axes {
    switch v {
    case .record(let r) where r.name == "Axis.Set":
      let raw = OptionSets.bits(v) ?? 2
      return Axes(horizontal: raw & 1 != 0, vertical: raw & 2 != 0)
    case .array(let items), .set(let items):
      var result = Axes(horizontal: false, vertical: false)
      for i in items {
        let a = axes(i)
        result.horizontal = result.horizontal || a.horizontal
        result.vertical = result.vertical || a.vertical
      }
      return result
    case .optional(let inner?): return axes(inner)
    case .symbol(let key) where key.hasSuffix("horizontal"): return .horizontal
    default: return .vertical
    }
  }

  /// Whether `v` is a `FillStyle` that fills with the even-odd rule (nil: not a fill style).
  static func evenOddFill(_ v: Value) -> Bool? {
    guard case .record(let r) = v, r.name == "FillStyle" else { return nil }
    return r["isEOFilled"].flatMap(bool) ?? false
  }

  /// A `StrokeStyle` record: width, cap, join, miter limit and dash pattern.
  static func strokeStyle(_ r: Record) -> TactileLayout.StrokeStyle {
    var style = TactileLayout.StrokeStyle(lineWidth: r["lineWidth"].flatMap(double) ?? 1)
    switch r["lineCap"].flatMap({ symbolName($0, prefix: "CGLineCap.") }) {
    case "round": style.lineCap = .round
    case "square": style.lineCap = .square
    default: break
    }
    switch r["lineJoin"].flatMap({ symbolName($0, prefix: "CGLineJoin.") }) {
    case "round": style.lineJoin = .round
    case "bevel": style.lineJoin = .bevel
    default: break
    }
    if let limit = r["miterLimit"].flatMap(double) { style.miterLimit = limit }
    if case .array(let dash)? = r["dash"] { style.dash = dash.compactMap(double) }
    if let phase = r["dashPhase"].flatMap(double) { style.dashPhase = phase }
    return style
  }

  static func cornerStyle(_ v: Value) -> CornerStyle {
    symbolName(v, prefix: "RoundedCornerStyle.") == "circular" ? .circular : .continuous
  }
}

extension Convert {
  /// `[GridItem]` as the layout's tracks (records made by `BuiltinRegistry.addGridItems`).
  static func gridTracks(_ v: Value) -> [GridTrack] {
    guard case .array(let items) = v else { return [] }
    var tracks: [GridTrack] = []
    for item in items {
      guard case .record(let r) = item, r.name == "GridItem", case .record(let s)? = r["size"] else {
        continue
      }
      let minimum = s["minimum"].flatMap(double) ?? 10
      let maximum = s["maximum"].flatMap(double) ?? .infinity
      let size: GridTrack.Size
      switch s["kind"].flatMap(string) {
      case "fixed"?: size = .fixed(minimum)
      case "adaptive"?: size = .adaptive(minimum: minimum, maximum: maximum)
      default: size = .flexible(minimum: minimum, maximum: maximum)
      }
      var alignment: Alignment?
      if let a = r["alignment"], case .optional(let inner?) = a { alignment = Convert.alignment(inner) }
      tracks.append(GridTrack(size, spacing: r["spacing"].flatMap(double), alignment: alignment))
    }
    return tracks
  }
}
