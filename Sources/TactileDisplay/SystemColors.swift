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
    case "gray": return RGBA(142, 142, 147)
    default: return nil
    }
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
