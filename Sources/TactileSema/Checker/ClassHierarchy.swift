import TactileDiagnostics
import TactileParser

/// Classes and their superclasses: a subclass's value converts to its superclass (the value is
/// kept as it is), and an SDK class that declares no initializer inherits its superclass's
/// (`UILabel()` is `UIView`'s `init()`), as Swift's initializer inheritance gives them.
extension SemanticAnalyzer {
  /// The superclass `ref` declares, if it is a class with one.
  func superclass(of ref: NominalRef) -> NominalRef? {
    guard declarations[ref].kind == .classType else { return nil }
    for case .nominal(let s, _) in declarations[ref].inherited
    where declarations[s].kind == .classType && s != ref {
      return s
    }
    return nil
  }

  /// Whether class `ref` is `ancestor` or inherits from it, however indirectly.
  func isSubclass(_ ref: NominalRef, of ancestor: NominalRef) -> Bool {
    var current: NominalRef? = ref
    var depth = 0
    while let r = current, depth < 32 {
      if r == ancestor { return true }
      current = superclass(of: r)
      depth += 1
    }
    return false
  }
}

extension SemanticAnalyzer {
  /// The modifiers written on the declaration at `origin` (`override`, `final`, `convenience`).
  func declarationHeader(_ origin: DeclOrigin) -> DeclHeader? {
    guard let d = origin.decl else { return nil }
    switch files[origin.file].tree[d].kind {
    case .function(let decl): return decl.header
    case .initializer(let decl): return decl.header
    case .variable(let decl): return decl.header
    case .subscriptDecl(let decl): return decl.header
    default: return nil
    }
  }

  /// Whether the declaration at `origin` carries modifier `name`.
  func declarationHasModifier(_ origin: DeclOrigin, _ name: StaticString) -> Bool {
    guard let header = declarationHeader(origin) else { return false }
    let tree = files[origin.file].tree
    return header.modifiers.contains { tree.text($0.name, is: name) }
  }

  /// Whether initializer `f` is a `convenience` one.
  func isConvenienceInit(_ f: FunctionRef) -> Bool {
    declarationHasModifier(declarations[f].origin, "convenience")
  }

  /// `ref`'s superclass `s` as `ref`'s declaration writes it (with its generic arguments).
  func substituteSuperclass(_ ref: NominalRef, _ type: SType, _ s: NominalRef) -> SType {
    for case .nominal(let r, let args) in declarations[ref].inherited where r == s {
      return .nominal(r, args)
    }
    return .nominal(s, [])
  }
}

extension SemanticAnalyzer {
  /// Swift's rules on overriding in the program's class hierarchies: an override says
  /// `override`, a member saying it overrides something, and nothing overrides a `final` one.
  func checkOverrides() {
    let tree = self.tree(userFile)
    for (i, n) in declarations.nominals.enumerated() where n.origin.file == userFile && n.kind == .classType {
      let ref = NominalRef(i)
      let superclass = self.superclass(of: ref)
      let userSuper = superclass.flatMap { files[declarations[$0].origin.file].isInterface ? nil : $0 }
      if superclass != nil, userSuper == nil { continue }  // an SDK superclass: not known in full
      for members in n.members.values {
        for member in members {
          switch member {
          case .function(let f):
            let fn = declarations[f]
            guard fn.origin.file == userFile, let d = fn.origin.decl, fn.owner == ref else { continue }
            var nameToken: TokenID?
            if case .function(let decl) = tree[d].kind { nameToken = decl.name }
            if case .initializer(let decl) = tree[d].kind { nameToken = decl.initKeyword }
            guard let nameToken, fn.kind == .function || fn.kind == .initializer else { continue }
            let isOverride = declarationHasModifier(fn.origin, "override")
            let overridden = userSuper.flatMap { overriddenFunction(fn, in: $0) }
            if fn.kind == .initializer {
              if isConvenienceInit(f) { continue }
              if overridden != nil, !isOverride, !declarationHasModifier(fn.origin, "required") {
                report(.overrideKeywordRequired, at: range(nameToken))
              } else if overridden == nil, isOverride {
                report(.initializerOverridesNothing, at: range(nameToken))
              }
              continue
            }
            checkOverride(
              overridden.map { declarations[$0].origin }, isOverride: isOverride, "instance method", "method",
              at: nameToken)
          case .variable(let v):
            let symbol = declarations[v]
            guard symbol.origin.file == userFile, symbol.owner == ref, !symbol.isStatic,
              let d = symbol.origin.decl, case .variable(let decl) = tree[d].kind,
              symbol.bindingIndex < decl.bindings.count,
              case .identifier(let nameToken) = tree[decl.bindings[symbol.bindingIndex].pattern].kind
            else { continue }
            let isOverride = declarationHasModifier(symbol.origin, "override")
            var overridden: VariableRef?
            if let userSuper {
              for m in lookupMembers(symbol.name, in: .nominal(userSuper, [])) {
                if case .variable(let o) = m.member, !declarations[o].isStatic { overridden = o }
                if overridden != nil { break }
              }
            }
            checkOverride(
              overridden.map { declarations[$0].origin }, isOverride: isOverride, "property", "property",
              at: nameToken)
          default:
            continue
          }
        }
      }
    }
  }

  /// Reports what is wrong with a member's `override` (or its absence) given the declaration
  /// it overrides, if any: overriding a `final` one, overriding without the keyword, or the
  /// keyword with nothing to override. `kind` names the member as the final-override message
  /// does (`instance method`), `noun` as the overrides-nothing one (`method`).
  private func checkOverride(
    _ overridden: DeclOrigin?, isOverride: Bool, _ kind: String, _ noun: String, at nameToken: TokenID
  ) {
    if let overridden {
      if declarationHasModifier(overridden, "final") {
        report(.overridesFinal(kind, kind), at: range(nameToken))
      } else if !isOverride {
        report(.overrideKeywordRequired, at: range(nameToken))
      }
    } else if isOverride {
      report(.overridesNothing(noun), at: range(nameToken))
    }
  }

  /// The method or designated initializer of class `s` (or its ancestors) that `fn` overrides:
  /// same name, labels and parameter types.
  private func overriddenFunction(_ fn: FunctionSymbol, in s: NominalRef) -> FunctionRef? {
    if fn.kind == .initializer {
      // The superclass's designated initializers, its inherited ones included.
      for candidate in initializers(of: .nominal(s, [])) {
        guard case .function(let o, _) = candidate.kind, !isConvenienceInit(o) else { continue }
        let other = declarations[o]
        if other.signatureName == fn.signatureName, other.parameters.count == fn.parameters.count,
          zip(other.parameters, fn.parameters).allSatisfy({ display($0.type) == display($1.type) })
        {
          return o
        }
      }
      return nil
    }
    var current: NominalRef? = s
    var depth = 0
    while let c = current, depth < 32 {
      for case .function(let o) in declarations[c].members[fn.name] ?? [] {
        let other = declarations[o]
        guard other.kind == fn.kind, other.isStatic == fn.isStatic, other.signatureName == fn.signatureName,
          other.parameters.count == fn.parameters.count,
          zip(other.parameters, fn.parameters).allSatisfy({ display($0.type) == display($1.type) })
        else { continue }
        return o
      }
      current = superclass(of: c)
      depth += 1
    }
    return nil
  }
}
