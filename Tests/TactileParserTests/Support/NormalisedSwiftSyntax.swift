import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Normalises swift-syntax's tree (after folding operators with the standard operator table)
/// into the same structural text as `NormalisedOurs`; see there for the form.
struct NormalisedSwiftSyntax {
  /// Parses `source` with SwiftParser; returns whether it reported errors and the normalised
  /// text of the folded tree.
  static func parse(_ source: String) -> (hasErrors: Bool, normalised: String) {
    let file = Parser.parse(source: source)
    let hasErrors = file.hasError
    let folded = OperatorTable.standardOperators.foldAll(file) { _ in }
    let root = folded.as(SourceFileSyntax.self) ?? file
    let n = NormalisedSwiftSyntax()
    let text = root.statements.map { n.item($0.item) }.filter { !$0.isEmpty }.joined(separator: "\n")
    return (hasErrors, text)
  }

  /// Token text of a node without whitespace (string content included, since the two parsers
  /// split multi-line string content into segments and trivia differently).
  func text(_ node: some SyntaxProtocol) -> String {
    var out = ""
    for token in node.tokens(viewMode: .sourceAccurate) {
      out += token.text.filter { !$0.isWhitespace }
    }
    return out
  }

  func item(_ item: CodeBlockItemSyntax.Item) -> String {
    switch item {
    case .decl(let d): return decl(d)
    case .stmt(let s): return stmt(s)
    case .expr(let e): return expr(e)
    }
  }

  func items(_ list: CodeBlockItemListSyntax) -> String {
    list.map { item($0.item) }.filter { !$0.isEmpty }.joined(separator: ";")
  }

  func block(_ block: CodeBlockSyntax) -> String { "{" + items(block.statements) + "}" }

  func stmt(_ s: StmtSyntax) -> String {
    if let e = s.as(ExpressionStmtSyntax.self) { return expr(e.expression) }
    if let g = s.as(GuardStmtSyntax.self) { return "guard(" + conds(g.conditions) + ")" + block(g.body) }
    if let w = s.as(WhileStmtSyntax.self) { return "while(" + conds(w.conditions) + ")" + block(w.body) }
    if let r = s.as(RepeatStmtSyntax.self) {
      return "repeat" + block(r.body) + "while(" + expr(r.condition) + ")"
    }
    if let f = s.as(ForStmtSyntax.self) {
      var out = "for(" + text(f.pattern) + " in " + expr(f.sequence)
      if let w = f.whereClause { out += " where " + expr(w.condition) }
      return out + ")" + block(f.body)
    }
    if let d = s.as(DoStmtSyntax.self) {
      return "do" + block(d.body)
        + d.catchClauses.map { c in
          "catch("
            + c.catchItems.map { i in
              (i.pattern.map { text($0) } ?? "")
                + (i.whereClause.map { " where " + expr($0.condition) } ?? "")
            }.joined(separator: ",") + ")" + block(c.body)
        }.joined()
    }
    if let r = s.as(ReturnStmtSyntax.self) {
      return "return" + (r.expression.map { "(" + expr($0) + ")" } ?? "")
    }
    if let t = s.as(ThrowStmtSyntax.self) { return "throw(" + expr(t.expression) + ")" }
    if let b = s.as(BreakStmtSyntax.self) { return "break" + (b.label.map { " " + $0.text } ?? "") }
    if let c = s.as(ContinueStmtSyntax.self) { return "continue" + (c.label.map { " " + $0.text } ?? "") }
    if s.is(FallThroughStmtSyntax.self) { return "fallthrough" }
    if let d = s.as(DeferStmtSyntax.self) { return "defer" + block(d.body) }
    if let l = s.as(LabeledStmtSyntax.self) { return l.label.text + ":" + stmt(l.statement) }
    return "STMT(" + text(s) + ")"
  }

  func conds(_ list: ConditionElementListSyntax) -> String {
    list.map { c in
      switch c.condition {
      case .expression(let e): return expr(e)
      case .optionalBinding(let b):
        return b.bindingSpecifier.text + " " + text(b.pattern)
          + (b.initializer.map { "=" + expr($0.value) } ?? "")
      case .matchingPattern(let m):
        return "case " + text(m.pattern) + (m.typeAnnotation.map { text($0) } ?? "") + "="
          + expr(m.initializer.value)
      case .availability(let a):
        return a.availabilityKeyword.text + "(" + text(a.availabilityArguments) + ")"
      }
    }.joined(separator: ",")
  }

  func ifConfig(_ config: IfConfigDeclSyntax) -> String {
    config.clauses.map { clause in
      var out = clause.poundKeyword.text + (clause.condition.map { "(" + text($0) + ")" } ?? "") + "{"
      switch clause.elements {
      case .statements(let list)?: out += items(list)
      case .switchCases(let list)?: out += list.map { switchCaseElement($0) }.joined(separator: ";")
      case .decls(let list)?: out += list.map { decl($0.decl) }.filter { !$0.isEmpty }.joined(separator: ";")
      case .postfixExpression(let e)?: out += expr(e)
      case .attributes(let a)?: out += text(a)
      case nil: break
      }
      return out + "}"
    }.joined()
  }

