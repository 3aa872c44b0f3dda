/// SwiftUI's named colours as iOS defines them in each appearance (8-bit sRGB, the values of
/// Apple's Human Interface Guidelines colour table for iOS), and the label and background
/// colours text and the canvas use.
public enum SystemColors {
  /// The colour named `name` (`blue`, `primary`, `secondary`, `clear`, …) in `scheme`; nil for
  /// a name iOS does not define.
  public static func color(named name: String, scheme: ColorScheme) -> RGBA? {
    let dark = scheme == .dark
    switch name {
    case "clear": return .clear
    case "black": return RGBA(0, 0, 0)
    case "white": return RGBA(255, 255, 255)
    case "primary": return dark ? RGBA(255, 255, 255) : RGBA(0, 0, 0)
    case "background": return dark ? RGBA(0, 0, 0) : RGBA(255, 255, 255)
    case "secondary": return dark ? RGBA(235, 235, 245, alpha: 0.6) : RGBA(60, 60, 67, alpha: 0.6)
    // The hierarchical levels below are the label colours of the same level.
    case "tertiary": return dark ? RGBA(235, 235, 245, alpha: 0.3) : RGBA(60, 60, 67, alpha: 0.3)
    case "quaternary": return dark ? RGBA(235, 235, 245, alpha: 0.16) : RGBA(60, 60, 67, alpha: 0.18)
    case "red": return dark ? RGBA(255, 69, 58) : RGBA(255, 59, 48)
    case "orange": return dark ? RGBA(255, 159, 10) : RGBA(255, 149, 0)
    case "yellow": return dark ? RGBA(255, 214, 10) : RGBA(255, 204, 0)
    case "green": return dark ? RGBA(48, 209, 88) : RGBA(52, 199, 89)
    case "mint": return dark ? RGBA(99, 230, 226) : RGBA(0, 199, 190)
    case "teal": return dark ? RGBA(64, 200, 224) : RGBA(48, 176, 199)
    case "cyan": return dark ? RGBA(100, 210, 255) : RGBA(50, 173, 230)
    case "blue", "accentColor", "tint": return dark ? RGBA(10, 132, 255) : RGBA(0, 122, 255)
    case "indigo": return dark ? RGBA(94, 92, 230) : RGBA(88, 86, 214)
    case "purple": return dark ? RGBA(191, 90, 242) : RGBA(175, 82, 222)
    case "pink": return dark ? RGBA(255, 55, 95) : RGBA(255, 45, 85)
    case "brown": return dark ? RGBA(172, 142, 104) : RGBA(162, 132, 94)
    case "gray", "systemGray": return RGBA(142, 142, 147)
    default: return uiKitColor(named: name, dark: dark) ?? material(named: name, dark: dark)
    }
  }

  /// UIKit's semantic and system colours (`Color(.secondarySystemBackground)`), by the name of
  /// the `UIColor` property; `systemRed` and the other tints are SwiftUI's colour of that name.
  private static func uiKitColor(named name: String, dark: Bool) -> RGBA? {
    switch name {
    case "systemGray2": return dark ? RGBA(99, 99, 102) : RGBA(174, 174, 178)
    case "systemGray3": return dark ? RGBA(72, 72, 74) : RGBA(199, 199, 204)
    case "systemGray4": return dark ? RGBA(58, 58, 60) : RGBA(209, 209, 214)
    case "systemGray5": return dark ? RGBA(44, 44, 46) : RGBA(229, 229, 234)
    case "systemGray6", "secondarySystemBackground": return dark ? RGBA(28, 28, 30) : RGBA(242, 242, 247)
    case "systemBackground": return dark ? RGBA(0, 0, 0) : RGBA(255, 255, 255)
    case "tertiarySystemBackground": return dark ? RGBA(44, 44, 46) : RGBA(255, 255, 255)
    case "systemGroupedBackground": return dark ? RGBA(0, 0, 0) : RGBA(242, 242, 247)
    case "secondarySystemGroupedBackground": return dark ? RGBA(28, 28, 30) : RGBA(255, 255, 255)
    case "tertiarySystemGroupedBackground": return dark ? RGBA(44, 44, 46) : RGBA(242, 242, 247)
    case "systemFill": return RGBA(120, 120, 128, alpha: dark ? 0.36 : 0.2)
    case "secondarySystemFill": return RGBA(120, 120, 128, alpha: dark ? 0.32 : 0.16)
    case "tertiarySystemFill": return RGBA(118, 118, 128, alpha: dark ? 0.24 : 0.12)
    case "quaternarySystemFill":
      return dark ? RGBA(118, 118, 128, alpha: 0.18) : RGBA(116, 116, 128, alpha: 0.08)
    case "label": return color(named: "primary", scheme: dark ? .dark : .light)
    case "secondaryLabel": return color(named: "secondary", scheme: dark ? .dark : .light)
    case "tertiaryLabel", "placeholderText":
      return dark ? RGBA(235, 235, 245, alpha: 0.3) : RGBA(60, 60, 67, alpha: 0.3)
    case "quaternaryLabel": return dark ? RGBA(235, 235, 245, alpha: 0.16) : RGBA(60, 60, 67, alpha: 0.18)
    case "separator": return separator(dark ? .dark : .light)
    case "opaqueSeparator": return dark ? RGBA(56, 56, 58) : RGBA(198, 198, 200)
    case "link": return dark ? RGBA(9, 132, 255) : RGBA(0, 122, 255)
    default:
      // systemRed … systemBrown: the tint of that name.
      guard name.hasPrefix("system"), let first = name.dropFirst(6).first, first >= "A", first <= "Z" else {
        return nil
      }
      let tint = String(first).lowercased() + String(name.dropFirst(7))
      return tint == "gray" ? nil : color(named: tint, scheme: dark ? .dark : .light)
    }
  }

  /// The materials (`.thinMaterial`, …) drawn without the blur: a translucent fill of the
  /// material's colour, thicker materials more opaque. iOS blurs and saturates what is behind;
  /// over a plain background the result is close, over busy content it is only indicative.
  private static func material(named name: String, dark: Bool) -> RGBA? {
    let alpha: Double
    switch name {
    case "ultraThinMaterial": alpha = 0.5
    case "thinMaterial": alpha = 0.65
    case "regularMaterial": alpha = 0.78
    case "bar": alpha = 0.8
    case "thickMaterial": alpha = 0.88
    case "ultraThickMaterial": alpha = 0.95
    default: return nil
    }
    return dark ? RGBA(30, 30, 30, alpha: alpha) : RGBA(246, 246, 246, alpha: alpha)
  }

  /// The canvas behind everything: `systemBackground`.
  public static func background(_ scheme: ColorScheme) -> RGBA {
    scheme == .dark ? RGBA(0, 0, 0) : RGBA(255, 255, 255)
  }

  /// `separator`, which `Divider` draws with.
  public static func separator(_ scheme: ColorScheme) -> RGBA {
    scheme == .dark ? RGBA(84, 84, 88, alpha: 0.6) : RGBA(60, 60, 67, alpha: 0.29)
  }

  /// The box an image placeholder draws: `systemGray5`.
  public static func placeholder(_ scheme: ColorScheme) -> RGBA {
    scheme == .dark ? RGBA(44, 44, 46) : RGBA(229, 229, 234)
  }
}
