import TactileGestures
import TactileUIIR

/// A value while a program runs: Swift's values, user values, and SwiftUI's.
///
/// Numbers keep Swift's distinction between `Int` and `Double` (`CGFloat`, `Float` and
/// `TimeInterval` are `double`); `Optional` is explicit so printing and `==` behave as in Swift.
/// User structs are values (`instance`, copied on write), classes references (`object`).
/// SwiftUI values are `point`/`size`/`rect`/`angle`, `record` (named fields, such as a
/// `DragGesture.Value`) and `symbol` (constants such as `Color.red` or `GestureMask.all`).
public indirect enum Value {
  case void
  case bool(Bool)
  /// Swift's `Int`: 64 bits on every host, the browser's wasm32 included, where the host's own
  /// `Int` has 32 (docs/runtime-values.md). `hostInt` converts one for an index or a count.
  case int(Int64)
  case double(Double)
  case string(String)
  case character(Character)
  /// `Optional`; `.optional(nil)` is `nil`.
  case optional(Value?)
  case tuple([Value], labels: [String?])
  case array([Value])
  case dictionary(DictionaryValue)
  case set([Value])
  case range(Value, Value, closed: Bool)
  /// A user struct's value.
  case instance(Instance)
  /// A user class's instance.
  case object(Object)
  /// A user enum's value.
  case enumCase(type: Int, index: Int, payload: [Value])
  /// A closure or a function value.
  case function(Closure)
  case point(Double, Double)
  case size(Double, Double)
  case rect(Double, Double, Double, Double)
  /// An angle, in radians.
  case angle(Double)
  /// A builtin struct with named fields (`DragGesture.Value`, `Color`, `EdgeInsets`, …).
  case record(Record)
  /// A builtin constant without data (`Color.red`, `Font.largeTitle`, `GestureMask.all`).
  case symbol(String)
  /// A view description (what a body returns).
  case view(ViewValue)
  /// A gesture description.
  case gesture(GestureValue)
  /// `Binding<T>`.
  case binding(Binding)
  /// The storage of a wrapped property (`@State`, `@GestureState`, …) inside a view's value.
  case cell(Cell)
  /// `GestureState<T>`, as `$name` projects it.
  case gestureState(GestureStateStorage<Value>)
  case keyPath([KeyPathStepValue])
  /// A user type as a value.
  case type(Int)
  /// A `Date`, in seconds.
  case date(Double)
}

/// A user struct's value: its type and its stored properties in declaration order.
public struct Instance {
  public var type: Int
  public var fields: [Value]
  public init(type: Int, fields: [Value]) {
    self.type = type
    self.fields = fields
  }
}

/// A user class's instance.
public final class Object {
  public let type: Int
  public var fields: [Value]
  /// Called when a `@Published` property changes.
  public var onChange: (() -> Void)?
  public init(type: Int, fields: [Value]) {
    self.type = type
    self.fields = fields
  }
}

/// Mutable storage shared by every copy of a view's value (`@State`, `@StateObject`) and by
/// the closures that capture a changing local.
public final class Cell {
  public var value: Value
  /// Called after each write that changes the value (state invalidates views; as in SwiftUI,
  /// writing the value a state already has does not update the views that read it).
  public var onWrite: (() -> Void)?
  public init(_ value: Value) { self.value = value }
  public func write(_ newValue: Value) {
    let old = value
    value = newValue
    guard let onWrite else { return }
    if case .object = newValue {
      onWrite()
    } else if !valuesEqual(old, newValue) {
      onWrite()
    }
  }
}

/// `Binding<T>`: how to read and write the value it refers to.
public struct Binding {
  public var get: () -> Value
  public var set: (Value) -> Void
  /// The transaction its writes happen in (`$x.animation(.spring)`), nil for a plain binding;
  /// `binding.transaction` reads it.
  public var transaction: Value?
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void, transaction: Value? = nil) {
    self.get = get
    self.set = set
    self.transaction = transaction
  }
}

/// A builtin struct value with named fields.
public struct Record {
  public var name: String
  public var labels: [String]
  public var fields: [Value]
  public init(name: String, labels: [String], fields: [Value]) {
    self.name = name
    self.labels = labels
    self.fields = fields
  }
  public subscript(label: String) -> Value? {
    labels.firstIndex(of: label).map { fields[$0] }
  }
  /// Sets the field `label` (a label the record lacks becomes its last field).
  public mutating func set(_ label: String, _ value: Value) {
    if let i = labels.firstIndex(of: label) {
      fields[i] = value
    } else {
      labels.append(label)
      fields.append(value)
    }
  }
}

/// A dictionary, kept in insertion order (Swift's own order is unspecified; printing sorts
/// nothing and follows insertion).
public struct DictionaryValue {
  public var keys: [Value] = []
  public var values: [Value] = []
  public init(keys: [Value] = [], values: [Value] = []) {
    self.keys = keys
    self.values = values
  }
}

/// A step of a key path at run time.
public enum KeyPathStepValue {
  case identity
  case field(Int)
  case getter(Int)
  case builtin(String)
  case tupleElement(Int)
}

/// A function value: a user function or closure with what it captured, or a builtin.
public final class Closure {
  public enum Code {
    /// `Program.functions[index]`.
    case function(Int)
    /// A function implemented by the runtime (bound methods of builtins, `dismiss`).
    case native(([Value]) -> Value)
  }
  public let code: Code
  /// The captured values and cells, in the function's capture order.
  public let captures: [Cell]
  /// `self` as the closure was made, if the enclosing code had one.
  public let selfValue: Value?
  public init(code: Code, captures: [Cell], selfValue: Value?) {
    self.code = code
    self.captures = captures
    self.selfValue = selfValue
  }
}

extension Value {
  /// The program's type of a user struct, class or enum value; nil for any other value.
  public var userType: Int? {
    switch self {
    case .instance(let i): i.type
    case .object(let o): o.type
    case .enumCase(let t, _, _): t
    default: nil
    }
  }
}
