import TactileUIIR

// Async code on the virtual clock (docs/semantics-design.md, "Async code").
//
// A task runs its operation's statements on a resumable executor of its own: an explicit stack
// of function activations, each a stack of statement lists with a cursor, instead of Swift's
// call stack. Where a statement awaits something that takes time (`Task.sleep`, a continuation,
// another task's value, or an async function that does), the task stops after saving its
// cursors, and scheduled work resumes it when the clock reaches the due time. Statements that
// cannot suspend run on the ordinary executor, so only the path to a suspension point is slower.

/// A task started by `Task { … }` or a view's `task` modifier.
public final class AsyncTask {
  public let id: Int
  var frames: [AsyncFrame] = []
  public internal(set) var isCancelled = false
  public internal(set) var isFinished = false
  /// The operation's result, once finished.
  var result: Value = .void
  /// Where the value the task is waiting for goes when it resumes.
  var pending: AwaitTarget = .discard
  /// Tasks waiting for this one's value.
  var waiters: [AsyncTask] = []
  /// The task group this task is a child of (`group.addTask { … }`).
  var group: Int?
  /// Set when delivering a value made the task wait (a task group's body returned while
  /// children still run): the executor stops after the step.
  var parked = false
  /// Whether the task waits in a sleep (a cancelled one ends at once, as `Task.sleep` throws).
  var isSleeping = false
  /// Set while starting to await a call under `try?`: the activation it enters turns an error
  /// it throws into `nil` for the awaiting frame.
  var nextEnterAbsorbsThrow = false

  init(id: Int) { self.id = id }
}

/// Where the value of an awaited call goes, in the frame that awaited it.
indirect enum AwaitTarget {
  case discard
  /// `let pattern = await …` (wrapped `wrap` times in `Optional`: `try?`).
  case bind(Pattern, wrap: Int)
  case assign(LValue, at: Int, wrap: Int)
  case returnValue(wrap: Int)
  /// The next element of the `for await` loop of the innermost statement list (an `Optional`:
  /// nil ends the loop).
  case loopElement
  /// The result of a task group's body: it goes to `then` once every child task finished.
  case groupEnd(group: Int, then: AwaitTarget)
}

/// One function activation of a task.
struct AsyncFrame {
  let frame: Frame
  var blocks: [AsyncBlock]
  /// Where the function's result goes in the frame below.
  let target: AwaitTarget
  /// Whether the call was awaited under `try?`: an error leaving this activation becomes `nil`
  /// for the frame below instead of going on unwinding.
  var absorbsThrow = false
}

/// A statement list being run, with its cursor and what happens at its end.
struct AsyncBlock {
  enum Kind {
    case plain
    case whileLoop(conditions: [Condition], label: String?, at: Int)
    case repeatLoop(condition: Expr, label: String?, at: Int)
    case forLoop(pattern: Pattern, elements: [Value], next: Int, filter: Expr?, label: String?, at: Int)
    /// `for await`: each element is asked of `source` (a task group, a stream) at the list's end.
    case asyncLoop(pattern: Pattern, source: Value, filter: Expr?, label: String?, at: Int)
    case switchCase(label: String?)
    /// The body of a `do` with its `catch` clauses, which take what it throws.
    case doBody(catches: [CatchClause])
  }
  let statements: [Stmt]
  var index = 0
  var kind: Kind
  var deferred: [[Stmt]] = []

  init(_ statements: [Stmt], _ kind: Kind = .plain) {
    self.statements = statements
    self.kind = kind
  }

  var isLoop: Bool {
    switch kind {
    case .whileLoop, .repeatLoop, .forLoop, .asyncLoop: return true
    default: return false
    }
  }

  var label: String? {
    switch kind {
    case .plain, .doBody: return nil
    case .whileLoop(_, let l, _), .repeatLoop(_, let l, _), .forLoop(_, _, _, _, let l, _),
      .asyncLoop(_, _, _, let l, _), .switchCase(let l):
      return l
    }
  }
}

