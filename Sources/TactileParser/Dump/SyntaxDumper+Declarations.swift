import TactileLexer

/// Declarations in the syntax dump.
extension SyntaxDumper {
  mutating func decl(_ id: DeclID) {
    switch tree[id].kind {
    case .importDecl(let header, _, let kind, let path):
      line(
        headerText("import", header) + (kind.map { " kind=" + tree.text($0) } ?? "") + " path="
          + path.map { tree.text($0) }.joined(separator: "."))
    case .typeDecl(let typeDecl):
      line(headerText(tree.text(typeDecl.keyword), typeDecl.header) + " name=" + tok(typeDecl.name))
      nested { d in
        d.attributeArguments(typeDecl.header)
        if let generics = typeDecl.genericParameters { d.genericParameters(generics) }
        if let inheritance = typeDecl.inheritance { d.inheritance(inheritance) }
        if let whereClause = typeDecl.whereClause { d.whereClause(whereClause) }
        d.members(typeDecl.members)
      }
    case .extensionDecl(let ext):
      line(headerText("extension", ext.header))
      nested { d in
        d.attributeArguments(ext.header)
        d.type(ext.extendedType)
        if let inheritance = ext.inheritance { d.inheritance(inheritance) }
        if let whereClause = ext.whereClause { d.whereClause(whereClause) }
        d.members(ext.members)
      }
    case .variable(let variable):
      line(headerText(tree.text(variable.keyword), variable.header))
      nested { d in
        d.attributeArguments(variable.header)
        for binding in variable.bindings { d.binding(binding) }
      }
    case .function(let function):
      line(headerText("func", function.header) + " name=" + tok(function.name))
      nested { d in
        d.functionParts(
          function.header, function.genericParameters, function.signature, function.whereClause, function.body
        )
      }
    case .initializer(let initializer):
      line(headerText("init", initializer.header) + (initializer.optionalMark.map { " " + tok($0) } ?? ""))
      nested { d in
        d.functionParts(
          initializer.header, initializer.genericParameters, initializer.signature, initializer.whereClause,
          initializer.body)
      }
    case .deinitializer(let header, _, let body):
      line(headerText("deinit", header))
      if let body { nested { $0.block("body", body) } }
    case .subscriptDecl(let sub):
      line(headerText("subscript", sub.header))
      nested { d in
        if let generics = sub.genericParameters { d.genericParameters(generics) }
        d.signature(sub.signature)
        if let whereClause = sub.whereClause { d.whereClause(whereClause) }
        if let accessors = sub.accessors { d.accessorBlock(accessors) }
      }
    case .typeAlias(let header, _, let name, let generics, _, let type):
      line(headerText("typealias", header) + " name=" + tok(name))
      nested { d in
        if let generics { d.genericParameters(generics) }
        d.type(type)
      }
    case .associatedType(let header, _, let name, let inheritance, _, let defaultType, let whereClause):
      line(headerText("associatedtype", header) + " name=" + tok(name))
      nested { d in
        if let inheritance { d.inheritance(inheritance) }
        if let defaultType { d.type(defaultType) }
        if let whereClause { d.whereClause(whereClause) }
      }
    case .enumCase(let header, _, let elements):
      line(headerText("case", header))
      nested { d in
        for element in elements {
          d.line("element name=" + d.tok(element.name))
          d.nested { d in
            if let associated = element.associatedValues { d.signature(associated) }
            if let rawValue = element.rawValue { d.expr(rawValue) }
          }
        }
      }
    case .operatorDecl(let header, _, let name, _, let group):
      line(
        headerText("operator", header) + " name=" + tok(name)
          + (group.map { " group=" + tree.text($0) } ?? ""))
    case .precedenceGroup(let header, _, let name, _, let body, _):
      line(headerText("precedencegroup", header) + " name=" + tok(name) + " body=" + tokens(body))
    case .macroExpansion(let header, let expansion):
      line(headerText("macro_decl", header) + " " + tok(expansion.pound))
      nested { d in d.macroExpansion(expansion) }
    case .ifConfig(let config):
      ifConfig(config) { d, item in d.decl(item) }
    case .missing(let header):
      line(headerText("(missing declaration)", header))
      nested { d in d.attributeArguments(header) }
    case .semicolon:
      line("semicolon")
    case .unexpected(let span):
      line("unexpected " + tokens(span))
    }
  }

  /// `keyword @Attr modifier …` for a declaration's first line.
  func headerText(_ keyword: String, _ header: DeclHeader) -> String {
    var text = keyword
    for attribute in header.attributes { text += " " + attributeText(attribute) }
    for modifier in header.modifiers {
      text += " " + tree.text(modifier.name)
      if let detail = modifier.detail { text += "(" + (detail.value.map { tree.text($0) } ?? "") + ")" }
    }
    return text
  }

