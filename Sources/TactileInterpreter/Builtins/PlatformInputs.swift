/// The values of inputs other than a plain touch: `SpatialEventGesture`'s collection of events
/// and Apple Pencil's double-tap and squeeze values (records, see docs/runtime-values.md).
extension BuiltinRegistry {
  mutating func addPlatformInputs() {
    // A `SpatialEventCollection` is an array of event records.
    add("SpatialEventCollection.count") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.receiverElements().count)
    }
    add("SpatialEventCollection.first") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try call.receiverElements().first)
    }
    addSequenceOperations("SpatialEventCollection")
    let fields: [(String, [String])] = [
      (
        "SpatialEventCollection.Event",
        ["id", "timestamp", "phase", "location", "modifierKeys", "chirality"]
      ),
      ("PencilDoubleTapGestureValue", ["hoverPose"]),
      ("PencilSqueezeGestureValue", ["hoverPose"]),
      ("PencilHoverPose", ["location", "anchor", "zOffset", "altitude", "azimuth", "roll"]),
    ]
    for (owner, labels) in fields {
      for label in labels { addRecordField(owner + "." + label, label) }
    }
  }
}
