import TactileGeometry

/// A gesture that tracks every touch on a view as a collection of spatial events
/// (SwiftUI's `SpatialEventGesture`, iOS 18).
///
/// Grammar: the first touch makes it `active`; each update's value holds one event per touch of
/// the sequence, in the order they landed, with its latest location in `coordinateSpace` and its
/// phase. A touch that lifts reports `.ended` (or `.cancelled`) once and then leaves the
/// collection, while the gesture stays active (docs/rules/symbols.md, entries 10–11). When the last touch lifts, the gesture
/// ends with that final collection. It never fails by itself and is not one-touch: any number
/// of fingers may join.
public struct SpatialEventGesture: Gesture {
  public typealias Value = SpatialEventCollection
  public typealias Body = Never

  /// The coordinate space of the events' locations.
  public let coordinateSpace: CoordinateSpace

  public init(coordinateSpace: CoordinateSpace = .local) { self.coordinateSpace = coordinateSpace }

  public static func _makeNode(_ gesture: SpatialEventGesture) -> GestureNode<SpatialEventCollection> {
    SpatialEventRecognizer(gesture)
  }

  public static func _updateNode(
    _ node: GestureNode<SpatialEventCollection>, with gesture: SpatialEventGesture, in context: UpdateContext
  ) -> Bool {
    SpatialEventRecognizer.update(node as? SpatialEventRecognizer, with: gesture)
  }
}

/// The touches of a `SpatialEventGesture`, one event per touch.
public struct SpatialEventCollection: RandomAccessCollection, Equatable, Sendable {
  /// One touch's latest event.
  public struct Event: Identifiable, Equatable, Sendable {
    /// Identifies a touch for as long as it is down.
    public struct ID: Hashable, Sendable {
      public var rawValue: Int
      public init(rawValue: Int) { self.rawValue = rawValue }
    }
    /// Where a touch is in its life.
    public enum Phase: Hashable, Sendable {
      /// The touch is down.
      case active
      /// The touch lifted normally and won't produce any more updates.
      case ended
      /// The system cancelled the touch.
      case cancelled
    }

    public var id: ID
    /// The time the event was processed, in seconds.
    public var timestamp: Double
    public var phase: Phase
    public var location: CGPoint
    public var modifierKeys: EventModifiers
  }

  public var events: [Event]

  public init(events: [Event] = []) { self.events = events }

  public var startIndex: Int { events.startIndex }
  public var endIndex: Int { events.endIndex }
  public subscript(position: Int) -> Event { events[position] }

  /// The event of the touch with `id`, if it is in the collection.
  public subscript(id: Event.ID) -> Event? { events.first { $0.id == id } }
}

/// The recognizer of `SpatialEventGesture`.
final class SpatialEventRecognizer: RecognizerNode<SpatialEventCollection>, DescribedRecognizer {
  var gesture: SpatialEventGesture
  private var collection = SpatialEventCollection()
  private var started = false

  init(_ gesture: SpatialEventGesture) {
    self.gesture = gesture
    super.init { node, input, phase in
      phase = unsafeDowncast(node, to: SpatialEventRecognizer.self).computePhase(input)
    }
  }

  override var traceName: String { "SpatialEventGesture" }
  override var hasStarted: Bool { started }

  private func computePhase(_ input: NodeInput) -> GesturePhase<SpatialEventCollection> {
    // Touches that ended in the previous update leave the collection now.
    collection.events.removeAll { $0.phase != .active }
    if !started, input.adopt, input.changes.isEmpty {
      for pointer in input.pointers {
        record(pointer.id, .active, pointer.location, pointer.modifiers, input)
      }
    }
    for event in input.changes {
      switch event.phase {
      case .down, .move: record(event.pointer, .active, event.location, event.modifiers, input)
      case .up: record(event.pointer, .ended, event.location, event.modifiers, input)
      case .cancel: record(event.pointer, .cancelled, event.location, event.modifiers, input)
      }
    }
    guard started else { return .possible(nil) }
    if !collection.events.contains(where: { $0.phase == .active }) { return .ended(collection) }
    return .active(collection)
  }

  private func record(
    _ pointer: PointerID, _ phase: SpatialEventCollection.Event.Phase, _ location: CGPoint,
    _ modifiers: EventModifiers, _ input: NodeInput
  ) {
    started = true
    let event = SpatialEventCollection.Event(
      id: .init(rawValue: pointer.rawValue), timestamp: input.time.seconds, phase: phase,
      location: input.space.convert(location, to: gesture.coordinateSpace), modifierKeys: modifiers)
    if let index = collection.events.firstIndex(where: { $0.id == event.id }) {
      collection.events[index] = event
    } else {
      collection.events.append(event)
    }
  }

  override func resetState() {
    collection = SpatialEventCollection()
    started = false
  }
}
