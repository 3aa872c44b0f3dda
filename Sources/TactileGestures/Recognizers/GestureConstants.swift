import TactileGeometry

/// The thresholds SwiftUI's recognizers use, named and documented in one place (decision 4.3,
/// 4.16 in docs/rules/decisions.md). Values marked `[RE]` come from a reverse-engineered reading of SwiftUI;
/// they are the best available evidence, not Apple's documentation.
public enum GestureConstants {
  /// A tap fails if the finger stays down this long or longer (0.75 s) `[RE]`.
  public static let tapDurationThreshold: Double = 0.75
  /// A tap fails if the finger moves this far or farther from its touch-down point, in the
  /// global space (45 pt) `[RE]`.
  public static let tapMovementThreshold: CGFloat = 45
  /// In a multi-tap gesture, each further tap must complete within this delay after the
  /// previous tap's lift-off (0.35 s) `[RE]`.
  public static let maximumTapDelay: Double = 0.35
  /// How far ahead `predictedEndLocation` looks: 0.25 s of the current velocity (R4.6).
  public static let predictionInterval: Double = 0.25
  /// The share of the previous estimate the velocity estimate keeps at each sample (decision
  /// 4.16, revised): `velocity = weight × velocity + (1 − weight) × instant`. 0.75 is the
  /// sampler weight of DanceUI, written against SwiftUI's binary `[RE]`.
  public static let velocitySmoothing: Double = 0.75
  /// Events closer together than this do not update the velocity estimate (R4.7).
  public static let minimumVelocityInterval: Double = 0.001
  /// After the first gesture of a sequence succeeds with no finger down, the second gesture
  /// waits this long for a new touch before the sequence fails (Tactile's decision; SwiftUI's
  /// behaviour here is undocumented). Equal to the multi-tap delay.
  public static let sequenceIdleTimeout: Double = 0.35
}
