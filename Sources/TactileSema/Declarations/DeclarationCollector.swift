import TactileDiagnostics
import TactileLexer
import TactileParser

extension SemanticAnalyzer {
  /// Collects every declaration of every file into `declarations`, in two passes: first the
  /// names of all types (so that any type may refer to any other), then their generic
  /// constraints, conformances and members, with every written type resolved.
  ///
  /// Files before `collectedFiles` were collected already (the shared `PreparedInterface`);
  /// only the rest are collected here, on top of the interface's declarations.
  public func collectDeclarations() {
    let first = collectedFiles
    let firstNominal = declarations.nominals.count
    collectedFiles = files.count
    var pending: [PendingBody] = []
    for file in first..<files.count {
      currentFile = file
      for item in activeItems(tree(file).items, file: file) {
        if case .decl(let decl) = tree(file)[item].kind {
          register(decl, file: file, parent: nil, into: &pending)
        }
      }
    }
    // `#Preview { @Previewable @State var x = 0; … }`: the macro makes a view whose state
    // those variables are, and whose body is the rest of the block.
    for file in first..<files.count where !files[file].isInterface {
      currentFile = file
      for item in activeItems(tree(file).items, file: file) {
        guard case .decl(let decl) = tree(file)[item].kind else { continue }
        registerPreviewView(decl, file: file, into: &pending)
      }
    }
    // Types declared inside functions and closures (`struct PreviewWrapper: View` in a
    // `#Preview`): they cannot capture the values around them, so they are declared as if at
    // the top level, and checked after it.
    for file in first..<files.count where !files[file].isInterface {
      currentFile = file
      for decl in localTypeDeclarations(file) {
        localTypes.append(decl)
        register(decl, file: file, parent: nil, into: &pending)
      }
    }
    if first == 0 {
      let missing = known.resolve(in: declarations)
      for name in missing { interfaceProblems.append("the interface does not declare '\(name)'") }
    }
    // Extensions register their members first (nested types included), so that any signature
    // may name a type nested in an extension declared later (`Image.Scale`).
    var extensionMembers: [PendingBody] = []
    // An extension of a typealias (`extension CancellableSet`, with `typealias CancellableSet =
    // Set<AnyCancellable>`) needs that alias resolved first.
    var extendedNames: Set<String> = []
    for body in pending where body.extensionOf != nil {
      if let t = body.extensionOf, case .identifier(let name, _) = tree(body.file)[t].kind {
        extendedNames.insert(tree(body.file).text(name))
      }
    }
    var resolvedAliases: Set<Int> = []
    for body in pending where body.isTypeAlias && body.owner == nil {
      guard let ref = body.aliasRef, extendedNames.contains(declarations[ref].name) else { continue }
      currentFile = body.file
      resolveTypeAlias(body)
      resolvedAliases.insert(ref.index)
    }
    for body in pending where body.extensionOf != nil {
      currentFile = body.file
      registerExtension(body, into: &extensionMembers)
    }
    pending += extensionMembers
    // Typealiases next: member signatures may use them.
    for body in pending where body.isTypeAlias {
      if let ref = body.aliasRef, resolvedAliases.contains(ref.index) { continue }
      currentFile = body.file
      resolveTypeAlias(body)
    }
    for body in pending where !body.isTypeAlias && body.isTypeHeader {
      currentFile = body.file
      resolveTypeHeader(body)
    }
    for body in pending where !body.isTypeAlias && !body.isTypeHeader {
      currentFile = body.file
      collectMember(body)
    }
    for ref in (firstNominal..<declarations.nominals.count).map(NominalRef.init)
    where declarations[ref].kind == .enumType {
      synthesizeRawValueMembers(ref)
    }
  }

  /// For a `#Preview` whose block declares `@Previewable` variables, a view type of the user's
  /// file (not named in any scope) with those variables as its stored properties.
  private func registerPreviewView(_ decl: DeclID, file: Int, into pending: inout [PendingBody]) {
    let tree = self.tree(file)
    guard case .macroExpansion(_, let expansion) = tree[decl].kind,
      tree.text(expansion.pound).hasSuffix("Preview"),
      let trailing = expansion.trailingClosures.first,
      case .closure(let closure) = tree[trailing.closure].kind
    else { return }
    let previewable = previewableVariables(closure.body, file: file)
    guard !previewable.isEmpty else { return }
    let ref = NominalRef(declarations.nominals.count)
    let context = declarations.addGenericContext(GenericContext(parent: nil, parameters: []))
    declarations.nominals.append(
      NominalSymbol(
        name: "Preview", kind: .structType, parent: nil, genericContext: context, isBuiltin: false,
        origin: DeclOrigin(file: file, decl: decl), qualifiedName: "Preview"))
    declarations.nominals[ref.index].inherited = [.nominal(known.view, [])]
    previewViews[Int(decl.index)] = ref
    for variable in previewable {
      registerMember(variable, file: file, owner: ref, requirements: [], into: &pending)
    }
  }

