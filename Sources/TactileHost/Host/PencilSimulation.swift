import TactileGeometry
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// The two Apple Pencil inputs SwiftUI hands to views (`onPencilDoubleTap`, `onPencilSqueeze`).
public enum PencilInput {
  case doubleTap
  case squeeze
}

/// Where a simulated Apple Pencil hovers when it is double-tapped or squeezed: a point of the
/// canvas and the pencil's pose there (SwiftUI's `PencilHoverPose` fields other than the
/// location and anchor, which each view works out for itself).
///
/// The defaults are a pencil held as people usually hold one: half way up the hover range,
/// tilted 45° from the screen, pointing along the view's x-axis, not rolled.
public struct PencilHover {
  /// The point under the pencil, in canvas coordinates.
  public var location: CGPoint
  /// The pencil's height over the screen, 0 (touching) to 1 (the top of the hover range).
  public var zOffset: Double
  /// The angle between the pencil and the screen, in radians (π/2 is perpendicular).
  public var altitude: Double
  /// The direction the pencil points in the screen's plane, in radians (0 along +x).
  public var azimuth: Double
  /// The pencil's rotation about its own axis, in radians.
  public var roll: Double

  public init(
    location: CGPoint, zOffset: Double = 0.5, altitude: Double = Double.pi / 4, azimuth: Double = 0,
    roll: Double = 0
  ) {
    self.location = location
    self.zOffset = zOffset
    self.altitude = altitude
    self.azimuth = azimuth
    self.roll = roll
  }
}

/// Delivering Apple Pencil double taps and squeezes, which no pointer event produces.
///
/// As UIKit does with the pencil interactions of a window, every view on screen with an action
/// for the input receives it, in drawing order; the double tap and squeeze are not located
/// (the pencil need not be near the screen). Each view's value carries a `hoverPose` only when
/// `hover` is given and its point lies inside that view's bounds; the pose's `location` is
/// then in the view's local coordinates and `anchor` its unit point.
extension ViewHost {
  /// Double-taps the Apple Pencil: runs every `onPencilDoubleTap` action on screen with a
  /// `PencilDoubleTapGestureValue`, then updates the views. Returns how many actions ran.
  @discardableResult
  public func simulatePencilDoubleTap(hover: PencilHover? = nil) throws(RuntimeError) -> Int {
    try runPencilActions(.doubleTap, hover: hover) { pose in
      .record(Record(name: "PencilDoubleTapGestureValue", labels: ["hoverPose"], fields: [pose]))
    }
  }

  /// Squeezes the Apple Pencil: runs every `onPencilSqueeze` action with
  /// `.active(PencilSqueezeGestureValue)`, updates the views, then runs them again with
  /// `.ended(value)`, or `.failed` when `completes` is false (the squeeze was let go too
  /// softly), and updates the views. Returns how many actions ran in each phase.
  @discardableResult
  public func simulatePencilSqueeze(hover: PencilHover? = nil, completes: Bool = true) throws(RuntimeError)
    -> Int
  {
    func phase(_ name: String, _ pose: Value) -> Value {
      .record(
        Record(
          name: "PencilSqueezeGesturePhase." + name, labels: [""],
          fields: [.record(Record(name: "PencilSqueezeGestureValue", labels: ["hoverPose"], fields: [pose]))])
      )
    }
    let count = try runPencilActions(.squeeze, hover: hover) { phase("active", $0) }
    if completes {
      try runPencilActions(.squeeze, hover: hover) { phase("ended", $0) }
    } else {
      try runPencilActions(.squeeze, hover: hover) { _ in .symbol("PencilSqueezeGesturePhase.failed") }
    }
    return count
  }

  /// Runs the actions for `input` of the views of the last layout, each with the value `make`
  /// gives for its hover pose, then renders if state changed.
  @discardableResult
  private func runPencilActions(_ input: PencilInput, hover: PencilHover?, _ make: (Value) -> Value)
    throws(RuntimeError) -> Int
  {
    var calls: [(Closure, Value)] = []
    for view in layout?.views ?? [] where Int(view.tag) < resolver.passInfos.count {
      for entry in resolver.passInfos[Int(view.tag)].pencilActions where entry.input == input {
        calls.append((entry.action, make(Self.hoverPose(hover, in: view))))
      }
    }
    interpreter.resetBudget()
    for (action, value) in calls { _ = try interpreter.call(action, [value], at: 0) }
    if isDirty { try render() }
    return calls.count
  }

  /// `PencilHoverPose?` for `view`: nil unless the pencil hovers over its bounds.
  static func hoverPose(_ hover: PencilHover?, in view: PlacedView) -> Value {
    guard let hover else { return .optional(nil) }
    // A singular transform (a zero scale) maps every point to the origin, never to NaN.
    let local = hover.location.applying(
      view.toCanvas.inverted() ?? CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    let size = view.size
    guard local.x >= 0, local.y >= 0, local.x <= size.width, local.y <= size.height else {
      return .optional(nil)
    }
    return .optional(
      .record(
        Record(
          name: "PencilHoverPose", labels: ["location", "anchor", "zOffset", "altitude", "azimuth", "roll"],
          fields: [
            .point(local.x, local.y),
            unitPoint(size.width > 0 ? local.x / size.width : 0, size.height > 0 ? local.y / size.height : 0),
            .double(hover.zOffset), .angle(hover.altitude), .angle(hover.azimuth), .angle(hover.roll),
          ])))
  }
}
