import TactileUIIR

extension BuiltinRegistry {
  /// Tasks, `Task.sleep`, continuations and the main actor on the virtual clock (the executor is
  /// `Interpreter/Async.swift`; docs/semantics-design.md, "Async code").
  mutating func addConcurrency() {
    add([.`Task.init(priority:operation:)`, .`Task.detached(priority:operation:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let task = call.interpreter.startTask(try call.closure(1), at: call.at)
      return taskHandle(task.id)
    }
    add(.`Task.cancel()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if let task = call.interpreter.task(call.plainReceiver) { call.interpreter.cancel(task) }
      return .void
    }
    // `Task.isCancelled` on a task, and (static) on the task running now.
    add(.`Task.isCancelled`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if let task = call.interpreter.task(call.plainReceiver) { return .bool(task.isCancelled) }
      return .bool(call.interpreter.taskHub.current?.isCancelled ?? false)
    }
    add(.`Task.checkCancellation()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if call.interpreter.taskHub.current?.isCancelled == true { throw RuntimeError(endingTask: ()) }
      return .void
    }
    add(.`Task.value`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if let task = call.interpreter.task(call.plainReceiver), task.isFinished { return task.result }
      throw call.failure(cannotSuspend(call.key))
    }
    add([
      .`Task.sleep(nanoseconds:)`, .`Task.sleep(for:)`, .`Task.sleep(_:)`,
      .`Task.sleep(until:tolerance:clock:)`,
      .`Task.sleep(for:tolerance:clock:)`,
    ]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      // Reached only where the executor cannot suspend (inside a larger expression).
      throw call.failure(cannotSuspend(call.key))
    }
    add(.`Task.yield()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .void }
    // The preview runs its tasks at the priority `Task { }` gets from the main actor.
    constant(.`Task.currentPriority`, .symbol("TaskPriority.userInitiated"))
    addSymbols([
      .`TaskPriority.high`, .`TaskPriority.medium`, .`TaskPriority.low`, .`TaskPriority.userInitiated`,
      .`TaskPriority.utility`, .`TaskPriority.background`,
    ])
    func duration(_ key: SurfaceKey, _ unit: Double) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        durationValue(try call.double(0) * unit)
      }
    }
    duration(.`Duration.seconds(_:)`, 1)
    duration(.`Duration.milliseconds(_:)`, 1e-3)
    duration(.`Duration.microseconds(_:)`, 1e-6)
    duration(.`Duration.nanoseconds(_:)`, 1e-9)
    constant(.`Duration.zero`, durationValue(0))
    add(.`Duration.+(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      durationValue(try durationSeconds(call.argument(0)) + (try durationSeconds(call.argument(1))))
    }
    add(.`Duration.*(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      durationValue(try durationSeconds(call.argument(0)) * (try call.double(1)))
    }
    add(.`CancellationError.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "CancellationError", labels: [], fields: []))
    }
    add(.`MainActor.run(resultType:body:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try call.invoke(try call.closure(1), [])
    }
    add([.`CheckedContinuation.resume(returning:)`, .`CheckedContinuation.resume()`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, case .int(let id)? = r["id"] else { return .void }
      try call.interpreter.resumeContinuation(id.hostInt, with: call.arguments.first ?? .void, at: call.at)
      return .void
    }
    addTaskGroups()
    addClocks()
    add(.`CheckedContinuation.resume(throwing:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      throw call.failure("an error was thrown and not caught")
    }
    add([.`withCheckedContinuation(_:)`, .`withCheckedThrowingContinuation(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      // Reached where the executor cannot suspend: fine only if the body resumes at once.
      let hub = call.interpreter.taskHub
      let id = hub.newID()
      hub.continuations[id] = .some(nil)
      _ = try call.invoke(try call.closure(0), [call.interpreter.continuation(id)])
      guard case .some(.some(let value)) = hub.continuations[id] else {
        hub.continuations[id] = nil
        throw call.failure(cannotSuspend(call.key))
      }
      hub.continuations[id] = nil
      return value
    }
  }
}

extension BuiltinRegistry {
  /// Task groups, `for await` and async streams (`Interpreter/AsyncSequences.swift`).
  fileprivate mutating func addTaskGroups() {
    add([.`TaskGroup.addTask(priority:operation:)`, .`ThrowingTaskGroup.addTask(priority:operation:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let group = call.interpreter.taskGroup(call.plainReceiver) else {
        throw call.failure("a task group was used after its body returned")
      }
      call.interpreter.addChild(try call.closure(1), to: group, at: call.at)
      return .void
    }
    add([
      .`TaskGroup.addTaskUnlessCancelled(priority:operation:)`,
      .`ThrowingTaskGroup.addTaskUnlessCancelled(priority:operation:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let group = call.interpreter.taskGroup(call.plainReceiver) else {
        throw call.failure("a task group was used after its body returned")
      }
      if group.cancelled { return .bool(false) }
      call.interpreter.addChild(try call.closure(1), to: group, at: call.at)
      return .bool(true)
    }
    add([.`TaskGroup.cancelAll()`, .`ThrowingTaskGroup.cancelAll()`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let group = call.interpreter.taskGroup(call.plainReceiver) else { return .void }
      group.cancelled = true
      for child in group.children where !child.isFinished { call.interpreter.cancel(child) }
      return .void
    }
    add([.`TaskGroup.isEmpty`, .`ThrowingTaskGroup.isEmpty`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let group = call.interpreter.taskGroup(call.plainReceiver) else { return .bool(true) }
      return .bool(group.running == 0 && group.results.isEmpty)
    }
    add([.`TaskGroup.isCancelled`, .`ThrowingTaskGroup.isCancelled`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(call.interpreter.taskGroup(call.plainReceiver)?.cancelled ?? false)
    }
    // Reached only where the executor cannot suspend (inside a larger expression).
    add([
      .`TaskGroup.next()`, .`ThrowingTaskGroup.next()`, .`TaskGroup.waitForAll()`,
      .`ThrowingTaskGroup.waitForAll()`, .`withTaskGroup(of:returning:body:)`,
      .`withThrowingTaskGroup(of:returning:body:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      throw call.failure(cannotSuspend(call.key))
    }
    // `for await x in s` asks `s` for its iterator: the executor reads the sequence itself.
    add(.`AsyncSequence.makeAsyncIterator()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver
    }
    add([.`AsyncStream.init(_:_:)`, .`AsyncThrowingStream.init(_:_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let hub = call.interpreter.taskHub
      let id = hub.newID()
      hub.streams[id] = StreamState()
      let name = call.key.hasPrefix("AsyncThrowingStream") ? "AsyncThrowingStream" : "AsyncStream"
      let continuation = Record(name: name + ".Continuation", labels: ["stream"], fields: [.int(id)])
      _ = try call.invoke(try call.closure(1), [.record(continuation)])
      return .record(Record(name: name, labels: ["stream"], fields: [.int(id)]))
    }
    add([.`AsyncStream.init(unfolding:)`, .`AsyncThrowingStream.init(unfolding:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let hub = call.interpreter.taskHub
      let id = hub.newID()
      let state = StreamState()
      state.unfold = try call.closure(0)
      hub.streams[id] = state
      let name = call.key.hasPrefix("AsyncThrowingStream") ? "AsyncThrowingStream" : "AsyncStream"
      return .record(Record(name: name, labels: ["stream"], fields: [.int(id)]))
    }
    add([
      .`AsyncStream.Continuation.yield(_:)`, .`AsyncStream.Continuation.yield()`,
      .`AsyncThrowingStream.Continuation.yield(_:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if let stream = call.interpreter.stream(call.plainReceiver) {
        call.interpreter.yield(call.arguments.first ?? .void, to: stream)
      }
      return .void
    }
    add([.`AsyncStream.Continuation.finish()`, .`AsyncThrowingStream.Continuation.finish(throwing:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      if let stream = call.interpreter.stream(call.plainReceiver) { call.interpreter.finish(stream) }
      return .void
    }
  }
}

/// The message for awaiting something that takes time where the executor cannot suspend.
private func cannotSuspend(_ key: String) -> String {
  "awaiting '\(key)' inside a larger expression is not supported by Tactile's runtime yet; await it in a statement of its own"
}

/// A `Task` value: the task's id.
func taskHandle(_ id: Int) -> Value {
  .record(Record(name: "Task", labels: ["id"], fields: [.int(id)]))
}

/// A `Duration`, in seconds.
func durationValue(_ seconds: Double) -> Value {
  .record(Record(name: "Duration", labels: ["seconds"], fields: [.double(seconds)]))
}

func durationSeconds(_ value: Value) throws(RuntimeError) -> Double {
  if case .record(let r) = unwrapped(value), r.name == "Duration", let s = r["seconds"].flatMap(number) {
    return s
  }
  throw RuntimeError("expected a Duration", at: 0)
}

extension Interpreter {
  /// The task a `Task` value names.
  func task(_ value: Value) -> AsyncTask? {
    guard case .record(let r) = unwrapped(value), r.name == "Task", case .int(let id)? = r["id"] else {
      return nil
    }
    return taskHub.tasks[id.hostInt]
  }
}
