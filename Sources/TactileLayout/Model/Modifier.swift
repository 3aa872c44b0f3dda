import TactileGeometry

/// A modifier that wraps one view (the `.modified` node's content) without other views of its
/// own. Background and overlay, which bring a second view, are `ViewContent` cases.
///
/// Layout modifiers change proposals, sizes or placement (`frame`, `padding`, `position`,
/// `fixedSize`, `aspectRatio`, `layoutPriority`); geometry effects move what is drawn and hit
/// after layout without changing any size (`offset`, `scaleEffect`, `rotationEffect`); the rest
/// are carried to the output for the renderer and hit testing and are neutral for layout.
public enum Modifier: Hashable, Sendable {
  /// `frame(width:height:alignment:)`; a nil dimension keeps the child's sizing on that axis.
  case frame(width: Double?, height: Double?, alignment: Alignment)
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  case flexibleFrame(FlexibleFrame)
  /// `padding`, with edges and length already resolved (`EdgeInsets(edges:length:)`).
  case padding(EdgeInsets)
  /// `offset(x:y:)` / `offset(_:)`: draws and hits the view moved, without moving its layout.
  case offset(x: Double, y: Double)
  /// `position(x:y:)`: takes the whole proposal and centres the view at the point.
  case position(x: Double, y: Double)
  /// `scaleEffect(x:y:anchor:)` / `scaleEffect(_:anchor:)`.
  case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
  /// `rotationEffect(_:anchor:)`, in radians, clockwise on screen for positive angles.
  case rotationEffect(radians: Double, anchor: UnitPoint)
  /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: drawn and hit as the rotated
  /// plane's projection onto the screen without foreshortening (`CGAffineTransform.rotation3D`).
  case rotation3DEffect(Rotation3D)
  /// `opacity(_:)`.
  case opacity(Double)
  /// `clipShape(_:style:)`; `clipped()` is `.clipShape(.rectangle, evenOdd: false)` and
  /// `cornerRadius(r)` is a clip to `.roundedRectangle(cornerRadius: r, style: .circular)`.
  case clipShape(ShapeKind, evenOdd: Bool)
  /// `shadow(color:radius:x:y:)`.
  case shadow(color: ColorValue, radius: Double, x: Double, y: Double)
  /// `contentShape(_:eoFill:)`: the shape hit testing uses.
  case contentShape(ShapeKind, evenOdd: Bool)
  /// `allowsHitTesting(_:)`.
  case allowsHitTesting(Bool)
  /// `disabled(_:)`.
  case disabled(Bool)
  /// `coordinateSpace(name:)` / `coordinateSpace(.named(_:))`.
  case coordinateSpace(name: String)
  /// `ignoresSafeArea(_:edges:)`: no effect, the canvas has no safe-area insets.
  case ignoresSafeArea
  /// `fixedSize()` / `fixedSize(horizontal:vertical:)`: proposes nil (ideal) on those axes.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `layoutPriority(_:)`, read by the enclosing stack.
  case layoutPriority(Double)
  /// `aspectRatio(_:contentMode:)`, `scaledToFit()` (nil, .fit), `scaledToFill()` (nil, .fill).
  case aspectRatio(Double?, contentMode: ContentMode)
  /// Text attributes for everything inside (`.font`, `.foregroundStyle`, … on a container).
  case textAttributes(TextAttributes)
  /// `zIndex(_:)`: the view's place in its container's drawing and hit-testing order (higher in
  /// front; equal values keep the container's order). Read through the modifiers between.
  case zIndex(Double)
  /// `blur`, `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
  /// `colorInvert`, `colorMultiply`, `luminanceToAlpha`: applied to everything drawn inside.
  case visualEffect(VisualEffect)
  /// `blendMode(_:)`: how everything drawn inside is composited with what is behind it.
  case blendMode(BlendMode)
  /// A program's `GeometryEffect`: its `effectValue(size:)` for the view's size moves what is
  /// drawn and hit, like `offset` and `scaleEffect`.
  case geometryEffect(GeometryEffectFunction)
  /// `alignmentGuide(_:computeValue:)`: the view's value of one guide, computed from its
  /// dimensions when a container aligns it by that guide; neutral otherwise.
  case alignmentGuide(AlignmentGuideFunction)
  /// Anything else the runtime wants kept in the tree and the output (for example a gesture
  /// or accessibility modifier whose node it wants to find again): neutral for layout.
  case marker(String)
}

