import TactileDiagnostics
import TactileParser
import TactileSema

/// A user program analysed against the interface, with look-ups by source text for tests.
struct Analysed {
  let source: String
  let sema: SemanticAnalyzer

  init(_ source: String) {
    self.source = source
    sema = SemanticAnalyzer.analyze(source)
  }

  var tree: SyntaxTree { sema.files[sema.userFile].tree }

  /// The diagnostics' messages, in source order.
  var messages: [String] { sema.diagnostics.map(\.message) }

  /// The source text of expression `e`.
  func text(of e: ExprID) -> String {
    let r = tree.range(of: tree[e].span)
    return String(decoding: Array(source.utf8)[r.start..<r.end], as: UTF8.self)
  }

  /// Every expression whose source text is exactly `text`, in source order.
  func exprs(_ text: String) -> [ExprID] {
    (0..<tree.exprs.count).map { ExprID(rawIndex: $0) }.filter { self.text(of: $0) == text }
  }

  /// The type recorded for the `occurrence`-th expression spelled `text`, as swiftc prints it.
  func type(of text: String, occurrence: Int = 0) -> String? {
    let found = exprs(text)
    guard occurrence < found.count, let t = sema.type(of: found[occurrence]) else { return nil }
    return sema.display(t)
  }

  /// The signature of the function the call spelled `text` resolved to (`offset(x:y:)`).
  func callee(of text: String) -> String? {
    guard let e = exprs(text).first, let call = sema.results[sema.userFile].calls[Int(e.index)],
      case .function(let f) = call.callee
    else { return nil }
    return sema.declarations[f].signatureName
  }

  /// The type or protocol declaring the function the call spelled `text` resolved to
  /// (`FloatingPoint` for `x / 2.0`).
  func calleeOwner(of text: String) -> String? {
    guard let e = exprs(text).first, let call = sema.results[sema.userFile].calls[Int(e.index)],
      case .function(let f) = call.callee, let owner = sema.declarations[f].owner
    else { return nil }
    return sema.declarations[owner].name
  }

  /// The implicit conversion recorded on the expression spelled `text`.
  func conversion(of text: String) -> Conversion? {
    guard let e = exprs(text).first else { return nil }
    return sema.results[sema.userFile].conversions[Int(e.index)]
  }
}
