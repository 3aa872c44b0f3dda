/// The children of each node kind, in source order (see `SyntaxTree.children(of:)`).
extension SyntaxChildren {
  mutating func expr(_ kind: ExprKind) {
    switch kind {
    case .identifier(_, _, let generics): self.generics(generics)
    case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .regexLiteral, .discard,
      .missing, .unexpected:
      break
    case .stringLiteral(let literal):
      for piece in literal.pieces {
        if case .interpolation(_, let arguments, _) = piece { self.arguments(arguments) }
      }
    case .arrayLiteral(_, let elements, _): for element in elements { add(element.value) }
    case .dictionaryLiteral(_, let elements, _, _):
      for element in elements {
        add(element.key)
        add(element.value)
      }
    case .tuple(_, let elements, _): arguments(elements)
    case .member(let base, _, _, _, let generics):
      add(base)
      self.generics(generics)
    case .call(let callee, _, let arguments, _, let closures):
      add(callee)
      self.arguments(arguments)
      trailing(closures)
    case .subscriptCall(let base, _, let arguments, _, let closures):
      add(base)
      self.arguments(arguments)
      trailing(closures)
    case .optionalChain(let base, _), .forceUnwrap(let base, _), .postfixOperator(let base, _):
      add(base)
    case .prefixOperator(_, let operand), .inoutExpr(_, let operand), .tryExpr(_, _, let operand),
      .awaitExpr(_, let operand):
      add(operand)
    case .infix(let lhs, _, let rhs):
      add(lhs)
      add(rhs)
    case .ternary(let condition, _, let then, _, let otherwise):
      add(condition)
      add(then)
      add(otherwise)
    case .isType(let expr, _, let type), .asType(let expr, _, _, let type):
      add(expr)
      add(type)
    case .closure(let closure):
      if let signature = closure.signature {
        attributes(signature.attributes)
        for item in signature.captures?.items ?? [] { add(item.value) }
        switch signature.parameters {
        case .parenthesized(_, let parameters, _): for parameter in parameters { add(parameter.type) }
        case .shorthand, nil: break
        }
        effects(signature.effects)
        add(signature.returnType)
      }
      for item in closure.body { add(item) }
    case .keyPath(_, let root, let components):
      add(root)
      for component in components {
        if case .subscriptComponent(_, _, let arguments, _) = component { self.arguments(arguments) }
      }
    case .ifExpr(let statement), .switchExpr(let statement): add(statement)
    case .macroExpansion(let expansion): macro(expansion)
    case .pattern(let pattern): add(pattern)
    case .type(let type): add(type)
    case .postfixIfConfig(let base, let config):
      add(base)
      ifConfig(config) { $0.add($1) }
    }
  }

  mutating func stmt(_ kind: StmtKind) {
    switch kind {
    case .expr(let expr): add(expr)
    case .decl(let decl): add(decl)
    case .ifStmt(let ifStmt):
      conditions(ifStmt.conditions)
      block(ifStmt.body)
      switch ifStmt.elseBranch {
      case .block(let elseBlock): block(elseBlock)
      case .ifStmt(let nested): add(nested)
      case nil: break
      }
    case .guardStmt(_, let conditions, _, let body):
      self.conditions(conditions)
      block(body)
    case .whileStmt(_, let conditions, let body):
      self.conditions(conditions)
      block(body)
    case .repeatStmt(_, let body, _, let condition):
      block(body)
      add(condition)
    case .forStmt(let forStmt):
      add(forStmt.pattern)
      add(forStmt.type?.type)
      add(forStmt.sequence)
      add(forStmt.whereClause?.condition)
      block(forStmt.body)
    case .switchStmt(_, let subject, _, let cases, _):
      add(subject)
      for item in cases { add(item) }
    case .switchCase(let switchCase):
      attributes(switchCase.attributes)
      caseItems(switchCase.items)
      for item in switchCase.body { add(item) }
    case .doStmt(_, let body, let catches):
      block(body)
      for clause in catches {
        caseItems(clause.items)
        block(clause.body)
      }
    case .returnStmt(_, let value): add(value)
    case .throwStmt(_, let value): add(value)
    case .labeled(_, _, let statement): add(statement)
    case .ifConfig(let config): ifConfig(config) { $0.add($1) }
    case .breakStmt, .continueStmt, .fallthroughStmt, .semicolon, .unexpected: break
    case .deferStmt(_, let body): block(body)
    }
  }

