import TactileUIIR

extension BuiltinRegistry {
  /// `ContinuousClock` and `SuspendingClock` on the virtual clock: an instant is the virtual
  /// time in seconds, and the two clocks agree, since the preview never sleeps
  /// (docs/runtime-values.md, "Clocks").
  mutating func addClocks() {
    for clock in ["ContinuousClock", "SuspendingClock"] {
      let instantName = clock + ".Instant"
      addMember(clock, "init()") { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .symbol(clock)
      }
      addMember(clock, "now") { (call: inout NativeCall) throws(RuntimeError) -> Value in
        instantValue(instantName, call.interpreter.now)
      }
      addMember(clock, "minimumResolution") { (call: inout NativeCall) throws(RuntimeError) -> Value in
        durationValue(1e-9)
      }
      addMember(instantName, "now") { (call: inout NativeCall) throws(RuntimeError) -> Value in
        instantValue(instantName, call.interpreter.now)
      }
      addMember(instantName, "advanced(by:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
        instantValue(
          instantName, try instantSeconds(call.plainReceiver) + (try durationSeconds(try call.argument(0))))
      }
      addMember(instantName, "duration(to:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
        durationValue(try instantSeconds(try call.argument(0)) - (try instantSeconds(call.plainReceiver)))
      }
      addMember(instantName, "+(_:_:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
        instantValue(
          instantName, try instantSeconds(try call.argument(0)) + (try durationSeconds(try call.argument(1))))
      }
      // `instant - duration` is an instant, `instant - instant` the duration between them.
      addMember(instantName, "-(_:_:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
        let start = try instantSeconds(try call.argument(0))
        if case .record(let r) = unwrapped(try call.argument(1)), r.name == "Duration" {
          return instantValue(instantName, start - (try durationSeconds(try call.argument(1))))
        }
        return durationValue(start - (try instantSeconds(try call.argument(1))))
      }
    }
    constant(.`Clock.continuous`, .symbol("ContinuousClock"))
    constant(.`Clock.suspending`, .symbol("SuspendingClock"))
    // Work measured by a clock takes no virtual time: the preview's clock moves only between
    // events and wake-ups, never while code runs.
    add(.`Clock.measure(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let start = call.interpreter.now
      _ = try call.invoke(try call.closure(0), [])
      return durationValue(call.interpreter.now - start)
    }
    add(.`Duration.-(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      durationValue(try durationSeconds(try call.argument(0)) - (try durationSeconds(try call.argument(1))))
    }
  }
}

/// An instant of a clock, in seconds of virtual time.
func instantValue(_ name: String, _ seconds: Double) -> Value {
  .record(Record(name: name, labels: ["seconds"], fields: [.double(seconds)]))
}

func instantSeconds(_ value: Value) throws(RuntimeError) -> Double {
  if case .record(let r) = unwrapped(value), r.name.hasSuffix("Clock.Instant"),
    let s = r["seconds"].flatMap(number)
  {
    return s
  }
  throw RuntimeError("expected a clock's instant", at: 0)
}
