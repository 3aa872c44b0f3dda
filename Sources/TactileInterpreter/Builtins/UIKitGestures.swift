import TactileGestures
import TactileUIIR

extension BuiltinRegistry {
  /// UIKit's gesture recognizers as a representable configures and reads them. A recognizer is
  /// a record of its configuration and of the state the bridge reports (`state`, `location`,
  /// `translation`, …); the bridge (`GestureBridge.representable`) fills it in before each
  /// `handleUIGestureRecognizerAction` call.
  mutating func addUIKitGestures() {
    for (name, labels) in Self.recognizerFields {
      addMember(name, "init()") { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .record(Self.recognizer(name, labels))
      }
      for (label, _) in labels { addRecordFieldMember(name, label) }
    }
    for (name, _) in Self.recognizerFields {
      addMember(name, "init(target:action:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .record(Self.recognizer(name, Self.recognizerFields.first { $0.0 == name }?.1 ?? []))
      }
    }
    addRecordFields([
      .`UIGestureRecognizer.state`, .`UIGestureRecognizer.isEnabled`, .`UIGestureRecognizer.numberOfTouches`,
      .`UIGestureRecognizer.view`, .`UIGestureRecognizer.name`, .`UIGestureRecognizer.delegate`,
      .`UIGestureRecognizer.cancelsTouchesInView`, .`UIGestureRecognizer.delaysTouchesBegan`,
      .`UIGestureRecognizer.delaysTouchesEnded`,
    ])
    add(.`UIGestureRecognizer.State.recognized`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("UIGestureRecognizer.State.ended")
    }
    add(.`UIGestureRecognizer.location(in:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try Self.recordField(call, "location")
    }
    add(.`UIPanGestureRecognizer.translation(in:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      try Self.recordField(call, "translation")
    }
    add(.`UIPanGestureRecognizer.velocity(in:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try Self.recordField(call, "panVelocity")
    }
    add(.`UIPanGestureRecognizer.setTranslation(_:in:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      throw RuntimeError(
        "'setTranslation(_:in:)' is not supported: the translation is measured from the start", at: call.at)
    }
    addRecordFields([
      .`UIGestureRecognizerRepresentableContext.converter`,
      .`UIGestureRecognizerRepresentableContext.coordinator`,
    ])
    // The default coordinator is `()`; the runtime calls the representable's own before
    // `makeUIGestureRecognizer` (RepresentableBridge).
    add(.`UIGestureRecognizerRepresentable.makeCoordinator(converter:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .void
    }
    addRecordFields([
      .`UIGestureRecognizerRepresentableCoordinateSpaceConverter.localLocation`,
      .`UIGestureRecognizerRepresentableCoordinateSpaceConverter.localTranslation`,
    ])
    add(.`UIGestureRecognizerRepresentableCoordinateSpaceConverter.location(in:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .local = CoordinateSpace(try call.argument(0)) {
        return try Self.recordField(call, "localLocation")
      }
      throw RuntimeError("the converter measures in the '.local' space only", at: call.at)
    }
  }

  /// The configurable properties of each recognizer class, with UIKit's defaults.
  static var recognizerFields: [(String, [(String, Value)])] {
    [
      ("UIGestureRecognizer", []),
      ("UITapGestureRecognizer", [("numberOfTapsRequired", .int(1)), ("numberOfTouchesRequired", .int(1))]),
      (
        "UILongPressGestureRecognizer",
        [
          ("minimumPressDuration", .double(0.5)), ("allowableMovement", .double(10)),
          ("numberOfTouchesRequired", .int(1)),
        ]
      ),
      (
        "UIPanGestureRecognizer",
        [("minimumNumberOfTouches", .int(1)), ("maximumNumberOfTouches", .int(Int64.max))]
      ),
      ("UIPinchGestureRecognizer", [("scale", .double(1)), ("velocity", .double(0))]),
      ("UIRotationGestureRecognizer", [("rotation", .double(0)), ("velocity", .double(0))]),
    ]
  }

  /// A fresh recognizer of class `name`: its configuration, then the state UIKit reports.
  static func recognizer(_ name: String, _ configuration: [(String, Value)]) -> Record {
    var labels = configuration.map { $0.0 }
    var fields = configuration.map { $0.1 }
    labels += ["state", "isEnabled", "numberOfTouches", "view", "location", "translation", "panVelocity"]
    fields += [
      .symbol("UIGestureRecognizer.State.possible"), .bool(true), .int(0), .optional(nil), .point(0, 0),
      .point(0, 0), .point(0, 0),
    ]
    labels += ["name", "delegate", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded"]
    fields += [.optional(nil), .optional(nil), .bool(true), .bool(false), .bool(true)]
    return Record(name: name, labels: labels, fields: fields)
  }

  private static func recordField(_ call: NativeCall, _ label: String) throws(RuntimeError) -> Value {
    if case .record(let r) = call.receiver, let v = r[label] { return v }
    throw RuntimeError("'\(call.key)' has no value here", at: call.at)
  }
}
