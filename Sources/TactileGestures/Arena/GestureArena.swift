import TactileGeometry

/// Arbitrates the gestures attached to the views on screen: binds each touch to the gestures
/// along its hit-test path, runs their recognizers on every event and timer, decides which one
/// wins, and runs the callbacks — deterministically, on virtual time.
///
/// The rule in one sentence: among gestures sharing a touch, the first to be recognised wins
/// and cancels those it has precedence over, while a tap, a long press or a drag with a
/// higher-precedence competitor waits until that competitor fails (R9.1–R9.5, R2.6 amended).
///
/// Precedence comes from `Precedence` (R9.4 pair by pair). Cancellation is like a system
/// cancel for the loser: no `onEnded`, `@GestureState` reset (R1.5). A gesture that is still
/// possible when a lower-precedence one is recognised keeps tracking and may still win later,
/// as `exclusively(before:)` lets its first member do (R7.3).
///
/// Hosts drive it with `setTree(_:)` after each layout, `handle(_:)` for each event and
/// `fireNextDeadline(notAfter:)` to let timers fire at their exact times. Callbacks run inside
/// those calls, after every recognizer has computed its phase (R1.7); a host that changes state
/// in a callback rebuilds its tree once the call returns.
///
/// Cost: an event costs work for the gestures bound to its touch, not for the views on screen;
/// only a touch-down hit-tests the tree (see BENCHMARKS.md).
public final class GestureArena {
  /// Receives a trace entry for every decision while set.
  public var tracer: GestureTracer? {
    didSet { if tracer != nil { for p in participants { p.assignTracePaths() } } }
  }
  /// R9.9's iOS 18 rule: between two taps with different counts, the one with fewer taps waits
  /// for the other to fail, whatever their order. Off by default (decision 4.2).
  public var fewerTapsWaitForMore = false {
    didSet { order = nil }
  }
  /// Which iOS release's rules relate a `simultaneousGesture` to its ancestors and to scroll
  /// views' pans (R12.3–R12.5). iOS 26 by default (decision 4.15).
  public var arbitration = ArbitrationModel.iOS26 {
    didSet { order = nil }
  }

  public private(set) var tree = ResponderTree()
  /// The time of the last event or timer processed.
  public private(set) var now: EventTime?

  struct PointerRecord {
    var location: CGPoint
    var modifiers: EventModifiers
    var bound: [Participant]
  }

  var pointers: [PointerID: PointerRecord] = [:]
  var participants: [Participant] = [] {
    didSet { order = nil }
  }
  /// The update order, cached until participants, their touches or their places change.
  var order: [Participant]?
  var touchSerial = 0
  /// The deadline fired last, until the next event (see `fireNextDeadline`).
  var lastFiredDeadline: EventTime?
  /// The context updates reuse (see `startUpdate(at:)`).
  private var spareContext: UpdateContext?

  public init() {}

  /// The pointers that are down, in id order.
  public var pointersDown: [PointerID] { pointers.keys.sorted() }

  /// The latest location of each pointer that is down.
  public var pointerLocations: [PointerID: CGPoint] { pointers.mapValues { $0.location } }

  /// The attachments taking part in the current touch session.
  public var participatingAttachments: [AttachmentKey] { participants.map { $0.key } }

  /// Whether no touch is down and no gesture is waiting for anything.
  public var isIdle: Bool { pointers.isEmpty && participants.isEmpty }

  /// The earliest pending timer of any live gesture.
  public var nextDeadline: EventTime? {
    var result: EventTime?
    for p in participants where !p.isFinished && p.hasTimers {
      result = earliest(result, p.root.node.deadline)
    }
    return result
  }

  // MARK: - The tree

  /// Changes the current tree in place, then takes it as `setTree(_:)` does. A host that
  /// changed a few views saves copying the whole tree.
  public func updateTree(_ change: (inout ResponderTree) -> Void) {
    var current = tree
    tree = ResponderTree()
    // Each participant's coordinate spaces keep the tree they were placed in. Spaces are read
    // only while updating, and `setTree` places every participant that stays again (the others
    // are removed), so they let it go now and the change does not copy the nodes.
    for p in participants { p.space = .identity }
    change(&current)
    setTree(current)
  }

