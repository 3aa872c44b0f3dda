import TactileParser

/// Everything declared in a program: the interface's builtin SwiftUI and standard-library
/// surface, and the user's declarations, in one table.
///
/// SymbolTable are stored in arrays and referred to by index (`NominalRef`, `FunctionRef`, …),
/// so the table is a plain value graph without reference cycles. Members of a type from all its
/// extensions are merged into its `NominalSymbol`.
public struct SymbolTable: Sendable {
  public var nominals: [NominalSymbol] = []
  public var functions: [FunctionSymbol] = []
  public var variables: [VariableSymbol] = []
  public var typeAliases: [TypeAliasSymbol] = []
  public var enumCases: [EnumCaseSymbol] = []
  public var genericContexts: [GenericContext] = []
  /// Top-level names: types, functions, variables and typealiases.
  public var globals: [String: [MemberRef]] = [:]
  /// Operator functions by operator, from every type (`static func +`).
  public var operators: [String: [FunctionRef]] = [:]
  /// Protocol extensions' members, by protocol: members that any conforming type has.
  /// (They live in the protocol's `members`; this lists the protocols for quick walks.)
  public var protocols: [NominalRef] = []

  public init() {}

  public subscript(ref: NominalRef) -> NominalSymbol {
    get { nominals[ref.index] }
    set { nominals[ref.index] = newValue }
  }
  public subscript(ref: FunctionRef) -> FunctionSymbol {
    get { functions[ref.index] }
    set { functions[ref.index] = newValue }
  }
  public subscript(ref: VariableRef) -> VariableSymbol {
    get { variables[ref.index] }
    set { variables[ref.index] = newValue }
  }
  public subscript(ref: TypeAliasRef) -> TypeAliasSymbol {
    get { typeAliases[ref.index] }
    set { typeAliases[ref.index] = newValue }
  }
  public subscript(ref: EnumCaseRef) -> EnumCaseSymbol {
    get { enumCases[ref.index] }
    set { enumCases[ref.index] = newValue }
  }

  mutating func addGenericContext(_ context: GenericContext) -> Int {
    genericContexts.append(context)
    return genericContexts.count - 1
  }

  mutating func addFunction(_ f: FunctionSymbol) -> FunctionRef {
    functions.append(f)
    return FunctionRef(functions.count - 1)
  }

  mutating func addVariable(_ v: VariableSymbol) -> VariableRef {
    variables.append(v)
    return VariableRef(variables.count - 1)
  }

  /// The top-level nominal type named `name`, if exactly one exists.
  public func nominal(named name: String) -> NominalRef? {
    for member in globals[name] ?? [] {
      if case .nominal(let ref) = member { return ref }
    }
    return nil
  }

  /// The nested type named `name` in `owner`.
  public func nestedNominal(_ name: String, in owner: NominalRef) -> NominalRef? {
    for member in self[owner].members[name] ?? [] {
      if case .nominal(let ref) = member { return ref }
    }
    return nil
  }

  /// The generic parameters visible in `context`, outermost first: a nominal type's arguments
  /// list exactly these, in this order.
  public func flattenedParameters(_ context: Int) -> [GenericParameterRef] {
    var chain: [Int] = []
    var current: Int? = context
    while let c = current {
      chain.append(c)
      current = genericContexts[c].parent
    }
    var result: [GenericParameterRef] = []
    for c in chain.reversed() {
      for i in genericContexts[c].parameters.indices {
        result.append(GenericParameterRef(context: c, index: i))
      }
    }
    return result
  }

  /// The name of a generic parameter.
  public func name(of parameter: GenericParameterRef) -> String {
    genericContexts[parameter.context].parameters[parameter.index].name
  }

  /// The declared type of nominal `ref` with its own generic parameters as arguments: the type
  /// `Self` stands for inside its declaration.
  public func declaredType(_ ref: NominalRef) -> SType {
    let decl = self[ref]
    if decl.kind == .protocolType {
      return .parameter(GenericParameterRef(context: decl.genericContext, index: 0))
    }
    return .nominal(ref, flattenedParameters(decl.genericContext).map { .parameter($0) })
  }

  /// Whether `ref` is `ancestor` or nested (at any depth) inside it.
  func isNested(_ ref: NominalRef, in ancestor: NominalRef) -> Bool {
    var current: NominalRef? = ref
    while let c = current {
      if c == ancestor { return true }
      current = self[c].parent
    }
    return false
  }
}
