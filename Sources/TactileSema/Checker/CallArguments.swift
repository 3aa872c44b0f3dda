import TactileDiagnostics
import TactileParser

/// One argument of a call as written: its label, its value, and whether it is a trailing
/// closure (labeled trailing closures keep their label).
struct WrittenArgument {
  var label: String?
  var labelToken: TokenID?
  var value: ExprID
  var isTrailingClosure: Bool
}

/// Why an argument list does not fit a parameter list.
enum ArgumentProblem {
  case missingArgument(String)
  case extraArgument(WrittenArgument)
  case labels(have: [String?], expected: [String?])
}

extension SemanticAnalyzer {
  /// The written arguments of a call: parenthesised ones, then trailing closures.
  func writtenArguments(_ arguments: [CallArgument], _ trailing: [TrailingClosure]) -> [WrittenArgument] {
    arguments.map {
      WrittenArgument(
        label: $0.label.map(text), labelToken: $0.label, value: $0.value, isTrailingClosure: false)
    }
      + trailing.map {
        WrittenArgument(
          label: $0.label.map(text), labelToken: $0.label, value: $0.closure, isTrailingClosure: true)
      }
  }

  /// Matches written arguments to parameters by Swift's rules: in order, by label; parameters
  /// with defaults may be skipped; a variadic parameter takes the following unlabeled arguments;
  /// the first unlabeled trailing closure goes to the next parameter that can take a closure
  /// (SE-0286's forward scan), labeled trailing closures by label.
  func matchArguments(_ args: [WrittenArgument], to params: [ParameterSymbol]) -> Result<
    [ArgumentSource], ArgumentProblemBox
  > {
    var sources: [ArgumentSource] = []
    var next = 0
    for (pi, p) in params.enumerated() {
      let hasDefault = p.hasDefault
      if next < args.count {
        let a = args[next]
        let isUnlabeledTrailing = a.isTrailingClosure && a.label == nil
        if isUnlabeledTrailing {
          if acceptsClosure(p.type) || (!hasDefault && !p.isVariadic) {
            // A defaulted closure-taking parameter takes it only if no later parameter needs it
            // (one a labeled trailing closure fills does not: `sheet(isPresented:) { … } content: { … }`).
            let labeledLater = args[(next + 1)...].compactMap { $0.isTrailingClosure ? $0.label : nil }
            if hasDefault, laterParameterNeedsClosure(params, after: pi, except: labeledLater) {
              sources.append(.defaultValue(FunctionRef(-1), pi))
              continue
            }
            sources.append(.argument(next))
            next += 1
            continue
          }
          sources.append(.defaultValue(FunctionRef(-1), pi))
          continue
        }
        if a.label == p.label {
          if p.isVariadic {
            var indices = [next]
            next += 1
            while next < args.count, args[next].label == nil, !args[next].isTrailingClosure {
              indices.append(next)
              next += 1
            }
            sources.append(.variadic(indices))
          } else {
            sources.append(.argument(next))
            next += 1
          }
          continue
        }
      }
      if hasDefault || p.isVariadic {
        sources.append(p.isVariadic && !hasDefault ? .variadic([]) : .defaultValue(FunctionRef(-1), pi))
        continue
      }
      if next < args.count, !args[next].isTrailingClosure {
        return .failure(ArgumentProblemBox(labelProblem(args, params)))
      }
      return .failure(ArgumentProblemBox(.missingArgument(p.name)))
    }
    if next < args.count {
      if args.count <= params.count, !args[next].isTrailingClosure {
        return .failure(ArgumentProblemBox(labelProblem(args, params)))
      }
      return .failure(ArgumentProblemBox(.extraArgument(args[next])))
    }
    return .success(sources)
  }

