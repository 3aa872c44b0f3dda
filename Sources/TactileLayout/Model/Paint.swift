import TactileGeometry

/// A colour as the runtime resolved it: a SwiftUI system colour or material by name (`blue`,
/// `primary`, `secondary`, `clear`, `thinMaterial`, …), whose RGB (and, for a material, its
/// translucency) the renderer looks up per colour scheme, or explicit
/// sRGB components. `opacity` multiplies the colour's own alpha (`Color.blue.opacity(0.5)`).
/// Layout only carries colours to the output; none changes a size.
public struct ColorValue: Hashable, Sendable {
  /// What the colour is.
  public enum Base: Hashable, Sendable {
    /// A SwiftUI colour by its Swift name, such as `blue` or `primary`.
    case named(String)
    /// sRGB components and alpha, each in 0…1.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double)
    /// The colours blended by their weights (which sum to 1), component by component in sRGB
    /// once each is resolved (a `MeshGradient`'s colour between its vertices).
    case mix([ColorValue], weights: [Double])
  }
  public var base: Base
  public var opacity: Double
  public init(_ base: Base, opacity: Double = 1) {
    self.base = base
    self.opacity = opacity
  }
  public static func named(_ name: String, opacity: Double = 1) -> ColorValue {
    ColorValue(.named(name), opacity: opacity)
  }
  /// The foreground colour text and shapes default to.
  public static let primary = ColorValue.named("primary")
}

/// A linear gradient (`LinearGradient(colors:startPoint:endPoint:)` or with stops).
public struct LinearGradientStyle: Hashable, Sendable {
  /// One colour stop; `location` is in 0…1 along the gradient.
  public struct Stop: Hashable, Sendable {
    public var color: ColorValue
    public var location: Double
    public init(color: ColorValue, location: Double) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Stop]
  public var startPoint: UnitPoint
  public var endPoint: UnitPoint
  public init(stops: [Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.stops = stops
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  /// Evenly spaced colours, as `LinearGradient(colors:startPoint:endPoint:)` makes them.
  public init(colors: [ColorValue], startPoint: UnitPoint, endPoint: UnitPoint) {
    let n = colors.count
    var stops: [Stop] = []
    for (i, color) in colors.enumerated() {
      stops.append(Stop(color: color, location: n > 1 ? Double(i) / Double(n - 1) : 0))
    }
    self.init(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

/// A radial, elliptical or angular (conic) gradient, with stops in 0…1.
public struct GradientStyle: Hashable, Sendable {
  public enum Geometry: Hashable, Sendable {
    /// `RadialGradient`: circles about `center` from `startRadius` to `endRadius` points.
    case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
    /// `EllipticalGradient`: ellipses about `center`, fractions of the frame's inscribed
    /// ellipse (half its size) from `startFraction` to `endFraction`.
    case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
    /// `AngularGradient`: the colours round `center` from `startAngle` to `endAngle`
    /// (radians, clockwise on screen from 3 o'clock).
    case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
  }
  public var stops: [LinearGradientStyle.Stop]
  public var geometry: Geometry
  public init(stops: [LinearGradientStyle.Stop], geometry: Geometry) {
    self.stops = stops
    self.geometry = geometry
  }
}

/// What fills a shape or colours text: a colour, a gradient, or the environment's foreground
/// style (SwiftUI's `.foreground`, the default for shapes and text).
public enum ShapeStyle: Hashable, Sendable {
  case color(ColorValue)
  case linearGradient(LinearGradientStyle)
  /// A radial, elliptical or angular gradient.
  case gradient(GradientStyle)
  /// Whatever `foregroundStyle` is in effect (primary when none is).
  case foreground
  /// Whatever `tint(_:)` is in effect (the accent colour when none is): `ShapeStyle.tint`, and
  /// what a button's label and a slider's track are drawn in.
  case tint
  /// The `tint(_:)` in effect where one is set, else this colour: what a control with its own
  /// default colour is drawn in (a `Toggle`'s switch is green until a tint says otherwise).
  case tintOr(ColorValue)
}