/// The tasks of a run, and what the executor learnt about the program's functions.
public final class TaskHub {
  var nextID = 0
  /// The task whose statements are running now.
  public internal(set) var current: AsyncTask?
  /// Continuations by id: nil while nothing resumed them, else the value they were resumed with.
  var continuations: [Int: Value?] = [:]
  /// The task waiting for each continuation.
  var continuationWaiters: [Int: AsyncTask] = [:]
  /// Every task started, by id (`Task` values name theirs).
  var tasks: [Int: AsyncTask] = [:]
  /// Whether each function of the program may suspend (computed on first use).
  var maySuspend: [Int: Bool] = [:]
  /// Task groups by id (`withTaskGroup`), while their body runs.
  var groups: [Int: TaskGroupState] = [:]
  /// `AsyncStream`s and `AsyncThrowingStream`s by id.
  var streams: [Int: StreamState] = [:]

  public init() {}

  func newID() -> Int {
    nextID += 1
    return nextID
  }
}

/// What running a task's next step did.
private enum AsyncProgress {
  case next
  /// The task waits: until `due` on the clock, or (nil) until something resumes it.
  case suspend(due: Double?)
}

extension Interpreter {
  public var taskHub: TaskHub { builtinState.tasks }

  /// Starts `operation` as a task: its first statements run as work due now.
  @discardableResult
  public func startTask(_ operation: Closure, at location: Int) -> AsyncTask {
    let task = AsyncTask(id: taskHub.newID())
    taskHub.tasks[task.id] = task
    switch operation.code {
    case .function(let index):
      let f = program.functions[index]
      let frame = Frame(function: f, selfValue: operation.selfValue ?? .void, captures: operation.captures)
      task.frames = [AsyncFrame(frame: frame, blocks: [AsyncBlock(f.body)], target: .discard)]
    case .native:
      task.frames = []
    }
    schedule(at: now) { (interpreter: Interpreter) throws(RuntimeError) in
      if case .native = operation.code { _ = try interpreter.call(operation, [], at: location) }
      try interpreter.run(task, delivering: nil)
    }
    return task
  }

  /// Cancels a task: it stops at its next suspension point (or now, if it is waiting).
  public func cancel(_ task: AsyncTask) {
    guard !task.isCancelled else { return }
    task.isCancelled = true
    // `Task.sleep` throws `CancellationError` at once: the task ends now, not at its wake-up.
    if task.isSleeping, !task.isFinished {
      schedule(at: now) { (interpreter: Interpreter) throws(RuntimeError) in
        try interpreter.run(task, delivering: .void)
      }
    }
  }

  /// Runs a task from where it stopped, giving the value it waited for to its pending target,
  /// until it suspends again or finishes.
  func run(_ task: AsyncTask, delivering value: Value?) throws(RuntimeError) {
    guard !task.isFinished else { return }
    if task.isCancelled, value != nil {
      finish(task, result: .void, produced: false)
      return
    }
    task.isSleeping = false
    let saved = taskHub.current
    taskHub.current = task
    defer { taskHub.current = saved }
    do throws(RuntimeError) {
      if let value, !task.frames.isEmpty { try deliver(value, to: task.pending, in: task) }
      while !task.frames.isEmpty {
        if task.parked {
          task.parked = false
          return
        }
        let progress: AsyncProgress
        do throws(RuntimeError) {
          progress = try advance(task)
        } catch {
          // An error thrown inside a `do` (by a statement, or by a function the task awaited)
          // goes to its `catch` clauses.
          guard let thrown = error.thrown, try catchThrown(thrown, in: task) else { throw error }
          continue
        }
        switch progress {
        case .next:
          continue
        case .suspend(let due):
          if let due {
            task.isSleeping = true
            schedule(at: due) { (interpreter: Interpreter) throws(RuntimeError) in
              try interpreter.run(task, delivering: .void)
            }
          }
          return
        }
      }
    } catch {
      if error.endsTask {
        finish(task, result: .void, produced: false)
        return
      }
      finish(task, result: .void)
      throw error
    }
    if !task.isFinished { finish(task, result: task.result) }
  }

