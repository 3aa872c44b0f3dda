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

  /// `RoundedRectangle(cornerRadius:style:)`.
  public static func roundedRectangle(cornerRadius: Double, style: CornerStyle = .continuous) -> ShapeKind {
    .roundedRectangle(cornerWidth: cornerRadius, cornerHeight: cornerRadius, style: style)
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
