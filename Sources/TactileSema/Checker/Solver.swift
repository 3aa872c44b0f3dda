/// The kind of literal an inference variable stands for, which limits what it may become and
/// decides its default type (`Int`, `Double`, `String`, `Bool`).
public enum LiteralKind: Hashable, Sendable {
  case integer
  case float
  case string
  case boolean
  case nilLiteral
}

/// The state of type inference: inference variables, what they are bound to, and which stand
/// for literals.
///
/// Variables are never reused, so the arrays grow with the file. A speculative attempt at an
/// overload therefore does not copy them: it takes a `Mark`, and while any mark is open each
/// write to a variable older than the newest mark is recorded in `journal` with the value it
/// replaced. Rolling back replays the journal in reverse and drops the variables made since;
/// a variable made after the newest mark needs no record, since rolling back any open mark
/// drops it.
struct Solver {
  private(set) var bindings: [SType?] = []
  private(set) var literals: [LiteralKind?] = []
  /// Protocols a variable created for a generic parameter must conform to (`S: ShapeStyle`),
  /// which implicit member expressions look in (`.fill(.red)`).
  private(set) var constraints: [Int: [NominalRef]] = [:]

  /// A value overwritten while a mark is open.
  enum Undo {
    case binding(Int, SType?)
    case literal(Int, LiteralKind?)
    case constraints(Int, [NominalRef]?)
  }
  private var journal: [Undo] = []
  /// Writes to variables below this are recorded: the variable count at the newest open mark,
  /// 0 when none is open.
  private var journalled = 0

  /// Where a speculative attempt started.
  struct Mark {
    fileprivate var count: Int
    fileprivate var journalCount: Int
    fileprivate var journalled: Int
  }

  /// Opens a mark; close it with `rollBack(to:)` or `commit(_:)`, innermost first.
  mutating func mark() -> Mark {
    let m = Mark(count: bindings.count, journalCount: journal.count, journalled: journalled)
    journalled = bindings.count
    return m
  }

  /// Undoes every write since `m` and drops the variables made since.
  mutating func rollBack(to m: Mark) {
    while journal.count > m.journalCount {
      switch journal.removeLast() {
      case .binding(let v, let old): bindings[v] = old
      case .literal(let v, let old): literals[v] = old
      case .constraints(let v, let old): constraints[v] = old
      }
    }
    if bindings.count > m.count {
      for v in m.count..<bindings.count { constraints[v] = nil }
      bindings.removeLast(bindings.count - m.count)
      literals.removeLast(literals.count - m.count)
    }
    journalled = m.journalled
  }

  /// Keeps the writes since `m`; an enclosing mark can still undo them.
  mutating func commit(_ m: Mark) {
    journalled = m.journalled
    if journalled == 0 { journal.removeAll(keepingCapacity: true) }
  }

  mutating func constrain(_ variable: Int, to proto: NominalRef) {
    if variable < journalled { journal.append(.constraints(variable, constraints[variable])) }
    constraints[variable, default: []].append(proto)
  }

  func constraintsOf(_ variable: Int) -> [NominalRef] { constraints[variable] ?? [] }

  /// A fresh variable, optionally for a literal.
  mutating func fresh(_ literal: LiteralKind? = nil) -> SType {
    bindings.append(nil)
    literals.append(literal)
    return .variable(bindings.count - 1)
  }

  func literalKind(_ variable: Int) -> LiteralKind? { literals[variable] }

  mutating func setLiteralKind(_ variable: Int, _ kind: LiteralKind) {
    if variable < journalled { journal.append(.literal(variable, literals[variable])) }
    literals[variable] = kind
  }

  /// Binds an unbound variable.
  mutating func bind(_ variable: Int, _ type: SType) {
    if variable < journalled { journal.append(.binding(variable, bindings[variable])) }
    bindings[variable] = type
  }