  /// Unwinds the task to its innermost `do` whose `catch` clauses take `thrown`, and continues
  /// in the clause; false when no `do` around the throw takes it. The statement lists left
  /// run their deferred statements, as `returnFromFrame` does.
  private func catchThrown(_ thrown: Value, in task: AsyncTask) throws(RuntimeError) -> Bool {
    while let top = task.frames.indices.last {
      while let b = task.frames[top].blocks.indices.last {
        let block = task.frames[top].blocks.removeLast()
        let frame = task.frames[top].frame
        for body in block.deferred.reversed() { _ = try execute(body, frame) }
        guard case .doBody(let catches) = block.kind else { continue }
        _ = b
        for clause in catches {
          if let pattern = clause.pattern {
            guard try match(pattern, thrown, frame) else { continue }
          } else if let slot = clause.errorSlot {
            frame.write(slot, thrown)
          }
          task.frames[top].blocks.append(AsyncBlock(clause.body))
          return true
        }
      }
      let finished = task.frames.removeLast()
      if finished.absorbsThrow, !task.frames.isEmpty {
        // `try? await f()`: the error ends `f`, and the awaiting frame gets `nil`.
        try deliverAbsorbedThrow(to: finished.target, in: task)
        return true
      }
    }
    return false
  }

  /// Gives `nil` to a `try?`'s target, once the call it awaited threw.
  private func deliverAbsorbedThrow(to target: AwaitTarget, in task: AsyncTask) throws(RuntimeError) {
    guard let frame = task.frames.last?.frame else { return }
    switch target {
    case .bind(let pattern, _): _ = try match(pattern, .optional(nil), frame)
    case .assign(let lvalue, let at, _): try assign(lvalue, .optional(nil), frame, at: at)
    case .returnValue: try returnFromFrame(task, .optional(nil))
    default: return
    }
  }

  private func finish(_ task: AsyncTask, result: Value, produced: Bool = true) {
    guard !task.isFinished else { return }
    task.isFinished = true
    task.frames = []
    task.result = result
    if let id = task.group, let group = taskHub.groups[id] {
      childFinished(group, result: result, produced: produced && !task.isCancelled)
    }
    let waiters = task.waiters
    task.waiters = []
    for waiter in waiters {
      schedule(at: now) { (interpreter: Interpreter) throws(RuntimeError) in
        try interpreter.run(waiter, delivering: result)
      }
    }
  }

  /// Runs one statement of the task's innermost statement list (or ends that list).
  private func advance(_ task: AsyncTask) throws(RuntimeError) -> AsyncProgress {
    let top = task.frames.count - 1
    let frame = task.frames[top].frame
    guard let blockIndex = task.frames[top].blocks.indices.last else {
      try returnFromFrame(task, .void)
      return .next
    }
    let block = task.frames[top].blocks[blockIndex]
    guard block.index < block.statements.count else {
      return try endBlock(task)
    }
    let statement = block.statements[block.index]
    task.frames[top].blocks[blockIndex].index += 1
    try step(at: 0)
    switch statement {
    case .deferStmt(let body):
      task.frames[top].blocks[blockIndex].deferred.append(body)
      return .next
    case .expr(let e):
      if case .assign(let target, let value, let at) = e, let (call, wrap) = suspendingForm(value) {
        return try awaitCall(
          call, into: .assign(target, at: at, wrap: wrap), task, absorbsThrow: isOptionalTry(value))
      }
      if let (call, _) = suspendingForm(e) {
        return try awaitCall(call, into: .discard, task, absorbsThrow: isOptionalTry(e))
      }
    case .bind(let pattern, let e):
      if let (call, wrap) = suspendingForm(e) {
        return try awaitCall(call, into: .bind(pattern, wrap: wrap), task, absorbsThrow: isOptionalTry(e))
      }
    case .returnStmt(let e?):
      if let (call, wrap) = suspendingForm(e) {
        return try awaitCall(call, into: .returnValue(wrap: wrap), task, absorbsThrow: isOptionalTry(e))
      }
    default:
      break
    }
    guard mayContainSuspension(statement) else {
      try complete(task, try execute([statement], frame))
      return .next
    }
    switch statement {
    case .ifStmt(let conditions, let then, let otherwise):
      if try holds(conditions, frame) {
        task.frames[top].blocks.append(AsyncBlock(then))
      } else if let otherwise {
        task.frames[top].blocks.append(AsyncBlock(otherwise))
      }
    case .guardStmt(let conditions, let otherwise):
      if !(try holds(conditions, frame)) { task.frames[top].blocks.append(AsyncBlock(otherwise)) }
    case .whileStmt(let conditions, let body, let label, let at):
      if try holds(conditions, frame) {
        task.frames[top].blocks.append(
          AsyncBlock(body, .whileLoop(conditions: conditions, label: label, at: at)))
      }
    case .repeatWhile(let body, let condition, let label, let at):
      task.frames[top].blocks.append(
        AsyncBlock(body, .repeatLoop(condition: condition, label: label, at: at)))
    case .forIn(let pattern, let sequence, let filter, let body, let label, let at)
    where isAsyncSequence(sequence):
      // `for await`: the list starts at its end, where the first element is asked for.
      var loop = AsyncBlock(
        body,
        .asyncLoop(
          pattern: pattern, source: try evaluate(sequence, frame), filter: filter, label: label, at: at))
      loop.index = body.count
      task.frames[top].blocks.append(loop)
    case .forIn(let pattern, let sequence, let filter, let body, let label, let at):
      let elements = try elementsOf(try evaluate(sequence, frame), at: at)
      var loop = AsyncBlock(
        body, .forLoop(pattern: pattern, elements: elements, next: 0, filter: filter, label: label, at: at))
      if try nextIteration(&loop, frame) { task.frames[top].blocks.append(loop) }
    case .switchStmt(let subject, let cases, let label, let at):
      let value = try evaluate(subject, frame)
      var chosen: [Stmt]?
      for c in cases where chosen == nil {
        for (p, filter) in zip(c.patterns, c.filters) {
          if try match(p, value, frame),
            try filter.map({ f throws(RuntimeError) -> Bool in try truth(try evaluate(f, frame)) }) ?? true
          {
            chosen = c.body
            break
          }
        }
      }
      guard let chosen else { throw RuntimeError("no case of the switch matched the value", at: at) }
      task.frames[top].blocks.append(AsyncBlock(chosen, .switchCase(label: label)))
    case .doStmt(let body, let catches):
      task.frames[top].blocks.append(AsyncBlock(body, .doBody(catches: catches)))
    default:
      try complete(task, try execute([statement], frame))
    }
    return .next
  }