  /// The `@Previewable` variable declarations among a block's statements.
  func previewableVariables(_ items: [StmtID], file: Int) -> [DeclID] {
    let tree = self.tree(file)
    return activeItems(items, file: file).compactMap { item -> DeclID? in
      guard case .decl(let d) = tree[item].kind, case .variable(let v) = tree[d].kind,
        hasAttribute(v.header.attributes, "Previewable", tree)
      else { return nil }
      return d
    }
  }

  /// The struct, class, enum and actor declarations of `file` that are not at its top level
  /// or members of a type: those written in code blocks, outermost first.
  private func localTypeDeclarations(_ file: Int) -> [DeclID] {
    let tree = self.tree(file)
    var placed: Set<Int> = []
    func place(_ members: [DeclID]) {
      for member in members {
        placed.insert(Int(member.index))
        if case .ifConfig(let config) = tree[member].kind {
          for clause in config.clauses { place(clause.items) }
        }
      }
    }
    for item in tree.items {
      if case .decl(let d) = tree[item].kind { place([d]) }
      if case .ifConfig(let config) = tree[item].kind {
        for clause in config.clauses {
          for case .decl(let d) in clause.items.map({ tree[$0].kind }) { place([d]) }
        }
      }
    }
    for node in tree.decls {
      switch node.kind {
      case .typeDecl(let t): place(t.members.members)
      case .extensionDecl(let e): place(e.members.members)
      default: continue
      }
    }
    var result: [DeclID] = []
    for (index, node) in tree.decls.enumerated() where !placed.contains(index) {
      guard case .typeDecl(let t) = node.kind, t.name != nil, !tree.text(t.keyword, is: "protocol") else {
        continue
      }
      result.append(DeclID(rawIndex: index))
    }
    return result
  }

  /// The statements of a list with `#if` blocks replaced by their active clause (iOS).
  func activeItems(_ items: [StmtID], file: Int) -> [StmtID] {
    var result: [StmtID] = []
    for item in items {
      switch tree(file)[item].kind {
      case .ifConfig(let config): result += activeItems(activeClause(config, file: file), file: file)
      case .semicolon: continue  // `;` between statements is not one
      default: result.append(item)
      }
    }
    return result
  }

  /// The declarations of a member list with `#if` blocks replaced by their active clause.
  func activeMembers(_ members: [DeclID], file: Int) -> [DeclID] {
    var result: [DeclID] = []
    for member in members {
      if case .ifConfig(let config) = tree(file)[member].kind {
        result += activeMembers(activeClause(config, file: file), file: file)
      } else {
        result.append(member)
      }
    }
    return result
  }

  /// The items of the first clause whose condition holds on iOS (Tactile compiles as iOS).
  func activeClause<Item>(_ config: IfConfig<Item>, file: Int) -> [Item] {
    for clause in config.clauses {
      guard let condition = clause.condition else { return clause.items }
      if CompilationCondition.evaluate(condition, in: tree(file)) { return clause.items }
    }
    return []
  }

  // MARK: - Pass 1: names

  /// Work left for pass 2: a declaration and where it sits.
  struct PendingBody {
    var file: Int
    var decl: DeclID
    /// The type the declaration is a member of (the extended type for extension members).
    var owner: NominalRef?
    /// The requirements of the enclosing extension.
    var requirements: [Requirement] = []
    var isTypeAlias = false
    var isTypeHeader = false
    var aliasRef: TypeAliasRef?
    var nominalRef: NominalRef?
    var extensionOf: TypeID?
  }

  /// A type of the user's named `name` already declared in the same scope (top level when
  /// `parent` is nil): the file and name token of its declaration.
  private func previousUserType(named name: String, in parent: NominalRef?) -> (file: Int, token: TokenID)? {
    let existing = parent.map { declarations[$0].members[name] ?? [] } ?? declarations.globals[name] ?? []
    for case .nominal(let ref) in existing {
      let symbol = declarations[ref]
      let origin = symbol.origin
      guard !symbol.isBuiltin, let decl = origin.decl,
        case .typeDecl(let typeDecl) = tree(origin.file)[decl].kind,
        let token = typeDecl.name
      else { continue }
      return (origin.file, token)
    }
    return nil
  }

