import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// swiftc's range check of integer literals, once their types are settled: a literal stored
  /// into an `Int` must fit in 64 bits, whatever the host (the browser's wasm32 included), and
  /// one that does not is "integer literal '…' overflows when stored into 'Int'", with its value
  /// in decimal. A `-` written before a literal is part of it, so `-9223372036854775808` fits.
  /// Integer types other than `Int` are aliases of it in the interface, so they are held to
  /// `Int`'s range.
  func checkIntegerLiteralRanges() {
    let saved = currentFile
    currentFile = userFile
    defer { currentFile = saved }
    let tree = files[userFile].tree
    let types = results[userFile].exprTypes
    // The negative literals: a prefix `-` applied to a literal directly.
    var minus: [Int: ExprID] = [:]
    for i in types.indices where types[i] != nil {
      let e = ExprID(rawIndex: i)
      if case .prefixOperator(let op, let operand) = tree[e].kind, tree.text(op) == "-",
        case .integerLiteral = tree[operand].kind
      {
        minus[Int(operand.index)] = e
      }
    }
    for i in types.indices {
      guard case .nominal(let ref, _)? = types[i], ref == known.int else { continue }
      let e = ExprID(rawIndex: i)
      guard case .integerLiteral(let token) = tree[e].kind else { continue }
      let negative = minus[i]
      let text = (negative == nil ? "" : "-") + tree.text(token)
      guard Literals.integer(text) == nil, let value = Literals.decimal(text) else { continue }
      report(.integerLiteralOverflow(value, "Int"), at: range(tree[negative ?? e].span))
    }
  }
}