  /// What a statement run on the ordinary executor finished with, applied to the task.
  private func complete(_ task: AsyncTask, _ completion: Completion) throws(RuntimeError) {
    switch completion {
    case .normal: return
    case .returned(let v): try returnFromFrame(task, v)
    case .breakLoop(let label): try unwind(task, label: label, isContinue: false)
    case .continueLoop(let label): try unwind(task, label: label, isContinue: true)
    case .fallthroughCase:
      throw RuntimeError("'fallthrough' in an async function is not supported by Tactile's runtime", at: 0)
    }
  }

  /// The end of the innermost statement list: its deferred statements run, and a loop goes on.
  private func endBlock(_ task: AsyncTask) throws(RuntimeError) -> AsyncProgress {
    let top = task.frames.count - 1
    let frame = task.frames[top].frame
    var block = task.frames[top].blocks.removeLast()
    for body in block.deferred.reversed() { _ = try execute(body, frame) }
    block.deferred = []
    block.index = 0
    switch block.kind {
    case .plain, .switchCase, .doBody:
      return .next
    case .asyncLoop(_, let source, _, _, let at):
      try step(at: at)
      block.index = block.statements.count
      task.frames[top].blocks.append(block)
      switch try nextElement(of: source, for: task, at: at) {
      case .value(let element):
        try deliver(.optional(element), to: .loopElement, in: task)
      case .end:
        try deliver(.optional(nil), to: .loopElement, in: task)
      case .wait:
        task.pending = .loopElement
        return .suspend(due: nil)
      case .entered:
        break
      }
      return .next
    case .whileLoop(let conditions, _, let at):
      try step(at: at)
      if try holds(conditions, frame) { task.frames[top].blocks.append(block) }
    case .repeatLoop(let condition, _, let at):
      try step(at: at)
      if try truth(try evaluate(condition, frame)) { task.frames[top].blocks.append(block) }
    case .forLoop(_, _, _, _, _, let at):
      try step(at: at)
      if try nextIteration(&block, frame) { task.frames[top].blocks.append(block) }
    }
    return .next
  }