  private func register(_ decl: DeclID, file: Int, parent: NominalRef?, into pending: inout [PendingBody]) {
    let tree = self.tree(file)
    switch tree[decl].kind {
    case .typeDecl(let typeDecl):
      guard let nameToken = typeDecl.name else { return }
      let name = tree.text(nameToken)
      let kind: NominalKind
      switch tree.text(typeDecl.keyword) {
      case "struct": kind = .structType
      case "enum": kind = .enumType
      case "class": kind = .classType
      case "protocol": kind = .protocolType
      default: kind = .actorType
      }
      if !files[file].isInterface, let previous = previousUserType(named: name, in: parent) {
        let previousTree = self.tree(previous.file)
        let previousToken = previousTree[previous.token]
        currentFile = file
        report(
          .invalidRedeclaration(name), at: range(nameToken),
          notes: [
            Note(
              range: SourceRange(start: previousToken.textStart, end: previousToken.textEnd),
              message: "'\(name)' previously declared here")
          ])
      }
      let parentContext = parent.map { declarations[$0].genericContext }
      var parameters = (typeDecl.genericParameters?.parameters ?? []).map {
        GenericContext.Parameter(name: $0.name.map(tree.text) ?? "_", constraints: [])
      }
      if kind == .protocolType {
        parameters.insert(GenericContext.Parameter(name: "Self", constraints: []), at: 0)
      }
      let ref = NominalRef(declarations.nominals.count)
      let context = declarations.addGenericContext(
        GenericContext(
          parent: parentContext, parameters: parameters, protocolSelf: kind == .protocolType ? ref : nil))
      let qualified = parent.map { declarations[$0].qualifiedName + "." + name } ?? name
      declarations.nominals.append(
        NominalSymbol(
          name: name, kind: kind, parent: parent, genericContext: context, isBuiltin: files[file].isInterface,
          origin: DeclOrigin(file: file, decl: decl), qualifiedName: qualified))
      if kind == .protocolType {
        declarations.nominals[ref.index].inherited = []
        declarations.protocols.append(ref)
      }
      if let parent {
        declarations.nominals[parent.index].members[name, default: []].append(.nominal(ref))
      } else {
        declarations.globals[name, default: []].append(.nominal(ref))
      }
      pending.append(PendingBody(file: file, decl: decl, owner: parent, isTypeHeader: true, nominalRef: ref))
      for member in activeMembers(typeDecl.members.members, file: file) {
        registerMember(member, file: file, owner: ref, requirements: [], into: &pending)
      }
    case .extensionDecl(let ext):
      pending.append(
        PendingBody(file: file, decl: decl, owner: nil, isTypeHeader: true, extensionOf: ext.extendedType))
    case .typeAlias(_, _, let nameToken?, let genericParameters, _, _):
      registerTypeAlias(
        decl, name: tree.text(nameToken), generics: genericParameters, file: file, owner: parent,
        into: &pending)
    default:
      if parent == nil {
        pending.append(PendingBody(file: file, decl: decl, owner: nil))
      }
    }
  }

  private func registerMember(
    _ member: DeclID, file: Int, owner: NominalRef, requirements: [Requirement],
    into pending: inout [PendingBody]
  ) {
    let tree = self.tree(file)
    switch tree[member].kind {
    case .typeDecl, .typeAlias:
      register(member, file: file, parent: owner, into: &pending)
    case .associatedType(_, _, let nameToken?, _, _, _, _):
      declarations.nominals[owner.index].members[tree.text(nameToken), default: []].append(
        .associatedType(tree.text(nameToken)))
    default:
      pending.append(PendingBody(file: file, decl: member, owner: owner, requirements: requirements))
    }
  }

  private func registerTypeAlias(
    _ decl: DeclID, name: String, generics: GenericParameterClause?, file: Int, owner: NominalRef?,
    into pending: inout [PendingBody]
  ) {
    let tree = self.tree(file)
    let parentContext = owner.map { declarations[$0].genericContext }
    let context = declarations.addGenericContext(
      GenericContext(
        parent: parentContext,
        parameters: (generics?.parameters ?? []).map {
          GenericContext.Parameter(name: $0.name.map(tree.text) ?? "_", constraints: [])
        }))
    let ref = TypeAliasRef(declarations.typeAliases.count)
    declarations.typeAliases.append(
      TypeAliasSymbol(name: name, genericContext: context, underlying: .error, owner: owner))
    if let owner {
      declarations.nominals[owner.index].members[name, default: []].append(.typeAlias(ref))
    } else {
      declarations.globals[name, default: []].append(.typeAlias(ref))
    }
    pending.append(PendingBody(file: file, decl: decl, owner: owner, isTypeAlias: true, aliasRef: ref))
  }

  // MARK: - Pass 2: headers, extensions, members

  private func resolveTypeAlias(_ body: PendingBody) {
    guard let ref = body.aliasRef, case .typeAlias(_, _, _, _, _, let type) = tree(body.file)[body.decl].kind
    else {
      return
    }
    let scope = TypeScope(
      file: body.file, genericContext: declarations[ref].genericContext, nominal: body.owner)
    declarations.typeAliases[ref.index].underlying = resolveType(type, scope)
    declarations.typeAliases[ref.index].components = constraintTypes(type, scope)
  }

