import TactileGestures
import TactileInterpreter
import TactileUIIR

/// A view's structural identity: the path from the root through child positions, `if`/`switch`
/// branches, `ForEach` ids, custom view types and `.id(_:)`, folded into a 64-bit hash.
///
/// Two evaluations of the same body give the same identities to the views in the same places,
/// so state (`@State`, `@GestureState`) and gesture recognition survive re-evaluation.
public struct Identity: Hashable, Sendable {
  public var hash: UInt64

  public static let root = Identity(hash: 0xCBF2_9CE4_8422_2325)

  /// The identity of a component under this one.
  public func child(_ kind: UInt64, _ component: UInt64) -> Identity {
    var h = hash
    for part in [kind, component] {
      h ^= part &+ 0x9E37_79B9_7F4A_7C15 &+ (h << 6) &+ (h >> 2)
      h = (h ^ (h >> 33)) &* 0xFF51_AFD7_ED55_8CCD
      h = (h ^ (h >> 33)) &* 0xC4CE_B9FE_1A85_EC53
      h ^= h >> 33
    }
    return Identity(hash: h)
  }

  /// The identity of a string component (a `ForEach` id, an `.id(_:)` value).
  public func child(_ kind: UInt64, text: String) -> Identity {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      h ^= UInt64(byte)
      h = h &* 0x0000_0100_0000_01B3
    }
    return child(kind, h)
  }
}

/// The kinds of identity components.
enum IdentityKind {
  static let child: UInt64 = 1
  static let branch: UInt64 = 2
  static let element: UInt64 = 3
  static let userView: UInt64 = 4
  static let modifier: UInt64 = 5
  static let explicit: UInt64 = 6
  static let content: UInt64 = 7
  static let namespace: UInt64 = 8
  static let matchedGeometry: UInt64 = 9
}