  /// The label problem of `args` against `params`, listing the labels swiftc lists: the
  /// arguments' and those of the parameters they would line up with.
  private func labelProblem(_ args: [WrittenArgument], _ params: [ParameterSymbol]) -> ArgumentProblem {
    let written = args.filter { !$0.isTrailingClosure }
    let have = written.map { $0.label }
    var expected: [String?] = []
    if written.count == params.count {
      expected = params.map { $0.label }
    } else {
      // Line arguments up with the parameters that have no default first.
      let required = params.filter { !$0.hasDefault && !acceptsClosure($0.type) }
      let pool = required.count >= written.count ? required : params
      expected = pool.prefix(written.count).map { $0.label }
    }
    if expected.count < have.count { return .extraArgument(written[expected.count]) }
    return .labels(have: have, expected: expected)
  }

  /// Whether a parameter of this type can take a closure (a function type, an optional one,
  /// or a generic type that could be one).
  func acceptsClosure(_ type: SType) -> Bool {
    switch shallowType(type) {
    case .function, .variable, .parameter: return true
    case .nominal(let ref, let args) where ref == known.optional && args.count == 1:
      if case .function = shallowType(args[0]) { return true }
      return false
    default: return false
    }
  }

  private func laterParameterNeedsClosure(
    _ params: [ParameterSymbol], after index: Int, except labels: [String]
  )
    -> Bool
  {
    params[(index + 1)...].contains { p in
      !p.hasDefault && acceptsClosure(p.type) && !labels.contains { $0 == p.label }
    }
  }

  /// Reports an argument problem at the call `e`.
  func reportArgumentProblem(_ problem: ArgumentProblem, call e: ExprID) {
    let tree = self.tree(currentFile)
    let callRange = range(tree[e].span)
    switch problem {
    case .missingArgument(let name):
      var at = callRange
      if case .call(_, _, _, let close?, _) = tree[e].kind { at = range(close) }
      report(.missingArgument(name), at: SourceRange(at: at.start))
    case .extraArgument(let a):
      let at = range(tree[a.value].span)
      if let label = a.label {
        report(.extraArgumentNamed(label), at: at)
      } else {
        report(.extraArgument, at: at)
      }
    case .labels(let have, let expected):
      let at = SourceRange(at: callRange.start)
      let firstArgument = argumentsStart(e) ?? at
      if have.allSatisfy({ $0 == nil }), expected.allSatisfy({ $0 != nil }) {
        let labels = expected.map { "\($0!):" }.joined()
        report(
          expected.count == 1 ? .missingArgumentLabel(expected[0]!) : .missingArgumentLabels(labels),
          at: firstArgument)
      } else if expected.allSatisfy({ $0 == nil }), have.allSatisfy({ $0 != nil }) {
        let labels = have.map { "\($0!):" }.joined()
        report(
          have.count == 1 ? .extraneousArgumentLabel(have[0]!) : .extraneousArgumentLabels(labels),
          at: firstArgument)
      } else {
        func join(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }
        report(.incorrectArgumentLabels(join(have), join(expected)), at: firstArgument)
      }
    }
  }

  /// Where a call's first argument starts.
  /// swiftc's `ArgumentList::getLoc()`: the lone unlabeled argument's start, otherwise `(`.
  private func argumentsStart(_ e: ExprID) -> SourceRange? {
    let tree = self.tree(currentFile)
    guard case .call(_, let open, let arguments, _, _) = tree[e].kind, let first = arguments.first else {
      return nil
    }
    if arguments.count == 1, first.label == nil {
      return SourceRange(at: range(tree[first.value].span).start)
    }
    if let open { return SourceRange(at: range(open).start) }
    return SourceRange(at: range(tree[first.value].span).start)
  }
}

extension ArgumentProblem {
  /// How far the arguments are from fitting: relabeling is the smallest repair, then adding a
  /// missing argument, then dropping extra ones.
  var severity: Int {
    switch self {
    case .labels: 1
    case .missingArgument: 2
    case .extraArgument: 3
    }
  }
}

/// An `ArgumentProblem` as an `Error`, for `Result`.
struct ArgumentProblemBox: Error {
  var problem: ArgumentProblem
  init(_ problem: ArgumentProblem) { self.problem = problem }
}
