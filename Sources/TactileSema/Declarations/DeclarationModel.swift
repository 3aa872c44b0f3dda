import TactileParser

/// Which kind of nominal type a declaration introduces.
public enum NominalKind: Hashable, Sendable {
  case structType
  case enumType
  case classType
  case protocolType
  case actorType

  /// The keyword that introduces it, as diagnostics print it.
  public var keyword: String {
    switch self {
    case .structType: "struct"
    case .enumType: "enum"
    case .classType: "class"
    case .protocolType: "protocol"
    case .actorType: "actor"
    }
  }
}

/// Where a declaration was written: which source file (interface files first, then the user's)
/// and which syntax node.
public struct DeclOrigin: Hashable, Sendable {
  public var file: Int
  public var decl: DeclID?
  public init(file: Int, decl: DeclID?) {
    self.file = file
    self.decl = decl
  }
}

/// A struct, enum, class, protocol or actor, with its members from every extension.
public struct NominalSymbol: Sendable {
  public var name: String
  public var kind: NominalKind
  /// The type this one is nested in.
  public var parent: NominalRef?
  /// The generic context of the type's own parameters (its parent's context is its parent).
  public var genericContext: Int
  /// Declared conformances and superclass, from the declaration and its extensions.
  public var inherited: [SType] = []
  /// For conformances declared by a constrained extension (`extension Optional: Equatable
  /// where Wrapped: Equatable`), the requirements, keyed by the index in `inherited`.
  public var conformanceConditions: [Int: [Requirement]] = [:]
  /// Members by name, in declaration order within a name.
  public var members: [String: [MemberRef]] = [:]
  /// Stored instance properties in declaration order (memberwise initializers, printing).
  public var storedProperties: [VariableRef] = []
  /// Enum cases in declaration order.
  public var cases: [EnumCaseRef] = []
  /// Whether the declaration comes from the interface (its members are builtins).
  public var isBuiltin: Bool
  public var origin: DeclOrigin

  /// The qualified name, such as `DragGesture.Value`, filled in by `SymbolTable`.
  public var qualifiedName: String
}

/// A member of a nominal type, or a global declaration.
public enum MemberRef: Hashable, Sendable {
  case variable(VariableRef)
  case function(FunctionRef)
  case nominal(NominalRef)
  case typeAlias(TypeAliasRef)
  case enumCase(EnumCaseRef)
  case associatedType(String)
}

/// A function, method, initializer, operator or subscript: an index into `SymbolTable.functions`.
public struct FunctionRef: Hashable, Sendable {
  public var index: Int
  public init(_ index: Int) { self.index = index }
}

/// A property, global or local constant/variable: an index into `SymbolTable.variables`.
public struct VariableRef: Hashable, Sendable {
  public var index: Int
  public init(_ index: Int) { self.index = index }
}

/// A typealias: an index into `SymbolTable.typeAliases`.
public struct TypeAliasRef: Hashable, Sendable {
  public var index: Int
  public init(_ index: Int) { self.index = index }
}

/// An enum case: an index into `SymbolTable.enumCases`.
public struct EnumCaseRef: Hashable, Sendable {
  public var index: Int
  public init(_ index: Int) { self.index = index }
}

/// What a function declaration is.
public enum FunctionKind: Hashable, Sendable {
  case function
  case initializer
  case subscriptAccessor
  case operatorFunction
}

/// Where an operator function's operator goes.
public enum Fixity: Hashable, Sendable {
  case infix
  case prefix
  case postfix
}

/// A parameter of a declared function.
public struct ParameterSymbol: Sendable {
  /// The argument label (`nil` for `_`).
  public var label: String?
  /// The name inside the body.
  public var name: String
  public var type: SType
  public var isInout: Bool
  public var isVariadic: Bool
  public var isAutoclosure: Bool
  public var isViewBuilder: Bool
  /// The default value's expression, if any.
  public var defaultValue: ExprID?
  /// Whether the parameter defaults to `nil` without a written default: a memberwise
  /// initializer's parameter for an optional `var` declared without an initial value.
  public var defaultsToNil = false
  /// Whether the argument is a view builder closure whose view is what the parameter stores:
  /// a memberwise initializer's parameter for `@ViewBuilder let content: Content` (SE-0289).
  public var storesBuilderResult = false
  /// The protocol a builder closure's result conforms to when it is not `View`: `Keyframes`
  /// for a `@KeyframesBuilder`, `KeyframeTrackContent` for a `@KeyframeTrackContentBuilder`.
  public var builderProtocol: String?
  /// The program's `@resultBuilder` type a closure argument's body is built with.
  public var userBuilder: NominalRef?

