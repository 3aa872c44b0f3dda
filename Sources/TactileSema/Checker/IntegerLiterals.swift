import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// swiftc's range check of integer literals, once their types are settled: a literal stored
  /// into an `Int` must fit in 64 bits, whatever the host (the browser's wasm32 included), and
  /// one that does not is "integer literal '…' overflows when stored into 'Int'", with its value
  /// in decimal. A `-` written before a literal is part of it, so `-9223372036854775808` fits.
  ///
  /// Integer types other than `Int` are aliases of it in the interface, so the checker cannot
  /// tell an `Int` context from a `UInt64` one. A literal between `Int64.max` and `UInt64.max`
  /// fits a `UInt64` or a `UInt`, so it is the user's mistake only where the context is known to
  /// be another type: the initial value of a binding without a written type (an `Int` by
  /// default) or with a written signed or narrower type (reported with that type's name, as
  /// swiftc does). Anywhere else it is Tactile's gap, "'UInt64 values above Int64.max' is not
  /// available in Tactile yet", never an error in the user's code.
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
    // The written type of each binding's initial value (nil when the binding writes none).
    var written: [Int: String?] = [:]
    for decl in tree.decls {
      guard case .variable(let variable) = decl.kind else { continue }
      for binding in variable.bindings {
        guard let value = binding.initializer else { continue }
        var name: String? = nil
        if let annotation = binding.type, case .identifier(let token, nil) = tree[annotation.type].kind {
          name = tree.text(token)
        } else if binding.type != nil {
          name = ""
        }
        written[Int(value.index)] = name
      }
    }
    for i in types.indices {
      guard case .nominal(let ref, _)? = types[i], ref == known.int else { continue }
      let e = ExprID(rawIndex: i)
      guard case .integerLiteral(let token) = tree[e].kind else { continue }
      let negative = minus[i]
      let outer = negative ?? e
      let text = (negative == nil ? "" : "-") + tree.text(token)
      guard Literals.integer(text) == nil, let value = Literals.decimal(text) else { continue }
      let at = range(tree[outer].span)
      // The written type of the binding this literal initialises: nil when not an initial value,
      // `.some(nil)` when the binding writes no type.
      let context = written[Int(outer.index)]
      var typeName = "Int"
      if case .some(.some(let name)) = context {
        if Self.isIntegerTypeName(name) { typeName = name } else { typeName = "" }
      }
      if negative == nil, Literals.fitsUInt64(text),
        context == nil || typeName == "UInt64" || typeName == "UInt" || typeName == ""
      {
        report(.notYetInTactile("UInt64 values above Int64.max"), at: at)
        continue
      }
      report(.integerLiteralOverflow(value, typeName.isEmpty ? "Int" : typeName), at: at)
    }
  }

  /// Whether `name` is an integer type of the standard library, which the interface declares as
  /// an alias of `Int`.
  static func isIntegerTypeName(_ name: String) -> Bool {
    switch name {
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return true
    default: return false
    }
  }
}