  private func resolveTypeHeader(_ body: PendingBody) {
    let tree = self.tree(body.file)
    switch tree[body.decl].kind {
    case .typeDecl(let typeDecl):
      guard let ref = body.nominalRef else { return }
      let context = declarations[ref].genericContext
      let scope = TypeScope(file: body.file, genericContext: context, nominal: ref)
      let offset = declarations[ref].kind == .protocolType ? 1 : 0
      for (i, parameter) in (typeDecl.genericParameters?.parameters ?? []).enumerated() {
        if let inherited = parameter.inherited {
          declarations.genericContexts[context].parameters[i + offset].constraints.append(
            contentsOf: constraintTypes(inherited, scope))
        }
      }
      // `struct Card<Content>: View where Content: View`: the where clause constrains the
      // type's own parameters as `<Content: View>` would.
      for requirement in typeDecl.whereClause.map({ resolveRequirements($0, scope) }) ?? [] {
        if case .conformance(.parameter(let p), let constraint) = requirement, p.context == context {
          declarations.genericContexts[context].parameters[p.index].constraints.append(constraint)
        } else if case .conformance(.dependent, _) = requirement {
          declarations.genericContexts[context].associatedRequirements.append(requirement)
        }
      }
      for inherited in typeDecl.inheritance?.types ?? [] {
        // A composition (or an alias of one: `enum Page: Coordinatable`) adopts each protocol.
        let components = constraintTypes(inherited.type, scope)
        if components.count > 1 {
          declarations.nominals[ref.index].inherited.append(contentsOf: components)
          continue
        }
        var type = resolveType(inherited.type, scope)
        // A type never inherits from itself: `struct Publisher: Publisher` inside
        // `NotificationCenter` names the protocol outside (Foundation writes `Combine.Publisher`).
        var outer = declarations[ref].parent
        while case .nominal(let named, _) = type, named == ref {
          let scope = TypeScope(
            file: body.file, genericContext: outer.map { declarations[$0].genericContext }, nominal: outer)
          type = resolveType(inherited.type, scope)
          guard let o = outer else { break }
          outer = declarations[o].parent
        }
        declarations.nominals[ref.index].inherited.append(type)
      }
    case .extensionDecl:
      break  // see `registerExtension`
    default:
      break
    }
  }

  /// Resolves the type an extension extends, adds its conformances, and registers its members
  /// (their signatures are collected with everyone else's).
  private func registerExtension(_ body: PendingBody, into pending: inout [PendingBody]) {
    guard case .extensionDecl(let ext) = tree(body.file)[body.decl].kind else { return }
    let extended = resolveType(
      ext.extendedType, TypeScope(file: body.file, genericContext: nil, nominal: nil))
    let ref: NominalRef
    switch extended {
    case .nominal(let r, _):
      ref = r
    case .parameter(let p):
      guard let proto = declarations.genericContexts[p.context].protocolSelf else { return }
      ref = proto
    default:
      return
    }
    let scope = TypeScope(file: body.file, genericContext: declarations[ref].genericContext, nominal: ref)
    var requirements = ext.whereClause.map { resolveRequirements($0, scope) } ?? []
    // `extension [Tag]`, `extension Array<Tag>`, `extension SIMD2<Float>` (SE-0361): the
    // arguments fix the type's parameters, as `where Element == Tag` would.
    if case .nominal(_, let arguments) = extended {
      let parameters = declarations.flattenedParameters(declarations[ref].genericContext)
      for (parameter, argument) in zip(parameters, arguments) {
        if case .parameter(let q) = argument, q == parameter { continue }
        requirements.append(.sameType(.parameter(parameter), argument))
      }
    }
    for inherited in ext.inheritance?.types ?? [] {
      declarations.nominals[ref.index].inherited.append(resolveType(inherited.type, scope))
      if !requirements.isEmpty {
        declarations.nominals[ref.index].conformanceConditions[declarations[ref].inherited.count - 1] =
          requirements
      }
    }
    for member in activeMembers(ext.members.members, file: body.file) {
      registerMember(member, file: body.file, owner: ref, requirements: requirements, into: &pending)
    }
  }

  /// The requirements of a `where` clause.
  func resolveRequirements(_ clause: WhereClause, _ scope: TypeScope) -> [Requirement] {
    let tree = self.tree(scope.file)
    return clause.requirements.map { r in
      let lhs = resolveType(r.lhs, scope)
      let rhs = resolveType(r.rhs, scope)
      if let relation = r.relation, tree.text(relation, is: "==") { return .sameType(lhs, rhs) }
      return .conformance(lhs, rhs)
    }
  }
}
