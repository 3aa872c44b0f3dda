/// A property wrapper that updates a property while the user performs a gesture and resets it
/// to its initial value when the gesture ends (SwiftUI's `@GestureState`, R1.3–R1.6, R8).
///
/// The value is read-only outside `updating(_:body:)`; `$state` is the wrapper itself, which
/// `updating` takes. The value lives in a `GestureStateStorage` shared by every copy of the
/// wrapper, so a host (or a test) can observe writes and resets.
@propertyWrapper
public struct GestureState<Value> {
  /// Where the value lives.
  public let storage: GestureStateStorage<Value>

  public init(wrappedValue: Value) {
    storage = GestureStateStorage(initialValue: wrappedValue, resetTransaction: Transaction(), reset: nil)
  }
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  public init(wrappedValue: Value, resetTransaction: Transaction) {
    storage = GestureStateStorage(initialValue: wrappedValue, resetTransaction: resetTransaction, reset: nil)
  }
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    storage = GestureStateStorage(initialValue: wrappedValue, resetTransaction: Transaction(), reset: reset)
  }
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// Wraps existing storage (hosts that keep state per view identity use this).
  public init(storage: GestureStateStorage<Value>) { self.storage = storage }

  /// The current value. Only `updating` bodies change it.
  public var wrappedValue: Value { storage.value }

  /// The wrapper itself, to pass to `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}

/// The storage of a `@GestureState`: its initial value, its current value, how it resets, and
/// who is told about writes.
public final class GestureStateStorage<Value> {
  public let initialValue: Value
  public private(set) var value: Value
  /// The transaction a reset uses (default: no animation).
  public var resetTransaction: Transaction
  /// Called before a reset with the current value and the reset transaction, if given.
  public var reset: ((Value, inout Transaction) -> Void)?
  /// Called after every write and reset, with the transaction of the change.
  public var onChange: ((Transaction) -> Void)?
  /// Describes values for traces (set by hosts that can print values).
  public var describe: ((Value) -> String)?
  /// A name for traces, such as `dragOffset`.
  public var name: String

  public init(
    initialValue: Value, resetTransaction: Transaction = Transaction(),
    reset: ((Value, inout Transaction) -> Void)? = nil, name: String = "state"
  ) {
    self.initialValue = initialValue
    self.value = initialValue
    self.resetTransaction = resetTransaction
    self.reset = reset
    self.name = name
  }

  /// Writes a value computed by an `updating` body.
  func write(_ newValue: Value, transaction: Transaction) {
    value = newValue
    onChange?(transaction)
  }

  /// Puts the initial value back, through the reset closure and transaction (R1.5).
  func resetToInitial() {
    var transaction = resetTransaction
    reset?(value, &transaction)
    value = initialValue
    onChange?(transaction)
  }

  func describeValue(_ v: Value) -> String { describe.map { "\(name) = \($0(v))" } ?? name }
}
