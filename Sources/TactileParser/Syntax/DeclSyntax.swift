/// The declarations of Swift.
///
/// Every declaration carries its attributes and modifiers (`DeclHeader`); nominal types share
/// one payload (`TypeDecl`) whose `keyword` says which it is.
public indirect enum DeclKind: Sendable {
  /// `import Module.Sub`, `import struct Module.Type`.
  case importDecl(header: DeclHeader, importKeyword: TokenID, kind: TokenID?, path: [TokenID])
  /// `struct`, `class`, `enum`, `protocol` or `actor`.
  case typeDecl(TypeDecl)
  /// `extension Type: Protocols where … { }`.
  case extensionDecl(ExtensionDecl)
  /// `let`/`var` with one or more bindings.
  case variable(VariableDecl)
  /// `func`.
  case function(FunctionDecl)
  /// `init`, `init?`, `init!`.
  case initializer(InitializerDecl)
  /// `deinit { }`.
  case deinitializer(header: DeclHeader, deinitKeyword: TokenID, body: Block?)
  /// `subscript(params) -> T { accessors }`.
  case subscriptDecl(SubscriptDecl)
  /// `typealias Name<T> = Type`.
  case typeAlias(
    header: DeclHeader, keyword: TokenID, name: TokenID?, genericParameters: GenericParameterClause?,
    equal: TokenID?, type: TypeID)
  /// `associatedtype Name: Constraint = Default`.
  case associatedType(
    header: DeclHeader, keyword: TokenID, name: TokenID?, inheritance: InheritanceClause?, equal: TokenID?,
    defaultType: TypeID?, whereClause: WhereClause?)
  /// `case a, b(Int), c = 1` in an enum.
  case enumCase(header: DeclHeader, caseKeyword: TokenID, elements: [EnumCaseElement])
  /// `prefix operator +++`, `infix operator <> : AdditionPrecedence`.
  case operatorDecl(
    header: DeclHeader, operatorKeyword: TokenID, name: TokenID?, colon: TokenID?, group: TokenID?)
  /// `precedencegroup Name { … }`; the body is kept as tokens.
  case precedenceGroup(
    header: DeclHeader, keyword: TokenID, name: TokenID?, open: TokenID?, body: TokenSpan, close: TokenID?)
  /// `#Preview("name") { … }`, `#warning("…")` and other freestanding macros.
  case macroExpansion(header: DeclHeader, expansion: MacroExpansion)
  /// `#if` holding member declarations.
  case ifConfig(IfConfig<DeclID>)
  /// Attributes or modifiers with no declaration after them; the parser has reported it.
  case missing(header: DeclHeader)
  /// A `;` between members.
  case semicolon(TokenID)
  /// Tokens skipped during recovery.
  case unexpected(TokenSpan)
}

/// The attributes and modifiers in front of a declaration.
public struct DeclHeader: Sendable {
  /// `@State`, `@available(…)`, ….
  public var attributes: [Attribute]
  /// `private`, `static`, `private(set)`, `mutating`, ….
  public var modifiers: [Modifier]
  /// No attributes and no modifiers.
  public static var empty: DeclHeader { DeclHeader(attributes: [], modifiers: []) }
}

/// A declaration modifier, with its detail in `private(set)` or `unowned(safe)`.
public struct Modifier: Sendable {
  /// The modifier's name.
  public var name: TokenID
  /// `(`, the detail and `)`.
  public var detail: (open: TokenID, value: TokenID?, close: TokenID?)?
}

/// `@Name`, `@Name(arguments)`.
public struct Attribute: Sendable {
  /// How an attribute's arguments are kept.
  public enum Arguments: Sendable {
    /// Parsed as an argument list (property wrappers, `@Environment(\.x)`).
    case list(open: TokenID, arguments: [CallArgument], close: TokenID?)
    /// Kept as tokens (`@available(iOS 17, *)` is not expression syntax).
    case tokens(open: TokenID, tokens: TokenSpan, close: TokenID?)
  }
  /// `@`.
  public var atSign: TokenID
  /// The attribute's name as a type (`State`, `MainActor`, `Binding<Int>`).
  public var name: TypeID
  /// The arguments, if any.
  public var arguments: Arguments?
}

/// A struct, class, enum, protocol or actor.
public struct TypeDecl: Sendable {
  /// Attributes and modifiers.
  public var header: DeclHeader
  /// `struct`, `class`, `enum`, `protocol` or `actor`.
  public var keyword: TokenID
  /// The name.
  public var name: TokenID?
  /// `<T: P>`.
  public var genericParameters: GenericParameterClause?
  /// `: Super, Protocols`.
  public var inheritance: InheritanceClause?
  /// `where …`.
  public var whereClause: WhereClause?
  /// The members.
  public var members: MemberBlock
}

/// `extension Type: Protocols where … { members }`.
public struct ExtensionDecl: Sendable {
  /// Attributes and modifiers.
  public var header: DeclHeader
  /// `extension`.
  public var keyword: TokenID
  /// The extended type.
  public var extendedType: TypeID
  /// `: Protocols`.
  public var inheritance: InheritanceClause?
  /// `where …`.
  public var whereClause: WhereClause?
  /// The members.
  public var members: MemberBlock
}

