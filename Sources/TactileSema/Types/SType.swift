/// A type as semantic analysis sees it: the canonical, resolved form of what source writes.
///
/// Nominal types refer to their declaration by index (`NominalRef`) and carry their generic
/// arguments — for a nested type of a generic type, the outer type's arguments first
/// (`SimultaneousGesture<A, B>.Value` is `.nominal(Value, [A, B])`). `Void` is the empty tuple.
/// `variable` types exist only while an expression is being inferred; `error` marks a type that
/// could not be determined, and every check accepts it silently so that one mistake produces one
/// diagnostic.
public indirect enum SType: Hashable, Sendable {
  case nominal(NominalRef, [SType])
  case tuple([TupleElement])
  case function(FunctionType)
  /// A generic parameter of a declaration (`T`, `Content`), or a protocol's `Self`.
  case parameter(GenericParameterRef)
  /// An associated type of a type parameter: `Self.Value`, `Content.Body`.
  case dependent(SType, String)
  /// `some P` with its underlying type when known (user declarations), or an unknown type
  /// conforming to `constraint` (builtin results such as `some View`).
  case opaque(constraint: NominalRef, underlying: SType?)
  /// `T.Type`.
  case metatype(SType)
  /// An inference variable.
  case variable(Int)
  case error

  /// The empty tuple, `Void` or `()`.
  public static let void = SType.tuple([])

  /// Whether the type contains an error anywhere (such types never produce diagnostics).
  public var containsError: Bool { contains { if case .error = $0 { true } else { false } } }

  /// Whether the type contains an inference variable.
  public var containsVariable: Bool { contains { if case .variable = $0 { true } else { false } } }

  /// Whether the type or any component of it, at any depth, satisfies `predicate`.
  public func contains(where predicate: (SType) -> Bool) -> Bool {
    if predicate(self) { return true }
    switch self {
    case .nominal(_, let args): return args.contains { $0.contains(where: predicate) }
    case .tuple(let elements): return elements.contains { $0.type.contains(where: predicate) }
    case .function(let f):
      return f.result.contains(where: predicate)
        || f.parameters.contains { $0.type.contains(where: predicate) }
    case .dependent(let base, _): return base.contains(where: predicate)
    case .opaque(_, let underlying): return underlying?.contains(where: predicate) ?? false
    case .metatype(let base): return base.contains(where: predicate)
    case .parameter, .variable, .error: return false
    }
  }

  /// The type with `transform` applied to every component, bottom-up.
  public func map(_ transform: (SType) -> SType?) -> SType {
    if let replaced = transform(self) { return replaced }
    switch self {
    case .nominal(let ref, let args): return .nominal(ref, args.map { $0.map(transform) })
    case .tuple(let elements):
      return .tuple(elements.map { TupleElement(label: $0.label, type: $0.type.map(transform)) })
    case .function(var f):
      f.parameters = f.parameters.map { p in
        var q = p
        q.type = p.type.map(transform)
        return q
      }
      f.result = f.result.map(transform)
      return .function(f)
    case .dependent(let base, let name): return .dependent(base.map(transform), name)
    case .opaque(let c, let underlying): return .opaque(constraint: c, underlying: underlying?.map(transform))
    case .metatype(let base): return .metatype(base.map(transform))
    case .parameter, .variable, .error: return self
    }
  }
}

/// An element of a tuple type, with its label.
public struct TupleElement: Hashable, Sendable {
  public var label: String?
  public var type: SType
  public init(label: String? = nil, type: SType) {
    self.label = label
    self.type = type
  }
}

/// A function type: parameters with their flags, a result, and whether it throws.
public struct FunctionType: Hashable, Sendable {
  public var parameters: [ParameterType]
  public var result: SType
  public var isThrowing: Bool
  public var isAsync: Bool
  public init(parameters: [ParameterType], result: SType, isThrowing: Bool = false, isAsync: Bool = false) {
    self.parameters = parameters
    self.result = result
    self.isThrowing = isThrowing
    self.isAsync = isAsync
  }
}

/// One parameter of a function type.
public struct ParameterType: Hashable, Sendable {
  public var type: SType
  public var isInout: Bool
  public var isVariadic: Bool
  public var isAutoclosure: Bool
  public init(type: SType, isInout: Bool = false, isVariadic: Bool = false, isAutoclosure: Bool = false) {
    self.type = type
    self.isInout = isInout
    self.isVariadic = isVariadic
    self.isAutoclosure = isAutoclosure
  }
}

/// A nominal type declaration: an index into `SymbolTable.nominals`.
public struct NominalRef: Hashable, Sendable, Comparable {
  public var index: Int
  public init(_ index: Int) { self.index = index }
  public static func < (a: NominalRef, b: NominalRef) -> Bool { a.index < b.index }
}

/// A generic parameter: the declaration context that introduces it and its position there.
public struct GenericParameterRef: Hashable, Sendable {
  /// The generic context (see `SymbolTable.genericContexts`).
  public var context: Int
  public var index: Int
  public init(context: Int, index: Int) {
    self.context = context
    self.index = index
  }
}
