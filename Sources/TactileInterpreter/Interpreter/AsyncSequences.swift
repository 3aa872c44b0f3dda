import TactileUIIR

// Task groups and async streams on the virtual clock (docs/semantics-design.md, "Async code").
//
// A group's child tasks are ordinary tasks started as work due now, in the order they were
// added; `next()` and `for await` give their results in the order they finished (on the
// virtual clock: children that do not suspend finish in the order they were added, the others
// when their last sleep ends, ties in the order they were scheduled).

/// A task group while its body runs.
final class TaskGroupState {
  let id: Int
  /// The children started and not finished.
  var running = 0
  /// Every child started, to cancel them all.
  var children: [AsyncTask] = []
  /// Results of finished children not yet taken by `next()`, in the order they finished.
  var results: [Value] = []
  var cancelled = false
  /// The task waiting in `next()` (or `waitForAll()`, or at the body's end).
  var waiter: AsyncTask?
  var waitsForAll = false
  /// The body's result and where it goes, once the last child finished.
  var waitsForEnd: (Value, AwaitTarget)?

  init(id: Int) { self.id = id }
}

/// An `AsyncStream`'s buffered elements, or its `unfolding` closure.
final class StreamState {
  var buffer: [Value] = []
  var finished = false
  var unfold: Closure?
  var waiter: AsyncTask?
}

/// What asking an async sequence for its next element gave.
enum AsyncNext {
  case value(Value)
  case end
  /// The task waits; what resumes it delivers the element (an `Optional`) to its pending target.
  case wait
  /// A closure computing the element was entered as an activation of the task.
  case entered
}

extension Interpreter {
  /// Whether a `for` loop's sequence is `for await`'s (the lowering asks for the iterator).
  func isAsyncSequence(_ sequence: Expr) -> Bool {
    if case .builtin(let ref, _, _, _) = sequence {
      return program.builtins[ref] == "AsyncSequence.makeAsyncIterator()"
    }
    return false
  }

  /// The group a `TaskGroup` or `ThrowingTaskGroup` value names.
  func taskGroup(_ value: Value) -> TaskGroupState? {
    guard case .record(let r) = unwrapped(value), r.name == "TaskGroup" || r.name == "ThrowingTaskGroup",
      case .int(let id)? = r["id"]
    else { return nil }
    return taskHub.groups[id.hostInt]
  }

  /// The stream an `AsyncStream` (or its continuation) names.
  func stream(_ value: Value) -> StreamState? {
    guard case .record(let r) = unwrapped(value), case .int(let id)? = r["stream"] else { return nil }
    return taskHub.streams[id.hostInt]
  }

  /// The next element of `source` for `task`, which waits for it when none is ready.
  func nextElement(of source: Value, for task: AsyncTask, at: Int) throws(RuntimeError) -> AsyncNext {
    if let group = taskGroup(source) {
      if !group.results.isEmpty { return .value(group.results.removeFirst()) }
      if group.running == 0 { return .end }
      group.waiter = task
      group.waitsForAll = false
      return .wait
    }
    if let stream = stream(source) {
      if !stream.buffer.isEmpty { return .value(stream.buffer.removeFirst()) }
      if stream.finished { return .end }
      if let unfold = stream.unfold {
        guard case .function(let index) = unfold.code else {
          let v = try call(unfold, [], at: at)
          if case .optional(let inner?) = v { return .value(inner) }
          return .end
        }
        try enter(
          index, selfValue: unfold.selfValue ?? .void, captures: unfold.captures, arguments: [],
          target: .loopElement, task, at: at)
        return .entered
      }
      stream.waiter = task
      return .wait
    }
    if case .record(let r) = unwrapped(source) {
      throw RuntimeError("'for await' over '\(r.name)' is not supported by Tactile's runtime yet", at: at)
    }
    throw RuntimeError("'for await' over this value is not supported by Tactile's runtime yet", at: at)
  }

  /// A child of `group` finished: its result is kept for `next()`, or given to the task waiting.
  func childFinished(_ group: TaskGroupState, result: Value, produced: Bool) {
    group.running -= 1
    if produced { group.results.append(result) }
    guard let waiter = group.waiter else { return }
    if let (value, then) = group.waitsForEnd {
      guard group.running == 0 else { return }
      group.waiter = nil
      group.waitsForEnd = nil
      taskHub.groups[group.id] = nil
      waiter.pending = then
      resume(waiter, with: value)
    } else if group.waitsForAll {
      group.results = []
      guard group.running == 0 else { return }
      group.waiter = nil
      group.waitsForAll = false
      resume(waiter, with: .void)
    } else if !group.results.isEmpty {
      group.waiter = nil
      resume(waiter, with: .optional(group.results.removeFirst()))
    } else if group.running == 0 {
      group.waiter = nil
      resume(waiter, with: .optional(nil))
    }
  }

  /// Runs `task` again as work due now, giving it `value`.
  func resume(_ task: AsyncTask, with value: Value) {
    schedule(at: now) { (interpreter: Interpreter) throws(RuntimeError) in
      try interpreter.run(task, delivering: value)
    }
  }

  /// Starts a child task of `group`.
  func addChild(_ operation: Closure, to group: TaskGroupState, at: Int) {
    let child = startTask(operation, at: at)
    child.group = group.id
    group.running += 1
    group.children.append(child)
    if group.cancelled { cancel(child) }
  }

  /// `continuation.yield(value)`: the task waiting for the stream gets it, else it is buffered.
  func yield(_ value: Value, to stream: StreamState) {
    guard !stream.finished else { return }
    if let waiter = stream.waiter {
      stream.waiter = nil
      resume(waiter, with: .optional(value))
    } else {
      stream.buffer.append(value)
    }
  }

  /// `continuation.finish()`: the loop over the stream ends once the buffer is read.
  func finish(_ stream: StreamState) {
    stream.finished = true
    if let waiter = stream.waiter {
      stream.waiter = nil
      resume(waiter, with: .optional(nil))
    }
  }
}
