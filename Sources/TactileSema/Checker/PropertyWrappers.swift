import TactileDiagnostics
import TactileParser

/// The program's own `@propertyWrapper` types, as Swift expands them (SE-0258): the property
/// `level` is stored as `_level` of the wrapper's type, made by the wrapper's
/// `init(wrappedValue:…)` from the initial value and the attribute's arguments; `level` reads
/// and writes `_level.wrappedValue`, and `$level` is `_level.projectedValue`.
extension SemanticAnalyzer {
  /// The wrapper's type of property `v` (`Clamped`, or `Box<Int>` for a generic wrapper whose
  /// parameter is the wrapped type).
  func customWrapperType(_ v: VariableRef) -> SType {
    guard case .nominal(let w, _)? = declarations[v].wrapperType else { return .error }
    let parameters = declarations.flattenedParameters(declarations[w].genericContext)
    if parameters.isEmpty { return .nominal(w, []) }
    let wrapped = inferredType(of: v) ?? .error
    return .nominal(w, Array(repeating: wrapped, count: parameters.count))
  }

  /// The wrapper's member `name` (`wrappedValue`, `projectedValue`) for property `v`.
  public func wrapperMember(_ name: String, of v: VariableRef) -> VariableRef? {
    guard case .nominal(let w, _)? = declarations[v].wrapperType else { return nil }
    for case .variable(let m) in declarations[w].members[name] ?? [] where !declarations[m].isStatic {
      return m
    }
    return nil
  }

  /// For a wrapper that is not generic, the type of its `wrappedValue`: what a property written
  /// without a type (`@Clamped var level = 3`) is.
  func customWrappedType(_ v: VariableRef) -> SType? {
    guard case .nominal(let w, _)? = declarations[v].wrapperType,
      declarations.flattenedParameters(declarations[w].genericContext).isEmpty,
      let wrappedValue = wrapperMember("wrappedValue", of: v)
    else { return nil }
    return variableType(wrappedValue, in: .nominal(w, []))
  }

  /// Chooses the wrapper's initializer for property `v` and checks the attribute's arguments
  /// against it (`@Clamped(range: 0...10) var x = 5` calls `init(wrappedValue:range:)`).
  func checkCustomWrapperArguments(_ v: VariableRef, _ header: DeclHeader, _ ctx: CheckContext) {
    let symbol = declarations[v]
    guard case .nominal(let w, _)? = symbol.wrapperType else { return }
    let tree = self.tree(currentFile)
    var labels: [String?] = []
    var values: [ExprID] = []
    for attribute in header.attributes where attributeName(attribute, tree) == declarations[w].name {
      if case .list(_, let arguments, _)? = attribute.arguments {
        for argument in arguments {
          labels.append(argument.label.map { tree.text($0) })
          values.append(argument.value)
        }
      }
    }
    let storage = customWrapperType(v)
    // The initializer whose labels are `labels` in order (parameters left out have defaults),
    // with the parameter each label matched.
    func initializer(_ labels: [String?]) -> (FunctionRef, [Int])? {
      for case .function(let f) in declarations[w].members["init"] ?? [] {
        let parameters = declarations[f].parameters
        var next = 0
        var matched: [Int] = []
        for (i, p) in parameters.enumerated() {
          if next < labels.count, labels[next] == p.label {
            matched.append(i)
            next += 1
          } else if !p.hasDefault {
            break
          }
        }
        guard next == labels.count,
          parameters.indices.allSatisfy({ matched.contains($0) || parameters[$0].hasDefault })
        else { continue }
        return (f, matched)
      }
      return nil
    }
    let hasInitialValue = symbol.initializer != nil
    let wrappedLabels = labels.contains("wrappedValue") ? labels : ["wrappedValue"] + labels
    // The storage's initial value: `init(wrappedValue:…)` with the initial value, or the
    // attribute's own arguments (`@Clamped(range: 0...1) var level: Double`).
    let initial = hasInitialValue ? initializer(wrappedLabels) : initializer(labels)
    let valueInit = labels.contains("wrappedValue") ? nil : initializer(wrappedLabels)
    guard let chosen = initial ?? valueInit else { return }
    let sig = instantiate(chosen.0, base: storage)
    let checkedLabels = initial != nil && !hasInitialValue ? labels : wrappedLabels
    for (k, value) in values.enumerated() {
      let index = checkedLabels.count == labels.count ? k : k + 1
      guard index < chosen.1.count else { continue }
      let mark = solver.count
      check(value, expected: sig.parameters[chosen.1[index]].type, site: .argument, ctx)
      solver.defaultLiterals(from: mark, defaultType)
    }
    // Every parameter's argument: a written one, else the parameter's default.
    func arguments(_ chosen: (FunctionRef, [Int]), _ written: [ExprID]) -> [ExprID] {
      let parameters = declarations[chosen.0].parameters
      return parameters.indices.compactMap { i in
        if let k = chosen.1.firstIndex(of: i), k < written.count { return written[k] }
        return parameters[i].defaultValue
      }
    }
    if let initial {
      let written =
        hasInitialValue && !labels.contains("wrappedValue") ? [symbol.initializer!] + values : values
      customWrapperInits[v] = (initial.0, arguments(initial, written))
    }
    if let valueInit {
      // The first argument is the function's parameter; a placeholder stands for it here.
      let all = arguments(valueInit, [symbol.initializer ?? values.first ?? ExprID(rawIndex: 0)] + values)
      customWrapperValueInits[v] = (valueInit.0, Array(all.dropFirst()))
    }
  }
}
