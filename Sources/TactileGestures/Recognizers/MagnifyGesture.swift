import TactileGeometry

/// A gesture that recognizes a magnification motion — a pinch — and tracks its amount
/// (SwiftUI's `MagnifyGesture`, iOS 17). See `TwoTouchRecognizer` for the grammar.
public struct MagnifyGesture: Gesture {
  /// The value of a magnify gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event.
    public var time: Date
    /// The relative amount the gesture magnified: 2.0 means the fingers are twice as far apart
    /// as when the gesture began.
    public var magnification: CGFloat
    /// The current magnification velocity, in scale per second.
    public var velocity: CGFloat
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint

    public init(
      time: Date, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint, startLocation: CGPoint
    ) {
      self.time = time
      self.magnification = magnification
      self.velocity = velocity
      self.startAnchor = startAnchor
      self.startLocation = startLocation
    }
  }
  public typealias Body = Never

  /// The minimum required delta before the gesture starts.
  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  public static func _makeNode(_ gesture: MagnifyGesture) -> GestureNode<Value> {
    TwoTouchRecognizer<Value>(name: "MagnifyGesture", threshold: .magnification(gesture.minimumScaleDelta)) {
      Value(
        time: $0.time.date, magnification: $0.magnification, velocity: $0.magnificationVelocity,
        startAnchor: $0.startAnchor, startLocation: $0.startLocation)
    }
  }

  public static func _updateNode(
    _ node: GestureNode<Value>, with gesture: MagnifyGesture, in context: UpdateContext
  ) -> Bool {
    TwoTouchRecognizer.update(node, threshold: .magnification(gesture.minimumScaleDelta))
  }
}

extension MagnifyGesture.Value: CustomStringConvertible {
  public var description: String {
    "Value(time: \(time), magnification: \(magnification), velocity: \(velocity), "
      + "startAnchor: \(startAnchor), startLocation: \(startLocation))"
  }
}

/// A gesture that recognizes a rotation motion of two fingers and tracks the angle
/// (SwiftUI's `RotateGesture`, iOS 17). See `TwoTouchRecognizer` for the grammar.
public struct RotateGesture: Gesture {
  /// The value of a rotate gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event.
    public var time: Date
    /// The relative amount the gesture rotated since it began (positive is clockwise).
    public var rotation: Angle
    /// The current rotation velocity, per second.
    public var velocity: Angle
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint

    public init(time: Date, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint)
    {
      self.time = time
      self.rotation = rotation
      self.velocity = velocity
      self.startAnchor = startAnchor
      self.startLocation = startLocation
    }
  }
  public typealias Body = Never

  /// The minimum delta required before the gesture becomes active.
  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  public static func _makeNode(_ gesture: RotateGesture) -> GestureNode<Value> {
    TwoTouchRecognizer<Value>(name: "RotateGesture", threshold: .rotation(gesture.minimumAngleDelta)) {
      Value(
        time: $0.time.date, rotation: $0.rotation, velocity: $0.rotationVelocity,
        startAnchor: $0.startAnchor, startLocation: $0.startLocation)
    }
  }

  public static func _updateNode(
    _ node: GestureNode<Value>, with gesture: RotateGesture, in context: UpdateContext
  ) -> Bool {
    TwoTouchRecognizer.update(node, threshold: .rotation(gesture.minimumAngleDelta))
  }
}

extension RotateGesture.Value: CustomStringConvertible {
  public var description: String {
    "Value(time: \(time), rotation: \(rotation), velocity: \(velocity), "
      + "startAnchor: \(startAnchor), startLocation: \(startLocation))"
  }
}

/// The deprecated pinch gesture (renamed `MagnifyGesture`); its value is the bare
/// magnification, a `CGFloat` (R5.5).
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public typealias Body = Never

  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  public static func _makeNode(_ gesture: MagnificationGesture) -> GestureNode<CGFloat> {
    TwoTouchRecognizer<CGFloat>(
      name: "MagnificationGesture", threshold: .magnification(gesture.minimumScaleDelta)
    ) { $0.magnification }
  }

  public static func _updateNode(
    _ node: GestureNode<CGFloat>, with gesture: MagnificationGesture, in context: UpdateContext
  ) -> Bool {
    TwoTouchRecognizer.update(node, threshold: .magnification(gesture.minimumScaleDelta))
  }
}

/// The deprecated rotation gesture (renamed `RotateGesture`); its value is the bare `Angle`
/// (R5.5).
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public typealias Body = Never

  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  public static func _makeNode(_ gesture: RotationGesture) -> GestureNode<Angle> {
    TwoTouchRecognizer<Angle>(name: "RotationGesture", threshold: .rotation(gesture.minimumAngleDelta)) {
      $0.rotation
    }
  }

  public static func _updateNode(
    _ node: GestureNode<Angle>, with gesture: RotationGesture, in context: UpdateContext
  ) -> Bool {
    TwoTouchRecognizer.update(node, threshold: .rotation(gesture.minimumAngleDelta))
  }
}
