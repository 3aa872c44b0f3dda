import TactileGestures
import TactileUIIR

extension Interpreter {
  /// Runs statements; in a view builder, views go to `frame.views`.
  func execute(_ statements: [Stmt], _ frame: Frame) throws(RuntimeError) -> Completion {
    var deferred: [[Stmt]] = []
    var completion = Completion.normal
    var failure: RuntimeError?
    do {
      for s in statements {
        if case .deferStmt(let body) = s {
          deferred.append(body)
          continue
        }
        completion = try execute(s, frame)
        if case .normal = completion { continue }
        break
      }
    } catch {
      failure = error
    }
    for body in deferred.reversed() { _ = try execute(body, frame) }
    if let failure { throw failure }
    return completion
  }

  private func execute(_ s: Stmt, _ frame: Frame) throws(RuntimeError) -> Completion {
    switch s {
    case .expr(let e):
      _ = try evaluate(e, frame)
      return .normal
    case .view(let e):
      let value = try evaluate(e, frame)
      if let view = value.asView(self) { frame.views?.append(view) }
      return .normal
    case .bind(let p, let e):
      let value = try evaluate(e, frame)
      _ = try match(p, value, frame)
      return .normal
    case .declare(let slot):
      frame.write(slot, .void)
      return .normal
    case .ifStmt(let conditions, let then, let otherwise):
      let isBuilder = frame.views != nil
      if try holds(conditions, frame) {
        return try branch(0, then, frame, isBuilder: isBuilder)
      } else if let otherwise {
        return try branch(1, otherwise, frame, isBuilder: isBuilder)
      } else if isBuilder {
        frame.views?.append(.branch(1, .empty))
      }
      return .normal
    case .guardStmt(let conditions, let otherwise):
      if try holds(conditions, frame) { return .normal }
      return try execute(otherwise, frame)
    case .whileStmt(let conditions, let body, let label, let at):
      while try holds(conditions, frame) {
        try step(at: at)
        if let exit = Self.leaving(try execute(body, frame), label) { return exit }
      }
      return .normal
    case .repeatWhile(let body, let condition, let label, let at):
      repeat {
        try step(at: at)
        if let exit = Self.leaving(try execute(body, frame), label) { return exit }
      } while try truth(try evaluate(condition, frame))
      return .normal
    case .forIn(let pattern, let sequence, let filter, let body, let label, let at):
      let elements = try elementsOf(try evaluate(sequence, frame), at: at)
      for element in elements {
        try step(at: at)
        guard try match(pattern, element, frame) else { continue }
        if let filter, !(try truth(try evaluate(filter, frame))) { continue }
        if let exit = Self.leaving(try execute(body, frame), label) { return exit }
      }
      return .normal
    case .switchStmt(let subject, let cases, let label, let at):
      let value = try evaluate(subject, frame)
      let isBuilder = frame.views != nil
      var index = 0
      var matched = false
      while index < cases.count {
        let c = cases[index]
        if !matched {
          for (p, filter) in zip(c.patterns, c.filters) {
            if try match(p, value, frame),
              try filter.map({ f throws(RuntimeError) -> Bool in try truth(try evaluate(f, frame)) }) ?? true
            {
              matched = true
              break
            }
          }
        }
        if matched {
          let completion = try branch(index, c.body, frame, isBuilder: isBuilder)
          switch completion {
          case .fallthroughCase:
            index += 1
            continue
          case .breakLoop(let l) where l == nil || l == label:
            return .normal
          default:
            return completion
          }
        }
        index += 1
      }
      if !matched { throw RuntimeError("no case of the switch matched the value", at: at) }
      return .normal
    case .returnStmt(let value):
      return .returned(try value.map { v throws(RuntimeError) -> Value in try evaluate(v, frame) } ?? .void)
    case .breakStmt(let label):
      return .breakLoop(label)
    case .continueStmt(let label):
      return .continueLoop(label)
    case .fallthroughStmt:
      return .fallthroughCase
    case .throwStmt(let value, let at):
      throw RuntimeError(thrown: try evaluate(value, frame), at: at)
    case .deferStmt(let body):
      return try execute(body, frame)
    case .doStmt(let body, let catches):
      do {
        return try execute(body, frame)
      } catch {
        guard let thrown = error.thrown else { throw error }
        for clause in catches {
          if let pattern = clause.pattern {
            guard try match(pattern, thrown, frame) else { continue }
          } else if let slot = clause.errorSlot {
            frame.write(slot, thrown)
          }
          return try execute(clause.body, frame)
        }
        throw error
      }
    }
  }