/// `{ members }` of a type or extension.
public struct MemberBlock: Sendable {
  /// `{`.
  public var open: TokenID?
  /// The members.
  public var members: [DeclID]
  /// `}`.
  public var close: TokenID?
}

/// `let`/`var` with its bindings.
public struct VariableDecl: Sendable {
  /// Attributes (property wrappers) and modifiers.
  public var header: DeclHeader
  /// `let` or `var`.
  public var keyword: TokenID
  /// The bindings, separated by commas.
  public var bindings: [PatternBinding]
}

/// `pattern: Type = value { accessors }`.
public struct PatternBinding: Sendable {
  /// The bound pattern (usually a name).
  public var pattern: PatternID
  /// `: Type`.
  public var type: TypeAnnotation?
  /// `=`.
  public var equal: TokenID?
  /// The initial value.
  public var initializer: ExprID?
  /// A computed property's body or the property's observers.
  public var accessors: AccessorBlock?
  /// The comma after the binding.
  public var comma: TokenID?
}

/// `{ statements }` (an implicit getter) or `{ get { } set { } }` / `{ willSet { } didSet { } }`.
public struct AccessorBlock: Sendable {
  /// The two forms.
  public enum Content: Sendable {
    /// The statements of an implicit getter.
    case getter([StmtID])
    /// Explicit accessors.
    case accessors([Accessor])
  }
  /// `{`.
  public var open: TokenID
  /// The content.
  public var content: Content
  /// `}`.
  public var close: TokenID?
}

/// `get`, `set(newValue)`, `willSet`, `didSet`, `_modify`, … with a body.
public struct Accessor: Sendable {
  /// Attributes and modifiers such as `mutating`.
  public var header: DeclHeader
  /// The accessor's keyword (nil when attributes or modifiers are followed by no accessor).
  public var keyword: TokenID?
  /// `(name)` after `set`, `willSet`, `didSet`.
  public var parameter: (open: TokenID, name: TokenID?, close: TokenID?)?
  /// `async`, `throws`.
  public var effects: EffectSpecifiers
  /// The body (absent in protocol requirements).
  public var body: Block?
}

/// A function declaration.
public struct FunctionDecl: Sendable {
  /// Attributes and modifiers.
  public var header: DeclHeader
  /// `func`.
  public var funcKeyword: TokenID
  /// The name: an identifier or an operator.
  public var name: TokenID?
  /// `<T>`.
  public var genericParameters: GenericParameterClause?
  /// Parameters, effects and result.
  public var signature: FunctionSignature
  /// `where …`.
  public var whereClause: WhereClause?
  /// The body (absent in protocols).
  public var body: Block?
}

/// `(parameters) async throws -> Result`.
public struct FunctionSignature: Sendable {
  /// `(`.
  public var open: TokenID?
  /// The parameters.
  public var parameters: [Parameter]
  /// `)`.
  public var close: TokenID?
  /// `async`, `throws`.
  public var effects: EffectSpecifiers
  /// `->`.
  public var arrow: TokenID?
  /// The result type.
  public var returnType: TypeID?
}

/// A function parameter: `label name: Type = default`, `_ x: Int...`, `x: inout Int`.
public struct Parameter: Sendable {
  /// Attributes on the parameter.
  public var attributes: [Attribute]
  /// The argument label or the only name.
  public var firstName: TokenID?
  /// The parameter name when a label is given.
  public var secondName: TokenID?
  /// `:`.
  public var colon: TokenID?
  /// The type.
  public var type: TypeID
  /// `...`.
  public var ellipsis: TokenID?
  /// `=`.
  public var equal: TokenID?
  /// The default value.
  public var defaultValue: ExprID?
  /// The comma after it.
  public var comma: TokenID?
}

/// An initializer.
public struct InitializerDecl: Sendable {
  /// Attributes and modifiers.
  public var header: DeclHeader
  /// `init`.
  public var initKeyword: TokenID
  /// `?` or `!` after `init`.
  public var optionalMark: TokenID?
  /// `<T>`.
  public var genericParameters: GenericParameterClause?
  /// Parameters and effects.
  public var signature: FunctionSignature
  /// `where …`.
  public var whereClause: WhereClause?
  /// The body.
  public var body: Block?
}

/// A subscript declaration.
public struct SubscriptDecl: Sendable {
  /// Attributes and modifiers.
  public var header: DeclHeader
  /// `subscript`.
  public var keyword: TokenID
  /// `<T>`.
  public var genericParameters: GenericParameterClause?
  /// Parameters and result.
  public var signature: FunctionSignature
  /// `where …`.
  public var whereClause: WhereClause?
  /// The accessors.
  public var accessors: AccessorBlock?
}

/// `name(associated values) = raw value` in a `case` declaration.
public struct EnumCaseElement: Sendable {
  /// The name.
  public var name: TokenID?
  /// Associated values, written like parameters.
  public var associatedValues: FunctionSignature?
  /// `=`.
  public var equal: TokenID?
  /// The raw value.
  public var rawValue: ExprID?
  /// The comma after it.
  public var comma: TokenID?
}