  /// The variable's binding, followed through chains of variables.
  func binding(_ variable: Int) -> SType? {
    var current = variable
    var steps = 0
    while let b = bindings[current] {
      if case .variable(let next) = b, steps < bindings.count {
        current = next
        steps += 1
        continue
      }
      return b
    }
    return current == variable ? nil : .variable(current)
  }

  /// The representative of a variable: the last variable of its chain, or its binding.
  func shallow(_ type: SType) -> SType {
    guard case .variable(let v) = type else { return type }
    return binding(v) ?? type
  }

  /// `type` with every bound variable replaced by its binding, recursively.
  func resolve(_ type: SType) -> SType {
    guard type.containsVariable else { return type }
    return type.map { t in
      guard case .variable = t else { return nil }
      let s = shallow(t)
      if case .variable = s { return s }
      return resolve(s)
    }
  }
}

extension Solver {
  /// How many variables exist; a mark for `defaultLiterals(from:)`.
  var count: Int { bindings.count }

  /// Binds every unbound literal variable created at or after `mark` to its literal's default
  /// type (`Int`, `Double`, `String`, `Bool`), as Swift does once a statement is checked.
  mutating func defaultLiterals(from mark: Int, _ defaults: (LiteralKind) -> SType) {
    guard mark < bindings.count else { return }
    for v in mark..<bindings.count where literals[v] != nil && literals[v] != .nilLiteral {
      if case .variable(let r) = shallow(.variable(v)), r == v || literals[r] != nil {
        let kind = literals[r] ?? literals[v]!
        bind(r, defaults(kind))
      }
    }
  }
}

extension SemanticAnalyzer {
  /// `type` with bound inference variables replaced (see `Solver.resolve`).
  ///
  /// Checker code calls this rather than `solver.resolve(…)`: in `solver.resolve(check(e))`
  /// Swift reads `solver` before evaluating the argument, so the variables that checking `e`
  /// creates would be missing from the copy being asked.
  /// Dependent members whose base became concrete (`Data.Element` once `Data` is
  /// `Range<Int>`) are replaced by the member type.
  func resolved(_ type: SType) -> SType {
    let r = solver.resolve(type)
    return containsDependent(r) ? resolveDependents(r) : r
  }

  private func containsDependent(_ type: SType) -> Bool {
    type.contains { if case .dependent = $0 { true } else { false } }
  }

  /// The representative of a variable (see `Solver.shallow`); see `resolved` for why.
  /// Inside a body whose extension fixes a generic parameter (`extension Array where
  /// Element == Todo`), the parameter is that type.
  func shallowType(_ type: SType) -> SType {
    let t = solver.shallow(type)
    if case .parameter(let p) = t, !bodyRequirements.isEmpty, let fixed = sameType(as: p) { return fixed }
    return t
  }

  /// The concrete type a `where P == T` requirement of the body being checked gives `p`.
  func sameType(as p: GenericParameterRef) -> SType? {
    for case .sameType(let a, let b) in bodyRequirements {
      if case .parameter(let q) = a, q == p, !mentionsParameter(b) { return b }
      if case .parameter(let q) = b, q == p, !mentionsParameter(a) { return a }
    }
    return nil
  }

  private func mentionsParameter(_ type: SType) -> Bool {
    type.contains { if case .parameter = $0 { true } else { false } }
  }
}

extension SemanticAnalyzer {
  /// `type`, or its literal's default type when it is a literal whose type nothing has decided
  /// yet: a member looked up on `"abc"`, `3.5` or `[1, 2]`'s elements is looked up on `String`,
  /// `Double` or `Int`, as swiftc's solver defaults the literal before member lookup.
  func defaultingLiteral(_ type: SType) -> SType {
    guard case .variable(let v) = shallowType(type), let kind = solver.literalKind(v), kind != .nilLiteral
    else {
      return type
    }
    solver.bind(v, defaultType(kind))
    return resolved(type)
  }
}
