import TactileDiagnostics

/// One rule of the gesture doctor: a mistake people make with gestures, found in the source.
///
/// A rule has a stable id (`G001`…), never renamed or reused, which the warning's message ends
/// with in square brackets and which `// tactile:ignore G001` names (docs/gesture-doctor.md).
public struct DoctorRule: Hashable, Sendable {
  /// The stable id, `G` and three digits.
  public var id: String
  /// What the rule finds, in a few words (for documentation and listings).
  public var title: String

  /// Creates a rule.
  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }

  /// The warning this rule reports at `range`: `message` followed by the id in brackets, the
  /// one-sentence consequence as a note at the same place, and the fix-its.
  func warning(_ message: String, at range: SourceRange, consequence: String, fixIts: [FixIt] = [])
    -> Diagnostic
  {
    Diagnostic(
      DiagnosticMessage(id: id, severity: .warning, message + " [" + id + "]"), range: range,
      notes: [Note(range: range, message: consequence)], fixIts: fixIts)
  }
}

extension DoctorRule {
  /// A drag offset kept in `@State`, set to the translation in `onChanged` and never reset.
  public static let driftingOffset = DoctorRule(id: "G001", title: "drag offset never reset")
  /// A `DragGesture` attached with `gesture` to the content of a vertical scroll view or list.
  public static let dragBlocksScroll = DoctorRule(id: "G002", title: "drag blocks scrolling")
  /// `onTapGesture` placed before `onTapGesture(count: 2)` on one view.
  public static let singleTapFirst = DoctorRule(id: "G003", title: "single tap before double tap")
  /// `TapGesture().exclusively(before: TapGesture(count: 2))`: the second branch never runs.
  public static let unreachableExclusive = DoctorRule(id: "G004", title: "unreachable exclusive branch")
  /// `onTapGesture` on a `Button`, which takes the tap from the button's action.
  public static let tapOnButton = DoctorRule(id: "G005", title: "tap gesture on a button")
  /// `onTapGesture` on a text or image acting as a button without the button trait.
  public static let tapWithoutButtonTrait = DoctorRule(
    id: "G006", title: "tappable text without button trait")
  /// A long press whose `maximumDistance` is smaller than a resting finger moves.
  public static let tinyLongPressDistance = DoctorRule(id: "G007", title: "long press distance too small")
  /// A `@State` flag set in `onChanged` of a gesture without `onEnded`.
  public static let stuckFlag = DoctorRule(id: "G008", title: "flag set while changing, never reset")
  /// Two drags recognised together on one view.
  public static let twoDrags = DoctorRule(id: "G009", title: "two simultaneous drags")
  /// `onTapGesture` inside a button's label.
  public static let tapInButtonLabel = DoctorRule(id: "G010", title: "tap gesture in a button's label")

  /// A drag's location, in the dragged view's own coordinates, fed back into its `position`.
  public static let locationInMovingSpace = DoctorRule(id: "G011", title: "drag location in a moving space")

  /// A long press in vertically scrolling content with no tap gesture before it.
  public static let longPressBlocksScroll = DoctorRule(id: "G012", title: "long press blocks scrolling")

  /// Every rule, in id order.
  public static let all: [DoctorRule] = [
    driftingOffset, dragBlocksScroll, singleTapFirst, unreachableExclusive, tapOnButton,
    tapWithoutButtonTrait, tinyLongPressDistance, stuckFlag, twoDrags, tapInButtonLabel,
    locationInMovingSpace, longPressBlocksScroll,
  ]
}
