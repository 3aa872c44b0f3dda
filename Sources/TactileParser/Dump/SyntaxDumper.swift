import TactileDiagnostics
import TactileLexer

/// The stable text form of a syntax tree, printed by `tactile dump --stage syntax` and used by
/// golden tests.
///
/// One node per line, children indented by two spaces under their parent: the node's name,
/// then its key tokens inline (`name=`, `op=`, quoted and escaped), then its children.
/// Missing tokens print as `<missing>` and missing nodes as `(missing)`; tokens skipped during
/// recovery print as `(unexpected 'tokens')`.
/// The format changes only deliberately, with the golden files re-recorded.
public struct SyntaxDumper {
  let tree: SyntaxTree
  var out = ""
  var indent = 0
  /// Extra text for an expression's line (the typed dump adds types and references).
  var annotate: ((ExprID) -> String?)?
  var pendingAnnotation: String?

  /// Renders the whole tree; `annotate` may add text at the end of each expression's line.
  public static func render(_ tree: SyntaxTree, annotate: ((ExprID) -> String?)? = nil) -> String {
    var dumper = SyntaxDumper(tree: tree)
    dumper.annotate = annotate
    dumper.line("source_file")
    dumper.nested { d in
      for item in tree.items { d.stmt(item) }
    }
    return dumper.out
  }

  init(tree: SyntaxTree) { self.tree = tree }

  // MARK: Output helpers

  mutating func line(_ text: String) {
    out += String(repeating: " ", count: indent * 2) + text
    if let note = pendingAnnotation {
      out += "  :: " + note
      pendingAnnotation = nil
    }
    out += "\n"
  }

  mutating func nested(_ body: (inout SyntaxDumper) -> Void) {
    indent += 1
    body(&self)
    indent -= 1
  }

  /// A token's text, quoted and escaped, or `<missing>`.
  func tok(_ id: TokenID?) -> String {
    guard let id else { return "<missing>" }
    let token = tree[id]
    return "'" + TokenDump.escaped(tree.source.bytes[token.textStart..<token.textEnd]) + "'"
  }

  /// The text of a span of tokens, separated by single spaces.
  func tokens(_ span: TokenSpan) -> String {
    var parts: [String] = []
    var i = Int(span.first)
    while i < Int(span.end), i < tree.tokens.count {
      let token = tree.tokens[i]
      parts.append(TokenDump.escaped(tree.source.bytes[token.textStart..<token.textEnd]))
      i += 1
    }
    return "'" + parts.joined(separator: " ") + "'"
  }

  // MARK: Statements

