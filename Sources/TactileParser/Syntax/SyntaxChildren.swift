/// A reference to any node of a `SyntaxTree`, for code that walks the tree generically.
public enum SyntaxRef: Hashable, Sendable {
  /// An expression.
  case expr(ExprID)
  /// A statement.
  case stmt(StmtID)
  /// A declaration.
  case decl(DeclID)
  /// A type.
  case type(TypeID)
  /// A pattern.
  case pattern(PatternID)
}

/// Generic traversal: the children of every node, in source order.
///
/// Semantic analysis matches on node kinds directly; this view is for passes that only need
/// to visit everything (finding the node at a position, collecting names, checking invariants).
/// Every node reachable from `items` is the child of exactly one parent, and a child's span lies
/// inside its parent's.
extension SyntaxTree {
  /// The top-level nodes.
  public var roots: [SyntaxRef] { items.map { .stmt($0) } }

  /// The tokens a node covers.
  public func span(of ref: SyntaxRef) -> TokenSpan {
    switch ref {
    case .expr(let id): self[id].span
    case .stmt(let id): self[id].span
    case .decl(let id): self[id].span
    case .type(let id): self[id].span
    case .pattern(let id): self[id].span
    }
  }

  /// The direct children of a node, in source order.
  public func children(of ref: SyntaxRef) -> [SyntaxRef] {
    var out = SyntaxChildren()
    switch ref {
    case .expr(let id): out.expr(self[id].kind)
    case .stmt(let id): out.stmt(self[id].kind)
    case .decl(let id): out.decl(self[id].kind)
    case .type(let id): out.type(self[id].kind)
    case .pattern(let id): out.pattern(self[id].kind)
    }
    return out.refs
  }
}

/// Collects the child references of one node's payload.
struct SyntaxChildren {
  var refs: [SyntaxRef] = []

  mutating func add(_ id: ExprID?) { if let id { refs.append(.expr(id)) } }
  mutating func add(_ id: StmtID?) { if let id { refs.append(.stmt(id)) } }
  mutating func add(_ id: DeclID?) { if let id { refs.append(.decl(id)) } }
  mutating func add(_ id: TypeID?) { if let id { refs.append(.type(id)) } }
  mutating func add(_ id: PatternID?) { if let id { refs.append(.pattern(id)) } }

  mutating func arguments(_ arguments: [CallArgument]) { for argument in arguments { add(argument.value) } }
  mutating func trailing(_ closures: [TrailingClosure]) { for closure in closures { add(closure.closure) } }
  mutating func generics(_ clause: GenericArgumentClause?) {
    for argument in clause?.arguments ?? [] { add(argument.type) }
  }
  mutating func attributes(_ attributes: [Attribute]) {
    for attribute in attributes {
      add(attribute.name)
      if case .list(_, let arguments, _) = attribute.arguments { self.arguments(arguments) }
    }
  }
  mutating func header(_ header: DeclHeader) { attributes(header.attributes) }
  mutating func block(_ block: Block?) { for item in block?.items ?? [] { add(item) } }
  mutating func effects(_ effects: EffectSpecifiers) { add(effects.thrownType) }
  mutating func macro(_ expansion: MacroExpansion) {
    generics(expansion.genericArguments)
    arguments(expansion.arguments)
    trailing(expansion.trailingClosures)
  }
  mutating func ifConfig<Item>(_ config: IfConfig<Item>, _ item: (inout SyntaxChildren, Item) -> Void) {
    for clause in config.clauses {
      add(clause.condition)
      for element in clause.items { item(&self, element) }
    }
  }
  mutating func conditions(_ conditions: [Condition]) {
    for condition in conditions {
      switch condition.kind {
      case .expr(let expr): add(expr)
      case .optionalBinding(_, let pattern, let type, _, let value):
        add(pattern)
        add(type?.type)
        add(value)
      case .matching(_, let pattern, let type, _, let value):
        add(pattern)
        add(type?.type)
        add(value)
      case .availability: break
      }
    }
  }
  mutating func caseItems(_ items: [SwitchCase.Item]) {
    for item in items {
      add(item.pattern)
      add(item.whereClause?.condition)
    }
  }
  mutating func genericParameters(_ clause: GenericParameterClause?) {
    guard let clause else { return }
    for parameter in clause.parameters { add(parameter.inherited) }
    whereClause(clause.whereClause)
  }
  mutating func whereClause(_ clause: WhereClause?) {
    for requirement in clause?.requirements ?? [] {
      add(requirement.lhs)
      add(requirement.rhs)
    }
  }
  mutating func inheritance(_ clause: InheritanceClause?) {
    for entry in clause?.types ?? [] { add(entry.type) }
  }
  mutating func signature(_ signature: FunctionSignature?) {
    guard let signature else { return }
    for parameter in signature.parameters {
      attributes(parameter.attributes)
      add(parameter.type)
      add(parameter.defaultValue)
    }
    effects(signature.effects)
    add(signature.returnType)
  }
  mutating func accessors(_ block: AccessorBlock?) {
    guard let block else { return }
    switch block.content {
    case .getter(let items): for item in items { add(item) }
    case .accessors(let accessors):
      for accessor in accessors {
        header(accessor.header)
        effects(accessor.effects)
        self.block(accessor.body)
      }
    }
  }
}
