import TactileColor
import TactileUIIR

extension BuiltinRegistry {
  /// A `UIColor`'s components (`getRed(_:green:blue:alpha:)`, `getHue`, `getWhite`): the
  /// colour's sRGB value as the canvas draws it in the light appearance (a named or system
  /// colour from the colour table of TactileColor, an sRGB colour as given, opacity folded into
  /// alpha). Each writes its components into the variables passed with `&` and returns true; a
  /// colour with no known value (an asset catalogue's) writes nothing and returns false.
  mutating func addColorComponents() {
    add(.`UIColor.getRed(_:green:blue:alpha:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let c = colorComponents(call.plainReceiver) else { return .bool(false) }
      call.arguments[0] = .double(c.red)
      call.arguments[1] = .double(c.green)
      call.arguments[2] = .double(c.blue)
      call.arguments[3] = .double(c.alpha)
      return .bool(true)
    }
    add(.`UIColor.getHue(_:saturation:brightness:alpha:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let c = colorComponents(call.plainReceiver) else { return .bool(false) }
      let (h, s, b) = rgbToHSB(c.red, c.green, c.blue)
      call.arguments[0] = .double(h)
      call.arguments[1] = .double(s)
      call.arguments[2] = .double(b)
      call.arguments[3] = .double(c.alpha)
      return .bool(true)
    }
    add(.`UIColor.getWhite(_:alpha:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let c = colorComponents(call.plainReceiver) else { return .bool(false) }
      // UIKit's grey level of an sRGB colour: the Rec. 709 luma of its components.
      call.arguments[0] = .double(0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue)
      call.arguments[1] = .double(c.alpha)
      return .bool(true)
    }
  }
}

/// The sRGB components (0…1) of a colour value, in the light appearance.
func colorComponents(_ value: Value) -> RGBA? {
  switch value {
  case .optional(let inner?):
    return colorComponents(inner)
  case .symbol(let key) where key.hasPrefix("UIColor."):
    return colorComponents(uiColor(key))
  case .symbol(let key):
    let name = String(key.split(separator: ".").last ?? "")
    return SystemColors.color(named: name, scheme: .light)
  case .record(let r) where r.name == "Color":
    let opacity = r["opacity"].flatMap(number) ?? 1
    if case .string(let name)? = r["name"] {
      if r.labels.contains("bundle") { return nil }
      return SystemColors.color(named: name, scheme: .light)?.withOpacity(opacity)
    }
    guard let red = r["red"].flatMap(number), let green = r["green"].flatMap(number),
      let blue = r["blue"].flatMap(number)
    else { return nil }
    return RGBA(red: red, green: green, blue: blue, alpha: (r["alpha"].flatMap(number) ?? 1) * opacity)
  default:
    return nil
  }
}

/// RGB (each 0…1) to hue, saturation and brightness (each 0…1), as UIKit reports them.
func rgbToHSB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
  let maximum = max(r, g, b)
  let minimum = min(r, g, b)
  let delta = maximum - minimum
  let saturation = maximum == 0 ? 0 : delta / maximum
  guard delta > 0 else { return (0, saturation, maximum) }
  var hue: Double
  if maximum == r {
    hue = (g - b) / delta
  } else if maximum == g {
    hue = 2 + (b - r) / delta
  } else {
    hue = 4 + (r - g) / delta
  }
  hue /= 6
  if hue < 0 { hue += 1 }
  return (hue, saturation, maximum)
}
