import TactileUIIR

extension BuiltinRegistry {
  /// `Date` on the virtual clock, `DispatchQueue.main`'s scheduled work, `DispatchTime`, and
  /// `UUID`s from a counter (docs/runtime-values.md).
  mutating func addTime() {
    // A date counts seconds from Foundation's reference date (2001-01-01 00:00:00 UTC), and
    // the virtual clock starts there: `Date()` at the start of a run prints as that moment.
    add(.`Date.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .date(call.interpreter.now)
    }
    self[.`Date.now()`] = self[.`Date.init()`]
    self[.`Date.now`] = self[.`Date.init()`]
    add(.`Date.init(timeIntervalSinceNow:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .date(call.interpreter.now + (try call.double(0)))
    }
    add(.`Date.timeIntervalSince(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .date(let other) = try call.plain(0) else {
        throw call.failure("'timeIntervalSince' expected a Date")
      }
      return .double(try call.date() - other)
    }
    add(.`Date.timeIntervalSinceNow`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.date() - call.interpreter.now)
    }
    add(.`Date.timeIntervalSinceReferenceDate`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.date())
    }
    add(.`Date.addingTimeInterval(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .date(try call.date() + (try call.double(0)))
    }
    add(.`Date.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(Interpreter.describeDate(try call.date()))
    }
    constant(.`DispatchQueue.main`, .symbol("DispatchQueue.main"))
    add(.`DispatchQueue.async(execute:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let interpreter = call.interpreter
      interpreter.scheduled.append((due: interpreter.now, work: try call.closure(0)))
      return .void
    }
    add(.`DispatchQueue.asyncAfter(deadline:execute:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = try call.plain(0), r.name == "DispatchTime",
        let due = r["uptime"].flatMap(number)
      else { throw call.failure("'asyncAfter' expected a DispatchTime") }
      call.interpreter.scheduled.append((due: due, work: try call.closure(1)))
      return .void
    }
    add(.`DispatchTime.now()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      dispatchTime(call.interpreter.now)
    }
    add(.`DispatchTime.+(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = try call.plain(0), let time = r["uptime"].flatMap(number) else {
        throw call.failure("'+' expected a DispatchTime")
      }
      return dispatchTime(time + (try call.double(1)))
    }
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
