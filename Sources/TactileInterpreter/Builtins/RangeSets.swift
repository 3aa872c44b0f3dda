import TactileUIIR

extension BuiltinRegistry {
  /// `RangeSet` (Swift 6): a record of its `ranges`, in order; an empty range adds none.
  mutating func addRangeSets() {
    add(.`RangeSet.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "RangeSet", labels: ["ranges"], fields: [.array([])]))
    }
    add(.`RangeSet.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let range = try call.plain(0)
      var ranges: [Value] = [range]
      if case .range(let lower, let upper, _) = range, valuesEqual(lower, upper) { ranges = [] }
      return .record(Record(name: "RangeSet", labels: ["ranges"], fields: [.array(ranges)]))
    }
    addRecordFields([.`RangeSet.ranges`])
    add(.`RangeSet.isEmpty`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let s) = unwrapped(call.receiver), case .array(let ranges)? = s["ranges"] else {
        return .bool(true)
      }
      return .bool(ranges.isEmpty)
    }

  }
}