  func switchCaseElement(_ element: SwitchCaseListSyntax.Element) -> String {
    switch element {
    case .switchCase(let c):
      let label: String
      switch c.label {
      case .default: label = "default"
      case .case(let l):
        label =
          "case("
          + l.caseItems.map { i in
            text(i.pattern) + (i.whereClause.map { " where " + expr($0.condition) } ?? "")
          }.joined(separator: ",") + ")"
      }
      return label + ":" + items(c.statements)
    case .ifConfigDecl(let config):
      return ifConfig(config)
    }
  }

  func members(_ block: MemberBlockSyntax) -> String {
    "{" + block.members.map { decl($0.decl) }.filter { !$0.isEmpty }.joined(separator: ";") + "}"
  }

  func labels(_ clause: FunctionParameterClauseSyntax) -> String {
    "(" + clause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
  }

  func decl(_ d: DeclSyntax) -> String {
    if let i = d.as(ImportDeclSyntax.self) {
      return "import " + i.path.map { $0.name.text }.joined(separator: ".")
    }
    if let s = d.as(StructDeclSyntax.self) { return "struct " + s.name.text + members(s.memberBlock) }
    if let c = d.as(ClassDeclSyntax.self) { return "class " + c.name.text + members(c.memberBlock) }
    if let e = d.as(EnumDeclSyntax.self) { return "enum " + e.name.text + members(e.memberBlock) }
    if let p = d.as(ProtocolDeclSyntax.self) { return "protocol " + p.name.text + members(p.memberBlock) }
    if let a = d.as(ActorDeclSyntax.self) { return "actor " + a.name.text + members(a.memberBlock) }
    if let e = d.as(ExtensionDeclSyntax.self) {
      return "extension " + text(e.extendedType) + members(e.memberBlock)
    }
    if let v = d.as(VariableDeclSyntax.self) {
      return v.bindingSpecifier.text + "("
        + v.bindings.map { b in
          var s = text(b.pattern)
          if let i = b.initializer { s += "=" + expr(i.value) }
          if let a = b.accessorBlock {
            switch a.accessors {
            case .getter(let list): s += "{" + items(list) + "}"
            case .accessors(let list):
              s +=
                "{"
                + list.map { $0.accessorSpecifier.text + ($0.body.map { block($0) } ?? "") }.joined(
                  separator: ";") + "}"
            }
          }
          return s
        }.joined(separator: "|") + ")"
    }
    if let f = d.as(FunctionDeclSyntax.self) {
      return "func " + f.name.text + labels(f.signature.parameterClause) + (f.body.map { block($0) } ?? "")
    }
    if let i = d.as(InitializerDeclSyntax.self) {
      return "init" + labels(i.signature.parameterClause) + (i.body.map { block($0) } ?? "")
    }
    if let i = d.as(DeinitializerDeclSyntax.self) { return "deinit" + (i.body.map { block($0) } ?? "") }
    if let s = d.as(SubscriptDeclSyntax.self) { return "subscript" + labels(s.parameterClause) }
    if let t = d.as(TypeAliasDeclSyntax.self) { return "typealias " + t.name.text }
    if let a = d.as(AssociatedTypeDeclSyntax.self) { return "associatedtype " + a.name.text }
    if let c = d.as(EnumCaseDeclSyntax.self) {
      return "case("
        + c.elements.map { e in
          e.name.text
            + (e.parameterClause.map {
              "(" + $0.parameters.map { ($0.firstName?.text ?? "") + ":" }.joined() + ")"
            } ?? "")
            + (e.rawValue.map { "=" + expr($0.value) } ?? "")
        }.joined(separator: ",") + ")"
    }
    if let o = d.as(OperatorDeclSyntax.self) { return "operator " + o.name.text }
    if let p = d.as(PrecedenceGroupDeclSyntax.self) { return "precedencegroup " + p.name.text }
    if let m = d.as(MacroExpansionDeclSyntax.self) {
      return macro(
        m.pound.text + m.macroName.text, m.leftParen != nil, m.arguments, m.trailingClosure,
        m.additionalTrailingClosures)
    }
    if let i = d.as(IfConfigDeclSyntax.self) { return ifConfig(i) }
    return "DECL(" + text(d) + ")"
  }

  func macro(
    _ name: String, _ hasParens: Bool, _ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?,
    _ more: MultipleTrailingClosureElementListSyntax
  ) -> String {
    var s = name
    if hasParens { s += "(" + args(arguments) + ")" }
    return s + trailing(closure, more)
  }

  func args(_ list: LabeledExprListSyntax) -> String {
    list.map { ($0.label.map { $0.text + ":" } ?? "") + expr($0.expression) }.joined(separator: ",")
  }