  /// Whether a call may leave the parameter out.
  public var hasDefault: Bool { defaultValue != nil || defaultsToNil }
}

/// A requirement in a `where` clause (or implied by a constrained extension).
public enum Requirement: Sendable {
  /// `T: P` (or a superclass).
  case conformance(SType, SType)
  /// `T == U`.
  case sameType(SType, SType)
}

/// A declared function of any kind.
public struct FunctionSymbol: Sendable {
  public var name: String
  public var kind: FunctionKind
  public var parameters: [ParameterSymbol]
  public var result: SType
  public var isStatic: Bool
  public var isMutating: Bool
  public var isThrowing: Bool
  public var isFailable: Bool
  /// Whether the body is a view builder (`@ViewBuilder`, or `body` of a `View`).
  public var isViewBuilder: Bool
  /// For operator functions: `prefix`, `postfix`, or neither (infix).
  public var fixity: Fixity = .infix
  /// The generic context of the function's own parameters.
  public var genericContext: Int
  /// The type the function is a member of (a protocol for protocol-extension members).
  public var owner: NominalRef?
  /// `where` requirements, including those of the enclosing extension.
  public var requirements: [Requirement]
  /// For builtins: the key the runtime binds an implementation to.
  public var builtinKey: String?
  public var origin: DeclOrigin
  /// The program's `@resultBuilder` type the body is built with (`@ListBuilder func items()`).
  public var userBuilder: NominalRef? = nil

  /// The argument labels, as `name(a:_:)` prints them.
  public var signatureName: String {
    let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
    return "\(name)(\(labels))"
  }
}

/// How a property wrapper stores a property.
public enum PropertyWrapperKind: Hashable, Sendable {
  case state
  case gestureState
  case binding
  case stateObject
  case observedObject
  case environment
  case environmentObject
  case published
  case appStorage
  case namespace
  case focusState
  /// A `@propertyWrapper` type of the program (`wrapperType` names it): the property is stored
  /// as the wrapper, and reads and writes its `wrappedValue`.
  case custom
}

/// A property, a global, or a local `let`/`var`.
public struct VariableSymbol: Sendable {
  public var name: String
  /// The declared or inferred type; `nil` until inferred.
  public var type: SType?
  public var isStatic: Bool
  public var isLet: Bool
  /// Whether it has a getter body (computed) instead of storage.
  public var isComputed: Bool
  public var hasSetter: Bool
  /// Whether the getter is a view builder (`var body: some View`).
  public var isViewBuilder: Bool
  public var wrapper: PropertyWrapperKind?
  /// The wrapper's full type (`State<Int>`), when the property has one.
  public var wrapperType: SType?
  public var owner: NominalRef?
  public var initializer: ExprID?
  public var requirements: [Requirement]
  public var builtinKey: String?
  public var origin: DeclOrigin
  /// The pattern binding within its declaration.
  public var bindingIndex: Int
  /// Whether the setter is `nonmutating` (`Binding.wrappedValue`): setting it through a
  /// constant is allowed.
  public var hasNonmutatingSetter = false
  /// The program's `@resultBuilder` type the getter is built with (`@ListBuilder var items`).
  public var userBuilder: NominalRef? = nil
}

/// A typealias.
public struct TypeAliasSymbol: Sendable {
  public var name: String
  public var genericContext: Int
  public var underlying: SType
  public var owner: NominalRef?
  /// For a protocol composition (`typealias Page = View & Identifiable & Hashable`), each of
  /// its types: as a constraint, the alias requires them all.
  public var components: [SType] = []
}

/// An enum case, with its associated values as parameters.
public struct EnumCaseSymbol: Sendable {
  public var name: String
  public var owner: NominalRef
  public var associatedValues: [ParameterSymbol]
  public var rawValue: ExprID?
  public var origin: DeclOrigin
}

/// The generic parameters introduced by one declaration, and where they are declared.
public struct GenericContext: Sendable {
  /// One generic parameter.
  public struct Parameter: Sendable {
    public var name: String
    /// Declared conformances (`T: Gesture`).
    public var constraints: [SType]
  }
  public var parent: Int?
  public var parameters: [Parameter]
  /// The protocol whose `Self` this context's first parameter is, if any.
  public var protocolSelf: NominalRef?
  /// Conformances the type's `where` clause requires of its parameters' associated types
  /// (`where Item.Element: Identifiable`).
  public var associatedRequirements: [Requirement] = []
}