  /// Binds the next element of a `for` loop that passes its filter; false when there is none.
  private func nextIteration(_ block: inout AsyncBlock, _ frame: Frame) throws(RuntimeError) -> Bool {
    guard case .forLoop(let pattern, let elements, var next, let filter, let label, let at) = block.kind
    else {
      return false
    }
    defer {
      block.kind = .forLoop(
        pattern: pattern, elements: elements, next: next, filter: filter, label: label, at: at)
    }
    while next < elements.count {
      let element = elements[next]
      next += 1
      guard try match(pattern, element, frame) else { continue }
      if let filter, !(try truth(try evaluate(filter, frame))) { continue }
      return true
    }
    return false
  }

  /// `break` or `continue`: leaves the statement lists inside the loop (or `switch`) it names.
  private func unwind(_ task: AsyncTask, label: String?, isContinue: Bool) throws(RuntimeError) {
    let top = task.frames.count - 1
    let frame = task.frames[top].frame
    while let block = task.frames[top].blocks.last {
      let isTarget =
        label.map { block.label == $0 } ?? (isContinue ? block.isLoop : (block.isLoop || isSwitch(block)))
      if isTarget && isContinue {
        // The loop's end runs its deferred statements and the next iteration.
        task.frames[top].blocks[task.frames[top].blocks.count - 1].index = block.statements.count
        return
      }
      task.frames[top].blocks.removeLast()
      for body in block.deferred.reversed() { _ = try execute(body, frame) }
      if isTarget { return }
    }
    throw RuntimeError("'\(isContinue ? "continue" : "break")' found no loop to leave", at: 0)
  }

  private func isSwitch(_ block: AsyncBlock) -> Bool {
    if case .switchCase = block.kind { return true }
    return false
  }

  /// Returns from the task's innermost function with `value`: its deferred statements run, and
  /// the value goes where its caller awaited it.
  private func returnFromFrame(_ task: AsyncTask, _ value: Value) throws(RuntimeError) {
    guard let finished = task.frames.popLast() else { return }
    for block in finished.blocks.reversed() {
      for body in block.deferred.reversed() { _ = try execute(body, finished.frame) }
    }
    if task.frames.isEmpty {
      task.result = value
      return
    }
    try deliver(value, to: finished.target, in: task)
  }

  /// Gives an awaited value to its target in the task's innermost frame.
  private func deliver(_ value: Value, to target: AwaitTarget, in task: AsyncTask) throws(RuntimeError) {
    guard let frame = task.frames.last?.frame else { return }
    func wrapped(_ depth: Int) -> Value {
      var v = value
      for _ in 0..<depth { v = .optional(v) }
      return v
    }
    switch target {
    case .discard: return
    case .bind(let pattern, let wrap): _ = try match(pattern, wrapped(wrap), frame)
    case .assign(let lvalue, let at, let wrap): try assign(lvalue, wrapped(wrap), frame, at: at)
    case .returnValue(let wrap): try returnFromFrame(task, wrapped(wrap))
    case .loopElement:
      let top = task.frames.count - 1
      guard let last = task.frames[top].blocks.indices.last,
        case .asyncLoop(let pattern, _, let filter, _, _) = task.frames[top].blocks[last].kind
      else { return }
      guard case .optional(let element?) = value else {
        task.frames[top].blocks.removeLast()  // The sequence ended: so does the loop.
        return
      }
      if try match(pattern, element, frame),
        try filter.map({ f throws(RuntimeError) -> Bool in try truth(try evaluate(f, frame)) }) ?? true
      {
        task.frames[top].blocks[last].index = 0
      }
    case .groupEnd(let id, let then):
      // The body returned: the group's result waits for its children still running.
      guard let group = taskHub.groups[id], group.running > 0 else {
        taskHub.groups[id] = nil
        try deliver(value, to: then, in: task)
        return
      }
      group.waiter = task
      group.waitsForEnd = (value, then)
      task.parked = true
    }
  }

  // MARK: Suspension points