/// The constraints of a flexible frame; nil leaves the axis to the child.
public struct FlexibleFrame: Hashable, Sendable {
  public var minWidth: Double?
  public var idealWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var idealHeight: Double?
  public var maxHeight: Double?
  public var alignment: Alignment
  public init(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }
}

/// SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable {
  case fit
  case fill
}

/// A visual effect on everything inside a view (the filters SwiftUI's colour modifiers apply).
public enum VisualEffect: Hashable, Sendable {
  /// `blur(radius:opaque:)`: a Gaussian blur of standard deviation radius / 2.
  case blur(radius: Double, opaque: Bool)
  /// `brightness(_:)`: the amount added to each colour component (−1…1).
  case brightness(Double)
  /// `contrast(_:)`: each component's distance from ½ multiplied by the amount.
  case contrast(Double)
  /// `saturation(_:)`: 0 is grey, 1 unchanged.
  case saturation(Double)
  /// `grayscale(_:)`: the saturation lowered by the amount.
  case grayscale(Double)
  /// `hueRotation(_:)`, in radians.
  case hueRotation(Double)
  /// `colorInvert()`.
  case colorInvert
  /// `colorMultiply(_:)`.
  case colorMultiply(ColorValue)
  /// `luminanceToAlpha()`.
  case luminanceToAlpha
}

/// SwiftUI's `BlendMode`, by name (`multiply`, `screen`, `plusLighter`, …).
public struct BlendMode: Hashable, Sendable {
  public var name: String
  public init(_ name: String) { self.name = name }
}

/// A program's `GeometryEffect`: the transform its `effectValue(size:)` gives for a size.
/// Two are equal when they are the same evaluation (a render makes new ones).
public struct GeometryEffectFunction: Hashable, Sendable {
  public var name: String
  public let evaluate: GeometryEffectEvaluator

  public init(name: String, evaluate: GeometryEffectEvaluator) {
    self.name = name
    self.evaluate = evaluate
  }

  public static func == (a: GeometryEffectFunction, b: GeometryEffectFunction) -> Bool {
    a.name == b.name && a.evaluate === b.evaluate
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Calls a program's `effectValue(size:)`; remembers the last answer.
public typealias GeometryEffectEvaluator = RememberingEvaluator<CGSize, CGAffineTransform>

/// Calls a program's closure (`effectValue(size:)`, an alignment guide's `computeValue`) and
/// remembers the last answer: layout asks again for the same input many times.
public final class RememberingEvaluator<Input: Equatable, Output>: @unchecked Sendable {
  private let evaluate: (Input) -> Output
  private var last: (input: Input, output: Output)?

  public init(_ evaluate: @escaping (Input) -> Output) { self.evaluate = evaluate }

  public func value(for input: Input) -> Output {
    if let last, last.input == input { return last.output }
    let output = evaluate(input)
    last = (input, output)
    return output
  }
}

/// What `alignmentGuide(_:computeValue:)`'s closure is given (SwiftUI's `ViewDimensions`): the
/// view's size; its guides are the default ones of that size.
public struct ViewDimensions: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A program's `alignmentGuide(_:computeValue:)`: which guide it sets (one of the two), and the
/// closure computing it. Two are equal when they are the same evaluation (a render makes new
/// ones).
public struct AlignmentGuideFunction: Hashable, Sendable {
  public var horizontal: HorizontalAlignment?
  public var vertical: VerticalAlignment?
  public let compute: AlignmentGuideEvaluator

  public init(
    horizontal: HorizontalAlignment? = nil, vertical: VerticalAlignment? = nil,
    compute: AlignmentGuideEvaluator
  ) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.compute = compute
  }

  public static func == (a: AlignmentGuideFunction, b: AlignmentGuideFunction) -> Bool {
    a.horizontal == b.horizontal && a.vertical == b.vertical && a.compute === b.compute
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(horizontal)
    hasher.combine(vertical)
  }
}

/// Calls a program's `computeValue` closure; remembers the last answer.
public typealias AlignmentGuideEvaluator = RememberingEvaluator<ViewDimensions, Double>
