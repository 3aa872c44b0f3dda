import TactileColor
import TactileGeometry
import TactileLayout

/// The drawing commands of a laid-out tree, back to front, with every colour resolved for one
/// colour scheme: what each place Tactile shows a view draws (the SVG and PNG writers, the
/// browser canvas).
///
/// Guarantees: items are in drawing order (a parent's drawing before its children's, a
/// background before its content, an overlay after it); each item carries the full
/// local-to-canvas transform, opacity, clip and shadow that apply to it, so it can be drawn,
/// compared or repainted alone; two lists built from equal layouts are equal, so a frame can
/// be diffed against the last one item by item (`DisplayListDiff`).
public struct DisplayList: Hashable, Sendable {
  /// The canvas size.
  public var size: CGSize
  /// The scheme the colours were resolved for.
  public var scheme: ColorScheme
  /// The canvas's background (the scheme's system background).
  public var background: RGBA
  public var items: [DisplayItem]
  /// The clip regions items refer to; each may be inside another (`parent`).
  public var clips: [DisplayClip]

  public init(size: CGSize, scheme: ColorScheme, items: [DisplayItem] = [], clips: [DisplayClip] = []) {
    self.size = size
    self.scheme = scheme
    self.background = SystemColors.background(scheme)
    self.items = items
    self.clips = clips
  }
}

/// One drawing command and everything that applies to it.
public struct DisplayItem: Hashable, Sendable {
  /// The laid-out view that draws it (the runtime's identity).
  public var viewID: UInt64
  /// The view's local coordinates → canvas coordinates.
  public var transform: CGAffineTransform
  /// The product of every enclosing `opacity` modifier (1 when none).
  public var opacity: Double
  /// The innermost clip region around the item, an index into `DisplayList.clips`.
  public var clip: Int?
  /// The innermost `shadow` modifier around the item.
  public var shadow: DisplayShadow?
  /// The standard deviation of the blur of the `blur` modifiers around the item (0: none), in
  /// its local coordinates.
  public var blur: Double
  /// The innermost `blendMode` around the item, as a CSS `mix-blend-mode` (nil: normal).
  public var blendMode: String?
  public var command: DrawCommand

  public init(
    viewID: UInt64, transform: CGAffineTransform, opacity: Double = 1, clip: Int? = nil,
    shadow: DisplayShadow? = nil, blur: Double = 0, blendMode: String? = nil, command: DrawCommand
  ) {
    self.viewID = viewID
    self.transform = transform
    self.opacity = opacity
    self.clip = clip
    self.shadow = shadow
    self.blur = blur
    self.blendMode = blendMode
    self.command = command
  }
}

/// What an item draws, in the view's local coordinates.
public enum DrawCommand: Hashable, Sendable {
  /// A shape filled in `rect`.
  case fill(ShapeKind, rect: CGRect, paint: Paint, evenOdd: Bool)
  /// A shape's outline, centred on its path in `rect`.
  case stroke(ShapeKind, rect: CGRect, paint: Paint, style: StrokeStyle)
  /// Text, one run per laid-out line.
  case text([TextRun])
  /// An image Tactile has no pixels for: a neutral box naming the symbol or asset.
  case imagePlaceholder(name: String, isSymbol: Bool, rect: CGRect, tint: RGBA)
}

/// How a shape or text is painted.
public enum Paint: Hashable, Sendable {
  case color(RGBA)
  /// A linear gradient from `start` to `end` (local coordinates), with stops in 0…1.
  case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
  /// A radial, elliptical or angular gradient in local coordinates.
  case gradient(stops: [GradientStop], geometry: GradientGeometry)
}

/// Where a radial, elliptical or angular gradient lies, in an item's local coordinates.
public enum GradientGeometry: Hashable, Sendable {
  /// Circles about `center` from `startRadius` to `endRadius`.
  case radial(center: CGPoint, startRadius: Double, endRadius: Double)
  /// Ellipses filling `rect` about its unit point `center`, from `startFraction` to
  /// `endFraction` of the inscribed ellipse.
  case elliptical(rect: CGRect, center: UnitPoint, startFraction: Double, endFraction: Double)
  /// Colours round `center` from `startAngle` to `endAngle` (radians), over `rect`.
  case angular(rect: CGRect, center: CGPoint, startAngle: Double, endAngle: Double)
}

/// One stop of a resolved gradient.
public struct GradientStop: Hashable, Sendable {
  public var color: RGBA
  public var location: Double
  public init(color: RGBA, location: Double) {
    self.color = color
    self.location = location
  }
}

/// One line of text: its characters, where its baseline starts, and how it is set.
public struct TextRun: Hashable, Sendable {
  public var text: String
  /// The left end of the baseline, in the view's local coordinates.
  public var origin: CGPoint
  /// The line's width as the layout measured it.
  public var width: Double
  public var size: Double
  public var weight: FontWeight
  public var italic: Bool
  public var paint: Paint

  public init(
    text: String, origin: CGPoint, width: Double, size: Double, weight: FontWeight, italic: Bool, paint: Paint
  ) {
    self.text = text
    self.origin = origin
    self.width = width
    self.size = size
    self.weight = weight
    self.italic = italic
    self.paint = paint
  }
}

/// A clip region: a shape in a view's bounds, in that view's local coordinates.
public struct DisplayClip: Hashable, Sendable {
  public var shape: ShapeKind
  public var rect: CGRect
  public var transform: CGAffineTransform
  public var evenOdd: Bool
  /// The clip this one is inside.
  public var parent: Int?

  public init(shape: ShapeKind, rect: CGRect, transform: CGAffineTransform, evenOdd: Bool, parent: Int?) {
    self.shape = shape
    self.rect = rect
    self.transform = transform
    self.evenOdd = evenOdd
    self.parent = parent
  }
}

/// `shadow(color:radius:x:y:)`, resolved: a blur of `radius` points offset by (x, y).
public struct DisplayShadow: Hashable, Sendable {
  public var color: RGBA
  public var radius: Double
  public var x: Double
  public var y: Double

  public init(color: RGBA, radius: Double, x: Double, y: Double) {
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }
}
