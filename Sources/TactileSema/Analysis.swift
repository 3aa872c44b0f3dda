import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// Analyses `source` against the built-in interface: collects declarations, checks every body
  /// and settles every type. The analyzer holds the results; `diagnostics` lists the problems
  /// in source order.
  public static func analyze(_ source: String, fileName: String = "main.swift") -> SemanticAnalyzer {
    analyze(SourceFile(name: fileName, tree: Parser.parse(source), isInterface: false))
  }

  /// Analyses an already parsed user file.
  public static func analyze(_ user: SourceFile) -> SemanticAnalyzer {
    let sema = SemanticAnalyzer(prepared: .standard, user: user)
    sema.analyze()
    return sema
  }

  /// Runs every pass.
  public func analyze() {
    collectDeclarations()
    checkUserDeclarations()
    reportUnavailableUses()
    settleTypes()
  }

  /// Gives every literal left undecided its default type and replaces inference variables in
  /// recorded types by what they were bound to; a variable nothing decided becomes `error`.
  func settleTypes() {
    solver.defaultLiterals(from: 0, defaultType)
    func settle(_ t: SType) -> SType {
      resolved(t).map { x in
        if case .variable = x { return .error }
        return nil
      }
    }
    for file in results.indices {
      for i in results[file].exprTypes.indices {
        if let t = results[file].exprTypes[i], t.containsVariable { results[file].exprTypes[i] = settle(t) }
      }
    }
    for i in locals.indices where locals[i].type.containsVariable { locals[i].type = settle(locals[i].type) }
    for i in declarations.variables.indices {
      if let t = declarations.variables[i].type, t.containsVariable {
        declarations.variables[i].type = settle(t)
      }
    }
    for i in declarations.functions.indices where declarations.functions[i].result.containsVariable {
      declarations.functions[i].result = settle(declarations.functions[i].result)
    }
    checkIntegerLiteralRanges()
    diagnostics = sortedBySource(diagnostics)
  }

  /// Diagnostics in source order (stable for equal positions).
  private func sortedBySource(_ list: [Diagnostic]) -> [Diagnostic] {
    list.enumerated().sorted { a, b in
      if a.element.range.start != b.element.range.start {
        return a.element.range.start < b.element.range.start
      }
      return a.offset < b.offset
    }.map { $0.element }
  }

  /// A type written in the user's file: as the checker resolved it in its scope (a type nested
  /// in the view, a generic parameter), else resolved at the top level without reporting anything.
  public func writtenType(_ t: TypeID) -> SType {
    if let resolved = writtenTypeResolutions[Int(t.index)] { return resolved }
    let saved = currentFile
    let count = diagnostics.count
    currentFile = userFile
    let resolvedType = resolveType(t, TypeScope(file: userFile, genericContext: nil, nominal: nil))
    diagnostics.removeLast(diagnostics.count - count)
    currentFile = saved
    return resolvedType
  }

  /// Whether `type` conforms to the protocol named `name` (`View`, `Gesture`).
  public func conforms(_ type: SType, toProtocolNamed name: String) -> Bool {
    guard let proto = declarations.nominal(named: name), declarations[proto].kind == .protocolType else {
      return false
    }
    if case .opaque(let c, let underlying) = type {
      if c == proto || protocolInherits(c, proto) { return true }
      if let underlying { return conforms(underlying, to: proto) }
      return false
    }
    return conforms(type, to: proto)
  }

  /// The settled type of expression `e` of the user's file.
  public func type(of e: ExprID) -> SType? { results[userFile].exprTypes[Int(e.index)] }

  /// What expression `e` of the user's file refers to.
  public func reference(of e: ExprID) -> Reference? { results[userFile].references[Int(e.index)] }
}
