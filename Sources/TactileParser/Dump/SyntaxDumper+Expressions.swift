import TactileLexer

/// Expressions, types and patterns in the syntax dump.
extension SyntaxDumper {
  mutating func expr(_ id: ExprID) {
    pendingAnnotation = annotate?(id)
    switch tree[id].kind {
    case .identifier(let name, let labels, let generics):
      line("identifier " + tok(name) + (labels.map { declNameText($0) } ?? ""))
      if let generics { nested { $0.genericArguments(generics) } }
    case .integerLiteral(let token):
      line("integer " + tok(token))
    case .floatLiteral(let token):
      line("float " + tok(token))
    case .booleanLiteral(let token):
      line("bool " + tok(token))
    case .nilLiteral:
      line("nil")
    case .stringLiteral(let literal):
      stringLiteral(literal)
    case .regexLiteral(let token):
      line("regex " + tok(token))
    case .arrayLiteral(_, let elements, let close):
      line("array" + (close == nil ? " close=<missing>" : ""))
      nested { d in for element in elements { d.expr(element.value) } }
    case .dictionaryLiteral(_, let elements, _, let close):
      line("dictionary" + (close == nil ? " close=<missing>" : ""))
      nested { d in
        for element in elements {
          d.line("entry" + (element.colon == nil ? " colon=<missing>" : ""))
          d.nested { d in
            d.expr(element.key)
            d.expr(element.value)
          }
        }
      }
    case .tuple(_, let elements, let close):
      line(
        (elements.count == 1 && elements[0].label == nil ? "paren" : "tuple")
          + (close == nil ? " close=<missing>" : ""))
      nested { d in d.arguments(elements) }
    case .member(let base, _, let name, let labels, let generics):
      line(
        (base == nil ? "implicit_member ." : "member .") + (name.map { tree.text($0) } ?? "<missing>")
          + (labels.map { declNameText($0) } ?? ""))
      nested { d in
        if let base { d.expr(base) }
        if let generics { d.genericArguments(generics) }
      }
    case .call(let callee, let open, let arguments, let close, let trailing):
      line("call" + (open != nil && close == nil ? " close=<missing>" : ""))
      nested { d in
        d.expr(callee)
        d.arguments(arguments)
        d.trailingClosures(trailing)
      }
    case .subscriptCall(let base, _, let arguments, let close, let trailing):
      line("subscript" + (close == nil ? " close=<missing>" : ""))
      nested { d in
        d.expr(base)
        d.arguments(arguments)
        d.trailingClosures(trailing)
      }
    case .optionalChain(let base, _):
      line("optional_chain")
      nested { $0.expr(base) }
    case .forceUnwrap(let base, _):
      line("force_unwrap")
      nested { $0.expr(base) }
    case .postfixOperator(let base, let op):
      line("postfix " + tok(op))
      nested { $0.expr(base) }
    case .prefixOperator(let op, let operand):
      line("prefix " + tok(op))
      nested { $0.expr(operand) }
    case .inoutExpr(_, let operand):
      line("inout")
      nested { $0.expr(operand) }
    case .infix(let lhs, let op, let rhs):
      line("infix " + tok(op))
      nested { d in
        d.expr(lhs)
        d.expr(rhs)
      }
    case .ternary(let condition, _, let then, let colon, let otherwise):
      line("ternary" + (colon == nil ? " colon=<missing>" : ""))
      nested { d in
        d.expr(condition)
        d.expr(then)
        d.expr(otherwise)
      }
    case .isType(let expr, _, let type):
      line("is")
      nested { d in
        d.expr(expr)
        d.type(type)
      }
    case .asType(let expr, _, let mark, let type):
      line("as" + (mark.map { tree.text($0) } ?? ""))
      nested { d in
        d.expr(expr)
        d.type(type)
      }
    case .tryExpr(_, let mark, let operand):
      line("try" + (mark.map { tree.text($0) } ?? ""))
      nested { $0.expr(operand) }
    case .awaitExpr(_, let operand):
      line("await")
      nested { $0.expr(operand) }
    case .closure(let closure):
      self.closure(closure)
    case .keyPath(_, let root, let components):
      line("key_path")
      nested { d in
        if let root { d.type(root) }
        for component in components {
          switch component {
          case .property(_, let name): d.line("property " + d.tok(name))
          case .subscriptComponent(_, _, let arguments, _):
            d.line("subscript")
            d.nested { $0.arguments(arguments) }
          case .optionalChain: d.line("optional_chain")
          case .forceUnwrap: d.line("force_unwrap")
          }
        }
      }
    case .ifExpr(let statement):
      stmt(statement)
    case .switchExpr(let statement):
      stmt(statement)
    case .macroExpansion(let expansion):
      line("macro " + tok(expansion.pound))
      nested { $0.macroExpansion(expansion) }
    case .discard:
      line("discard")
    case .pattern(let pattern):
      self.pattern(pattern)
    case .type(let type):
      self.type(type)
    case .postfixIfConfig(let base, let config):
      line("postfix_if_config")
      nested { d in
        d.expr(base)
        d.ifConfig(config) { d, item in d.expr(item) }
      }
    case .missing:
      line("(missing)")
    case .unexpected(let span):
      line("unexpected " + tokens(span))
    }
  }

