/// Which gestures an attachment enables: its own gesture, the gestures of the views inside it,
/// both (`.all`, the default) or neither (R9.6). Raw values are SwiftUI's.
public struct GestureMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Disables the added gesture and every gesture inside the view.
  public static let none = GestureMask([])
  /// Enables the added gesture only; gestures inside the view are disabled.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// Enables the gestures inside the view only; the added gesture is disabled.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// Enables the added gesture and the gestures inside the view.
  public static let all = GestureMask(rawValue: 0b11)

  public var description: String {
    switch rawValue {
    case 0: ".none"
    case 1: ".gesture"
    case 2: ".subviews"
    case 3: ".all"
    default: "GestureMask(rawValue: \(rawValue))"
    }
  }
}
