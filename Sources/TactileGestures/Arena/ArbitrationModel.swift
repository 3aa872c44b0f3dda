/// Which iOS release's arbitration between attachments the arena follows
/// (decision 4.15, R12.3–R12.5; docs/rules/R12-scroll-view-and-button.md).
///
/// Tactile models an app built with the current SDK running on iOS 26, the default. The earlier
/// releases differ in how a `simultaneousGesture` relates to the gestures around it; the linked
/// SDK decides as much as the OS does (an app built with the iOS 17 SDK keeps iOS 17's rules on
/// iOS 18), so these settings describe the behaviour, not a device.
public enum ArbitrationModel: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// iOS 17: a `simultaneousGesture` is simultaneous with the gestures inside its view only
  /// (R12.5: a child's simultaneous tap under a parent's tap fires alone), but a scroll view's
  /// pan runs together with the `simultaneousGesture`s inside it (R12.4's workaround), and
  /// the pan of a scroll view with a `ScrollPanRule` takes precedence over the content's other
  /// gestures not yet recognised when it begins (R12.3: a vertical scroll over a row's drag
  /// scrolls).
  case iOS17
  /// iOS 18: a `simultaneousGesture` is also simultaneous with its ancestors' gestures (R12.5:
  /// the child's and the parent's taps both fire), and with a scroll view's pan, so a child's
  /// simultaneous drag fires while the list scrolls (R12.4, R12.5).
  case iOS18
  /// iOS 26: a `simultaneousGesture` is simultaneous with the gestures inside its view only —
  /// not with its ancestors', and not with a scroll view's pan, which it blocks once it is
  /// recognised (R12.5; Apple's iOS 26 release note, 147970990, calls the earlier behaviour a
  /// bug). This is R9.4's composition formula.
  case iOS26

  /// The model named by `name`: `ios17`, `ios18`, `ios26`, or the bare version (`17`, `18`,
  /// `26`, `17.5`, `18.2`: a minor release takes its major release's rules).
  public init?(name: String) {
    var text = name.lowercased()
    if text.hasPrefix("ios") { text.removeFirst(3) }
    let major = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    switch major {
    case "17": self = .iOS17
    case "18": self = .iOS18
    case "26": self = .iOS26
    default: return nil
    }
  }

  public var description: String {
    switch self {
    case .iOS17: "iOS 17"
    case .iOS18: "iOS 18"
    case .iOS26: "iOS 26"
    }
  }
}