  /// A branch of an `if` or `switch`: in a view builder its views get the branch's identity.
  private func branch(_ index: Int, _ body: [Stmt], _ frame: Frame, isBuilder: Bool) throws(RuntimeError)
    -> Completion
  {
    guard isBuilder else { return try execute(body, frame) }
    let outer = frame.views
    frame.views = []
    let completion = try execute(body, frame)
    let inner = frame.views ?? []
    frame.views = outer
    frame.views?.append(.branch(index, ViewValue.combining(inner)))
    return completion
  }

  /// How a loop labelled `label` goes on after its body completed with `completion`: `nil` to
  /// run the next iteration (the body ended or a `continue` of this loop), or what the loop
  /// completes with (`.normal` after a `break` of this loop; anything else leaves further).
  static func leaving(_ completion: Completion, _ label: String?) -> Completion? {
    switch completion {
    case .breakLoop(let l) where l == nil || l == label: .normal
    case .continueLoop(let l) where l == nil || l == label: nil
    case .normal: nil
    case let other: other
    }
  }

  /// Whether every condition holds (binding what they bind).
  func holds(_ conditions: [Condition], _ frame: Frame) throws(RuntimeError) -> Bool {
    for c in conditions {
      switch c {
      case .bool(let e):
        if !(try truth(try evaluate(e, frame))) { return false }
      case .unwrap(let p, let e):
        let v = try evaluate(e, frame)
        guard case .optional(let inner) = v else {
          if !(try match(p, v, frame)) { return false }
          continue
        }
        guard let inner, try match(p, inner, frame) else { return false }
      case .match(let p, let e):
        if !(try match(p, try evaluate(e, frame), frame)) { return false }
      case .available:
        continue
      }
    }
    return true
  }

  /// A Bool's value.
  func truth(_ v: Value) throws(RuntimeError) -> Bool {
    if case .bool(let b) = v { return b }
    throw RuntimeError("expected a Bool", at: 0)
  }

  /// The elements of a sequence.
  package func elementsOf(_ v: Value, at: Int) throws(RuntimeError) -> [Value] {
    switch v {
    case .array(let items), .set(let items): return items
    case .range(let lower, let upper, let closed):
      guard case .int(let a) = lower, case .int(let b) = upper else {
        throw RuntimeError("only ranges of Int can be iterated", at: at)
      }
      guard closed ? b >= a : b > a else { return [] }
      let end = closed ? b : b - 1
      let (span, overflow) = end.subtractingReportingOverflow(a)
      if overflow || span > 10_000_000 { throw RuntimeError("the range is too large to iterate", at: at) }
      return (a...end).map { .int($0) }
    case .dictionary(let d):
      return zip(d.keys, d.values).map { .tuple([$0, $1], labels: ["key", "value"]) }
    case .string(let s):
      return s.map { .character($0) }
    case .optional(let inner?):
      return try elementsOf(inner, at: at)
    case .record(let r) where r.name == "UnfoldSequence":
      return try unfoldAll(v, at: at)
    case .record(let r) where r.name == "String.UTF8View":
      // A string's UTF-8 bytes (`Data(text.utf8)`, `for byte in text.utf8`).
      guard case .string(let text)? = r["text"] else { return [] }
      return text.utf8.map { .int(Int($0)) }
    default:
      throw RuntimeError("this value cannot be iterated", at: at)
    }
  }
}
