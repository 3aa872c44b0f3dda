import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// `onReceive(publisher) { value in … }`: while the view is on screen it is subscribed to the
  /// publisher, and each value calls the action of the view's latest body. The same publisher
  /// keeps its subscription from one pass to the next (a timer keeps its schedule); a different
  /// one replaces it. A value the publisher has at once (`Just`) arrives as work due now, after
  /// the pass.
  func resolveOnReceive(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let n = try wrapped(call, .marker("onReceive"))
    infos[Int(n.tag)].keepsWork = true
    guard case .function(let action) = call[1] else { return n }
    let id = call.identity.hash
    let publisher = call[0]
    let signature = interpreter.publisherSignature(publisher)
    if let existing = receivers[id], existing.signature == signature {
      existing.subscription.receive = action
      existing.subscription.transforms = interpreter.transforms(of: publisher, keeping: existing.subscription)
      return n
    }
    if let existing = receivers[id] { interpreter.publisherHub.cancel(existing.subscription) }
    let subscription = try interpreter.subscribe(publisher, receive: action, deliversLater: true, at: 0)
    receivers[id] = (signature, subscription)
    return n
  }

  /// `task { … }` and `task(id:) { … }`: the action starts as a task when the view first
  /// appears (as work due now, after the pass), and is cancelled when the view leaves the screen;
  /// with an id, a new value cancels the running task and starts the action again.
  func resolveTask(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let n = try wrapped(call, .marker("task"))
    infos[Int(n.tag)].keepsWork = true
    guard case .function(let action) = call.arguments.last ?? .void else { return n }
    let id = call.identity.hash
    let value: Value = call.has("id") ? call["id"] : .void
    if let running = tasks[id] {
      if valuesEqual(running.id, value) { return n }
      interpreter.cancel(running.task)
    }
    tasks[id] = (value, interpreter.startTask(action, at: 0))
    return n
  }

  /// Ends the work of the nodes that left the screen in this pass.
  func endWorkNotSeen() {
    for (id, running) in tasks where !seenWork.contains(id) {
      interpreter.cancel(running.task)
      tasks[id] = nil
    }
    for id in timelineUpdates.keys where !seenWork.contains(id) {
      timelineUpdates[id] = nil
      timelineStarts[id] = nil
    }
    for id in phaseAnimators.keys where !seenWork.contains(id) { phaseAnimators[id] = nil }
    for id in keyframeAnimators.keys where !seenWork.contains(id) { keyframeAnimators[id] = nil }
    for (id, receiver) in receivers where !seenWork.contains(id) {
      interpreter.publisherHub.cancel(receiver.subscription)
      receivers[id] = nil
    }
  }
}

extension ViewResolver {
  /// `TimelineView(schedule) { context in … }`: the content of the schedule's entry at the
  /// current time (the latest entry not after now), and an update scheduled for the next entry
  /// while the view is on screen: the view that contains it is evaluated again then.
  func resolveTimelineView(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let id = call.identity.hash
    let now = interpreter.now
    let firstSeen = timelineStarts[id] ?? now
    timelineStarts[id] = firstSeen
    // Entries are dates; the update is scheduled on the virtual clock.
    let origin = interpreter.dateOrigin
    let (date, nextDate) = Self.timelineEntry(call[0], now: origin + now, start: origin + firstSeen)
    let next = nextDate.map { $0 - origin }
    var content = ViewNode(id: call.identity.child(IdentityKind.content, 0).hash, .empty)
    if case .function(let closure) = call[1] {
      let context = Value.record(
        Record(
          name: "TimelineViewDefaultContext", labels: ["date", "cadence"],
          fields: [.date(date), .symbol("TimelineViewDefaultContext.Cadence.live")]))
      let result = try interpreter.call(closure, [context], at: 0)
      content = try resolve(
        result.asView(interpreter) ?? .empty, call.identity.child(IdentityKind.content, 0))
    }
    let n = node(call.identity, .modified(content, .marker("TimelineView")), label: "TimelineView")
    infos[Int(n.tag)].keepsWork = true
    if let next, timelineUpdates[id] != next {
      timelineUpdates[id] = next
      let owner = current
      interpreter.schedule(at: next) { [self] (_: Interpreter) throws(RuntimeError) in
        guard timelineUpdates[id] == next else { return }
        owner?.isDirty = true
        invalidate()
      }
    }
    return n
  }

  /// The entry a schedule shows at `now`, and when the next one is due (nil: never).
  /// `start` is when the view first appeared (an animation schedule's entries count from it).
  static func timelineEntry(_ schedule: Value, now: Double, start: Double) -> (date: Double, next: Double?) {
    guard case .record(let r) = schedule else { return (now, nil) }
    switch r.name {
    case "PeriodicTimelineSchedule":
      guard case .date(let from)? = r["from"], let interval = r["by"].flatMap(numberValue), interval > 0
      else {
        return (now, nil)
      }
      if now < from { return (from, from + interval) }
      let date = from + ((now - from) / interval + 1e-9).rounded(.down) * interval
      return (date, date + interval)
    case "EveryMinuteTimelineSchedule":
      let date = (now / 60 + 1e-9).rounded(.down) * 60
      return (date, date + 60)
    case "AnimationTimelineSchedule":
      if case .bool(true)? = r["paused"] { return (now, nil) }
      if let minimum = r["minimumInterval"].flatMap(numberValue), minimum > 0 {
        let date = start + ((now - start) / minimum + 1e-9).rounded(.down) * minimum
        return (date, date + Swift.max(minimum, animationFrame))
      }
      return (now, now + animationFrame)
    default:
      return (now, nil)
    }
  }

  /// How often an animation schedule without a minimum interval updates: every frame, at 60 Hz.
  static let animationFrame = 1.0 / 60
}

/// A number as a `Double`, without `Optional` wrappings.
private func numberValue(_ value: Value) -> Double? {
  switch unwrapped(value) {
  case .double(let d): return d
  case .int(let n): return Double(n)
  default: return nil
  }
}
