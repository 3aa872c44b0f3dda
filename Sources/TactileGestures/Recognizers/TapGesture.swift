import TactileGeometry

/// A gesture that recognizes one or more taps (SwiftUI's `TapGesture`, R2.1–R2.3).
///
/// Its value is `Void`, which is not `Equatable`, so it has no `onChanged`; it is never active,
/// so `updating` never runs for it. Use `onEnded` to act on the tap.
public struct TapGesture: Gesture {
  public typealias Value = Void
  public typealias Body = Never

  /// The required number of taps (at least 1).
  public var count: Int

  public init(count: Int = 1) { self.count = count }

  public static func _makeNode(_ gesture: TapGesture) -> GestureNode<Void> {
    TapRecognizer<Void>(count: gesture.count, name: "TapGesture") { _, _ in () }
  }

  public static func _updateNode(
    _ node: GestureNode<Void>, with gesture: TapGesture, in context: UpdateContext
  ) -> Bool {
    guard let node = node as? TapRecognizer<Void>, node.traceName.hasPrefix("TapGesture") else {
      return false
    }
    node.count = max(1, gesture.count)
    return true
  }
}

/// A gesture that recognizes one or more taps and reports their location
/// (SwiftUI's `SpatialTapGesture`, R2.5): the location of the final lift-off, in the gesture's
/// coordinate space.
public struct SpatialTapGesture: Gesture {
  /// The value of a spatial tap: where the tap happened.
  public struct Value: Equatable, Sendable {
    /// The location of the tap gesture's current event.
    public var location: CGPoint

    public init(location: CGPoint) { self.location = location }
  }
  public typealias Body = Never

  /// The required number of taps.
  public var count: Int
  /// The coordinate space of `Value.location`.
  public var coordinateSpace: CoordinateSpace

  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  public static func _makeNode(_ gesture: SpatialTapGesture) -> GestureNode<Value> {
    let space = gesture.coordinateSpace
    return TapRecognizer<Value>(count: gesture.count, name: "SpatialTapGesture") { location, resolver in
      Value(location: resolver.convert(location, to: space))
    }
  }

  public static func _updateNode(
    _ node: GestureNode<Value>, with gesture: SpatialTapGesture, in context: UpdateContext
  ) -> Bool {
    guard let node = node as? TapRecognizer<Value> else { return false }
    node.count = max(1, gesture.count)
    let space = gesture.coordinateSpace
    node.makeValue = { location, resolver in Value(location: resolver.convert(location, to: space)) }
    return true
  }
}

extension SpatialTapGesture.Value: CustomStringConvertible {
  public var description: String { "Value(location: \(location))" }
}
