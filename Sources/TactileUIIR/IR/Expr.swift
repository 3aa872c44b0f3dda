/// An index into `Program.builtins`: a SwiftUI or standard-library entity the runtime implements.
public typealias BuiltinRef = Int

/// A literal value.
public enum Constant: Sendable, Equatable {
  /// Swift's `Int`, 64 bits on every host (the browser's wasm32 included; docs/runtime-values.md).
  case int(Int64)
  case double(Double)
  case bool(Bool)
  case string(String)
  case nilValue
  case void
}

/// An expression of the UIIR. Every name is resolved: locals to frame slots, properties to
/// (type, index), functions to `Program.functions`, builtins to keys. `at` is the byte offset
/// a runtime error there reports.
public indirect enum Expr: Sendable {
  case constant(Constant)
  /// A frame slot (parameter or local).
  case slot(Int)
  /// A closure's captured value.
  case capture(Int)
  case selfValue
  /// A global or static variable.
  case global(Int)
  /// A plain stored property of a user type's value.
  case property(Expr, type: Int, index: Int)
  /// The value of a wrapped property (`@State`, `@GestureState`, `@Binding`, …).
  case wrapped(Expr, type: Int, index: Int)
  /// `$name`: the wrapper's projection (`Binding`, `GestureState`, an object's bindings).
  case projected(Expr, type: Int, index: Int)
  /// `_name`: the wrapper itself.
  case wrapper(Expr, type: Int, index: Int)
  /// A user function, method, initializer or accessor.
  case call(function: Int, receiver: Receiver?, arguments: [Argument], at: Int)
  /// A builtin function, initializer, property, static member or constant.
  case builtin(BuiltinRef, receiver: Receiver?, arguments: [Argument], at: Int)
  /// The memberwise initializer of a user struct; nil arguments take the property's initial value.
  case construct(type: Int, arguments: [Expr?], at: Int)
  /// A case of a user enum, with its associated values.
  case enumCase(type: Int, index: Int, payload: [Expr])
  /// A closure: `function` with its captures taken from the current frame.
  case closure(function: Int)
  /// A user function used as a value (`action: reset`), bound to a receiver for methods.
  case functionValue(function: Int, receiver: Expr?)
  /// Calling a value of function type.
  case callValue(Expr, arguments: [Argument], at: Int)
  case tuple([Expr], labels: [String?])
  case tupleElement(Expr, Int)
  case array([Expr])
  case dictionary(keys: [Expr], values: [Expr])
  /// A string with interpolations.
  case interpolation([InterpolationPart])
  /// `c ? a : b`.
  case conditional(Expr, Expr, Expr)
  /// `try? x` (`optional`: nil when `x` throws, its value wrapped when `wrap`) or `try! x` (a
  /// runtime error when it throws).
  case tryValue(Expr, optional: Bool, wrap: Bool, at: Int)
  /// Runs statements, then evaluates the expression: an `if` or `switch` used as a value, whose
  /// branches each assign the value to the slot the expression then reads.
  case sequence([Stmt], Expr)
  case and(Expr, Expr)
  case or(Expr, Expr)
  case not(Expr)
  /// A value wrapped in `Optional` `depth` times (an implicit conversion).
  case wrapOptional(Expr, depth: Int)
  case forceUnwrap(Expr, at: Int)
  /// The top of an optional chain: evaluates `body`; an `unwrapChain` with the same `id` that
  /// meets `nil` makes the whole chain `nil`. `wrap` wraps a present result in `Optional`.
  case chain(Expr, id: Int, wrap: Bool)
  /// `x?` inside a chain.
  case unwrapChain(Expr, id: Int)
  /// `a ?? b`.
  case coalesce(Expr, Expr)
  /// `x == nil` (or `!=` when `negated`).
  case isNil(Expr, negated: Bool)
  /// `target = value`.
  case assign(LValue, Expr, at: Int)
  /// `\.name.other`: property paths for `ForEach(id:)`, `@Environment`, and key-path calls.
  case keyPath([KeyPathStep])
  /// A user type used as a value (`Direction.self`).
  case typeValue(Int)
  /// `value as? T`, `value as! T`, `value is T` against a user type or a builtin type name.
  case cast(Expr, CastKind, TypeTest, at: Int)
  /// Something the runtime cannot run; evaluating it is a runtime error with this message.
  case unsupported(String, at: Int)
}

/// The receiver of a method call: a value, or a variable for mutating methods.
public enum Receiver: Sendable {
  case value(Expr)
  case reference(LValue)
}

/// An argument: a value, or `&variable` for an `inout` parameter.
public enum Argument: Sendable {
  case value(Expr)
  case reference(LValue)
}

/// A piece of a string literal.
public enum InterpolationPart: Sendable {
  case text(String)
  case value(Expr)
  /// `\(value, specifier: "%.1f")` in a `LocalizedStringKey`.
  case formatted(Expr, specifier: String)
}

/// A step of a key path.
public enum KeyPathStep: Sendable, Equatable {
  /// `\.self`.
  case identity
  /// A stored property of a user type.
  case property(type: Int, index: Int)
  /// A builtin property (`\.id` of a builtin type, `\.colorScheme`).
  case builtin(BuiltinRef)
  /// A property of a user type computed by a getter.
  case getter(Int)
  /// An element of a tuple, by position (`\.offset` of an `enumerated()` pair, `\.0`).
  case tupleElement(Int)
}

/// What a cast tests.
public enum CastKind: Sendable, Equatable {
  case conditional
  case forced
  case test
}

/// The type a cast or `is` pattern tests against.
public enum TypeTest: Sendable, Equatable {
  case user(Int)
  case builtin(String)
}

/// Something that can be assigned to.
public indirect enum LValue: Sendable {
  case slot(Int)
  case capture(Int)
  case selfValue
  case global(Int)
  /// A plain stored property of the value held in the inner location.
  case property(LValue, type: Int, index: Int)
  /// A wrapped property: stored by the runtime, so the base is only read.
  case wrapped(Expr, type: Int, index: Int)
  /// A builtin property of the value held in the inner location (`offset.width`).
  case builtinProperty(LValue, BuiltinRef)
  /// `base[index]` on a builtin collection.
  case subscriptAccess(LValue, BuiltinRef, arguments: [Expr])
  /// A user computed property with a setter, or a user subscript with a setter (its arguments
  /// come first in both accessors' calls; the setter's last parameter is the new value).
  case computed(Receiver?, getter: Int, setter: Int, arguments: [Expr])
  case tupleElement(LValue, Int)
  case forceUnwrap(LValue, at: Int)
  /// `x?.y = …`: assigns only when the inner location holds a value.
  case optionalChain(LValue)
  /// A value that is only read: a builtin object a static property gives, or a call's result
  /// (`UIPasteboard.general.string = text`, `UITabBar.appearance().isHidden = true` set the
  /// object's property; nothing is stored back).
  case readOnly(Expr)
  /// `_ = value`.
  case discard
}
