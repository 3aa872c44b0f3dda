import TactileColor
import TactileLayout

extension RGBA {
  /// `#RRGGBB`, followed by the alpha when it is not 1 (`#007AFF 0.5`), as display lists print
  /// colours.
  public var description: String {
    alpha >= 1 ? hex : hex + " " + NumberFormat.format(alpha)
  }
}
