/// The types of Swift as written in source.
public enum TypeKind: Sendable {
  /// `Int`, `Array<Int>`, `Self`, `Any`.
  case identifier(name: TokenID, genericArguments: GenericArgumentClause?)
  /// `Base.Name<Args>`, such as `DragGesture.Value`.
  case member(base: TypeID, dot: TokenID, name: TokenID?, genericArguments: GenericArgumentClause?)
  /// `T?`.
  case optional(wrapped: TypeID, question: TokenID)
  /// `T!`.
  case implicitlyUnwrapped(wrapped: TypeID, exclamation: TokenID)
  /// `[T]`.
  case array(open: TokenID, element: TypeID, close: TokenID?)
  /// `[K: V]`.
  case dictionary(open: TokenID, key: TypeID, colon: TokenID, value: TypeID, close: TokenID?)
  /// `(A, label: B)`; one unlabeled element is a parenthesised type.
  case tuple(open: TokenID, elements: [TupleTypeElement], close: TokenID?)
  /// `(A) async throws -> B`; `arrow` is nil (and `result` missing) when effects are not followed
  /// by `->`.
  case function(
    open: TokenID, parameters: [TupleTypeElement], close: TokenID?, effects: EffectSpecifiers,
    arrow: TokenID?, result: TypeID)
  /// `some P`.
  case some(keyword: TokenID, constraint: TypeID)
  /// `any P`.
  case any(keyword: TokenID, constraint: TypeID)
  /// `T.Type` or `T.Protocol`.
  case metatype(base: TypeID, dot: TokenID, keyword: TokenID)
  /// `A & B`.
  case composition(elements: [TypeID], ampersands: [TokenID])
  /// `inout T`, `@escaping T`, `@MainActor () -> Void`, `borrowing T`.
  case attributed(specifiers: [TokenID], attributes: [Attribute], base: TypeID)
  /// `repeat each T` and `each T` (parameter packs).
  case pack(keyword: TokenID, base: TypeID)
  /// A type the source lacks; the parser has reported it.
  case missing
}

/// An element of a tuple type or a function type's parameter list.
public struct TupleTypeElement: Sendable {
  /// The label, if any.
  public var firstName: TokenID?
  /// The second name, if two are given.
  public var secondName: TokenID?
  /// `:`.
  public var colon: TokenID?
  /// The type.
  public var type: TypeID
  /// `...`.
  public var ellipsis: TokenID?
  /// The comma after it.
  public var comma: TokenID?
}

/// `<A, B>` after a type name.
public struct GenericArgumentClause: Sendable {
  /// `<`.
  public var open: TokenID
  /// The arguments with their commas.
  public var arguments: [(type: TypeID, comma: TokenID?)]
  /// `>`.
  public var close: TokenID?
}

/// `<T: P, each U>` after a declaration's name.
public struct GenericParameterClause: Sendable {
  /// One generic parameter.
  public struct Parameter: Sendable {
    /// `each` for a parameter pack.
    public var eachKeyword: TokenID?
    /// The name.
    public var name: TokenID?
    /// `:`.
    public var colon: TokenID?
    /// The constraint.
    public var inherited: TypeID?
    /// The comma after it.
    public var comma: TokenID?
  }
  /// `<`.
  public var open: TokenID
  /// The parameters.
  public var parameters: [Parameter]
  /// A trailing `where` inside the brackets.
  public var whereClause: WhereClause?
  /// `>`.
  public var close: TokenID?
}

/// `: A, B` after a type's name.
public struct InheritanceClause: Sendable {
  /// `:`.
  public var colon: TokenID
  /// The inherited types with their commas.
  public var types: [(type: TypeID, comma: TokenID?)]
}

/// `where T: P, T.Element == U`.
public struct WhereClause: Sendable {
  /// One requirement.
  public struct Requirement: Sendable {
    /// The constrained type.
    public var lhs: TypeID
    /// `:` (conformance) or `==` (same type).
    public var relation: TokenID?
    /// The constraint or the other type.
    public var rhs: TypeID
    /// The comma after it.
    public var comma: TokenID?
  }
  /// `where`.
  public var keyword: TokenID
  /// The requirements.
  public var requirements: [Requirement]
}

/// The patterns of Swift: what `let`, `var`, `case`, `for` and `catch` bind or match.
public enum PatternKind: Sendable {
  /// A name being bound.
  case identifier(TokenID)
  /// `_`.
  case wildcard(TokenID)
  /// `(a, b)` or `(x: a, y: b)`.
  case tuple(open: TokenID, elements: [TuplePatternElement], close: TokenID?)
  /// `let x`, `var (a, b)` inside a larger pattern.
  case binding(keyword: TokenID, pattern: PatternID)
  /// `is Type`.
  case isType(isKeyword: TokenID, type: TypeID)
  /// `pattern as Type`.
  case asType(pattern: PatternID, asKeyword: TokenID, type: TypeID)
  /// `x?`.
  case optional(pattern: PatternID, question: TokenID)
  /// An expression pattern: `.some(let x)`, `1...5`, `.drag`.
  case expr(ExprID)
  /// A pattern the source lacks; the parser has reported it.
  case missing
}

/// An element of a tuple pattern.
public struct TuplePatternElement: Sendable {
  /// The label, if any.
  public var label: TokenID?
  /// `:`.
  public var colon: TokenID?
  /// The element.
  public var pattern: PatternID
  /// The comma after it.
  public var comma: TokenID?
}
