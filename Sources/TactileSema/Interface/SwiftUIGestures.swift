extension Interface {
  /// SwiftUI's gestures, gesture modifiers, composition, `GestureState` and the view modifiers
  /// that attach gestures (docs/rules/symbols.md).
  static let swiftUIGestures = #"""
    protocol Gesture<Value> {
      associatedtype Value
      associatedtype Body: Gesture
      var body: Self.Body { get }
    }
    extension Never: Gesture {
      typealias Value = Never
    }
    extension Gesture {
      func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self>
      func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State>
      func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T>
      func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
      func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other>
      func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other>
      @available(iOS, unavailable)
      func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self>
    }
    extension Gesture where Self.Value: Equatable {
      func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>
    }

    struct TapGesture: Gesture {
      typealias Value = Void
      init(count: Int = 1)
      var count: Int
    }
    struct SpatialTapGesture: Gesture {
      init(count: Int = 1, coordinateSpace: CoordinateSpace = .local)
      init<C: CoordinateSpaceProtocol>(count: Int = 1, coordinateSpace: C)
      var count: Int
      var coordinateSpace: CoordinateSpace
      struct Value: Equatable {
        var location: CGPoint
      }
    }
    struct LongPressGesture: Gesture {
      typealias Value = Bool
      init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10)
      var minimumDuration: Double
      var maximumDistance: CGFloat
    }
    struct DragGesture: Gesture {
      init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local)
      init<C: CoordinateSpaceProtocol>(minimumDistance: CGFloat = 10, coordinateSpace: C)
      var minimumDistance: CGFloat
      var coordinateSpace: CoordinateSpace
      struct Value: Equatable {
        var time: Date
        var location: CGPoint
        var startLocation: CGPoint
        var translation: CGSize { get }
        var velocity: CGSize { get }
        var predictedEndLocation: CGPoint { get }
        var predictedEndTranslation: CGSize { get }
      }
    }
    struct MagnifyGesture: Gesture {
      init(minimumScaleDelta: CGFloat = 0.01)
      var minimumScaleDelta: CGFloat
      struct Value: Equatable {
        var time: Date
        var magnification: CGFloat
        var velocity: CGFloat
        var startAnchor: UnitPoint
        var startLocation: CGPoint
      }
    }
    struct RotateGesture: Gesture {
      init(minimumAngleDelta: Angle = .degrees(1))
      var minimumAngleDelta: Angle
      struct Value: Equatable {
        var time: Date
        var rotation: Angle
        var velocity: Angle
        var startAnchor: UnitPoint
        var startLocation: CGPoint
      }
    }
    struct MagnificationGesture: Gesture {
      typealias Value = CGFloat
      init(minimumScaleDelta: CGFloat = 0.01)
      var minimumScaleDelta: CGFloat
    }
    struct RotationGesture: Gesture {
      typealias Value = Angle
      init(minimumAngleDelta: Angle = .degrees(1))
      var minimumAngleDelta: Angle
    }
    struct SpatialEventGesture: Gesture {
      typealias Value = SpatialEventCollection
      init(coordinateSpace: CoordinateSpace = .local)
      init<C: CoordinateSpaceProtocol>(coordinateSpace: C)
      var coordinateSpace: CoordinateSpace
    }
    struct SpatialEventCollection: Equatable, Collection {
      typealias Element = SpatialEventCollection.Event
      var count: Int { get }
      var first: SpatialEventCollection.Event? { get }
      func map<T>(_ transform: (SpatialEventCollection.Event) throws -> T) rethrows -> [T]
      func forEach(_ body: (SpatialEventCollection.Event) throws -> Void) rethrows
      struct Event: Equatable, Identifiable {
        var id: SpatialEventCollection.Event.ID { get }
        var timestamp: TimeInterval { get }
        var phase: SpatialEventCollection.Event.Phase { get }
        var location: CGPoint { get }
        var modifierKeys: EventModifiers { get }
        var chirality: Chirality? { get }
        struct ID: Hashable {}
        enum Phase: Equatable, Hashable {
          case active
          case ended
          case cancelled
        }
      }
    }
    struct AnyGesture<Value>: Gesture {
      init<T: Gesture>(_ gesture: T) where T.Value == Value
    }
    struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
      init(_ first: First, _ second: Second)
      var first: First
      var second: Second
      struct Value {
        var first: First.Value?
        var second: Second.Value?
      }
    }
    extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
    struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
      init(_ first: First, _ second: Second)
      var first: First
      var second: Second
      enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
      }
    }
    extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
    struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
      init(_ first: First, _ second: Second)
      var first: First
      var second: Second
      enum Value {
        case first(First.Value)
        case second(Second.Value)
      }
    }
    extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
    struct GestureStateGesture<Base: Gesture, State>: Gesture {
      typealias Value = Base.Value
      init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void)
      var base: Base
      var state: GestureState<State>
      var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    }
    struct _ChangedGesture<Content: Gesture>: Gesture {
      typealias Value = Content.Value
    }
    struct _EndedGesture<Content: Gesture>: Gesture {
      typealias Value = Content.Value
    }
    struct _MapGesture<Content: Gesture, Value>: Gesture {}
    struct _ModifiersGesture<Content: Gesture>: Gesture {
      typealias Value = Content.Value
    }
    extension Optional: Gesture where Wrapped: Gesture {
      typealias Value = Wrapped.Value
    }

    @propertyWrapper struct GestureState<Value>: DynamicProperty {
      init(wrappedValue: Value)
      init(initialValue: Value)
      init(wrappedValue: Value, resetTransaction: Transaction)
      init(initialValue: Value, resetTransaction: Transaction)
      init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void)
      init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void)
      var wrappedValue: Value { get }
      var projectedValue: GestureState<Value> { get }
    }
    extension GestureState where Value: ExpressibleByNilLiteral {
      init(resetTransaction: Transaction = Transaction())
      init(reset: @escaping (Value, inout Transaction) -> Void)
    }
    @propertyWrapper struct State<Value>: DynamicProperty {
      init(wrappedValue value: Value)
      init(initialValue value: Value)
      var wrappedValue: Value { get nonmutating set }
      var projectedValue: Binding<Value> { get }
    }
    extension State where Value: ExpressibleByNilLiteral {
      init()
    }
    @propertyWrapper struct Binding<Value>: DynamicProperty {
      init(get: @escaping () -> Value, set: @escaping (Value) -> Void)
      init(projectedValue: Binding<Value>)
      var wrappedValue: Value { get nonmutating set }
      var projectedValue: Binding<Value> { get }
      static func constant(_ value: Value) -> Binding<Value>
    }
    @propertyWrapper struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
      init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)
      var wrappedValue: ObjectType { get }
      var projectedValue: ObservedObject<ObjectType>.Wrapper { get }
    }
    @propertyWrapper struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
      init(wrappedValue: ObjectType)
      var wrappedValue: ObjectType { get }
      var projectedValue: ObservedObject<ObjectType>.Wrapper { get }
      @dynamicMemberLookup struct Wrapper {}
    }
    @propertyWrapper struct Published<Value> {
      init(wrappedValue: Value)
      struct Publisher: Combine.Publisher {
        typealias Output = Value
        typealias Failure = Never
      }
    }

    struct GestureMask: OptionSet {
      static var none: GestureMask { get }
      static var gesture: GestureMask { get }
      static var subviews: GestureMask { get }
      static var all: GestureMask { get }
    }
    protocol OptionSet: SetAlgebra {}
    extension OptionSet {
      init(arrayLiteral elements: Self...)
      init()
    }
    struct EventModifiers: OptionSet {
      static var capsLock: EventModifiers { get }
      static var shift: EventModifiers { get }
      static var control: EventModifiers { get }
      static var option: EventModifiers { get }
      static var command: EventModifiers { get }
      static var numericPad: EventModifiers { get }
      static var all: EventModifiers { get }
    }

    extension View {
      func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View
      func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View
      func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View
      func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View
      func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View
      func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View
      func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View
      func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View
      func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View
      func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View
      func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View
      func onTapGesture<C: CoordinateSpaceProtocol>(count: Int = 1, coordinateSpace: C, perform action: @escaping (CGPoint) -> Void) -> some View
      func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View
      func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View
      func defersSystemGestures(on edges: Edge.Set) -> some View
    }
    """#
}