  func trailing(_ closure: ClosureExprSyntax?, _ more: MultipleTrailingClosureElementListSyntax) -> String {
    guard let closure else { return "" }
    return expr(ExprSyntax(closure))
      + more.map { " " + $0.label.text + ":" + expr(ExprSyntax($0.closure)) }.joined()
  }

  func expr(_ e: ExprSyntax) -> String {
    if let r = e.as(DeclReferenceExprSyntax.self) {
      return r.baseName.text + (r.argumentNames.map { text($0) } ?? "")
    }
    if let g = e.as(GenericSpecializationExprSyntax.self) {
      return expr(g.expression) + text(g.genericArgumentClause)
    }
    if let m = e.as(MemberAccessExprSyntax.self) {
      return (m.base.map { expr($0) } ?? "") + "." + m.declName.baseName.text
    }
    if let c = e.as(FunctionCallExprSyntax.self) {
      return "call(" + expr(c.calledExpression) + "|" + (c.leftParen != nil ? args(c.arguments) : "-") + "|"
        + trailing(c.trailingClosure, c.additionalTrailingClosures) + ")"
    }
    if let s = e.as(SubscriptCallExprSyntax.self) {
      return expr(s.calledExpression) + "[" + args(s.arguments) + "]"
        + trailing(s.trailingClosure, s.additionalTrailingClosures)
    }
    if let i = e.as(InfixOperatorExprSyntax.self) {
      if let a = i.operator.as(AssignmentExprSyntax.self) {
        return "(" + expr(i.leftOperand) + " " + a.equal.text + " " + expr(i.rightOperand) + ")"
      }
      return "(" + expr(i.leftOperand) + " " + text(i.operator) + " " + expr(i.rightOperand) + ")"
    }
    if let t = e.as(TernaryExprSyntax.self) {
      return "(" + expr(t.condition) + " ? " + expr(t.thenExpression) + " : " + expr(t.elseExpression) + ")"
    }
    if let i = e.as(IsExprSyntax.self) { return "(" + expr(i.expression) + " is " + text(i.type) + ")" }
    if let a = e.as(AsExprSyntax.self) {
      return "(" + expr(a.expression) + " as" + (a.questionOrExclamationMark?.text ?? "") + " " + text(a.type)
        + ")"
    }
    if let p = e.as(PrefixOperatorExprSyntax.self) { return "(" + p.operator.text + expr(p.expression) + ")" }
    if let p = e.as(PostfixOperatorExprSyntax.self) {
      return "(" + expr(p.expression) + p.operator.text + ")"
    }
    if let i = e.as(InOutExprSyntax.self) { return "&" + expr(i.expression) }
    if let f = e.as(ForceUnwrapExprSyntax.self) { return expr(f.expression) + "!" }
    if let o = e.as(OptionalChainingExprSyntax.self) { return expr(o.expression) + "?" }
    if let t = e.as(TryExprSyntax.self) {
      return "try" + (t.questionOrExclamationMark?.text ?? "") + "(" + expr(t.expression) + ")"
    }
    if let a = e.as(AwaitExprSyntax.self) { return "await(" + expr(a.expression) + ")" }
    if let t = e.as(TupleExprSyntax.self) { return "(" + args(t.elements) + ")" }
    if let a = e.as(ArrayExprSyntax.self) {
      return "[" + a.elements.map { expr($0.expression) }.joined(separator: ",") + "]"
    }
    if let d = e.as(DictionaryExprSyntax.self) {
      switch d.content {
      case .colon: return "[:]"
      case .elements(let list):
        return "[" + list.map { expr($0.key) + ":" + expr($0.value) }.joined(separator: ",") + "]"
      }
    }
    if let c = e.as(ClosureExprSyntax.self) {
      var params = "-"
      if let signature = c.signature {
        switch signature.parameterClause {
        case .simpleInput(let list)?: params = String(list.count)
        case .parameterClause(let clause)?: params = String(clause.parameters.count)
        case nil: params = "0"
        }
      }
      return "{" + params + "|" + items(c.statements) + "}"
    }
    if let i = e.as(IfExprSyntax.self) {
      var out = "if(" + conds(i.conditions) + ")" + block(i.body)
      switch i.elseBody {
      case .codeBlock(let b)?: out += "else" + block(b)
      case .ifExpr(let nested)?: out += "else " + expr(ExprSyntax(nested))
      case nil: break
      }
      return out
    }
    if let s = e.as(SwitchExprSyntax.self) {
      return "switch(" + expr(s.subject) + "){" + s.cases.map { switchCaseElement($0) }.joined(separator: ";")
        + "}"
    }
    if let m = e.as(MacroExpansionExprSyntax.self) {
      return macro(
        m.pound.text + m.macroName.text, m.leftParen != nil, m.arguments, m.trailingClosure,
        m.additionalTrailingClosures)
    }
    if e.is(DiscardAssignmentExprSyntax.self) { return "_" }
    if let p = e.as(PostfixIfConfigExprSyntax.self) {
      return (p.base.map { expr($0) } ?? "") + ifConfig(p.config)
    }
    return text(e)
  }
}