  /// The call an expression awaits and how many `Optional`s `try?` wraps its result in, when the
  /// expression is one the executor can suspend at.
  private func suspendingForm(_ e: Expr) -> (Expr, Int)? {
    var inner = e
    var wrap = 0
    unwrapping: while true {
      switch inner {
      case .wrapOptional(let x, let depth):
        inner = x
        wrap += depth
      case .tryValue(let x, _, let wraps, _):
        // `try? await …` / `try! await …`: the value the call gives, wrapped once by `try?`.
        inner = x
        if wraps { wrap += 1 }
      default:
        break unwrapping
      }
    }
    switch inner {
    case .builtin(let ref, _, _, _):
      return Self.suspendingBuiltins.contains(program.builtins[ref]) ? (inner, wrap) : nil
    case .call(let function, _, _, _):
      return maySuspend(function) ? (inner, wrap) : nil
    case .callValue:
      return (inner, wrap)
    default:
      return nil
    }
  }

  /// Whether an awaited expression is under `try?` (its error becomes `nil`).
  private func isOptionalTry(_ e: Expr) -> Bool {
    var inner = e
    while true {
      switch inner {
      case .wrapOptional(let x, _): inner = x
      case .tryValue(let x, _, let wraps, _):
        if wraps { return true }
        inner = x
      default: return false
      }
    }
  }

  /// The builtins that take time: the task suspends at them.
  static let suspendingBuiltins = SuspendingBuiltins.names

  /// Starts awaiting `call`, under `try?` when `absorbsThrow`: an error the call throws before
  /// it suspends, or that leaves the activation it enters, becomes `nil` for the target.
  private func awaitCall(
    _ call: Expr, into target: AwaitTarget, _ task: AsyncTask, absorbsThrow: Bool
  ) throws(RuntimeError) -> AsyncProgress {
    guard absorbsThrow else { return try awaitCall(call, into: target, task) }
    let depth = task.frames.count
    task.nextEnterAbsorbsThrow = true
    defer { task.nextEnterAbsorbsThrow = false }
    do throws(RuntimeError) {
      return try awaitCall(call, into: target, task)
    } catch {
      guard error.thrown != nil, task.frames.count == depth else { throw error }
      try deliverAbsorbedThrow(to: target, in: task)
      return .next
    }
  }

