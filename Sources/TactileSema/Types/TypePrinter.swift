extension SemanticAnalyzer {
  /// A type as swiftc prints it in diagnostics: `[Int]`, `CGSize?`, `DragGesture.Value`,
  /// `SimultaneousGesture<LongPressGesture, DragGesture>.Value`, `(Int) -> Void`, `some View`.
  public func display(_ type: SType) -> String {
    switch type {
    case .nominal(let ref, let args):
      if ref == known.optional, args.count == 1 {
        let inner = display(args[0])
        return needsParentheses(args[0]) ? "(\(inner))?" : "\(inner)?"
      }
      if ref == known.array, args.count == 1 { return "[\(display(args[0]))]" }
      if ref == known.dictionary, args.count == 2 { return "[\(display(args[0])): \(display(args[1]))]" }
      return nominalName(ref, args)
    case .tuple(let elements):
      let parts = elements.map { e in e.label.map { "\($0): \(display(e.type))" } ?? display(e.type) }
      return "(\(parts.joined(separator: ", ")))"
    case .function(let f):
      let params = f.parameters.map { p in
        (p.isInout ? "inout " : "") + display(p.type) + (p.isVariadic ? "..." : "")
      }
      let effects = (f.isAsync ? " async" : "") + (f.isThrowing ? " throws" : "")
      return "(\(params.joined(separator: ", ")))\(effects) -> \(display(f.result))"
    case .parameter(let p):
      return declarations.name(of: p)
    case .dependent(let base, let name):
      return "\(display(base)).\(name)"
    case .opaque(let constraint, _):
      return "some \(declarations[constraint].name)"
    case .metatype(let base):
      return "\(display(base)).Type"
    case .variable:
      return "_"
    case .error:
      return "<<error type>>"
    }
  }

  private func needsParentheses(_ type: SType) -> Bool {
    if case .function = type { return true }
    if case .opaque = type { return true }
    return false
  }

  /// `Outer<A>.Inner<B>`: each level with its own generic arguments.
  private func nominalName(_ ref: NominalRef, _ args: [SType]) -> String {
    var chain: [NominalRef] = []
    var current: NominalRef? = ref
    while let c = current {
      chain.append(c)
      current = declarations[c].parent
    }
    var parts: [String] = []
    var offset = 0
    for level in chain.reversed() {
      let count = declarations.genericContexts[declarations[level].genericContext].parameters.count
      let own = declarations[level].kind == .protocolType ? 0 : count
      var part = declarations[level].name
      if own > 0, offset + own <= args.count {
        part += "<" + args[offset..<(offset + own)].map { display($0) }.joined(separator: ", ") + ">"
      }
      offset += own
      parts.append(part)
    }
    return parts.joined(separator: ".")
  }
}
