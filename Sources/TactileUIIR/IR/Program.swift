/// The UIIR of one source file: what the runtime needs to run it, with every name resolved to
/// an index and every SwiftUI or standard-library entity to a builtin key.
///
/// A program is plain data (no references to the syntax tree or the checker), printable with
/// `UIIRPrinter` and identical natively and in the browser. Functions hold statements and
/// expressions as trees; view bodies are functions whose statements build views
/// (`Function.isViewBuilder`).
public struct Program: Sendable {
  /// The user's types (structs, classes, enums), in declaration order.
  public var types: [TypeInfo] = []
  /// Every function: methods, initializers, getters and setters, property initial values,
  /// closures, `#Preview` bodies.
  public var functions: [Function] = []
  /// Global and static variables, initialised on first use.
  public var globals: [GlobalInfo] = []
  /// The builtin keys the program uses (`View.padding(_:_:)`, `CGSize.width`); `BuiltinRef`
  /// indexes this table.
  public var builtins: [String] = []
  /// What each builtin makes: a view, a gesture, or another value (parallel to `builtins`).
  public var builtinKinds: [BuiltinKind] = []
  /// The declaration each builtin is, when it is one of the surface's (parallel to `builtins`;
  /// nil for a builtin enum's case, or a constant of an interface default such as
  /// `.sRGBLinear`, which are kept as symbols).
  public var builtinKeys: [SurfaceKey?] = []
  /// How to make the root view, if the file has one (see docs/interfaces.md).
  public var root: RootView?
  /// The other candidates for the root (every `View` of the file), for `--view` and errors.
  public var views: [Int] = []
  /// The byte offsets at which the source's lines start (for runtime error locations).
  public var lineStarts: [Int] = [0]

  public init() {}

  /// The 1-based line and column of byte offset `offset` of the source.
  public func position(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }
}

/// What a builtin call produces, which tells the runtime how to run a builtin it has no
/// implementation for: views and gestures are descriptions kept by key with their arguments.
public enum BuiltinKind: Sendable, Equatable {
  case value
  case view
  case gesture
  /// A case of a builtin enum (`CoordinateSpace.local`, `SequenceGesture.Value.second`).
  case enumCase
}

/// How the runtime makes the root view.
public enum RootView: Sendable, Equatable {
  /// A `#Preview` body or `PreviewProvider.previews`: a function of no arguments returning a view.
  case function(Int)
  /// A user `View` type made with no arguments.
  case type(Int)
}

/// A user type.
public struct TypeInfo: Sendable {
  public enum Kind: Sendable, Equatable {
    case structType
    case classType
    case enumType
  }
  public var name: String
  public var kind: Kind
  /// Stored instance properties, in declaration order (memberwise initializer order).
  public var properties: [PropertyInfo] = []
  /// Enum cases, in declaration order.
  public var cases: [CaseInfo] = []
  /// The function computing `body` (views, gestures, view modifiers), if any.
  public var body: Int?
  /// Whether the type is a `View`.
  public var isView = false
  /// Whether the type is a `Gesture` written by the user (its `body` is its gesture).
  public var isGesture = false
  /// Whether the type is an `ObservableObject`.
  public var isObservable = false
  /// Whether the type is a `PrimitiveButtonStyle` (its body triggers the button itself).
  public var isPrimitiveButtonStyle = false
  /// The type's `Equatable`/`Hashable`/`Identifiable` conformances matter to `==` and `ForEach`.
  public var isEquatable = false
  /// The function computing `id` for `Identifiable` types whose `id` is computed.
  public var identifierGetter: Int?
  /// What the type has for each name a protocol requirement may ask for: methods by their
  /// full names (`area()`, `move(by:)`), properties by name.
  public var witnesses: [String: Witness] = [:]
  /// The setters of the type's computed properties with one, by name (what the runtime calls
  /// to set a shape's `animatableData` to an animation's sampled value).
  public var setters: [String: Int] = [:]
  /// Codable (docs/runtime-values.md): the key each stored property is coded under (nil when
  /// its type's `CodingKeys` leaves it out), parallel to `properties`.
  public var codingKeys: [String?] = []
  /// The static type of each stored property as the coder reads it: `Int`, `#3` (user type 3),
  /// `Array<#3>`, `Optional<String>`, `Dictionary<String,Double>`; parallel to `properties`.
  public var codingTypes: [String] = []
  /// For an enum with raw values, the raw type's name (`String`, `Int`).
  public var rawType: String?
  /// For a class with a user superclass: the superclass. The class's `properties` start with
  /// the superclass's, at the same indices, and its `witnesses` include what it inherits.
  public var superclass: Int?

  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }
}

/// How a stored property is kept.
public enum PropertyStorage: Sendable, Equatable {
  /// A plain stored property (part of the value).
  case plain
  /// `@State`: kept by the runtime per view identity.
  case state
  /// `@GestureState`: kept by the runtime per view identity, reset by the gesture engine.
  case gestureState
  /// `@Binding`: a reference to state elsewhere.
  case binding
  /// `@StateObject`: an object kept per view identity.
  case stateObject
  /// `@ObservedObject`, `@EnvironmentObject`: an object passed in.
  case observedObject
  /// `@Environment(\.key)`: read from the environment.
  case environment(String)
  /// `@Published` in an `ObservableObject`.
  case published
  /// `@Namespace`.
  case namespace
  /// `@AppStorage`: kept like `@State`.
  case appStorage
  /// `@FocusState`: kept like `@State`; without an initial value it starts unfocused, `false`
  /// for a `Bool` (`isBool`) and `nil` for an optional.
  case focusState(isBool: Bool)
}