  mutating func decl(_ kind: DeclKind) {
    switch kind {
    case .importDecl(let header, _, _, _), .operatorDecl(let header, _, _, _, _),
      .precedenceGroup(let header, _, _, _, _, _):
      self.header(header)
    case .typeDecl(let typeDecl):
      header(typeDecl.header)
      genericParameters(typeDecl.genericParameters)
      inheritance(typeDecl.inheritance)
      whereClause(typeDecl.whereClause)
      for member in typeDecl.members.members { add(member) }
    case .extensionDecl(let ext):
      header(ext.header)
      add(ext.extendedType)
      inheritance(ext.inheritance)
      whereClause(ext.whereClause)
      for member in ext.members.members { add(member) }
    case .variable(let variable):
      header(variable.header)
      for binding in variable.bindings {
        add(binding.pattern)
        add(binding.type?.type)
        add(binding.initializer)
        accessors(binding.accessors)
      }
    case .function(let function):
      header(function.header)
      genericParameters(function.genericParameters)
      signature(function.signature)
      whereClause(function.whereClause)
      block(function.body)
    case .initializer(let initializer):
      header(initializer.header)
      genericParameters(initializer.genericParameters)
      signature(initializer.signature)
      whereClause(initializer.whereClause)
      block(initializer.body)
    case .deinitializer(let header, _, let body):
      self.header(header)
      block(body)
    case .subscriptDecl(let sub):
      header(sub.header)
      genericParameters(sub.genericParameters)
      signature(sub.signature)
      whereClause(sub.whereClause)
      accessors(sub.accessors)
    case .typeAlias(let header, _, _, let generics, _, let type):
      self.header(header)
      genericParameters(generics)
      add(type)
    case .associatedType(let header, _, _, let inheritance, _, let defaultType, let whereClause):
      self.header(header)
      self.inheritance(inheritance)
      add(defaultType)
      self.whereClause(whereClause)
    case .enumCase(let header, _, let elements):
      self.header(header)
      for element in elements {
        signature(element.associatedValues)
        add(element.rawValue)
      }
    case .missing(let header):
      self.header(header)
    case .macroExpansion(let header, let expansion):
      self.header(header)
      macro(expansion)
    case .ifConfig(let config): ifConfig(config) { $0.add($1) }
    case .semicolon, .unexpected: break
    }
  }

  mutating func type(_ kind: TypeKind) {
    switch kind {
    case .identifier(_, let generics): self.generics(generics)
    case .member(let base, _, _, let generics):
      add(base)
      self.generics(generics)
    case .optional(let wrapped, _), .implicitlyUnwrapped(let wrapped, _): add(wrapped)
    case .array(_, let element, _): add(element)
    case .dictionary(_, let key, _, let value, _):
      add(key)
      add(value)
    case .tuple(_, let elements, _): for element in elements { add(element.type) }
    case .function(_, let parameters, _, let effects, _, let result):
      for parameter in parameters { add(parameter.type) }
      self.effects(effects)
      add(result)
    case .some(_, let constraint), .any(_, let constraint): add(constraint)
    case .metatype(let base, _, _): add(base)
    case .composition(let elements, _): for element in elements { add(element) }
    case .attributed(_, let attributes, let base):
      self.attributes(attributes)
      add(base)
    case .pack(_, let base): add(base)
    case .missing: break
    }
  }

  mutating func pattern(_ kind: PatternKind) {
    switch kind {
    case .identifier, .wildcard, .missing: break
    case .tuple(_, let elements, _): for element in elements { add(element.pattern) }
    case .binding(_, let pattern), .optional(let pattern, _): add(pattern)
    case .isType(_, let type): add(type)
    case .asType(let pattern, _, let type):
      add(pattern)
      add(type)
    case .expr(let expr): add(expr)
    }
  }
}
