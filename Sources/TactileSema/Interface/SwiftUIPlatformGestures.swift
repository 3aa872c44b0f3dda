extension Interface {
  /// The gesture APIs of docs/rules/symbols.md that belong to inputs other than a finger on a touch
  /// screen: Apple Pencil, visionOS hands, macOS windows, the tvOS remote, activation events,
  /// system edge gestures.
  ///
  /// The checker compiles for iOS, so a declaration SwiftUI does not offer on iOS carries
  /// `@available(iOS, unavailable)`: using it is swiftc's "'X' is unavailable in iOS", and
  /// code for those platforms goes under `#if os(macOS)`, `#if os(visionOS)` or `#if os(tvOS)`.
  static let swiftUIPlatformGestures = #"""
    extension View {
      func onPencilDoubleTap(perform action: @escaping (PencilDoubleTapGestureValue) -> Void) -> some View
      func onPencilSqueeze(perform action: @escaping (PencilSqueezeGesturePhase) -> Void) -> some View
      func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View
      func allowsWindowActivationEvents(_ value: Bool?) -> some View
      func allowsWindowActivationEvents() -> some View
      @available(iOS, unavailable)
      func onLongTouchGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void, onTouchingChanged: ((Bool) -> Void)? = nil) -> some View
    }
    extension EnvironmentValues {
      var preferredPencilDoubleTapAction: PencilPreferredAction { get }
      var preferredPencilSqueezeAction: PencilPreferredAction { get }
    }
    struct PencilPreferredAction: Equatable, Hashable {
      static let ignore: PencilPreferredAction
      static let switchEraser: PencilPreferredAction
      static let switchPrevious: PencilPreferredAction
      static let showColorPalette: PencilPreferredAction
      static let showInkAttributes: PencilPreferredAction
      static let showContextualPalette: PencilPreferredAction
      static let runSystemShortcut: PencilPreferredAction
    }
    struct PencilHoverPose: Equatable {
      var location: CGPoint
      var anchor: UnitPoint
      var zOffset: CGFloat
      var altitude: Angle
      var azimuth: Angle
      var roll: Angle
    }
    struct PencilDoubleTapGestureValue: Equatable {
      var hoverPose: PencilHoverPose?
    }
    struct PencilSqueezeGestureValue: Equatable {
      let hoverPose: PencilHoverPose?
    }
    enum PencilSqueezeGesturePhase: Equatable {
      case active(PencilSqueezeGestureValue)
      case ended(PencilSqueezeGestureValue)
      case failed
    }

    struct HandGestureShortcut: Equatable {
      static var primaryAction: HandGestureShortcut { get }
    }
    @available(iOS, unavailable)
    struct HandActivationBehavior: Equatable {
      static let automatic: HandActivationBehavior
      static let pinch: HandActivationBehavior
    }
    extension Gesture {
      @available(iOS, unavailable)
      func handActivationBehavior(_ behavior: HandActivationBehavior) -> some Gesture
    }
    enum Chirality: Equatable, Hashable {
      case left
      case right
    }

    @available(iOS, unavailable)
    struct WindowDragGesture: Gesture {
      init()
      struct Value: Equatable {}
    }
    @available(iOS, unavailable)
    struct RotateGesture3D: Gesture {
      init(constrainedToAxis: RotationAxis3D? = nil, minimumAngleDelta: Angle = .degrees(1))
      var constrainedAxis: RotationAxis3D?
      var minimumAngleDelta: Angle
      struct Value: Equatable {
        var time: Date
      }
    }
    struct RotationAxis3D: Equatable, Hashable {
      static var x: RotationAxis3D { get }
      static var y: RotationAxis3D { get }
      static var z: RotationAxis3D { get }
      static var xy: RotationAxis3D { get }
      static var yz: RotationAxis3D { get }
      static var xz: RotationAxis3D { get }
      static var xyz: RotationAxis3D { get }
    }
    """#
}