  func attributeText(_ attribute: Attribute) -> String {
    var text = "@" + typeText(attribute.name)
    if case .tokens(_, let span, _) = attribute.arguments { text += "(" + tokens(span) + ")" }
    return text
  }

  /// A compact one-line rendering of a simple type (for attribute names).
  func typeText(_ id: TypeID) -> String {
    switch tree[id].kind {
    case .identifier(let name, _): tree.text(name)
    case .member(let base, _, let name, _): typeText(base) + "." + (name.map { tree.text($0) } ?? "<missing>")
    default: "<type>"
    }
  }

  /// Attribute argument lists, as children.
  /// What a function and an initializer have in common, in source order.
  mutating func functionParts(
    _ header: DeclHeader, _ generics: GenericParameterClause?, _ signature: FunctionSignature,
    _ whereClause: WhereClause?, _ body: Block?
  ) {
    attributeArguments(header)
    if let generics { genericParameters(generics) }
    self.signature(signature)
    if let whereClause { self.whereClause(whereClause) }
    if let body { block("body", body) }
  }

  mutating func attributeArguments(_ header: DeclHeader) {
    for attribute in header.attributes {
      if case .list(_, let arguments, _) = attribute.arguments {
        line("attribute_arguments @" + typeText(attribute.name))
        nested { d in d.arguments(arguments) }
      }
    }
  }

  mutating func members(_ block: MemberBlock) {
    line("members" + (block.open == nil ? " open=<missing>" : block.close == nil ? " close=<missing>" : ""))
    nested { d in for member in block.members { d.decl(member) } }
  }

  mutating func binding(_ binding: PatternBinding) {
    line("binding")
    nested { d in
      d.pattern(binding.pattern)
      if let type = binding.type { d.type(type.type) }
      if let initializer = binding.initializer {
        d.line("initializer")
        d.nested { $0.expr(initializer) }
      }
      if let accessors = binding.accessors { d.accessorBlock(accessors) }
    }
  }

  mutating func accessorBlock(_ block: AccessorBlock) {
    switch block.content {
    case .getter(let items):
      line("getter" + (block.close == nil ? " close=<missing>" : ""))
      nested { d in for item in items { d.stmt(item) } }
    case .accessors(let accessors):
      line("accessors" + (block.close == nil ? " close=<missing>" : ""))
      nested { d in
        for accessor in accessors {
          var header = d.headerText(accessor.keyword.map { d.tree.text($0) } ?? "<missing>", accessor.header)
          if let parameter = accessor.parameter { header += " param=" + d.tok(parameter.name) }
          d.line(header)
          if let body = accessor.body { d.nested { $0.block("body", body) } }
        }
      }
    }
  }

  mutating func signature(_ signature: FunctionSignature) {
    var header = "parameters"
    if signature.open != nil, signature.close == nil { header += " close=<missing>" }
    if signature.effects.asyncKeyword != nil { header += " async" }
    if let throwsKeyword = signature.effects.throwsKeyword { header += " " + tree.text(throwsKeyword) }
    line(header)
    nested { d in
      for parameter in signature.parameters {
        var text = "parameter"
        if let first = parameter.firstName { text += " " + d.tok(first) }
        if let second = parameter.secondName { text += " " + d.tok(second) }
        for attribute in parameter.attributes { text += " " + d.attributeText(attribute) }
        if parameter.ellipsis != nil { text += " variadic" }
        d.line(text)
        d.nested { d in
          d.type(parameter.type)
          if let value = parameter.defaultValue {
            d.line("default")
            d.nested { $0.expr(value) }
          }
        }
      }
      if let thrown = signature.effects.thrownType {
        d.line("thrown")
        d.nested { $0.type(thrown) }
      }
    }
    if let result = signature.returnType {
      line("returns")
      nested { $0.type(result) }
    }
  }

  mutating func genericParameters(_ clause: GenericParameterClause) {
    line("generic_parameters" + (clause.close == nil ? " close=<missing>" : ""))
    nested { d in
      for parameter in clause.parameters {
        d.line(
          "generic_parameter" + (parameter.eachKeyword != nil ? " each" : "") + " name="
            + d.tok(parameter.name))
        if let inherited = parameter.inherited { d.nested { $0.type(inherited) } }
      }
      if let whereClause = clause.whereClause { d.whereClause(whereClause) }
    }
  }

  mutating func inheritance(_ clause: InheritanceClause) {
    line("inherits")
    nested { d in for entry in clause.types { d.type(entry.type) } }
  }

  mutating func whereClause(_ clause: WhereClause) {
    line("where")
    nested { d in
      for requirement in clause.requirements {
        d.line("requirement " + d.tok(requirement.relation))
        d.nested { d in
          d.type(requirement.lhs)
          d.type(requirement.rhs)
        }
      }
    }
  }
}
