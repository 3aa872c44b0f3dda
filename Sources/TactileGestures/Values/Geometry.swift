// The engine's geometry (CGFloat, CGPoint, CGSize, CGRect, CGVector, CGAffineTransform, Angle,
// UnitPoint) and its sine, cosine and arctangent come from TactileGeometry, the one module the
// engine imports besides the standard library. It is re-exported, so that a client importing
// the engine sees the types of the engine's API.
@_exported import TactileGeometry

/// The engine's former name for `Math`, kept for clients written against it (to be renamed away;
/// the engine itself calls `Math`).
public typealias Trigonometry = Math
