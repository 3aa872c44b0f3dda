/// The topics of SwiftUI's "Gestures" documentation, in Apple's order, plus the symbols the
/// examples need from elsewhere (docs/rules/symbols.md, related symbols). The index lists pages in this order.
public enum Topic: String, CaseIterable, Sendable {
  case essentials = "Essentials"
  case tapGestures = "Recognizing tap gestures"
  case longPressGestures = "Recognizing long press gestures"
  case spatialEvents = "Recognizing spatial events"
  case changingGestures = "Recognizing gestures that change over time"
  case pencilGestures = "Recognizing Apple Pencil gestures"
  case combiningGestures = "Combining gestures"
  case customGestures = "Defining custom gestures"
  case gestureState = "Managing gesture state"
  case activationEvents = "Handling activation events"
  case deprecatedGestures = "Deprecated gestures"
  case relatedSymbols = "Related symbols"

  /// The topic's anchor on the index page.
  public var anchor: String {
    var anchor = ""
    for character in rawValue.lowercased() {
      if character.isLetter || character.isNumber {
        anchor.append(character)
      } else if anchor.last != "-" {
        anchor.append("-")
      }
    }
    return anchor
  }
}