  func declNameText(_ labels: DeclNameArguments) -> String {
    "(" + labels.labels.map { tree.text($0) + ":" }.joined() + ")"
  }

  mutating func arguments(_ arguments: [CallArgument]) {
    for argument in arguments {
      if let label = argument.label {
        line("argument label=" + tok(label))
        nested { $0.expr(argument.value) }
      } else {
        expr(argument.value)
      }
    }
  }

  mutating func trailingClosures(_ closures: [TrailingClosure]) {
    for closure in closures {
      line("trailing_closure" + (closure.label.map { " label=" + tok($0) } ?? ""))
      nested { $0.expr(closure.closure) }
    }
  }

  mutating func macroExpansion(_ expansion: MacroExpansion) {
    if let generics = expansion.genericArguments { genericArguments(generics) }
    arguments(expansion.arguments)
    trailingClosures(expansion.trailingClosures)
  }

  mutating func stringLiteral(_ literal: StringLiteral) {
    line("string " + tok(literal.open) + (literal.close == nil ? " close=<missing>" : ""))
    nested { d in
      for piece in literal.pieces {
        switch piece {
        case .text(let token):
          d.line("text " + d.tok(token))
        case .interpolation(_, let arguments, let close):
          d.line("interpolation" + (close == nil ? " close=<missing>" : ""))
          d.nested { $0.arguments(arguments) }
        }
      }
    }
  }

  mutating func closure(_ closure: Closure) {
    line("closure" + (closure.close == nil ? " close=<missing>" : ""))
    nested { d in
      if let signature = closure.signature { d.closureSignature(signature) }
      for item in closure.body { d.stmt(item) }
    }
  }

  mutating func closureSignature(_ signature: ClosureSignature) {
    var header = "signature"
    for attribute in signature.attributes { header += " " + attributeText(attribute) }
    if signature.effects.asyncKeyword != nil { header += " async" }
    if let throwsKeyword = signature.effects.throwsKeyword { header += " " + tree.text(throwsKeyword) }
    if signature.inKeyword == nil { header += " in=<missing>" }
    line(header)
    nested { d in
      if let captures = signature.captures {
        d.line("captures")
        d.nested { d in
          for item in captures.items {
            var text = "capture"
            for specifier in item.specifiers { text += " " + d.tree.text(specifier) }
            if let name = item.name { text += " name=" + d.tok(name) }
            d.line(text)
            if let value = item.value { d.nested { $0.expr(value) } }
          }
        }
      }
      switch signature.parameters {
      case .shorthand(let parameters):
        d.line("parameters " + parameters.map { d.tok($0.firstName) }.joined(separator: " "))
      case .parenthesized(_, let parameters, _):
        d.line("parameters (")
        d.nested { d in
          for parameter in parameters {
            d.line(
              "parameter " + d.tok(parameter.firstName) + (parameter.secondName.map { " " + d.tok($0) } ?? "")
            )
            if let type = parameter.type { d.nested { $0.type(type) } }
          }
        }
      case nil:
        break
      }
      if let result = signature.returnType {
        d.line("returns")
        d.nested { $0.type(result) }
      }
    }
  }

  // MARK: Types

