/// An sRGB colour with alpha, each component in 0…1.
public struct RGBA: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// From 8-bit components, as colour tables give them.
  public init(_ r: Int, _ g: Int, _ b: Int, alpha: Double = 1) {
    self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
  }

  public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

  public var isClear: Bool { alpha <= 0 }

  /// The colour with its alpha multiplied by `factor`.
  public func withOpacity(_ factor: Double) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// `#RRGGBB`, components rounded to 8 bits.
  public var hex: String {
    let digits: [Character] = Array("0123456789ABCDEF")
    var text = "#"
    for component in [red, green, blue] {
      let v = Int((min(max(component, 0), 1) * 255).rounded())
      text.append(digits[v / 16])
      text.append(digits[v % 16])
    }
    return text
  }
}
