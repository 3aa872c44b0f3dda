import TactileGeometry

/// The geometry of a shape. Every shape takes the whole size proposed to it and draws itself
/// inside its frame as SwiftUI's do: a circle with the frame's shorter side as diameter,
/// centred; an ellipse, a rectangle and a capsule filling the frame.
public enum ShapeKind: Hashable, Sendable {
  case rectangle
  case roundedRectangle(cornerWidth: Double, cornerHeight: Double, style: CornerStyle)
  case capsule(style: CornerStyle)
  case circle
  case ellipse
  /// A `Path` drawn at its own coordinates in the frame's space (a path is not scaled to fit).
  case path(PathDescription)
  /// `UnevenRoundedRectangle`: circular or continuous corners of their own radii.
  case unevenRoundedRectangle(CornerRadii, style: CornerStyle)
  /// A shape changed by a shape modifier (`trim`, `offset`, `rotation`, `scale`, `inset`,
  /// `transform`): drawn as its outline (`outline(in:)`).
  indirect case modified(ShapeKind, ShapeModifier)
  /// A shape the program defines (`struct Wave: Shape`): its `path(in:)` is evaluated for the
  /// rectangle it is drawn in (`CustomShape`).
  case custom(CustomShape)

  /// `RoundedRectangle(cornerRadius:style:)`.
  public static func roundedRectangle(cornerRadius: Double, style: CornerStyle = .continuous) -> ShapeKind {
    .roundedRectangle(cornerWidth: cornerRadius, cornerHeight: cornerRadius, style: style)
  }
}

/// SwiftUI's `RectangleCornerRadii`: one radius per corner.
public struct CornerRadii: Hashable, Sendable {
  public var topLeading: Double
  public var bottomLeading: Double
  public var bottomTrailing: Double
  public var topTrailing: Double
  public init(
    topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// What a shape modifier does to the outline of the shape it modifies.
public enum ShapeModifier: Hashable, Sendable {
  /// `trim(from:to:)`: the part of the outline between the two fractions of its length.
  case trim(from: Double, to: Double)
  /// `offset(x:y:)`: the outline moved.
  case offset(x: Double, y: Double)
  /// `rotation(_:anchor:)`: the outline turned about the anchor of the frame.
  case rotation(radians: Double, anchor: UnitPoint)
  /// `scale(x:y:anchor:)`: the outline scaled about the anchor of the frame.
  case scale(x: Double, y: Double, anchor: UnitPoint)
  /// `inset(by:)`: the shape drawn in the frame inset by the amount on every edge.
  case inset(Double)
  /// `transform(_:)`: the outline mapped through the transform.
  case transform(CGAffineTransform)
  /// `size(width:height:)`: the outline made for a rectangle of that size at the frame's
  /// origin; the view's own size does not change.
  case size(width: Double, height: Double)
}

/// A shape the program defines: the numbers of its `animatableData` and the outline its
/// `path(in:)` gave for the rectangle it was last drawn in. The evaluator calls the program
/// again for another rectangle or other data (an animation's frames); it is not part of the
/// value's identity, so two custom shapes are equal when they draw the same outline with the
/// same data.
public struct CustomShape: Hashable, Sendable {
  /// The shape's type, for dumps.
  public var name: String
  /// The shape's `animatableData`, as numbers (empty when it has none).
  public var data: [Double]
  /// The outline for the last rectangle it was resolved in (`ShapeKind.resolved(in:)`).
  public var path: PathDescription?
  public let evaluator: ShapeEvaluator

  public init(name: String, data: [Double], evaluator: ShapeEvaluator) {
    self.name = name
    self.data = data
    self.evaluator = evaluator
  }

  public static func == (a: CustomShape, b: CustomShape) -> Bool {
    a.name == b.name && a.data == b.data && a.path == b.path
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(data)
    hasher.combine(path)
  }
}

/// Calls a program's `path(in:)` for a rectangle and the shape's data set to given numbers;
/// remembers the last answer, since drawing and hit testing ask for the same one.
public final class ShapeEvaluator: @unchecked Sendable {
  private let evaluate: (CGRect, [Double]) -> PathDescription
  private var last: (rect: CGRect, data: [Double], path: PathDescription)?

  public init(_ evaluate: @escaping (CGRect, [Double]) -> PathDescription) { self.evaluate = evaluate }

  public func path(in rect: CGRect, data: [Double]) -> PathDescription {
    if let last, last.rect == rect, last.data == data { return last.path }
    let path = evaluate(rect, data)
    last = (rect, data, path)
    return path
  }
}

/// SwiftUI's `RoundedCornerStyle`: circular arcs, or Apple's continuous ("squircle") corners.
public enum CornerStyle: Hashable, Sendable {
  case circular
  case continuous
}

/// A `Path` as a list of drawing elements, in the coordinates the code gave them.
public struct PathDescription: Hashable, Sendable {
  /// One element of a path (SwiftUI's `Path.Element`, plus the common whole-figure adders).
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
    case rect(CGRect)
    case ellipse(in: CGRect)
    case roundedRect(CGRect, cornerWidth: Double, cornerHeight: Double)
  }
  public var elements: [Element]
  public init(_ elements: [Element]) { self.elements = elements }

  /// The smallest rectangle containing every point and control point (`Path.boundingRect`
  /// measures the curve itself; control points bound it from outside).
  public var controlPointBounds: CGRect {
    var points: [CGPoint] = []
    for e in elements {
      switch e {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      case .rect(let r), .ellipse(let r), .roundedRect(let r, _, _):
        points += [r.origin, CGPoint(x: r.maxX, y: r.maxY)]
      }
    }
    guard let first = points.first else { return CGRect(x: 0, y: 0, width: 0, height: 0) }
    var r = CGRect(origin: first, size: .zero)
    for p in points.dropFirst() {
      let minX = min(r.minX, p.x)
      let minY = min(r.minY, p.y)
      r = CGRect(x: minX, y: minY, width: max(r.maxX, p.x) - minX, height: max(r.maxY, p.y) - minY)
    }
    return r
  }
}

/// SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
  /// How line ends are drawn.
  public enum LineCap: Hashable, Sendable {
    case butt
    case round
    case square
  }
  /// How joins are drawn.
  public enum LineJoin: Hashable, Sendable {
    case miter
    case round
    case bevel
  }
  public var lineWidth: Double
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  public var miterLimit: Double
  public var dash: [Double]
  public var dashPhase: Double
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
    dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a shape view is painted: `fill(_:)` (the default, with the foreground style),
/// `stroke(_:lineWidth:)` centred on the outline, or `strokeBorder(_:lineWidth:)` inset so
/// that the stroke stays inside the frame.
public enum ShapePaint: Hashable, Sendable {
  case fill(ShapeStyle, evenOdd: Bool)
  case stroke(ShapeStyle, StrokeStyle)
  case strokeBorder(ShapeStyle, StrokeStyle)
}

/// A shape as a view (`Circle().fill(.blue)`): the leaf that draws one shape in its frame.
public struct ShapeView: Hashable, Sendable {
  public var shape: ShapeKind
  public var paint: ShapePaint
  public init(_ shape: ShapeKind, paint: ShapePaint = .fill(.foreground, evenOdd: false)) {
    self.shape = shape
    self.paint = paint
  }
}
