/// The context of a state change, as SwiftUI's `Transaction`: chiefly, which animation (if
/// any) should carry the change to the screen.
///
/// The engine creates transactions (for `updating` bodies and `@GestureState` resets) and hands
/// them to the host with each state write; it never interprets the animation itself.
public struct Transaction: Hashable, Sendable {
  /// The animation for the change, or `nil` for none.
  public var animation: Animation?
  /// Whether animations on views affected by the change should be disabled.
  public var disablesAnimations: Bool
  /// Whether the change is part of a continuous interaction (set by gestures while active).
  public var isContinuous: Bool
  /// Whether the change should be tracked for velocity (set for `updating` bodies, R1.7c).
  public var tracksVelocity: Bool

  public init() {
    animation = nil
    disablesAnimations = false
    isContinuous = false
    tracksVelocity = false
  }

  public init(animation: Animation?) {
    self.init()
    self.animation = animation
  }
}
