/// The 52 entries of Apple's SwiftUI "Gestures" topic, in Apple's order, with the topic each
/// belongs to (docs/rules/symbols.md). The generator checks each page's `entry:` against its `topic:`,
/// and the site tests check that every entry has exactly one page.
public enum GesturesTopic {
  /// One entry of the topic: its number, the topic heading it sits under, and its symbol.
  public struct Entry: Sendable {
    public var number: Int
    public var topic: Topic
    public var symbol: String
  }

  public static let entries: [Entry] = {
    let groups: [(Topic, [String])] = [
      (.essentials, ["Adding interactivity with gestures"]),
      (
        .tapGestures,
        [
          "onTapGesture(count:perform:)", "onTapGesture(count:coordinateSpace:perform:)", "TapGesture",
          "SpatialTapGesture",
        ]
      ),
      (
        .longPressGestures,
        [
          "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)",
          "onLongPressGesture(minimumDuration:perform:onPressingChanged:)",
          "onLongTouchGesture(minimumDuration:perform:onTouchingChanged:)", "LongPressGesture",
        ]
      ),
      (.spatialEvents, ["SpatialEventGesture", "SpatialEventCollection", "Chirality"]),
      (
        .changingGestures,
        [
          "gesture(_:) (a UIKit or AppKit recognizer)", "gesture(_:isEnabled:)", "gesture(_:name:isEnabled:)",
          "gesture(_:including:)", "DragGesture", "WindowDragGesture", "MagnifyGesture", "RotateGesture",
          "RotateGesture3D", "GestureMask",
        ]
      ),
      (
        .pencilGestures,
        [
          "onPencilDoubleTap(perform:)", "onPencilSqueeze(perform:)", "preferredPencilDoubleTapAction",
          "preferredPencilSqueezeAction", "PencilPreferredAction", "PencilDoubleTapGestureValue",
          "PencilSqueezeGestureValue", "PencilSqueezeGesturePhase", "PencilHoverPose",
        ]
      ),
      (
        .combiningGestures,
        [
          "Composing SwiftUI gestures", "simultaneousGesture(_:including:)",
          "simultaneousGesture(_:isEnabled:)",
          "simultaneousGesture(_:name:isEnabled:)", "SequenceGesture", "SimultaneousGesture",
          "ExclusiveGesture",
        ]
      ),
      (
        .customGestures,
        [
          "highPriorityGesture(_:including:)", "highPriorityGesture(_:isEnabled:)",
          "highPriorityGesture(_:name:isEnabled:)", "handGestureShortcut(_:isEnabled:)",
          "defersSystemGestures(on:)", "Gesture", "AnyGesture", "HandActivationBehavior",
          "HandGestureShortcut",
        ]
      ),
      (.gestureState, ["GestureState", "GestureStateGesture"]),
      (.activationEvents, ["allowsWindowActivationEvents(_:)"]),
      (.deprecatedGestures, ["MagnificationGesture", "RotationGesture"]),
    ]
    var entries: [Entry] = []
    for (topic, symbols) in groups {
      for symbol in symbols {
        entries.append(Entry(number: entries.count + 1, topic: topic, symbol: symbol))
      }
    }
    return entries
  }()

  /// The entry with that number (1–52).
  public static func entry(_ number: Int) -> Entry? {
    number >= 1 && number <= entries.count ? entries[number - 1] : nil
  }
}
