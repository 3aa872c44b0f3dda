import TactileParser

/// A local constant, variable or parameter (of a function, closure, pattern or loop): an index
/// into `SemanticAnalyzer.locals`.
public struct LocalRef: Hashable, Sendable {
  public var index: Int
  public init(_ index: Int) { self.index = index }
}

/// A local declaration.
public struct LocalSymbol: Sendable {
  public var name: String
  public var type: SType
  public var isLet: Bool
  /// Whether it is an `inout` parameter (assignable, written back).
  public var isInout: Bool
  /// Whether it is a `let` declared without a value, given one later by assignment
  /// (`DefiniteInitialization` checks that it is given one exactly once).
  public var isDeferred = false
  /// For `item` of a closure parameter written `$item` (SE-0293): the local holding the
  /// `Binding` it reads and writes through.
  public var projection: LocalRef?
}

/// What a name, a member access or a callee refers to.
public enum Reference: Sendable {
  /// A local constant, variable or parameter.
  case local(LocalRef)
  /// A property (instance, static) or global variable, read through its wrapper if it has one.
  case property(VariableRef)
  /// `$name`: a property wrapper's projected value.
  case projectedValue(VariableRef)
  /// `_name`: a property wrapper itself.
  case wrapperStorage(VariableRef)
  /// A function, method or initializer.
  case function(FunctionRef)
  /// The memberwise initializer the compiler gives a struct without one.
  case memberwiseInitializer(NominalRef)
  /// An enum case (a value, or a constructor when it has associated values).
  case enumCase(EnumCaseRef)
  /// A type used as a value (`Color` in `Color.red`, `DragGesture` in `DragGesture()`).
  case type(SType)
  /// `self`.
  case selfValue
  /// A tuple element by position.
  case tupleElement(Int)
  /// `$0`, `$1`: an anonymous closure parameter.
  case anonymousParameter(LocalRef)
}

/// How one parameter of a call gets its value.
public enum ArgumentSource: Sendable {
  /// The argument at this index (trailing closures come after the parenthesised arguments).
  case argument(Int)
  /// The parameter's default value.
  case defaultValue(FunctionRef, Int)
  /// Several arguments for a variadic parameter.
  case variadic([Int])
}

/// What a call resolved to.
public struct CallResolution: Sendable {
  public var callee: Reference
  /// One source per parameter of the callee, in parameter order.
  public var arguments: [ArgumentSource]
}

/// An implicit conversion the checker applied to an expression's value.
public enum Conversion: Hashable, Sendable {
  /// `T` to `T?` (wrapped `depth` times).
  case optionalPromotion(Int)
  /// `CGFloat` to `Double` or back (SE-0307); the representation is the same.
  case floatingPoint
  /// A reference to a declaration of implicitly unwrapped optional type (`var item: Item!`)
  /// used where its wrapped type is needed: forced, trapping on `nil`.
  case forceUnwrap
  /// To a protocol-typed or `Any` context (the value is kept as is).
  case existential
  /// A view builder closure whose view is stored (`Card { Text("a") }` for
  /// `@ViewBuilder let content: Content`, SE-0289): the closure is called where it is written.
  case builderResult
}