  /// Starts awaiting `call`: suspends for a builtin that takes time, enters an async function.
  private func awaitCall(_ call: Expr, into target: AwaitTarget, _ task: AsyncTask) throws(RuntimeError)
    -> AsyncProgress
  {
    let frame = task.frames[task.frames.count - 1].frame
    switch call {
    case .builtin(let ref, let receiver, let arguments, let at):
      let args = try argumentValues(arguments, frame, at: at)
      let key = program.builtins[ref]
      task.pending = target
      switch key {
      case "Task.value":
        guard case .value(let r)? = receiver, case .record(let handle) = unwrapped(try evaluate(r, frame)),
          case .int(let id)? = handle["id"], let awaited = taskHub.tasks[id.hostInt]
        else { return .next }
        if awaited.isFinished {
          try deliver(awaited.result, to: target, in: task)
          return .next
        }
        awaited.waiters.append(task)
        return .suspend(due: nil)
      case "withCheckedContinuation(_:)", "withCheckedThrowingContinuation(_:)":
        let id = taskHub.newID()
        taskHub.continuations[id] = .some(nil)
        guard let body = args.first, case .function(let closure) = unwrapped(body) else { return .next }
        _ = try self.call(closure, [continuation(id)], at: at)
        if case .some(.some(let value)) = taskHub.continuations[id] {
          taskHub.continuations[id] = nil
          try deliver(value, to: target, in: task)
          return .next
        }
        taskHub.continuationWaiters[id] = task
        return .suspend(due: nil)
      case "withTaskGroup(of:returning:body:)", "withThrowingTaskGroup(of:returning:body:)":
        // The body runs as an activation of this task, with the group; the group's result
        // waits for the children still running when the body returns.
        guard case .function(let body)? = args.last.map(unwrapped), case .function(let index) = body.code
        else { return .next }
        let id = taskHub.newID()
        taskHub.groups[id] = TaskGroupState(id: id)
        let name = key.hasPrefix("withThrowing") ? "ThrowingTaskGroup" : "TaskGroup"
        try enter(
          index, selfValue: body.selfValue ?? .void, captures: body.captures,
          arguments: [.record(Record(name: name, labels: ["id"], fields: [.int(id)]))],
          target: .groupEnd(group: id, then: target), task, at: at)
        return .next
      case "TaskGroup.next()", "ThrowingTaskGroup.next()", "TaskGroup.waitForAll()",
        "ThrowingTaskGroup.waitForAll()":
        let receiverValue: Value
        switch receiver {
        case .value(let r)?: receiverValue = try evaluate(r, frame)
        case .reference(let l)?: receiverValue = try read(l, frame, at: at)
        case nil: receiverValue = .void
        }
        guard let group = taskGroup(receiverValue) else { return .next }
        if key.hasSuffix("waitForAll()") {
          group.results = []
          if group.running == 0 {
            try deliver(.void, to: target, in: task)
            return .next
          }
          group.waiter = task
          group.waitsForAll = true
          return .suspend(due: nil)
        }
        switch try nextElement(of: receiverValue, for: task, at: at) {
        case .value(let v): try deliver(.optional(v), to: target, in: task)
        case .end, .entered: try deliver(.optional(nil), to: target, in: task)
        case .wait: return .suspend(due: nil)
        }
        return .next
      case "URLSession.data(from:)", "URLSession.data(for:)", "URLSession.data(from:delegate:)",
        "URLSession.data(for:delegate:)":
        // The preview has no network: the response never comes, and the task waits for ever.
        return .suspend(due: nil)
      default:
        return .suspend(due: now + (try sleepSeconds(key, args, at: at)))
      }
    case .call(let function, let receiver, let arguments, let at):
      var f = program.functions[function]
      guard !f.mutatesSelf, f.inoutParameters.isEmpty, f.kind != .initializer else {
        try deliverNow(try evaluate(call, frame), target, task)
        return .next
      }
      let args = try argumentValues(arguments, frame, at: at)
      let selfValue =
        try evaluateReceiver(receiver, frame, at: at) ?? (f.owner != nil ? frame.selfValue : .void)
      var callee = function
      if let requirement = f.requirement {
        // A protocol requirement (`repository.fetchUsers()`): the receiver's witness, entered
        // as its own function so that it may suspend.
        guard let witness = witnessFunction(requirement, of: function, selfValue) else {
          try deliverNow(try evaluate(call, frame), target, task)
          return .next
        }
        callee = witness
        f = program.functions[witness]
        guard !f.mutatesSelf, f.inoutParameters.isEmpty else {
          try deliverNow(try evaluate(call, frame), target, task)
          return .next
        }
      }
      try enter(callee, selfValue: selfValue, captures: [], arguments: args, target: target, task, at: at)
      return .next
    case .callValue(let callee, let arguments, let at):
      guard case .function(let closure) = try evaluate(callee, frame) else {
        throw RuntimeError("called a value that is not a function", at: at)
      }
      guard case .function(let index) = closure.code, maySuspend(index),
        program.functions[index].inoutParameters.isEmpty
      else {
        try deliverNow(try callWithArguments(closure, arguments, frame, at: at), target, task)
        return .next
      }
      let args = try argumentValues(arguments, frame, at: at)
      try enter(
        index, selfValue: closure.selfValue ?? .void, captures: closure.captures, arguments: args,
        target: target,
        task, at: at)
      return .next
    default:
      try deliverNow(try evaluate(call, frame), target, task)
      return .next
    }
  }

  private func deliverNow(_ value: Value, _ target: AwaitTarget, _ task: AsyncTask) throws(RuntimeError) {
    try deliver(value, to: target, in: task)
  }

  /// Enters an async function as a new activation of the task.
  func enter(
    _ index: Int, selfValue: Value, captures: [Cell], arguments: [Value], target: AwaitTarget,
    _ task: AsyncTask,
    at: Int
  ) throws(RuntimeError) {
    if task.frames.count > depthLimit {
      throw RuntimeError(
        "too many nested calls (more than \(depthLimit)); is there an endless recursion?", at: at)
    }
    let f = program.functions[index]
    let frame = Frame(function: f, selfValue: selfValue, captures: captures)
    for (i, a) in arguments.enumerated() where i < f.parameterCount { frame.write(i, a) }
    var activation = AsyncFrame(frame: frame, blocks: [AsyncBlock(f.body)], target: target)
    activation.absorbsThrow = task.nextEnterAbsorbsThrow
    task.nextEnterAbsorbsThrow = false
    task.frames.append(activation)
  }

