/// What a gesture knows about the higher-precedence gestures it competes with: whether one of
/// them is active, and whether all of them have failed.
///
/// The root of each attachment starts from `[.failed]` ("nothing above me"); the arena removes
/// `.failed` while a higher-precedence competitor is still alive and adds `.active` while one is
/// recognised. Inside one gesture, `exclusively(before:)` does the same for its second member
/// (R7.3).
public struct InheritedPhase: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A higher-precedence gesture is active.
  public static let active = InheritedPhase(rawValue: 1 << 0)
  /// Every higher-precedence gesture has failed (or there is none).
  public static let failed = InheritedPhase(rawValue: 1 << 1)

  /// The inherited phase of a gesture with no competitor above it.
  public static let unopposed: InheritedPhase = [.failed]

  /// The inherited phase a lower-precedence member sees under a higher one in `phase`.
  func below<V>(_ phase: GesturePhase<V>) -> InheritedPhase {
    var result = self
    if !phase.isFailed { result.remove(.failed) }
    if phase.isActive { result.insert(.active) }
    return result
  }
}

/// How a gesture reacts to higher-precedence competitors (R2.6, amended in the second round of
/// evidence).
///
/// Taps use `failIfActive`: while a competitor is possible the tap is paused (its `ended` is held
/// back as `possible`); it fails as soon as a competitor becomes active; it proceeds once every
/// competitor failed. Long presses and drags use `pausedUntilFailed`: while a competitor is not
/// failed they are paused — they keep tracking underneath, but report `possible`, so they claim
/// nothing and fire nothing — and they proceed, with the value they tracked, once every
/// competitor failed (SwiftUI's `SingleLongPressGesture` and `DragGesture` bodies end with
/// `.dependency(.pausedUntilFailed)`, docs/rules/sources.md). Magnify, rotate and spatial events
/// have no dependency: they are not paused, and the arena can prevent them instead. Ordered
/// from weakest to strongest; a composite takes its members' weakest.
public enum GestureDependency: Int, Hashable, Sendable, Comparable {
  case none = 0
  case pausedWhileActive = 1
  case pausedUntilFailed = 2
  case failIfActive = 3

  public static func < (lhs: GestureDependency, rhs: GestureDependency) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `phase` with this dependency applied under `inherited`.
  func apply<V>(to phase: GesturePhase<V>, inherited: InheritedPhase) -> GesturePhase<V> {
    switch self {
    case .none:
      return phase
    case .pausedWhileActive:
      return inherited.contains(.active) ? phase.paused() : phase
    case .pausedUntilFailed:
      return inherited.contains(.failed) ? phase : phase.paused()
    case .failIfActive:
      if inherited.contains(.active) { return .failed }
      return inherited.contains(.failed) ? phase : phase.paused()
    }
  }
}
