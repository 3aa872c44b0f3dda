/// The builtins that take time: a task suspends at them (the interpreter's executor), and the
/// lowering makes each in a statement of its own when a larger expression awaits it.
public enum SuspendingBuiltins {
  public static let names: Set<String> = [
    "Task.sleep(nanoseconds:)", "Task.sleep(for:)", "Task.sleep(_:)", "Task.sleep(until:tolerance:clock:)",
    "Task.sleep(for:tolerance:clock:)", "Task.yield()", "Task.value",
    "withCheckedContinuation(_:)", "withCheckedThrowingContinuation(_:)", "URLSession.data(from:)",
    "URLSession.data(for:)", "URLSession.data(from:delegate:)", "URLSession.data(for:delegate:)",
    "withTaskGroup(of:returning:body:)", "withThrowingTaskGroup(of:returning:body:)", "TaskGroup.next()",
    "ThrowingTaskGroup.next()", "TaskGroup.waitForAll()", "ThrowingTaskGroup.waitForAll()",
  ]
}
