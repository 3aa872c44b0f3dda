import TactileUIIR

/// The values of inputs other than a plain touch: `SpatialEventGesture`'s collection of events
/// and Apple Pencil's double-tap and squeeze values (records, see docs/runtime-values.md).
extension BuiltinRegistry {
  mutating func addPlatformInputs() {
    // A `SpatialEventCollection` is an array of event records.
    add(.`SpatialEventCollection.count`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.receiverElements().count)
    }
    add(.`SpatialEventCollection.first`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try call.receiverElements().first)
    }
    addSequenceOperations("SpatialEventCollection")
    addRecordFields([
      .`SpatialEventCollection.Event.id`, .`SpatialEventCollection.Event.timestamp`,
      .`SpatialEventCollection.Event.phase`, .`SpatialEventCollection.Event.location`,
      .`SpatialEventCollection.Event.modifierKeys`, .`SpatialEventCollection.Event.chirality`,
      .`PencilDoubleTapGestureValue.hoverPose`, .`PencilSqueezeGestureValue.hoverPose`,
      .`PencilHoverPose.location`, .`PencilHoverPose.anchor`, .`PencilHoverPose.zOffset`,
      .`PencilHoverPose.altitude`, .`PencilHoverPose.azimuth`, .`PencilHoverPose.roll`,
    ])
  }
}