/// A stored property of a user type.
public struct PropertyInfo: Sendable {
  public var name: String
  public var storage: PropertyStorage
  public var isLet: Bool
  /// The function computing the initial value (no arguments; `self` is not available), if
  /// written.
  public var initialValue: Int?
  /// A `didSet`/`willSet` observer (a method of the type taking the old or new value).
  public var didSet: Int?
  public var willSet: Int?
  /// `@GestureState(resetTransaction: …)` and `@GestureState(reset: …)`: functions (no
  /// arguments, like `initialValue`) giving the reset's `Transaction` and the reset closure.
  public var resetTransaction: Int?
  public var reset: Int?
  /// Where the property is declared (byte offset), for errors about it.
  public var location = 0
  /// For a property of a program's `@propertyWrapper` type: the function (one argument, the
  /// wrapped value) that makes the wrapper a memberwise initializer stores.
  public var wrapperInit: Int?
  /// For an object found in the environment (`@EnvironmentObject var model: Model`,
  /// `@Environment(Model.self)`): the user type it is looked up by.
  public var objectType: Int?

  public init(name: String, storage: PropertyStorage, isLet: Bool, initialValue: Int?) {
    self.name = name
    self.storage = storage
    self.isLet = isLet
    self.initialValue = initialValue
  }
}

/// An enum case.
public struct CaseInfo: Sendable {
  public var name: String
  /// The labels of the associated values (nil where unlabeled).
  public var labels: [String?]
  /// The raw value, when the enum has one.
  public var rawValue: Constant?
  public init(name: String, labels: [String?], rawValue: Constant?) {
    self.name = name
    self.labels = labels
    self.rawValue = rawValue
  }
}

/// A global or static variable.
public struct GlobalInfo: Sendable {
  public var name: String
  /// The function computing the initial value, if any.
  public var initialValue: Int?
  /// The getter of a computed global, if it is one.
  public var getter: Int?
  public init(name: String, initialValue: Int?, getter: Int?) {
    self.name = name
    self.initialValue = initialValue
    self.getter = getter
  }
}

/// One function's code.
///
/// Parameters occupy the first slots of a frame, then the function's locals; captured values
/// of a closure are in `captures` (cells shared with the frame that made the closure when the
/// captured variable can change).
public struct Function: Sendable {
  public enum Kind: Sendable, Equatable {
    case function
    case method
    case initializer
    case getter
    case setter
    case initialValue
    case closure
    case preview
  }
  public var name: String
  public var kind: Kind
  /// The user type the function belongs to (`self`'s type), if any.
  public var owner: Int?
  /// Whether the function mutates `self` (mutating methods, initializers of structs, setters).
  public var mutatesSelf = false
  public var parameterCount: Int
  /// Which parameters are `inout`.
  public var inoutParameters: [Int] = []
  /// How many slots a frame needs (parameters included).
  public var slotCount: Int
  /// Slots that closures capture and that may change: kept in shared cells.
  public var cellSlots: [Int] = []
  /// For closures: where each capture comes from in the enclosing frame.
  public var captures: [Capture] = []
  /// Whether the statements build views (expression statements are views).
  public var isViewBuilder = false
  public var body: [Stmt]
  /// Where the function starts in the source (byte offset).
  public var location: Int
  /// For a requirement of a user protocol (`func area() -> Double`, `var name: String { get }`):
  /// its name in the witness tables. Calling it calls what the receiver's type has under that
  /// name (`TypeInfo.witnesses`), or `defaultImplementation` (the protocol extension's).
  public var requirement: String?
  public var defaultImplementation: Int?
  /// For the getter of a user subscript with a setter: the setter (`$store[key]` calls the
  /// getter on a binding, which makes a binding to what the subscript gives).
  public var subscriptSetter: Int?

  public init(
    name: String, kind: Kind, owner: Int?, parameterCount: Int, slotCount: Int, body: [Stmt], location: Int
  ) {
    self.name = name
    self.kind = kind
    self.owner = owner
    self.parameterCount = parameterCount
    self.slotCount = slotCount
    self.body = body
    self.location = location
  }
}

/// Where a closure's captured value comes from.
public enum Capture: Sendable, Equatable {
  /// A slot of the enclosing frame (a cell if the slot is a cell slot there).
  case slot(Int)
  /// A capture of the enclosing closure.
  case capture(Int)
  /// The enclosing frame's `self`.
  case selfValue
}

/// A type's member that fulfils a protocol requirement.
public enum Witness: Sendable, Equatable {
  /// A method (or static function): a function index.
  case function(Int)
  /// A stored property: its index among the type's properties.
  case stored(Int)
  /// A computed property: its getter's function index.
  case getter(Int)
}