  /// How long a sleep takes, in seconds.
  func sleepSeconds(_ key: String, _ arguments: [Value], at: Int) throws(RuntimeError) -> Double {
    guard let argument = arguments.first else { return 0 }
    if key == "Task.sleep(until:tolerance:clock:)" {
      // Until a deadline of the clock: the time left, none when it has passed.
      guard case .record(let r) = unwrapped(argument), let deadline = r["seconds"].flatMap(number) else {
        throw RuntimeError("'\(key)' expected a clock's instant", at: at)
      }
      return max(0, deadline - now)
    }
    switch unwrapped(argument) {
    case .int(let n): return Double(n) / 1e9
    case .double(let d): return d / 1e9
    case .record(let r) where r.name == "Duration": return r["seconds"].flatMap(number) ?? 0
    default: throw RuntimeError("'\(key)' expected a duration", at: at)
    }
  }

  /// A `CheckedContinuation` value.
  func continuation(_ id: Int) -> Value {
    .record(Record(name: "CheckedContinuation", labels: ["id"], fields: [.int(id)]))
  }

  /// Resumes continuation `id` with `value`: the task waiting for it runs again as work due now.
  func resumeContinuation(_ id: Int, with value: Value, at: Int) throws(RuntimeError) {
    guard case .some(.none) = taskHub.continuations[id] else {
      throw RuntimeError("a continuation was resumed more than once", at: at)
    }
    if let task = taskHub.continuationWaiters.removeValue(forKey: id) {
      taskHub.continuations[id] = nil
      schedule(at: now) { (interpreter: Interpreter) throws(RuntimeError) in
        try interpreter.run(task, delivering: value)
      }
    } else {
      taskHub.continuations[id] = .some(value)
    }
  }

  /// The function that answers requirement `requirement` (of requirement function `index`) for
  /// a receiver: its type's witness, else the protocol extension's default.
  private func witnessFunction(_ requirement: String, of index: Int, _ selfValue: Value) -> Int? {
    switch selfValue.userType.flatMap({ program.types[$0].witnesses[requirement] }) {
    case .function(let f)?: return f
    case nil: return program.functions[index].defaultImplementation
    default: return nil
    }
  }

  /// Whether a function may reach a suspension point (computed once per function). A protocol
  /// requirement may, when any type's witness for it may.
  func maySuspend(_ index: Int) -> Bool {
    if let known = taskHub.maySuspend[index] { return known }
    taskHub.maySuspend[index] = false  // A recursive function does not suspend through itself.
    if let requirement = program.functions[index].requirement {
      var result = false
      for type in program.types {
        if case .function(let f)? = type.witnesses[requirement], maySuspend(f) { result = true }
      }
      if let fallback = program.functions[index].defaultImplementation, maySuspend(fallback) { result = true }
      taskHub.maySuspend[index] = result
      return result
    }
    let result = program.functions[index].body.contains { mayContainSuspension($0) }
    taskHub.maySuspend[index] = result
    return result
  }

  /// Whether a statement, or a statement inside it, may suspend the task.
  private func mayContainSuspension(_ s: Stmt) -> Bool {
    switch s {
    case .expr(let e):
      if case .assign(_, let value, _) = e { return suspendingForm(value) != nil }
      return suspendingForm(e) != nil
    case .bind(_, let e), .returnStmt(let e?):
      return suspendingForm(e) != nil
    case .ifStmt(_, let then, let otherwise):
      return then.contains { mayContainSuspension($0) }
        || (otherwise ?? []).contains { mayContainSuspension($0) }
    case .forIn(_, let sequence, _, _, _, _) where isAsyncSequence(sequence):
      return true
    case .guardStmt(_, let body), .whileStmt(_, let body, _, _), .repeatWhile(let body, _, _, _),
      .forIn(_, _, _, let body, _, _), .doStmt(let body, _):
      return body.contains { mayContainSuspension($0) }
    case .switchStmt(_, let cases, _, _):
      return cases.contains { c in c.body.contains { mayContainSuspension($0) } }
    default:
      return false
    }
  }
}
