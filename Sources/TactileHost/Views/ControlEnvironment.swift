import TactileInterpreter
import TactileUIIR

/// The environment values that controls read, as SwiftUI passes them down: set by a modifier
/// for every view inside it (user views included, which keep the values in effect where they
/// are in their `ViewRecord`), read by the control that draws itself with them.
struct ControlEnvironment {
  /// `buttonStyle(_:)`.
  var buttonStyle: ButtonStyleChoice?
  /// `tabViewStyle(_:)`: `page`, or nil for the default tab bar.
  var tabViewStyle: String?
  /// `pickerStyle(_:)`: `segmented`, `menu`, `wheel`, `automatic`.
  var pickerStyle: String?
  /// `scrollDisabled(_:)`: the scroll views inside have no pan.
  var scrollDisabled = false
  /// The navigation stack the links inside push onto.
  var navigation: NavigationStackState?
  /// What `dismiss` does here: closes the presentation or pops the screen the view is in.
  var dismiss: (() -> Void)?
  /// Inside a presentation (`isPresented`).
  var isPresented = false
  /// Inside a list's row: links draw a chevron and their label in the primary colour.
  var inListRow = false
  /// `listStyle(_:)`: `plain`, `grouped`, `insetGrouped`, …; nil for the automatic style.
  var listStyle: String?
  /// The edit mode of the list around (`EditButton` toggles it).
  var editMode: Binding?

  /// Sets the value that the modifier `name` (`buttonStyle`, …) writes, from its argument.
  mutating func set(_ name: String, _ argument: Value) {
    switch name {
    case "buttonStyle":
      if case .symbol(let key) = argument {
        buttonStyle = .named(Self.lastComponent(key))
      } else if case .instance = argument {
        buttonStyle = .custom(argument)
      }
    case "tabViewStyle":
      // `.page`, `.page(indexDisplayMode:)` and `PageTabViewStyle()` are the page style.
      if case .symbol(let key) = argument {
        tabViewStyle = Self.lastComponent(key).hasPrefix("page") ? "page" : nil
      } else if case .record(let r) = argument {
        tabViewStyle = r.name.hasPrefix("Page") ? "page" : nil
      } else {
        tabViewStyle = nil
      }
    case "pickerStyle":
      if case .symbol(let key) = argument { pickerStyle = Self.lastComponent(key) }
    case "scrollDisabled":
      scrollDisabled = Convert.bool(argument) ?? true
    case "listStyle":
      if case .symbol(let key) = argument {
        let name = Self.lastComponent(key)
        // `PlainListStyle()` is the symbol `PlainListStyle.init()`.
        listStyle = name == "init()" ? Self.styleName(key) : name
      }
    default:
      break
    }
  }

  /// `plain` for `PlainListStyle.init()`.
  private static func styleName(_ key: String) -> String {
    let type = String(key.split(separator: ".").first ?? "")
    guard type.hasSuffix("ListStyle") else { return type }
    let base = String(type.dropLast("ListStyle".count))
    guard let first = base.first else { return base }
    return first.lowercased() + base.dropFirst()
  }

  private static func lastComponent(_ key: String) -> String {
    String(key.split(separator: ".").last ?? "")
  }
}

/// The `buttonStyle(_:)` in effect: one of SwiftUI's by name (`bordered`), or a value of the
/// user's `ButtonStyle` or `PrimitiveButtonStyle` type.
enum ButtonStyleChoice {
  case named(String)
  case custom(Value)

  /// The name of SwiftUI's style; nil for a user's.
  var name: String? {
    if case .named(let name) = self { return name }
    return nil
  }
}
