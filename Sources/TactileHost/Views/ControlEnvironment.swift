import TactileGeometry
import TactileInterpreter
import TactileLayout
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
  /// `textFieldStyle(_:)`: `roundedBorder`, `plain`, `automatic`.
  var textFieldStyle: String?
  /// `textFieldStyle(_:)` with a value of the program's `TextFieldStyle` type.
  var customTextFieldStyle: Value?
  /// `listStyle(_:)`: `plain`, `grouped`, `inset`, `insetGrouped`, `sidebar`, `automatic`.
  var listStyle: String?
  /// `progressViewStyle(_:)`: `linear`, `circular`, `automatic`.
  var progressViewStyle: String?
  /// `datePickerStyle(_:)`: `compact`, `graphical`, `wheel`, `automatic`.
  var datePickerStyle: String?
  /// `labelStyle(_:)`: `iconOnly`, `titleOnly`, `titleAndIcon`, `automatic`.
  var labelStyle: String?
  /// A value of the program's own `LabelStyle`: its `makeBody(configuration:)` draws labels.
  var customLabelStyle: Value?
  /// A value of the program's own `ProgressViewStyle`: its `makeBody(configuration:)` draws
  /// progress views.
  var customProgressViewStyle: Value?
  /// `toggleStyle(_:)`: SwiftUI's by name (`switch`, `button`), or a user's `ToggleStyle`.
  var toggleStyle: ButtonStyleChoice?
  /// The tint of `SwitchToggleStyle(tint:)`.
  var toggleTint: Value?
  /// `textCase(_:)`, and the uppercase a grouped list gives its section headers.
  var textCase: String?
  /// The list or form the view is in, and whether it is inside one of its rows (where a link
  /// draws a chevron and its label in the primary colour). A pushed screen or a presentation
  /// is in none.
  var list: ListContext?
  /// The focus binding of the nearest `focused(_:)` / `focused(_:equals:)` around the view.
  var focus: FocusLink?
  /// `listRowBackground(_:)`, `listRowSeparator(_:edges:)` and `listRowInsets(_:)` written on a
  /// section or a list: the defaults of the rows inside.
  var rowTraits = RowTraits()
  /// `labelsHidden()`: the controls inside draw no label.
  var labelsHidden = false
  /// `scrollContentBackground(.hidden)`: a list or form inside draws no background of its own.
  var hidesListBackground = false

  /// The values `.environment(\.key, value)` gives the views inside, by the key's name.
  var environmentValues: [String: Value] = [:]

  /// Inside a list's row.
  var inListRow: Bool { list?.inRow == true }

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
    case "textFieldStyle":
      // A value of the program's own style type: its `_body(configuration:)` draws each field.
      if case .instance = argument {
        customTextFieldStyle = argument
        textFieldStyle = nil
      } else {
        customTextFieldStyle = nil
        textFieldStyle = Self.styleName(argument)
      }
    case "listStyle": listStyle = Self.styleName(argument)
    case "progressViewStyle":
      customProgressViewStyle = nil
      if case .instance = argument {
        customProgressViewStyle = argument
      } else {
        progressViewStyle = Self.styleName(argument)
      }
    case "datePickerStyle": datePickerStyle = Self.styleName(argument)
    case "labelStyle":
      customLabelStyle = nil
      if case .instance = argument {
        customLabelStyle = argument
      } else {
        labelStyle = Self.styleName(argument)
      }
    case "toggleStyle":
      if case .instance = argument {
        toggleStyle = .custom(argument)
      } else if case .record(let r) = argument, r.name == "SwitchToggleStyle" {
        toggleStyle = .named("switch")
        toggleTint = r["tint"]
      } else if let name = Self.styleName(argument) {
        toggleStyle = .named(name)
      }
    case "labelsHidden": labelsHidden = true
    case "scrollContentBackground":
      if case .symbol(let key) = argument { hidesListBackground = Self.lastComponent(key) == "hidden" }
    case "textCase":
      if case .symbol(let key) = argument {
        textCase = Self.lastComponent(key)
      } else if case .optional(.symbol(let key)?) = argument {
        textCase = Self.lastComponent(key)
      } else {
        textCase = nil
      }
    default:
      break
    }
  }

  /// A style given as a symbol (`.roundedBorder`, `RoundedBorderTextFieldStyle()`): its name.
  static func styleName(_ argument: Value) -> String? {
    if case .symbol(let key) = argument { return lastComponent(key) }
    return nil
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

/// The list or form around a view: its style, and whether the view is inside one of its rows
/// (where a `Picker` or a `Stepper` shows its label and a `Section` is only its rows).
struct ListContext {
  var style: ListStyleKind
  var inRow = false
  /// The list's rows swiped open and moved, whether it is in edit mode, and what redraws it
  /// when a row moves: the rows of its sections take part in its pan.
  var state: ListState?
  var editing = false
  var changed: (() -> Void)?
}

/// How a list draws: iOS's inset grouped cards (`Form`, and `List` by default), grouped
/// (full-width sections), or plain rows.
enum ListStyleKind {
  case insetGrouped
  case grouped
  case plain
  case sidebar

  init(_ name: String?, isForm: Bool) {
    switch name {
    case "plain", "inset": self = .plain
    case "grouped": self = .grouped
    case "sidebar": self = .sidebar
    default: self = .insetGrouped
    }
  }
}

/// What a `focused` modifier links a view to: the `@FocusState`'s binding, and the value it
/// has when this view is focused (nil for a `Bool` focus state, which is then true).
struct FocusLink {
  var binding: Binding
  var equals: Value?

  /// Whether the focus state says this view is focused.
  var isFocused: Bool {
    let current = binding.get()
    guard let equals else { return Convert.bool(current) ?? false }
    if case .optional(nil) = current { return false }
    return valuesEqual(unwrapped(current), unwrapped(equals))
  }

  /// Gives this view the focus.
  func focus() {
    guard let equals else { return binding.set(.bool(true)) }
    binding.set(.optional(unwrapped(equals)))
  }

  /// Takes the focus away, if this view has it.
  func resign() {
    guard isFocused else { return }
    binding.set(equals == nil ? .bool(false) : .optional(nil))
  }
}

/// A list row's own traits (`listRowBackground`, `listRowSeparator`, `listRowInsets`), written on
/// the row or, as defaults for every row inside, on a section or a list.
struct RowTraits {
  var background: ViewValue?
  var separatorHidden: Bool?
  var insets: EdgeInsets?
}
