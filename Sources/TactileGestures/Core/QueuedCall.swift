/// A callback that a node queues on every update — `onChanged`'s action with the new value, an
/// `updating` body's state write — in storage the node reuses, so that queueing it allocates
/// nothing (a closure capturing the value would allocate its context on every event).
///
/// Guarantees: the call runs what was stored when it was queued. A node takes its cell again
/// only once the cell has run (`isQueued` is false); a cell still queued — when a callback
/// drives the arena and the node updates again before the first flush reaches the cell — is
/// left alone and the node takes a new one, so nothing queued is ever overwritten.
///
/// `perform` is a capture-free closure formed in the subclass's initializer, which runs
/// specialised (see `GestureNode`); it receives the cell itself.
class QueuedCall {
  /// Runs the call stored in the cell it receives (always this cell).
  let perform: (QueuedCall) -> Void
  /// Whether the cell is in a context's queue and has not run yet.
  final var isQueued = false

  init(perform: @escaping (QueuedCall) -> Void) { self.perform = perform }

  /// The cell to queue the next call in: `cell` if it is free, otherwise a new one from `make`
  /// that then replaces it.
  static func free<Cell: QueuedCall>(_ cell: inout Cell?, orMake make: () -> Cell) -> Cell {
    if let free = cell, !free.isQueued { return free }
    let call = make()
    cell = call
    return call
  }
}

/// A queued `action(argument)`: the actions of `onChanged` and `onEnded`.
final class PendingCall<Argument>: QueuedCall {
  private var action: ((Argument) -> Void)?
  private var argument: Argument?

  private init() {
    super.init { cell in
      let call = unsafeDowncast(cell, to: PendingCall<Argument>.self)
      guard let action = call.action, let argument = call.argument else { return }
      // Emptied before running, so that the action may queue the cell again.
      call.action = nil
      call.argument = nil
      action(argument)
    }
  }

  /// Queues `action(argument)` in `context`, in `cell` if it is free or in a new cell that
  /// then replaces it.
  static func enqueue(
    _ action: @escaping (Argument) -> Void, _ argument: Argument, reusing cell: inout PendingCall?,
    in context: UpdateContext
  ) {
    let call = free(&cell, orMake: PendingCall.init)
    call.action = action
    call.argument = argument
    context.enqueue(call)
  }
}

/// A queued write of an `updating` body's result to its `@GestureState`.
final class PendingStateWrite<State>: QueuedCall {
  private var storage: GestureStateStorage<State>?
  private var value: State?
  private var transaction = Transaction()

  private init() {
    super.init { cell in
      let call = unsafeDowncast(cell, to: PendingStateWrite<State>.self)
      guard let storage = call.storage, let value = call.value else { return }
      let transaction = call.transaction
      // Emptied before running, so that observers may queue the cell again.
      call.storage = nil
      call.value = nil
      storage.write(value, transaction: transaction)
    }
  }

  /// Queues `storage.write(value, transaction:)` in `context`, in `cell` if it is free or in a
  /// new cell that then replaces it.
  static func enqueue(
    _ value: State, to storage: GestureStateStorage<State>, transaction: Transaction,
    reusing cell: inout PendingStateWrite?, in context: UpdateContext
  ) {
    let call = free(&cell, orMake: PendingStateWrite.init)
    call.storage = storage
    call.value = value
    call.transaction = transaction
    context.enqueue(call)
  }
}