  mutating func type(_ id: TypeID) {
    switch tree[id].kind {
    case .identifier(let name, let generics):
      line("type " + tok(name))
      if let generics { nested { $0.genericArguments(generics) } }
    case .member(let base, _, let name, let generics):
      line("member_type ." + (name.map { tree.text($0) } ?? "<missing>"))
      nested { d in
        d.type(base)
        if let generics { d.genericArguments(generics) }
      }
    case .optional(let wrapped, _):
      line("optional_type")
      nested { $0.type(wrapped) }
    case .implicitlyUnwrapped(let wrapped, _):
      line("iuo_type")
      nested { $0.type(wrapped) }
    case .array(_, let element, let close):
      line("array_type" + (close == nil ? " close=<missing>" : ""))
      nested { $0.type(element) }
    case .dictionary(_, let key, _, let value, let close):
      line("dictionary_type" + (close == nil ? " close=<missing>" : ""))
      nested { d in
        d.type(key)
        d.type(value)
      }
    case .tuple(_, let elements, let close):
      line("tuple_type" + (close == nil ? " close=<missing>" : ""))
      nested { $0.tupleTypeElements(elements) }
    case .function(_, let parameters, _, let effects, _, let result):
      var header = "function_type"
      if effects.asyncKeyword != nil { header += " async" }
      if let throwsKeyword = effects.throwsKeyword { header += " " + tree.text(throwsKeyword) }
      line(header)
      nested { d in
        d.tupleTypeElements(parameters)
        d.line("returns")
        d.nested { $0.type(result) }
      }
    case .some(_, let constraint):
      line("some")
      nested { $0.type(constraint) }
    case .any(_, let constraint):
      line("any")
      nested { $0.type(constraint) }
    case .metatype(let base, _, let keyword):
      line("metatype ." + tree.text(keyword))
      nested { $0.type(base) }
    case .composition(let elements, _):
      line("composition")
      nested { d in for element in elements { d.type(element) } }
    case .attributed(let specifiers, let attributes, let base):
      line(
        "attributed" + specifiers.map { " " + tree.text($0) }.joined()
          + attributes.map { " " + attributeText($0) }.joined())
      nested { $0.type(base) }
    case .pack(let keyword, let base):
      line("pack " + tree.text(keyword))
      nested { $0.type(base) }
    case .missing:
      line("(missing type)")
    }
  }

  mutating func tupleTypeElements(_ elements: [TupleTypeElement]) {
    for element in elements {
      if element.firstName != nil || element.ellipsis != nil {
        var text = "element"
        if let first = element.firstName { text += " " + tok(first) }
        if let second = element.secondName { text += " " + tok(second) }
        if element.ellipsis != nil { text += " variadic" }
        line(text)
        nested { $0.type(element.type) }
      } else {
        type(element.type)
      }
    }
  }

  mutating func genericArguments(_ clause: GenericArgumentClause) {
    line("generic_arguments" + (clause.close == nil ? " close=<missing>" : ""))
    nested { d in for argument in clause.arguments { d.type(argument.type) } }
  }

  // MARK: Patterns

  mutating func pattern(_ id: PatternID) {
    switch tree[id].kind {
    case .identifier(let name):
      line("pattern_name " + tok(name))
    case .wildcard:
      line("pattern_wildcard")
    case .tuple(_, let elements, let close):
      line("pattern_tuple" + (close == nil ? " close=<missing>" : ""))
      nested { d in
        for element in elements {
          if let label = element.label {
            d.line("label " + d.tok(label))
            d.nested { $0.pattern(element.pattern) }
          } else {
            d.pattern(element.pattern)
          }
        }
      }
    case .binding(let keyword, let pattern):
      line("pattern_binding " + tree.text(keyword))
      nested { $0.pattern(pattern) }
    case .isType(_, let type):
      line("pattern_is")
      nested { $0.type(type) }
    case .asType(let pattern, _, let type):
      line("pattern_as")
      nested { d in
        d.pattern(pattern)
        d.type(type)
      }
    case .optional(let pattern, _):
      line("pattern_optional")
      nested { $0.pattern(pattern) }
    case .expr(let expr):
      line("pattern_expr")
      nested { $0.expr(expr) }
    case .missing:
      line("(missing pattern)")
    }
  }
}
