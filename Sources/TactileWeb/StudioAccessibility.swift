import TactileGeometry
import TactileHost
import TactileInterpreter
import TactileLayout

/// The Studio's accessibility panel over the ABI: lists the accessibility elements of the
/// running view as VoiceOver would find them, and performs their actions. It guarantees that
/// the element and action numbers `tactile_accessibility` prints are the ones
/// `tactile_accessibility_perform` takes, as long as nothing changed in between.
///
/// `tactile_accessibility() -> count` leaves in the output one block per element that is not
/// hidden, in drawing order, each line a keyword and its text (a backslash is written `\\`, a
/// line break `\n`):
/// ```
/// element 0
/// frame 155.0 382.0 80.0 80.0      (x y width height in canvas points)
/// label Play                       (only when set; likewise value, hint and identifier)
/// trait isButton                   (one line per trait)
/// action default                   (one line per action; an adjustable element ends with
/// action increment                  increment and decrement)
/// ```
/// `tactile_accessibility_perform(element, action) -> status` performs the action numbered
/// `action` (from 0, in the order listed) of element number `element`, then updates the view:
/// 0 done; 1 no such element or action; 2 no view running; 3 a runtime error in the action's
/// code (`line:column: message` in the output, as for the other calls).
enum StudioAccessibility {
  /// The elements an assistive technology reads, with their actions' names in listed order.
  static func elements(of host: ViewHost) -> [(element: AccessibilityElement, actions: [String])] {
    host.accessibilityElements().filter { !$0.info.isHidden }.map { element in
      let info = element.info
      return (element, info.actions + (info.isAdjustable ? ["increment", "decrement"] : []))
    }
  }

  static func describe(_ elements: [(element: AccessibilityElement, actions: [String])]) -> String {
    var text = ""
    for (index, (element, actions)) in elements.enumerated() {
      let f = element.frame
      text += "element \(index)\nframe \(f.minX) \(f.minY) \(f.width) \(f.height)\n"
      if let label = element.info.label { text += "label " + escaped(label) + "\n" }
      if let value = element.info.value { text += "value " + escaped(value) + "\n" }
      if let hint = element.info.hint { text += "hint " + escaped(hint) + "\n" }
      if let id = element.info.identifier { text += "identifier " + escaped(id) + "\n" }
      for trait in element.info.traits { text += "trait " + escaped(trait) + "\n" }
      for action in actions { text += "action " + escaped(action) + "\n" }
    }
    return text
  }

  /// `text` on one line: backslashes doubled, line breaks as `\n`.
  static func escaped(_ text: String) -> String {
    var result = ""
    for c in text {
      switch c {
      case "\\": result += "\\\\"
      case "\n", "\r\n": result += "\\n"
      case "\r": result += "\\n"
      default: result.append(c)
      }
    }
    return result
  }
}

@_cdecl("tactile_accessibility")
public func tactileAccessibility() -> Int32 {
  guard let session = sessionOrEmptyOutput() else { return 0 }
  let elements = StudioAccessibility.elements(of: session.host)
  setOutput(StudioAccessibility.describe(elements))
  return Int32(elements.count)
}

@_cdecl("tactile_accessibility_perform")
public func tactileAccessibilityPerform(_ element: Int32, _ action: Int32) -> Int32 {
  guard let session = studioSession else { return 2 }
  setOutput("")
  let elements = StudioAccessibility.elements(of: session.host)
  guard element >= 0, Int(element) < elements.count else { return 1 }
  let (target, actions) = elements[Int(element)]
  guard action >= 0, Int(action) < actions.count else { return 1 }
  let name = actions[Int(action)]
  do throws(RuntimeError) {
    if target.info.isAdjustable && Int(action) >= target.info.actions.count {
      try session.host.accessibilityAdjust(target.id, increment: name == "increment")
    } else {
      try session.host.performAccessibilityAction(name, on: target.id)
    }
  } catch {
    setOutput(session.describe(error))
    return 3
  }
  return 0
}