  /// Replaces the responder tree after the host re-evaluated and laid out its views. Live
  /// gestures receive their new descriptions; gestures whose view or attachment disappeared, or
  /// that were disabled, are cancelled (R13.1, R13.2).
  public func setTree(_ newTree: ResponderTree) {
    tree = newTree
    guard !participants.isEmpty else { return }
    let context = startUpdate(at: now ?? .zero)
    var removed = false
    var moved = false
    for p in participants {
      context.attachment = p.key
      context.attachmentLabel = p.label
      let reason: TraceReason?
      if let index = tree.index(of: p.key.node), p.key.index < tree.nodes[index].attachments.count {
        let attachment = tree.nodes[index].attachments[p.key.index]
        if p.place(in: tree, at: index) || p.kind != attachment.kind
          || p.isSystemInteraction != attachment.isSystemInteraction
        {
          moved = true
        }
        p.kind = attachment.kind
        p.isSystemInteraction = attachment.isSystemInteraction
        p.scrollPanRule = attachment.scrollPanRule
        p.label = attachment.label
        context.attachmentLabel = p.label
        if !isEnabled(p.key.index, onNode: index) {
          reason = .gestureDisabled
        } else if !p.root.take(attachment.box, context) {
          reason = .gestureReplaced
        } else {
          reason = nil
          if tracer != nil { p.assignTracePaths() }
          // A new description can change how the gesture competes (an optional tap, say).
          let dependency = Participant.dependency(of: p.root.node, kind: p.kind)
          if dependency != p.dependency {
            p.dependency = dependency
            moved = true
          }
          p.hasTimers = p.root.node.hasTimers
        }
      } else {
        reason = .viewRemoved
      }
      if let reason {
        if !p.isFinished { p.root.node.cancel(context, reason: reason) }
        p.isRemoved = true
        removed = true
      }
    }
    if removed {
      participants.removeAll { $0.isRemoved }
      for (id, record) in pointers { pointers[id]!.bound = record.bound.filter { !$0.isRemoved } }
    }
    if moved { order = nil }
    context.flush()
  }

  /// Whether attachment `index` on node `nodeIndex` is enabled: its own mask includes
  /// `.gesture` and its view is enabled, and no attachment outside it excludes `.subviews`.
  private func isEnabled(_ index: Int, onNode nodeIndex: Int) -> Bool {
    let node = tree.nodes[nodeIndex]
    guard node.isEnabled, node.attachments[index].mask.contains(.gesture) else { return false }
    for outer in node.attachments[(index + 1)...] where !outer.mask.contains(.subviews) { return false }
    var current = tree.parents[nodeIndex]
    while let i = current {
      for outer in tree.nodes[i].attachments where !outer.mask.contains(.subviews) { return false }
      current = tree.parents[i]
    }
    return true
  }

  /// The enabled attachments along a hit-test path, innermost first (R9.6, R9.7). Innermost
  /// first is also the order in which unrelated attachments run their callbacks, as
  /// `subviews.simultaneously(with: content)` does (R1.7, R9.4).
  private func enabledAttachments(along path: [Int]) -> [AttachmentKey] {
    var result: [AttachmentKey] = []
    var subviewsEnabled = true
    for nodeIndex in path {
      let node = tree.nodes[nodeIndex]
      for (index, attachment) in node.attachments.enumerated().reversed() {
        if subviewsEnabled, node.isEnabled, attachment.mask.contains(.gesture) {
          result.append(AttachmentKey(node: node.id, index: index))
        }
        if !attachment.mask.contains(.subviews) { subviewsEnabled = false }
      }
    }
    return result.reversed()
  }

  // MARK: - Events and timers

  /// Delivers one event: `handle([event])`.
  public func handle(_ event: PointerEvent) throws(PointerEventError) {
    try handle(batch: CollectionOfOne(event))
  }

  /// Delivers the events of one moment as one update, as a touch screen delivers every finger
  /// that changed in a frame together. Timers due at or before that moment fire first, each as
  /// its own update. The events must share one time; if any is refused (see
  /// `PointerEventError`), none is delivered.
  public func handle(_ events: [PointerEvent]) throws(PointerEventError) {
    try handle(batch: events)
  }

  /// `handle(_:)` for any collection, so that one event needs no array.
  private func handle<Events: Collection<PointerEvent>>(batch events: Events) throws(PointerEventError) {
    guard let time = events.first?.time else { return }
    try validate(events)
    while fireNextDeadline(notAfter: time) {}
    now = time
    lastFiredDeadline = nil
    let context = startUpdate(at: time)
    for event in events {
      if event.phase == .down { bind(event, context) }
      // Validation guarantees the pointer is down (or was just bound).
      let record = pointers.index(forKey: event.pointer)!
      if event.phase == .move {
        pointers.values[record].location = event.location
        pointers.values[record].modifiers = event.modifiers
      }
      for p in pointers.values[record].bound {
        switch event.phase {
        case .down:
          break
        case .move:
          if let i = p.pointers.firstIndex(where: { $0.id == event.pointer }) {
            p.pointers[i].location = event.location
            p.pointers[i].modifiers = event.modifiers
          }
        case .up, .cancel:
          p.pointers.removeAll { $0.id == event.pointer }
        }
        p.pendingChanges.append(event)
      }
      if event.phase == .up || event.phase == .cancel { pointers.remove(at: record) }
    }
    runUpdate(context)
  }

