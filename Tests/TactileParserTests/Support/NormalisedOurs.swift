import Foundation
import TactileLexer
import TactileParser

/// Normalises our syntax tree into the structural text that `NormalisedSwiftSyntax` produces
/// from swift-syntax's tree, for differential tests.
///
/// The form keeps what the two parsers must agree on — declarations and their names, function
/// argument labels, statements and their bodies, calls with argument labels and trailing
/// closures, closures, member chains, and operator grouping as explicit parentheses — and
/// prints leaves (names, literals, patterns, types, key paths) as their token text without
/// whitespace, which is independent of how either side tokenises them.
struct NormalisedOurs {
  let tree: SyntaxTree

  static func render(_ tree: SyntaxTree) -> String {
    let n = NormalisedOurs(tree: tree)
    return tree.items.map { n.stmt($0) }.filter { !$0.isEmpty }.joined(separator: "\n")
  }

  func t(_ id: TokenID?) -> String { id.map { tree.text($0) } ?? "?" }

  /// Token text of a span, without whitespace (string content included).
  func text(_ span: TokenSpan) -> String {
    var out = ""
    var i = Int(span.first)
    while i < Int(span.end) {
      let token = tree.tokens[i]
      var text = tree.source.text(of: token)
      if token.kind == .stringSegment {
        // swift-syntax keeps a line continuation's backslash out of the segment text.
        text = text.replacingOccurrences(of: #"\\[ \t]*\r?\n"#, with: "", options: .regularExpression)
      }
      out += text.filter { !$0.isWhitespace }
      i += 1
    }
    return out
  }

  func stmts(_ items: [StmtID]) -> String {
    items.map { stmt($0) }.filter { !$0.isEmpty }.joined(separator: ";")
  }

  func block(_ block: Block) -> String { "{" + stmts(block.items) + "}" }

  func stmt(_ id: StmtID) -> String {
    switch tree[id].kind {
    case .expr(let e): return expr(e)
    case .decl(let d): return decl(d)
    case .ifStmt(let s): return ifStmt(s)
    case .guardStmt(_, let conditions, _, let body): return "guard(" + conds(conditions) + ")" + block(body)
    case .whileStmt(_, let conditions, let body): return "while(" + conds(conditions) + ")" + block(body)
    case .repeatStmt(_, let body, _, let condition):
      return "repeat" + block(body) + "while(" + expr(condition) + ")"
    case .forStmt(let f):
      var s = "for(" + text(tree[f.pattern].span) + " in " + expr(f.sequence)
      if let w = f.whereClause { s += " where " + expr(w.condition) }
      return s + ")" + block(f.body)
    case .switchStmt(_, let subject, _, let cases, _):
      return "switch(" + expr(subject) + "){" + cases.map { stmt($0) }.joined(separator: ";") + "}"
    case .switchCase(let c):
      let label =
        c.items.isEmpty ? "default" : "case(" + c.items.map { caseItem($0) }.joined(separator: ",") + ")"
      return label + ":" + stmts(c.body)
    case .doStmt(_, let body, let catches):
      return "do" + block(body)
        + catches.map {
          "catch(" + $0.items.map { caseItem($0) }.joined(separator: ",") + ")" + block($0.body)
        }.joined()
    case .returnStmt(_, let value): return "return" + (value.map { "(" + expr($0) + ")" } ?? "")
    case .throwStmt(_, let value): return "throw(" + expr(value) + ")"
    case .breakStmt(_, let label): return "break" + (label.map { " " + t($0) } ?? "")
    case .continueStmt(_, let label): return "continue" + (label.map { " " + t($0) } ?? "")
    case .fallthroughStmt: return "fallthrough"
    case .deferStmt(_, let body): return "defer" + block(body)
    case .labeled(let label, _, let s): return t(label) + ":" + stmt(s)
    case .ifConfig(let config): return ifConfig(config) { stmt($0) }
    case .semicolon: return ""
    case .unexpected(let span): return "UNEXPECTED(" + text(span) + ")"
    }
  }

  func caseItem(_ item: SwitchCase.Item) -> String {
    text(tree[item.pattern].span) + (item.whereClause.map { " where " + expr($0.condition) } ?? "")
  }

  func ifStmt(_ s: IfStmt) -> String {
    var out = "if(" + conds(s.conditions) + ")" + block(s.body)
    switch s.elseBranch {
    case .block(let b): out += "else" + block(b)
    case .ifStmt(let i): out += "else " + stmt(i)
    case nil: break
    }
    return out
  }

  func conds(_ conditions: [Condition]) -> String {
    conditions.map { c in
      switch c.kind {
      case .expr(let e): return expr(e)
      case .optionalBinding(let keyword, let pattern, _, _, let value):
        return t(keyword) + " " + text(tree[pattern].span) + (value.map { "=" + expr($0) } ?? "")
      case .matching(_, let pattern, _, _, let value):
        return "case " + text(tree[pattern].span) + "=" + expr(value)
      case .availability(let keyword, _, let arguments, _):
        return t(keyword) + "(" + text(arguments) + ")"
      }
    }.joined(separator: ",")
  }

  func ifConfig<Item>(_ config: IfConfig<Item>, _ item: (Item) -> String) -> String {
    config.clauses.map { clause in
      t(clause.keyword) + (clause.condition.map { "(" + text(tree[$0].span) + ")" } ?? "") + "{"
        + clause.items.map(item).filter { !$0.isEmpty }.joined(separator: ";") + "}"
    }.joined()
  }

  func decl(_ id: DeclID) -> String {
    switch tree[id].kind {
    case .importDecl(_, _, _, let path): return "import " + path.map { t($0) }.joined(separator: ".")
    case .typeDecl(let d):
      return t(d.keyword) + " " + t(d.name) + "{"
        + d.members.members.map { decl($0) }.filter { !$0.isEmpty }.joined(separator: ";") + "}"
    case .extensionDecl(let d):
      return "extension " + text(tree[d.extendedType].span) + "{"
        + d.members.members.map { decl($0) }.filter { !$0.isEmpty }.joined(separator: ";") + "}"
    case .variable(let v):
      return t(v.keyword) + "("
        + v.bindings.map { b in
          var s = text(tree[b.pattern].span)
          if let i = b.initializer { s += "=" + expr(i) }
          if let a = b.accessors {
            switch a.content {
            case .getter(let items): s += "{" + stmts(items) + "}"
            case .accessors(let accessors):
              s +=
                "{"
                + accessors.map { t($0.keyword) + ($0.body.map { block($0) } ?? "") }.joined(separator: ";")
                + "}"
            }
          }
          return s
        }.joined(separator: "|") + ")"
    case .function(let f):
      return "func " + t(f.name) + labels(f.signature) + (f.body.map { block($0) } ?? "")
    case .initializer(let i):
      return "init" + labels(i.signature) + (i.body.map { block($0) } ?? "")
    case .deinitializer(_, _, let body): return "deinit" + (body.map { block($0) } ?? "")
    case .subscriptDecl(let s): return "subscript" + labels(s.signature)
    case .typeAlias(_, _, let name, _, _, _): return "typealias " + t(name)
    case .associatedType(_, _, let name, _, _, _, _): return "associatedtype " + t(name)
    case .enumCase(_, _, let elements):
      return "case("
        + elements.map { e in
          t(e.name) + (e.associatedValues.map { labels($0) } ?? "")
            + (e.rawValue.map { "=" + expr($0) } ?? "")
        }.joined(separator: ",") + ")"
    case .operatorDecl(_, _, let name, _, _): return "operator " + t(name)
    case .precedenceGroup(_, _, let name, _, _, _): return "precedencegroup " + t(name)
    case .macroExpansion(_, let m): return macro(m)
    case .ifConfig(let config): return ifConfig(config) { decl($0) }
    case .missing: return "MISSING"
    case .semicolon: return ""
    case .unexpected(let span): return "UNEXPECTED(" + text(span) + ")"
    }
  }

  func labels(_ signature: FunctionSignature) -> String {
    "(" + signature.parameters.map { ($0.firstName.map { t($0) } ?? "") + ":" }.joined() + ")"
  }

  func macro(_ m: MacroExpansion) -> String {
    var s = t(m.pound)
    if m.open != nil { s += "(" + args(m.arguments) + ")" }
    return s + trailing(m.trailingClosures)
  }

  func args(_ arguments: [CallArgument]) -> String {
    arguments.map { ($0.label.map { t($0) + ":" } ?? "") + expr($0.value) }.joined(separator: ",")
  }

  func trailing(_ closures: [TrailingClosure]) -> String {
    closures.map { ($0.label.map { " " + t($0) + ":" } ?? "") + expr($0.closure) }.joined()
  }

  func expr(_ id: ExprID) -> String {
    let node = tree[id]
    switch node.kind {
    case .identifier(let name, _, _): return t(name) + (genericsText(node.span, after: name))
    case .member(let base, _, let name, _, _):
      return (base.map { expr($0) } ?? "") + "." + t(name)
    case .call(let callee, let open, let arguments, _, let closures):
      return "call(" + expr(callee) + "|" + (open != nil ? args(arguments) : "-") + "|" + trailing(closures)
        + ")"
    case .subscriptCall(let base, _, let arguments, _, let closures):
      return expr(base) + "[" + args(arguments) + "]" + trailing(closures)
    case .infix(let lhs, let op, let rhs): return "(" + expr(lhs) + " " + t(op) + " " + expr(rhs) + ")"
    case .ternary(let c, _, let a, _, let b): return "(" + expr(c) + " ? " + expr(a) + " : " + expr(b) + ")"
    case .isType(let e, _, let type): return "(" + expr(e) + " is " + text(tree[type].span) + ")"
    case .asType(let e, _, let mark, let type):
      return "(" + expr(e) + " as" + (mark.map { t($0) } ?? "") + " " + text(tree[type].span) + ")"
    case .prefixOperator(let op, let operand): return "(" + t(op) + expr(operand) + ")"
    case .postfixOperator(let base, let op): return "(" + expr(base) + t(op) + ")"
    case .inoutExpr(_, let operand): return "&" + expr(operand)
    case .forceUnwrap(let base, _): return expr(base) + "!"
    case .optionalChain(let base, _): return expr(base) + "?"
    case .tryExpr(_, let mark, let operand):
      return "try" + (mark.map { t($0) } ?? "") + "(" + expr(operand) + ")"
    case .awaitExpr(_, let operand): return "await(" + expr(operand) + ")"
    case .tuple(_, let elements, _): return "(" + args(elements) + ")"
    case .arrayLiteral(_, let elements, _):
      return "[" + elements.map { expr($0.value) }.joined(separator: ",") + "]"
    case .dictionaryLiteral(_, let elements, _, _):
      return elements.isEmpty
        ? "[:]" : "[" + elements.map { expr($0.key) + ":" + expr($0.value) }.joined(separator: ",") + "]"
    case .closure(let c):
      var params = "-"
      if let signature = c.signature {
        switch signature.parameters {
        case .shorthand(let p): params = String(p.count)
        case .parenthesized(_, let p, _): params = String(p.count)
        case nil: params = "0"
        }
      }
      return "{" + params + "|" + stmts(c.body) + "}"
    case .ifExpr(let s), .switchExpr(let s): return stmt(s)
    case .macroExpansion(let m): return macro(m)
    case .discard: return "_"
    case .postfixIfConfig(let base, let config):
      return expr(base) + ifConfig(config) { expr($0) }
    case .missing: return "MISSING"
    case .unexpected(let span): return "UNEXPECTED(" + text(span) + ")"
    default:
      return text(node.span)
    }
  }

  func genericsText(_ span: TokenSpan, after name: TokenID) -> String {
    let start = Int(name.index) + 1
    guard start < Int(span.end) else { return "" }
    return text(TokenSpan(first: start, end: Int(span.end)))
  }
}
