import TactileUIIR

extension BuiltinRegistry {
  /// `Date` on the virtual clock, `DispatchQueue.main`'s scheduled work, `DispatchTime`, and
  /// `UUID`s from a counter (docs/runtime-values.md).
  mutating func addTime() {
    // A date counts seconds from Foundation's reference date (2001-01-01 00:00:00 UTC); the
    // run starts at the interpreter's `dateOrigin`, and the virtual clock advances from there.
    add(.`Date.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .date(call.interpreter.currentDate)
    }
    self[.`Date.now()`] = self[.`Date.init()`]
    self[.`Date.now`] = self[.`Date.init()`]
    add(.`Date.init(timeIntervalSinceNow:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .date(call.interpreter.currentDate + (try call.double(0)))
    }
    add(.`Date.timeIntervalSince(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .date(let other) = try call.plain(0) else {
        throw call.failure("'timeIntervalSince' expected a Date")
      }
      return .double(try call.date() - other)
    }
    add(.`Date.timeIntervalSinceNow`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.date() - call.interpreter.currentDate)
    }
    add(.`Date.timeIntervalSinceReferenceDate`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.date())
    }
    add(.`Date.addingTimeInterval(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .date(try call.date() + (try call.double(0)))
    }
    add(.`Date.init(timeIntervalSinceReferenceDate:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .date(try call.double(0))
    }
    add(.`Date.init(timeIntervalSince1970:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .date(try call.double(0) - Dates.referenceDateSince1970)
    }
    add(.`Date.init(timeInterval:since:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .date(let base) = try call.plain(1) else {
        throw call.failure("'init(timeInterval:since:)' expected a Date")
      }
      return .date(base + (try call.double(0)))
    }
    add(.`Date.timeIntervalSince1970`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.date() + Dates.referenceDateSince1970)
    }
    // Foundation's distant dates: the years 4001 and 0001, as seconds from the reference date.
    constant(.`Date.distantFuture`, .date(63_113_904_000))
    constant(.`Date.distantPast`, .date(-63_114_076_800))
    add(.`Date.distance(to:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .date(let other) = try call.plain(0) else {
        throw call.failure("'distance(to:)' expected a Date")
      }
      return .double(other - (try call.date()))
    }
    self[.`Date.advanced(by:)`] = self[.`Date.addingTimeInterval(_:)`]
    add([.`Date.+(_:_:)`, .`Date.+=(_:_:)`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .date(let d) = try call.plain(0) else { throw call.failure("'+' expected a Date") }
      let result = Value.date(d + (try call.double(1)))
      if call.key.hasSuffix("+=(_:_:)") {
        call.arguments[0] = result
        return .void
      }
      return result
    }
    add([.`Date.-(_:_:)`, .`Date.-=(_:_:)`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .date(let d) = try call.plain(0) else { throw call.failure("'-' expected a Date") }
      let result = Value.date(d - (try call.double(1)))
      if call.key.hasSuffix("-=(_:_:)") {
        call.arguments[0] = result
        return .void
      }
      return result
    }
    add(.`Date.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(Interpreter.describeDate(try call.date()))
    }
    constant(.`DispatchQueue.main`, .symbol("DispatchQueue.main"))
    // The work is a closure or a `DispatchWorkItem` (one key serves both overloads).
    // A global queue's work runs on the one virtual thread, after the current work, like the
    // main queue's (docs/runtime-values.md).
    add(.`DispatchQueue.global(qos:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("DispatchQueue.global")
    }
    addSymbols([
      .`DispatchQoS.background`, .`DispatchQoS.utility`, .`DispatchQoS.default`,
      .`DispatchQoS.userInitiated`, .`DispatchQoS.userInteractive`, .`DispatchQoS.unspecified`,
    ])
    // A queue an app makes (`DispatchQueue(label: "com.app.data")`): serial or concurrent, its
    // work runs on the one virtual thread like a global queue's.
    add(.`DispatchQueue.init(label:qos:attributes:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("DispatchQueue.global")
    }
    add(.`DispatchQueue.sync(execute:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try call.invoke(try call.closure(0), [])
    }
    add(.`DispatchQueue.async(execute:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.interpreter.scheduled.append(
        try dispatchedWork(try call.plain(0), due: call.interpreter.now, call))
      return .void
    }
    add(.`DispatchQueue.asyncAfter(deadline:execute:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = try call.plain(0), r.name == "DispatchTime",
        let due = r["uptime"].flatMap(number)
      else { throw call.failure("'asyncAfter' expected a DispatchTime") }
      call.interpreter.scheduled.append(try dispatchedWork(try call.plain(1), due: due, call))
      return .void
    }
    // A work item: its block and a cell every copy shares, true once cancelled; a cancelled
    // item that is due does nothing.
    add(.`DispatchWorkItem.init(block:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("DispatchWorkItem", ["block": try call.argument(0), "cancelled": .cell(Cell(.bool(false)))])
    }
    add(.`DispatchWorkItem.cancel()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      workItemCancelled(call.plainReceiver)?.value = .bool(true)
      return .void
    }
    add(.`DispatchWorkItem.isCancelled`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      workItemCancelled(call.plainReceiver)?.value ?? .bool(false)
    }
    add(.`DispatchWorkItem.perform()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let item) = call.plainReceiver, case .function(let block)? = item["block"] else {
        throw call.failure("expected a DispatchWorkItem")
      }
      _ = try call.invoke(block, [])
      return .void
    }
    add(.`DispatchTime.now()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      dispatchTime(call.interpreter.now)
    }
    add(.`DispatchTime.+(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = try call.plain(0), let time = r["uptime"].flatMap(number) else {
        throw call.failure("'+' expected a DispatchTime")
      }
      // `+ 0.5` (seconds) or `+ .milliseconds(500)` (a `DispatchTimeInterval`).
      switch try call.plain(1) {
      case .record(let interval) where interval.name.hasPrefix("DispatchTimeInterval."):
        let count = interval.fields.first.flatMap(number) ?? 0
        let unit: Double
        switch interval.name.dropFirst("DispatchTimeInterval.".count) {
        case "milliseconds": unit = 1e-3
        case "microseconds": unit = 1e-6
        case "nanoseconds": unit = 1e-9
        default: unit = 1
        }
        return dispatchTime(time + count * unit)
      case .symbol("DispatchTimeInterval.never"):
        return dispatchTime(Double.infinity)
      default:
        return dispatchTime(time + (try call.double(1)))
      }
    }
    addTimers()
    addTimelineSchedules()
    add(.`UUID.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.interpreter.builtinState.uuidCount += 1
      return uuid(call.interpreter.builtinState.uuidCount)
    }
    addRecordField(.`UUID.uuidString`, "uuidString")
    addRecordField(.`UUID.description`, "uuidString")
  }
}

/// A `DispatchTime`: seconds on the virtual clock.
func dispatchTime(_ seconds: Double) -> Value {
  .record(Record(name: "DispatchTime", labels: ["uptime"], fields: [.double(seconds)]))
}

/// The `n`th UUID of a run: a version-4 layout whose last 12 hex digits count
/// (`00000000-0000-4000-8000-000000000001`), so that runs print the same.
func uuid(_ n: Int) -> Value {
  let digits = String(UInt64(truncatingIfNeeded: n) & 0xffff_ffff_ffff, radix: 16, uppercase: true)
  let text = "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
  return .record(Record(name: "UUID", labels: ["uuidString"], fields: [.string(text)]))
}

extension NativeCall {
  /// The receiver as a date (seconds since the reference date).
  func date() throws(RuntimeError) -> Double {
    if case .date(let d) = plainReceiver { return d }
    throw failure("'\(key)' expected a Date")
  }
}

extension BuiltinRegistry {
  /// `Timer` and `RunLoop` on the virtual clock: a scheduled timer's block runs as scheduled
  /// work at each fire date; `Timer.publish` makes a timer publisher (`Publishers.swift`).
  mutating func addTimers() {
    add(.`Timer.scheduledTimer(withTimeInterval:repeats:block:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let timer = makeTimer(
        call.interpreter, interval: try call.double(0), repeats: try call.bool(1), block: try call.argument(2)
      )
      call.interpreter.scheduleTimer(timer, at: call.at)
      return .record(timer)
    }
    add(.`Timer.init(timeInterval:repeats:block:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        makeTimer(
          call.interpreter, interval: try call.double(0), repeats: try call.bool(1),
          block: try call.argument(2)))
    }
    add(.`Timer.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      // NSObject's `init()`: a timer that was never scheduled, invalid, with no block (what a
      // property holds until `scheduledTimer` replaces it).
      var timer = makeTimer(call.interpreter, interval: 0, repeats: false, block: .void)
      timer.fields[3] = .cell(Cell(.optional(nil)))
      return .record(timer)
    }
    add(.`RunLoop.add(_:forMode:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let timer) = try call.plain(0), timer.name == "Timer" else {
        throw call.failure("'add(_:forMode:)' expected a Timer")
      }
      call.interpreter.scheduleTimer(timer, at: call.at)
      return .void
    }
    add(.`Timer.invalidate()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if let state = timerState(call.plainReceiver) { state.value = .optional(nil) }
      return .void
    }
    add(.`Timer.fire()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let timer) = call.plainReceiver, let state = timerState(call.plainReceiver),
        case .double = state.value, case .function(let block)? = timer["block"]
      else { return .void }
      // Firing does not move a repeating timer's schedule; a one-shot timer is done.
      if case .bool(false)? = timer["repeats"] { state.value = .optional(nil) }
      _ = try call.invoke(block, [.record(timer)])
      return .void
    }
    add(.`Timer.isValid`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let state = timerState(call.plainReceiver), case .double = state.value else {
        return .bool(false)
      }
      return .bool(true)
    }
    add(.`Timer.fireDate`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let timer) = call.plainReceiver, let state = timerState(call.plainReceiver) else {
        return .date(call.interpreter.currentDate)
      }
      // The state keeps the next fire time on the virtual clock.
      if case .double(let due) = state.value { return .date(call.interpreter.dateOrigin + due) }
      return timer["lastFireDate"] ?? .date(call.interpreter.currentDate)
    }
    addRecordField(.`Timer.timeInterval`, "timeInterval")
    addRecordField(.`Timer.tolerance`, "tolerance")
    add(.`Timer.publish(every:tolerance:on:in:options:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      timerPublisher(call.interpreter, interval: try call.double(0), tolerance: try call.argument(1))
    }
    add(.`Timer.TimerPublisher.init(interval:tolerance:runLoop:mode:options:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      timerPublisher(call.interpreter, interval: try call.double(0), tolerance: try call.argument(1))
    }
    addRecordField(.`Timer.TimerPublisher.interval`, "interval")
    add(.`Timer.TimerPublisher.connect()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let publisher) = call.plainReceiver, case .int(let id)? = publisher["id"] else {
        throw call.failure("'connect()' expected a timer publisher")
      }
      let connection = call.interpreter.connectTimerPublisher(publisher)
      return record("AnyCancellable", ["publisher": .int(id), "connection": .int(connection)])
    }
    constant(.`RunLoop.main`, .symbol("RunLoop.main"))
    constant(.`RunLoop.current`, .symbol("RunLoop.main"))
    addSymbols([.`RunLoop.Mode.common`, .`RunLoop.Mode.default`, .`RunLoop.Mode.tracking`])
    add(.`RunLoop.Mode.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("RunLoop.Mode." + (try call.string(0)))
    }
  }
}

/// A `Timer`: its interval, whether it repeats, its block, and a state cell every copy shares:
/// the next fire date while it is valid, nil once invalidated.
func makeTimer(_ interpreter: Interpreter, interval: Double, repeats: Bool, block: Value) -> Record {
  let interval = max(interval, Timers.minimumInterval)
  return Record(
    name: "Timer", labels: ["timeInterval", "repeats", "block", "state", "tolerance", "id"],
    fields: [
      .double(interval), .bool(repeats), block, .cell(Cell(.double(interpreter.now + interval))), .double(0),
      .int(interpreter.publisherHub.newID()),
    ])
}

/// Work dispatched to the main queue: a closure, or a work item's block unless it has been
/// cancelled by the time it is due.
func dispatchedWork(_ work: Value, due: Double, _ call: NativeCall) throws(RuntimeError) -> ScheduledWork {
  if case .function(let closure) = work { return ScheduledWork(due: due, calling: closure) }
  guard case .record(let item) = work, case .function(let block)? = item["block"] else {
    throw call.failure("expected a closure or a DispatchWorkItem")
  }
  let location = call.at
  return ScheduledWork(due: due) { (interpreter: Interpreter) throws(RuntimeError) in
    if case .bool(true)? = workItemCancelled(work)?.value { return }
    _ = try interpreter.call(block, [], at: location)
  }
}

/// The cell of a `DispatchWorkItem` that says whether it was cancelled.
func workItemCancelled(_ value: Value) -> Cell? {
  if case .record(let r) = value, r.name == "DispatchWorkItem", case .cell(let c)? = r["cancelled"] {
    return c
  }
  return nil
}

/// The state cell of a `Timer` value.
func timerState(_ value: Value) -> Cell? {
  if case .record(let r) = value, r.name == "Timer", case .cell(let c)? = r["state"] { return c }
  return nil
}

/// A timer publisher with an identity of its own (`Timer.publish(every:…)`).
func timerPublisher(_ interpreter: Interpreter, interval: Double, tolerance: Value) -> Value {
  record(
    "Timer.TimerPublisher",
    ["interval": .double(interval), "tolerance": tolerance, "id": .int(interpreter.publisherHub.newID())])
}

extension Interpreter {
  /// Puts a timer on the main run loop: its block runs at its fire date, and, if it repeats,
  /// every interval after that, until it is invalidated.
  func scheduleTimer(_ timer: Record, at location: Int) {
    guard let state = timerState(.record(timer)), case .double(let due) = state.value else { return }
    schedule(at: due) { (interpreter: Interpreter) throws(RuntimeError) in
      // Invalidated, or rescheduled since (added to the run loop twice).
      guard case .double(let current) = state.value, current == due,
        case .function(let block)? = timer["block"], let interval = timer["timeInterval"].flatMap(number)
      else { return }
      if case .bool(true)? = timer["repeats"] {
        state.value = .double(due + interval)
        interpreter.scheduleTimer(timer, at: location)
      } else {
        state.value = .optional(nil)
      }
      _ = try interpreter.call(block, [.record(timer)], at: location)
    }
  }
}

extension BuiltinRegistry {
  /// `TimelineView`'s schedules, as records the view reads (`ViewResolver+Time.swift`).
  mutating func addTimelineSchedules() {
    add([.`PeriodicTimelineSchedule.init(from:by:)`, .`TimelineSchedule.periodic(from:by:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .date(let start) = try call.plain(0) else {
        throw call.failure("'periodic' expected a Date")
      }
      return record("PeriodicTimelineSchedule", ["from": .date(start), "by": .double(try call.double(1))])
    }
    add([
      .`AnimationTimelineSchedule.init(minimumInterval:paused:)`,
      .`TimelineSchedule.animation(minimumInterval:paused:)`,
    ]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      record(
        "AnimationTimelineSchedule",
        ["minimumInterval": try call.argument(0), "paused": try call.argument(1)])
    }
    constant(
      .`TimelineSchedule.animation`,
      record("AnimationTimelineSchedule", ["minimumInterval": .optional(nil), "paused": .bool(false)]))
    add([.`EveryMinuteTimelineSchedule.init()`, .`TimelineSchedule.everyMinute`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("EveryMinuteTimelineSchedule", [:])
    }
    addRecordFields([.`TimelineViewDefaultContext.date`, .`TimelineViewDefaultContext.cadence`])
  }
}

/// Foundation's constants for dates.
enum Dates {
  /// Seconds from 1970-01-01 00:00:00 UTC to the reference date, 2001-01-01 00:00:00 UTC.
  static let referenceDateSince1970 = 978_307_200.0
}