  mutating func stmt(_ id: StmtID) {
    switch tree[id].kind {
    case .expr(let expr):
      self.expr(expr)
    case .decl(let decl):
      self.decl(decl)
    case .ifStmt(let ifStmt):
      ifStatement(ifStmt)
    case .guardStmt(_, let conditions, let elseKeyword, let body):
      line("guard" + (elseKeyword == nil ? " else=<missing>" : ""))
      nested { d in
        d.conditions(conditions)
        d.block("else", body)
      }
    case .whileStmt(_, let conditions, let body):
      line("while")
      nested { d in
        d.conditions(conditions)
        d.block("body", body)
      }
    case .repeatStmt(_, let body, let whileKeyword, let condition):
      line("repeat" + (whileKeyword == nil ? " while=<missing>" : ""))
      nested { d in
        d.block("body", body)
        d.expr(condition)
      }
    case .forStmt(let forStmt):
      var header = "for"
      if forStmt.tryKeyword != nil { header += " try" }
      if forStmt.awaitKeyword != nil { header += " await" }
      if forStmt.caseKeyword != nil { header += " case" }
      if forStmt.inKeyword == nil { header += " in=<missing>" }
      line(header)
      nested { d in
        d.pattern(forStmt.pattern)
        if let type = forStmt.type { d.type(type.type) }
        d.expr(forStmt.sequence)
        if let whereClause = forStmt.whereClause {
          d.line("where")
          d.nested { $0.expr(whereClause.condition) }
        }
        d.block("body", forStmt.body)
      }
    case .switchStmt(_, let subject, let open, let cases, let close):
      line(
        "switch" + (open == nil ? " open=<missing>" : "")
          + (open != nil && close == nil ? " close=<missing>" : ""))
      nested { d in
        d.expr(subject)
        for item in cases { d.stmt(item) }
      }
    case .switchCase(let switchCase):
      var header = tree.text(switchCase.keyword, is: "default") ? "default" : "case"
      for attribute in switchCase.attributes { header += " " + attributeText(attribute) }
      if switchCase.colon == nil { header += " colon=<missing>" }
      line(header)
      nested { d in
        for item in switchCase.items { d.caseItem(item) }
        if !switchCase.body.isEmpty {
          d.line("body")
          d.nested { d in for statement in switchCase.body { d.stmt(statement) } }
        }
      }
    case .doStmt(_, let body, let catches):
      line("do")
      nested { d in
        d.block("body", body)
        for clause in catches {
          d.line("catch")
          d.nested { d in
            for item in clause.items { d.caseItem(item) }
            d.block("body", clause.body)
          }
        }
      }
    case .returnStmt(_, let value):
      line("return")
      if let value { nested { $0.expr(value) } }
    case .throwStmt(_, let value):
      line("throw")
      nested { $0.expr(value) }
    case .breakStmt(_, let label):
      line("break" + (label.map { " label=" + tok($0) } ?? ""))
    case .continueStmt(_, let label):
      line("continue" + (label.map { " label=" + tok($0) } ?? ""))
    case .fallthroughStmt:
      line("fallthrough")
    case .deferStmt(_, let body):
      line("defer")
      nested { $0.block("body", body) }
    case .labeled(let label, _, let statement):
      line("labeled " + tok(label))
      nested { $0.stmt(statement) }
    case .ifConfig(let config):
      ifConfig(config) { d, item in d.stmt(item) }
    case .semicolon:
      line("semicolon")
    case .unexpected(let span):
      line("unexpected " + tokens(span))
    }
  }

  mutating func ifStatement(_ ifStmt: IfStmt) {
    line("if")
    nested { d in
      d.conditions(ifStmt.conditions)
      d.block("then", ifStmt.body)
      switch ifStmt.elseBranch {
      case .block(let block): d.block("else", block)
      case .ifStmt(let nestedIf):
        d.line("else")
        d.nested { $0.stmt(nestedIf) }
      case nil:
        if ifStmt.elseKeyword != nil { d.line("else <missing>") }
      }
    }
  }

  mutating func block(_ label: String, _ block: Block) {
    var header = label
    if block.open == nil {
      header += " open=<missing>"
    } else if block.close == nil {
      header += " close=<missing>"
    }
    line(header)
    nested { d in for item in block.items { d.stmt(item) } }
  }

  mutating func conditions(_ conditions: [Condition]) {
    for condition in conditions {
      switch condition.kind {
      case .expr(let expr):
        self.expr(expr)
      case .optionalBinding(let keyword, let pattern, let type, _, let value):
        line("optional_binding " + tree.text(keyword))
        nested { d in
          d.pattern(pattern)
          if let type { d.type(type.type) }
          if let value { d.expr(value) }
        }
      case .matching(_, let pattern, let type, let equal, let value):
        line("case_condition" + (equal == nil ? " equal=<missing>" : ""))
        nested { d in
          d.pattern(pattern)
          if let type { d.type(type.type) }
          d.expr(value)
        }
      case .availability(let keyword, _, let arguments, let close):
        line(tree.text(keyword) + " " + tokens(arguments) + (close == nil ? " close=<missing>" : ""))
      }
    }
  }

  mutating func caseItem(_ item: SwitchCase.Item) {
    pattern(item.pattern)
    if let whereClause = item.whereClause {
      line("where")
      nested { $0.expr(whereClause.condition) }
    }
  }

  mutating func ifConfig<Item>(_ config: IfConfig<Item>, _ item: (inout SyntaxDumper, Item) -> Void) {
    line("if_config" + (config.endKeyword == nil ? " endif=<missing>" : ""))
    nested { d in
      for clause in config.clauses {
        d.line(d.tree.text(clause.keyword))
        d.nested { d in
          if let condition = clause.condition {
            d.line("condition")
            d.nested { $0.expr(condition) }
          }
          for element in clause.items { item(&d, element) }
        }
      }
    }
  }
}
