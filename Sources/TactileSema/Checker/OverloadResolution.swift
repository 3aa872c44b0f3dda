import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// Resolves a call among `candidates`: those whose labels fit the arguments are tried (each
  /// speculatively when there are several), the best by `score` is applied for real; when none
  /// fits, the closest candidate's problems are reported.
  func resolveCall(
    _ e: ExprID, candidates: [CalleeCandidate], args: [WrittenArgument], expected: SType?,
    description: CalleeDescription, _ ctx: CheckContext
  ) -> SType {
    let hint = chainMemberHint
    chainMemberHint = nil
    var viable: [(CalleeCandidate, [ArgumentSource])] = []
    // The candidate whose arguments come closest (relabeling beats adding or dropping).
    var closest: (problem: ArgumentProblem, severity: Int)?
    for c in candidates {
      switch matchArguments(args, to: parameters(of: c)) {
      case .success(let sources): viable.append((c, sources))
      case .failure(let box):
        let severity = box.problem.severity
        if closest.map({ severity < $0.severity }) ?? true { closest = (box.problem, severity) }
      }
    }
    if viable.isEmpty {
      // Candidates that all take the same labels (a concrete and a generic overload of one
      // initializer) share the problem: swiftc reports it as for one candidate.
      let labelLists = Set(
        candidates.map { c in parameters(of: c).map { $0.label ?? "_" }.joined(separator: ":") })
      if candidates.count > 1, labelLists.count > 1, args.isEmpty || description.noun == "initializer" {
        report(.noExactMatches(description.noun), at: callLocation(e))
      } else if let closest {
        reportArgumentProblem(closest.problem, call: e)
      }
      checkArgumentsLoosely(args, ctx)
      return .error
    }
    if viable.count == 1 {
      return apply(
        viable[0].0, viable[0].1, call: e, args: args, expected: expected, description: description, ctx
      )
      .result
    }
    // Each candidate is tried; problems inside closure arguments' bodies do not rule a
    // candidate out (swiftc reports them once the call is resolved), other problems do.
    let argumentSpans = args.map { range(tree(currentFile)[$0.value].span) }
    let closureSpans = args.compactMap { a -> SourceRange? in
      if case .closure = tree(currentFile)[a.value].kind { return range(tree(currentFile)[a.value].span) }
      return nil
    }
    // Ranking: fewest problems outside closure bodies, then fewest inside them (swiftc checks
    // closure bodies with the call), then the candidate's own score. Among candidates that
    // all fail, the score does not separate them: a tie is "no exact matches".
    // Problems every candidate meets (a misspelled name inside an argument) say nothing about
    // which candidate is meant, so only the others count.
    var attempts: [(fitsContext: Bool, score: Int, problems: [Diagnostic], lacksHint: Int)] = []
    for v in viable {
      let before = snapshot()
      let outcome = apply(v.0, v.1, call: e, args: args, expected: expected, description: description, ctx)
      let fitsContext = expected.map { match(outcome.result, $0).succeeded } ?? true
      let lacksHint = hint.map { lookupMembers($0, in: resolved(outcome.result)).isEmpty ? 1 : 0 } ?? 0
      attempts.append((fitsContext, outcome.score, Array(diagnostics[before.diagnosticsCount...]), lacksHint))
      restore(before)
    }
    let common = attempts.dropFirst().reduce(
      Set(attempts[0].problems.map { "\($0.range.start):\($0.message)" })
    ) {
      $0.intersection($1.problems.map { "\($0.range.start):\($0.message)" })
    }
    var best: (index: Int, hard: Int, soft: Int, score: Int, reach: Int, lacksHint: Int)?
    var tied = false
    for (i, attempt) in attempts.enumerated() {
      let outcome = (fitsContext: attempt.fitsContext, score: attempt.score)
      var hard = outcome.fitsContext ? 0 : 1
      var soft = 0
      // How far into the call the candidate got before its first problem: between two that
      // fail as often, the one that failed later is the closer (`ForEach(items, id: \.nope)`
      // is the array overload with a bad key path, not the binding one with a bad first argument).
      // Counted in arguments, and only when every problem lies inside one: a problem with the
      // call as a whole says nothing about how far the candidate got.
      var reach = Int.max
      for d in attempt.problems
      where d.severity == .error && !common.contains("\(d.range.start):\(d.message)") {
        // A closure whose parameters do not fit the candidate rules it out wherever it is reported.
        let shapeMismatch = d.id == "closureParameterCount" || d.id == "closureArgumentsIgnored"
        let inClosure = closureSpans.contains { $0.start < d.range.start && d.range.end <= $0.end }
        if !inClosure || shapeMismatch { hard += 1 } else { soft += 1 }
        let argument = argumentSpans.firstIndex { $0.start <= d.range.start && d.range.end <= $0.end }
        reach = min(reach, argument ?? -1)
      }
      if reach == -1 { reach = 0 }
      guard let b = best else {
        best = (i, hard, soft, outcome.score, reach, attempt.lacksHint)
        continue
      }
      let failing = hard > 0 || b.hard > 0
      let key = failing ? [hard, soft, -reach] : [hard, soft, attempt.lacksHint, outcome.score]
      let bestKey = failing ? [b.hard, b.soft, -b.reach] : [b.hard, b.soft, b.lacksHint, b.score]
      if key.lexicographicallyPrecedes(bestKey) {
        best = (i, hard, soft, outcome.score, reach, attempt.lacksHint)
        tied = false
      } else if key == bestKey {
        tied = true
      }
    }
    let chosen = viable[best?.index ?? 0]
    if let best, best.hard > 0, tied,
      description.noun == "initializer" || description.noun.hasPrefix("global")
    {
      report(.noExactMatches(description.noun), at: callLocation(e))
      checkArgumentsLoosely(args, ctx)
      return .error
    }
    return apply(chosen.0, chosen.1, call: e, args: args, expected: expected, description: description, ctx)
      .result
  }

  /// Where swiftc points for a problem with call `e` as a whole: its callee's point.
  func callLocation(_ e: ExprID) -> SourceRange {
    if case .call(let callee, _, _, _, _) = tree(currentFile)[e].kind {
      return SourceRange(start: expressionLocation(callee).start, end: range(tree(currentFile)[e].span).end)
    }
    return range(tree(currentFile)[e].span)
  }

  /// The parameters a candidate takes (before instantiation; for label matching).
  func parameters(of c: CalleeCandidate) -> [ParameterSymbol] {
    switch c.kind {
    case .function(let f, _):
      return declarations[f].parameters
    case .memberwise(let ref, _):
      if declarations[ref].kind == .classType || declarations[ref].kind == .actorType { return [] }
      // A `let` with an initial value cannot be initialised again, so it is not a parameter.
      // Wrappers set up by their attribute (`@Environment(\.x)`, `@EnvironmentObject`,
      // `@Namespace`, `@FocusState`) are not parameters either.
      let settable = declarations[ref].storedProperties.filter {
        let d = declarations[$0]
        if d.isLet && d.initializer != nil { return false }
        switch d.wrapper {
        case .environment?, .environmentObject?, .namespace?, .focusState?: return false
        default: return true
        }
      }
      return settable.map { v in
        let decl = declarations[v]
        let hasDefault =
          decl.initializer != nil && !decl.isLet || decl.wrapper != nil && decl.initializer != nil
        var type = inferredType(of: v) ?? .error
        // `var x: T?` with no initial value starts as `nil` (not for `@Binding`, which needs one).
        let defaultsToNil =
          !hasDefault && !decl.isLet && decl.wrapper != .binding && optionalWrapped(type) != nil
        // `@ViewBuilder var content: () -> Content` takes a view builder closure; so does
        // `@ViewBuilder let content: Content`, whose view is stored (SE-0289).
        var storesBuilderResult = false
        if decl.isViewBuilder || decl.userBuilder != nil,
          !{ if case .function = shallowType(type) { true } else { false } }()
        {
          type = .function(FunctionType(parameters: [], result: type))
          storesBuilderResult = true
        }
        var parameter = ParameterSymbol(
          label: decl.name, name: decl.name,
          type: decl.wrapper == .binding ? .nominal(known.binding, [type]) : type,
          isInout: false, isVariadic: false, isAutoclosure: false, isViewBuilder: decl.isViewBuilder,
          defaultValue: hasDefault ? decl.initializer : nil, defaultsToNil: defaultsToNil)
        parameter.storesBuilderResult = storesBuilderResult
        // `@ListBuilder var items: [String]`: a closure built with the builder (SE-0289).
        parameter.userBuilder = decl.userBuilder
        return parameter
      }
    case .enumCase(let c, _):
      return declarations[c].associatedValues
    case .value(let f, _):
      return f.parameters.map {
        ParameterSymbol(
          label: nil, name: "_", type: $0.type, isInout: $0.isInout, isVariadic: $0.isVariadic,
          isAutoclosure: $0.isAutoclosure, isViewBuilder: false, defaultValue: nil)
      }
    }
  }

  /// Applies one candidate: instantiates it, checks each argument against its parameter
  /// (closures last), checks generic requirements, and records the resolution. Returns the
  /// call's result type and the candidate's score (lower is better).
  func apply(
    _ c: CalleeCandidate, _ sources: [ArgumentSource], call e: ExprID, args: [WrittenArgument],
    expected: SType?,
    description: CalleeDescription, _ ctx: CheckContext
  ) -> (result: SType, score: Int) {
    var params: [ParameterSymbol]
    var result: SType
    var requirements: [Requirement] = []
    var callee: Reference
    var score = c.isProtocolMember ? 1 : 0
    var fnRef: FunctionRef?
    switch c.kind {
    case .function(let f, let base):
      let sig = instantiate(f, base: base)
      params = sig.parameters
      result = sig.result
      requirements = sig.requirements
      callee = .function(f)
      fnRef = f
      score += declarations.genericContexts[declarations[f].genericContext].parameters.count * 2
      if declarations[f].isFailable { result = optional(result) }
    case .memberwise(let ref, let written):
      params = parameters(of: c)
      let owner = ref
      // An unapplied generic type (`Card { … }` for `struct Card<Content: View>`) has its
      // parameters as arguments: they become inference variables, constrained as declared.
      var type = written
      if case .nominal(let r, var arguments) = written, r == ref {
        let generic = declarations.flattenedParameters(declarations[ref].genericContext)
        for (i, p) in generic.enumerated() where i >= arguments.count || arguments[i] == .parameter(p) {
          let v = solver.fresh()
          if i < arguments.count { arguments[i] = v } else { arguments.append(v) }
          let declared = declarations.genericContexts[p.context].parameters[p.index]
          for constraint in declared.constraints {
            if case .variable(let index) = v, case .nominal(let c, _) = constraint {
              solver.constrain(index, to: c)
            }
            requirements.append(.conformance(v, constraint))
          }
        }
        type = .nominal(r, arguments)
      }
      for i in params.indices { params[i].type = typeInContext(params[i].type, owner: owner, base: type) }
      result = type
      callee = .memberwiseInitializer(ref)
    case .enumCase(let ec, let type):
      params = declarations[ec].associatedValues
      for i in params.indices {
        params[i].type = typeInContext(params[i].type, owner: declarations[ec].owner, base: type)
      }
      result = type
      callee = .enumCase(ec)
    case .value(let f, let reference):
      params = parameters(of: c)
      result = f.result
      callee = reference ?? .type(.error)
    }
    // The arguments, checked once; again with a generic parameter widened to a superclass
    // when the first attempt fails (below).
    func checkArguments(widening: (variable: Int, type: SType)?) -> Int {
      var score = 0
      if let widening { _ = match(.variable(widening.variable), widening.type, allowConversion: false) }
      let mismatchMark = pendingMismatches.count
      // A key path argument whose root only the context gives (`KeyframeTrack(\.scale)` in a
      // keyframes builder) takes it from the expected result first, as swiftc's solver does.
      // So does an initializer's implicit-member argument (`[CGRect] = Array(repeating: .zero,
      // count: 3)`, `[GridItem] = Array(repeating: .init(.flexible()), count: 2)`): the element
      // type comes from the context before `.zero` is looked up.
      let isInitializer = fnRef.map { declarations[$0].kind == .initializer } ?? false
      if let expected, case .nominal = shallowType(expected),
        ctx.resultFirst
          || args.contains(where: {
            switch tree(currentFile)[$0.value].kind {
            case .keyPath: return true
            case .member, .call: return isInitializer && implicitChainRootName($0.value) != nil
            // A closure whose value is an implicit member (`{ .init(color: $0) }`) names a
            // member of the result type the context gives.
            case .closure(let closure): return closureValueIsImplicitMember(closure)
            default: return false
            }
          })
      {
        _ = match(result, expected)
      } else if isInitializer, let expected, !resolved(expected).containsVariable,
        case .nominal(let wanted, let wantedArguments) = shallowType(expected), !wantedArguments.isEmpty,
        case .nominal(let made, _) = shallowType(result), made == wanted, resolved(result).containsVariable
      {
        // A generic type's initializer where the context names the same type
        // (`var animatableData: AnimatablePair<Double, Double> { AnimatablePair(p.x, p.y) }`):
        // the context binds the generic parameters, and the arguments convert to them
        // (`CGFloat` to `Double`), as swiftc's solver does.
        _ = match(result, expected)
      }
      // Non-closure arguments first, so that generic parameters they bind reach the closures; an
      // argument whose parameter is a member of a generic parameter no argument has bound yet
      // (`value: Binding<F.FormatInput>` before `format: F`) waits for the others, as swiftc's
      // solver defers the constraint.
      var closures: [(ExprID, ParameterSymbol)] = []
      var waiting: [(ExprID, ParameterSymbol)] = []
      var keyPaths: [(ExprID, ParameterSymbol)] = []
      for (pi, source) in sources.enumerated() {
        let p = params[pi]
        switch source {
        case .argument(let ai):
          let value = args[ai].value
          if case .closure = tree(currentFile)[value].kind {
            closures.append((value, p))
            continue
          }
          if case .keyPath = tree(currentFile)[value].kind,
            dependsOnUnboundVariable(p.type) || isVariableRooted(p.type)
          {
            // `assign(to: \.users, on: self)`: the key path's root comes from a later argument.
            keyPaths.append((value, p))
            continue
          }
          if dependsOnUnboundVariable(p.type) {
            waiting.append((value, p))
            continue
          }
          if !waiting.isEmpty, let choices = implicitMemberChoices(value, p), choices > 1 {
            // `Text(n, format: .percent)`: which `.percent` (the floating-point or the integer
            // style) is the one whose input the waiting argument has, as swiftc's disjunction
            // tries each; the first choice that checks with them wins.
            if let extra = chooseImplicitMember(value, p, choices: choices, waiting: waiting, ctx) {
              score += extra
              waiting = []
              continue
            }
          }
          score += checkArgument(value, p, ctx)
        case .variadic(let indices):
          for ai in indices { score += checkArgument(args[ai].value, p, ctx) }
        case .defaultValue:
          score += 0
        }
      }
      for (value, p) in keyPaths { score += checkArgument(value, p, ctx) }
      for (value, p) in waiting { score += checkArgument(value, p, ctx) }
      // A same-type requirement between what the other arguments settled and a parameter still
      // open (`where Phases.Element == Phase` of `PhaseAnimator(phases) { phase in … }`) binds
      // it before the closures are checked, as swiftc's solver does.
      if !closures.isEmpty {
        for case .sameType(let a, let b) in requirements {
          let left = resolveDependents(resolved(a))
          let right = resolveDependents(resolved(b))
          if left.containsVariable != right.containsVariable, !left.containsError, !right.containsError {
            _ = match(left, right, allowConversion: false)
          }
        }
      }
      for (value, p) in closures { score += checkArgument(value, p, ctx) }
      for (value, type, expected) in pendingMismatches[mismatchMark...] {
        reportMismatch(value, resolved(type), resolved(expected), .argument)
      }
      pendingMismatches.removeLast(pendingMismatches.count - mismatchMark)
      return score
    }
    // `sequence(first: view) { $0.next }`: a generic parameter an argument of class type binds
    // (`T := UIView`) may be a superclass of it (`UIResponder`), which a closure's result
    // needs; swiftc's solver tries the supertypes of such a binding, nearest first.
    let bareVariables = sources.indices.compactMap { pi -> Int? in
      guard case .argument(let ai) = sources[pi] else { return nil }
      if case .closure = tree(currentFile)[args[ai].value].kind { return nil }
      if case .variable(let v) = shallowType(params[pi].type) { return v }
      return nil
    }
    let hasClosure = sources.contains { s in
      guard case .argument(let ai) = s else { return false }
      if case .closure = tree(currentFile)[args[ai].value].kind { return true }
      return false
    }
    if hasClosure, !bareVariables.isEmpty {
      var boundClasses: [(Int, NominalRef)] = []
      var firstScore = 0
      let fits = speculate(keep: true) {
        firstScore = checkArguments(widening: nil)
        for v in bareVariables {
          if case .nominal(let r, _) = resolved(.variable(v)), declarations[r].kind == .classType {
            boundClasses.append((v, r))
          }
        }
        return true
      }
      var widened = fits
      if fits { score += firstScore }
      search: for (v, c) in boundClasses {
        guard !widened else { break }
        var sub = c
        var next = superclass(of: c)
        for _ in 0..<8 {
          guard let s = next else { break }
          var attemptScore = 0
          let superType = substituteSuperclass(sub, .nominal(sub, []), s)
          if speculate(
            keep: true,
            {
              attemptScore = checkArguments(widening: (v, superType)); return true
            })
          {
            score += attemptScore
            widened = true
            break search
          }
          sub = s
          next = superclass(of: s)
        }
      }
      if !widened { score += checkArguments(widening: nil) }
    } else {
      score += checkArguments(widening: nil)
    }
    if let index = failedRequirementIndex(requirements) {
      if fnRef == nil, case .memberwise(let ref, _) = c.kind,
        case .conformance(let t, let p) = requirements[index],
        !resolved(t).containsError
      {
        // `Box(c: 5)` for `struct Box<C: View>`: swiftc names the generic type.
        let kind = declarations[ref].kind == .classType ? "generic class" : "generic struct"
        report(
          .genericRequirementNotMet(
            "\(kind) '\(declarations[ref].name)'", display(defaultingLiteral(resolved(t))), display(p)),
          at: callLocation(e))
      } else {
        reportRequirement(requirements[index], index: index, call: e, function: fnRef)
      }
    }
    var resolvedSources = sources
    for (i, s) in sources.enumerated() {
      if case .defaultValue = s, let fnRef { resolvedSources[i] = .defaultValue(fnRef, i) }
    }
    setCall(e, CallResolution(callee: callee, arguments: resolvedSources))
    return (result, score)
  }

  /// Whether `closure`'s body is one expression, or one `return`, of an implicit member chain.
  private func closureValueIsImplicitMember(_ closure: Closure) -> Bool {
    let tree = self.tree(currentFile)
    let items = activeItems(closure.body, file: currentFile)
    guard items.count == 1 else { return false }
    switch tree[items[0]].kind {
    case .expr(let value): return isImplicitMemberChain(value)
    case .returnStmt(_, let value?): return isImplicitMemberChain(value)
    default: return false
    }
  }

  /// How many static members an implicit member argument (`.percent`, `.number.precision(…)`)
  /// could name, when its parameter is an inference variable constrained to protocols.
  private func implicitMemberChoices(_ value: ExprID, _ p: ParameterSymbol) -> Int? {
    guard case .variable(let v) = shallowType(p.type), let name = implicitChainRootName(value) else {
      return nil
    }
    return solver.constraintsOf(v).reduce(0) { $0 + protocolStaticMembers(name, in: $1).count }
  }

  /// The name of the implicit member a postfix chain starts with.
  private func implicitChainRootName(_ e: ExprID) -> String? {
    let tree = self.tree(currentFile)
    var current = e
    for _ in 0..<10_000 {
      switch tree[current].kind {
      case .member(let base?, _, _, _, _): current = base
      case .member(nil, _, let name?, _, _): return text(name)
      case .call(let callee, _, _, _, _): current = callee
      default: return nil
      }
    }
    return nil
  }

  /// Checks `value` with each of its implicit member's candidates in turn, and the waiting
  /// arguments after it, keeping the first choice under which nothing fails; its score.
  private func chooseImplicitMember(
    _ value: ExprID, _ p: ParameterSymbol, choices: Int, waiting: [(ExprID, ParameterSymbol)],
    _ ctx: CheckContext
  ) -> Int? {
    for choice in 0..<choices {
      var score = 0
      let mismatches = pendingMismatches.count
      let ok = speculate(keep: true) {
        implicitMemberChoice = choice
        defer { implicitMemberChoice = 0 }
        score += checkArgument(value, p, ctx)
        for (w, wp) in waiting { score += checkArgument(w, wp, ctx) }
        return pendingMismatches.count == mismatches
      }
      if ok { return score }
      pendingMismatches.removeLast(pendingMismatches.count - mismatches)
    }
    return nil
  }

  /// Whether `type` is a key path type whose root is an inference variable not bound yet
  /// (`ReferenceWritableKeyPath<Root, Value>` before `on: Root`).
  private func isVariableRooted(_ type: SType) -> Bool {
    guard case .nominal(_, let args) = shallowType(type), let root = args.first else { return false }
    if case .variable = shallowType(root) { return true }
    return false
  }

  /// Whether `type` has a member of an inference variable not bound yet (`F.FormatInput`).
  private func dependsOnUnboundVariable(_ type: SType) -> Bool {
    solver.resolve(type).contains { t in
      guard case .dependent(let base, _) = t, case .variable = shallowType(base) else { return false }
      return true
    }
  }

  /// Checks one argument against its parameter; returns 1 if a conversion was needed, more if
  /// the parameter gives an earlier literal a type other than its default.
  private func checkArgument(_ value: ExprID, _ p: ParameterSymbol, _ ctx: CheckContext) -> Int {
    var expected = p.type
    if p.isAutoclosure, case .function(let f) = shallowType(expected) { expected = f.result }
    if p.isInout {
      guard case .inoutExpr = tree(currentFile)[value].kind else {
        let t = check(value, expected: expected, site: .argument, ctx)
        report(.passingInoutWithoutAmpersand(display(resolved(t))), at: range(tree(currentFile)[value].span))
        return 0
      }
    }
    let previous = pendingViewBuilderClosure
    pendingViewBuilderClosure = p.isViewBuilder
    pendingBuilderProtocol = p.builderProtocol
    pendingUserBuilder = p.userBuilder
    if p.label == "selection", case .nominal(let ref, let args) = shallowType(expected),
      declarations[ref].name == "Binding", args.count == 1
    {
      pendingTabSelection = args[0]
    }
    var penalty = 0
    if case .closure = tree(currentFile)[value].kind {
      check(value, expected: expected, site: .argument, ctx)
      if p.storesBuilderResult { setConversion(value, .builderResult) }
    } else {
      // A mismatch is reported once the closures are checked too, so that generic parameters
      // they decide print resolved (`GestureState<CGSize>`, not `GestureState<_>`).
      let mark = solver.count
      var type = infer(value, expected: expected, ctx)
      if let wrapped = optionalWrapped(resolved(type)), forcesImplicitlyUnwrapped(value, to: expected) {
        // `Text(title)` with `var title: String!`: the value, forced.
        setConversion(value, .forceUnwrap)
        type = wrapped
      }
      let earlierLiteral = literalFromEarlier(type, before: mark)
      switch match(type, expected) {
      case .exact: break
      case .converted(let c) where conversions[Int(value.index)] == .forceUnwrap:
        if c != .floatingPoint { pendingMismatches.append((value, type, expected)) }
      case .converted(let c): setConversion(value, c)
      case .failure: pendingMismatches.append((value, type, expected))
      }
      if let earlierLiteral, !isVariable(resolved(type)), resolved(type) != defaultType(earlierLiteral) {
        penalty = Self.nonDefaultLiteralPenalty
      }
    }
    pendingViewBuilderClosure = previous
    pendingUserBuilder = nil
    let converted = conversions[Int(value.index)].map { $0 != .builderResult } ?? false
    return (converted ? 1 : 0) + penalty
  }

  /// Whether an argument naming an implicitly unwrapped optional is forced for a parameter of
  /// type `expected`: a non-optional type, or a generic parameter constrained to protocols
  /// (an `Any` or unconstrained one keeps the optional, as swiftc does).
  private func forcesImplicitlyUnwrapped(_ value: ExprID, to expected: SType) -> Bool {
    guard isImplicitlyUnwrappedReference(value) else { return false }
    switch shallowType(expected) {
    case .variable(let v): return !solver.constraintsOf(v).isEmpty
    case .nominal(let ref, _): return ref != known.optional && optionalWrapped(expected) == nil
    default: return false
    }
  }

  /// What a candidate pays for giving a literal that arrived through another expression (the
  /// element of `["a", "b"]` as a `ForEach` closure's parameter) a type other than its
  /// default: more than a generic parameter costs, so `Text(name)` keeps `name` a `String`
  /// through `init<S: StringProtocol>(_:)`, as swiftc settles on the literal's default type
  /// when the other choice fails (`LocalizedStringKey` is not `Hashable`). A literal written
  /// as the argument itself is not charged: `Text("a")` stays a `LocalizedStringKey`.
  static let nonDefaultLiteralPenalty = 3

  /// The literal kind of `type` when it is still an unbound variable that a literal created
  /// before `mark` is bound to (the representative of a chain need not be the literal's own).
  private func literalFromEarlier(_ type: SType, before mark: Int) -> LiteralKind? {
    guard case .variable(let r) = resolved(type), r < mark else { return nil }
    for v in 0..<mark {
      guard let kind = solver.literalKind(v), kind != .nilLiteral else { continue }
      if case .variable(r) = shallowType(.variable(v)) { return kind }
    }
    return nil
  }

  private func isVariable(_ type: SType) -> Bool {
    if case .variable = type { return true }
    return false
  }

  /// Reports a generic requirement the call does not meet, as swiftc words it: a requirement
  /// on the function's own generic parameters is the function's (`initializer 'init(_:)'
  /// requires that 'Int' conform to 'StringProtocol'`); one on its type's parameters or on
  /// `Self` is met "in reference" (`referencing initializer 'init(_:content:)' on 'ForEach'
  /// requires that 'Sticker' conform to 'Identifiable'`). `index` is the requirement's position
  /// in the instantiated list (declared ones first).
  private func reportRequirement(_ r: Requirement, index: Int, call e: ExprID, function: FunctionRef?) {
    if case .sameType(let a, let b) = r, let function {
      // Reported for a requirement of the member's extension (`extension Array where Element ==
      // String`), between types the call settled; one on the function's own generic parameters
      // is left to inference, which may not have settled them as swiftc would.
      let declared =
        index < declarations[function].requirements.count ? declarations[function].requirements[index] : r
      if case .sameType(let da, let db) = declared,
        mentionsParameter(da, of: declarations[function].genericContext)
          || mentionsParameter(db, of: declarations[function].genericContext)
      {
        return
      }
      let x = defaultingLiteral(resolveDependents(resolved(a)))
      let y = defaultingLiteral(resolveDependents(resolved(b)))
      guard !x.containsError, !y.containsError, !x.containsVariable, !y.containsVariable,
        isSettled(x), isSettled(y)
      else { return }
      let (at, callee) = requirementSite(call: e, function: function)
      var what = callee
      if let owner = declarations[function].owner {
        what = "referencing \(what) on '\(declarations[owner].name)'"
      }
      report(.sameTypeRequirementNotMet(what, display(x), display(y)), at: at)
      return
    }
    guard case .conformance(let t, let p) = r, let function else { return }
    let type = defaultingLiteral(resolved(t))
    if type.containsError { return }
    let (at, what) = requirementSite(call: e, function: function)
    let f = declarations[function]
    var ownGeneric = true
    var declared: SType?
    if index < f.requirements.count, case .conformance(let lhs, _) = f.requirements[index] {
      declared = lhs
      ownGeneric = mentionsParameter(lhs, of: f.genericContext)
    } else if index >= f.requirements.count + declarations.genericContexts[f.genericContext].parameters.count
    {
      ownGeneric = false
    }
    guard !ownGeneric, let owner = f.owner else {
      report(.genericRequirementNotMet(what, display(type), display(p)), at: at)
      return
    }
    // `Self.Value` of a receiver prints with its sugar: `'TapGesture.Value' (aka '()')`.
    var quoted = "'\(display(type))'"
    if case .dependent(_, let assoc)? = declared, let base = receiverType(e) {
      let sugared = "\(display(base)).\(assoc)"
      if sugared != display(type) { quoted = "'\(sugared)' (aka '\(display(type))')" }
    }
    report(.requirementNotMet(what, declarations[owner].name, quoted, display(p)), at: at)
  }

  /// Where a requirement the call does not meet is reported (the callee of a call, else the
  /// whole expression) and how swiftc names the function there (`instance method 'f(_:)'`).
  private func requirementSite(call e: ExprID, function: FunctionRef) -> (at: SourceRange, what: String) {
    var at = range(tree(currentFile)[e].span)
    if case .call(let callee, _, _, _, _) = tree(currentFile)[e].kind { at = expressionLocation(callee) }
    let f = declarations[function]
    let kind =
      f.kind == .initializer
      ? "initializer"
      : (f.isStatic ? "static method" : (f.owner == nil ? "global function" : "instance method"))
    return (at, "\(kind) '\(f.signatureName)'")
  }

  /// Whether a type has no generic parameter, dependent member or opaque part left.
  private func isSettled(_ type: SType) -> Bool {
    !type.contains { t in
      switch t {
      case .parameter, .dependent, .opaque: true
      default: false
      }
    }
  }

  /// Whether `type` mentions a generic parameter introduced by `context` itself.
  private func mentionsParameter(_ type: SType, of context: Int) -> Bool {
    type.contains { if case .parameter(let p) = $0 { p.context == context } else { false } }
  }

  /// The type of the receiver of a method call `base.method(…)`.
  private func receiverType(_ e: ExprID) -> SType? {
    guard case .call(let callee, _, _, _, _) = tree(currentFile)[e].kind,
      case .member(let base?, _, _, _, _) = tree(currentFile)[callee].kind,
      let t = exprTypes[Int(base.index)]
    else { return nil }
    return resolved(t)
  }
}