  /// The context of a new update: the arena's reusable one, unless it is still running its
  /// callbacks (a callback drove the arena), in which case a fresh one.
  func startUpdate(at time: EventTime) -> UpdateContext {
    if let context = spareContext, !context.isInUse {
      context.begin(time: time, tracer: tracer)
      return context
    }
    let context = UpdateContext(time: time, tracer: tracer)
    if spareContext == nil { spareContext = context }
    return context
  }

  /// Binds a new touch to the enabled attachments along its hit-test path.
  private func bind(_ event: PointerEvent, _ context: UpdateContext) {
    touchSerial += 1
    let path = HitTester.hitPath(in: tree, at: event.location)
    let tracked = TrackedPointer(id: event.pointer, location: event.location, modifiers: event.modifiers)
    var bound: [Participant] = []
    for key in enabledAttachments(along: path) {
      let p = participant(for: key)
      if p.isFinished {
        p.root.node.reset()
        p.restart()
      }
      if p.pointers.isEmpty, p.downLocation == nil { p.downLocation = event.location }
      p.pointers.append(tracked)
      p.touches.append(touchSerial)
      bound.append(p)
      context.attachment = key
      context.attachmentLabel = p.label
      context.trace(nil, .pointerBound(event.pointer))
    }
    order = nil
    pointers[event.pointer] = PointerRecord(
      location: event.location, modifiers: event.modifiers, bound: bound)
  }

  /// Runs the update for the earliest pending timer if it is due at or before `time`, and
  /// returns whether it did. Hosts call this in a loop before each event (rebuilding their
  /// tree between calls if state changed) so that every timer fires at its exact time.
  @discardableResult
  public func fireNextDeadline(notAfter time: EventTime) -> Bool {
    guard let deadline = nextDeadline, deadline <= time else { return false }
    // A timer that is still pending after it fired, with no event in between, would fire
    // forever; recognizers resolve their timers, so this only guards against a defect.
    if let stalled = lastFiredDeadline, deadline <= stalled { return false }
    let at = max(deadline, now ?? deadline)
    now = at
    lastFiredDeadline = deadline
    runUpdate(startUpdate(at: at))
    return true
  }

  /// Fires every timer due at or before `time`, then moves the clock to `time`.
  public func advance(to time: EventTime) {
    while fireNextDeadline(notAfter: time) {}
    if now.map({ $0 < time }) ?? true { now = time }
  }

  /// Checks a batch against the pointers' states as they will be when each event arrives.
  private func validate<Events: Collection<PointerEvent>>(_ events: Events) throws(PointerEventError) {
    let time = events.first!.time
    if events.count == 1 {
      // One event: the pointers down are the arena's, without copying them into a set.
      try check(events.first!, time: time, isDown: pointers[events.first!.pointer] != nil)
      return
    }
    var down = Set(pointers.keys)
    for event in events {
      try check(event, time: time, isDown: down.contains(event.pointer))
      switch event.phase {
      case .down: down.insert(event.pointer)
      case .move: break
      case .up, .cancel: down.remove(event.pointer)
      }
    }
  }

  /// Checks one event of a batch at `time`, given whether its pointer is down when it arrives.
  private func check(_ event: PointerEvent, time: EventTime, isDown: Bool) throws(PointerEventError) {
    guard event.time.milliseconds.isFinite else { throw .nonFiniteTime }
    if event.time != time { throw .mixedTimes(time, event.time) }
    if let now, event.time < now { throw .timeWentBackwards(previous: now, received: event.time) }
    guard event.location.isFinite else { throw .nonFiniteLocation(event.location) }
    guard event.pointer.rawValue > 0 else { throw .invalidPointerID(event.pointer) }
    switch event.phase {
    case .down:
      if isDown { throw .pointerAlreadyDown(event.pointer) }
    case .move, .up, .cancel:
      if !isDown { throw .pointerNotDown(event.pointer) }
    }
  }

  private func participant(for key: AttachmentKey) -> Participant {
    if let existing = participants.first(where: { $0.key == key }) { return existing }
    let nodeIndex = tree.index(of: key.node)!
    let p = Participant(
      key: key, attachment: tree.nodes[nodeIndex].attachments[key.index], nodeIndex: nodeIndex, tree: tree,
      tracing: tracer != nil)
    participants.append(p)
    return p
  }
}
