import TactileParser

/// The stable text form of a checked file, printed by `tactile dump --stage typed`: the syntax
/// tree (as `--stage syntax` prints it) with each checked expression's type and what it refers
/// to after `::`, such as `identifier 'value'  :: DragGesture.Value = local value`.
public enum TypedDump {
  public static func render(_ sema: SemanticAnalyzer) -> String {
    let file = sema.userFile
    return SyntaxDumper.render(sema.files[file].tree) { e in
      guard let type = sema.results[file].exprTypes[Int(e.index)] else { return nil }
      var text = sema.display(type)
      if let reference = sema.results[file].references[Int(e.index)] {
        text += " = " + describe(reference, sema)
      }
      if let call = sema.results[file].calls[Int(e.index)] {
        text += " calls " + describe(call.callee, sema)
      }
      if let conversion = sema.results[file].conversions[Int(e.index)] {
        switch conversion {
        case .optionalPromotion(let n): text += " (wrapped in Optional" + (n > 1 ? " \(n) times)" : ")")
        case .floatingPoint: text += " (CGFloat/Double)"
        case .forceUnwrap: text += " (forced)"
        case .existential: text += " (boxed)"
        case .builderResult: text += " (called: its view is stored)"
        }
      }
      return text
    }
  }

  static func describe(_ r: Reference, _ sema: SemanticAnalyzer) -> String {
    let d = sema.declarations
    func owner(_ n: NominalRef?) -> String { n.map { d[$0].qualifiedName + "." } ?? "" }
    switch r {
    case .local(let l): return "local \(sema.locals[l.index].name)"
    case .anonymousParameter(let l): return "parameter \(sema.locals[l.index].name)"
    case .property(let v): return "property \(owner(d[v].owner))\(d[v].name)"
    case .projectedValue(let v): return "projection \(owner(d[v].owner))$\(d[v].name)"
    case .wrapperStorage(let v): return "wrapper \(owner(d[v].owner))_\(d[v].name)"
    case .function(let f): return "function \(owner(d[f].owner))\(d[f].signatureName)"
    case .memberwiseInitializer(let n): return "memberwise \(d[n].qualifiedName).init"
    case .enumCase(let c): return "case \(d[d[c].owner].qualifiedName).\(d[c].name)"
    case .type(let t): return "type \(sema.display(t))"
    case .selfValue: return "self"
    case .tupleElement(let i): return "element \(i)"
    }
  }
}
