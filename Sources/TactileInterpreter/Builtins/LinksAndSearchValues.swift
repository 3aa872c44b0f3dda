import TactileColor
import TactileGeometry
import TactileUIIR

extension BuiltinRegistry {
  /// Values of the links, search and presentation surface (docs/runtime-values.md, "Links and
  /// search suggestions"): styles and modes as symbols, `ContextMenu`, `ImageResource`,
  /// `Color.mix(with:by:in:)` and the screen-capture notifications.
  mutating func addLinksAndSearchValues() {
    add([.`PalettePickerStyle.init()`, .`PickerStyle.palette`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .symbol("PickerStyle.palette")
    }
    addSymbols([
      .`PresentationBackgroundInteraction.automatic`, .`PresentationBackgroundInteraction.enabled`,
      .`PresentationBackgroundInteraction.disabled`, .`ScrollDismissesKeyboardMode.automatic`,
      .`ScrollDismissesKeyboardMode.immediately`, .`ScrollDismissesKeyboardMode.interactively`,
      .`ScrollDismissesKeyboardMode.never`, .`Gradient.ColorSpace.device`, .`Gradient.ColorSpace.perceptual`,
    ])
    add(.`PresentationBackgroundInteraction.enabled(upThrough:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("PresentationBackgroundInteraction", ["upThrough": try call.argument(0)])
    }
    // The menu's items, as the view its builder made.
    add(.`ContextMenu.init(menuItems:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var items = try call.plain(0)
      if case .function(let builder) = items { items = try call.invoke(builder, []) }
      return record("ContextMenu", ["menuItems": items])
    }
    // An asset catalogue's image, by name (`Image(resource)` draws it as `Image(name)` does).
    add(.`ImageResource.init(name:bundle:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("ImageResource", ["name": .string(try call.string(0))])
    }
    // Xcode's generated asset symbol: the resource of the asset the member names.
    add(.`ImageResource.subscript(dynamicMember:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("ImageResource", ["name": .string(try call.string(0))])
    }
    add(.`Color.mix(with:by:in:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let a = colorComponents(call.plainReceiver), let b = colorComponents(try call.plain(0)) else {
        // A colour without known components (an asset catalogue's) mixes as the receiver.
        return call.plainReceiver
      }
      let t = try call.double(1)
      let mixed =
        symbolName(try call.plain(2)) == "device"
        ? ColorMixing.device(a, b, t) : ColorMixing.perceptual(a, b, t)
      return rgbColor(mixed.red, mixed.green, mixed.blue, alpha: mixed.alpha)
    }
    // UIKit's names (`UIScreenCapturedDidChangeNotification`); the preview's screen is never
    // captured and the canvas takes no screenshots.
    constant(.`UIScreen.capturedDidChangeNotification`, .string("UIScreenCapturedDidChangeNotification"))
    constant(
      .`UIApplication.userDidTakeScreenshotNotification`,
      .string("UIApplicationUserDidTakeScreenshotNotification"))
    constant(.`UIScreen.isCaptured`, .bool(false))
  }
}

/// `Color.mix(with:by:in:)`'s arithmetic: the fraction `t` of the way from `a` to `b`.
enum ColorMixing {
  /// In the device's space: each gamma-encoded sRGB component and the opacity, linearly.
  static func device(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
    RGBA(
      red: lerp(a.red, b.red, t), green: lerp(a.green, b.green, t), blue: lerp(a.blue, b.blue, t),
      alpha: lerp(a.alpha, b.alpha, t))
  }

  /// In a perceptual space (Oklab, Björn Ottosson, 2020): the colours converted from sRGB to
  /// Oklab, mixed there, and converted back, clamped to sRGB; the opacity mixes linearly.
  static func perceptual(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
    let p = oklab(a)
    let q = oklab(b)
    let mixed = srgb(lerp(p.0, q.0, t), lerp(p.1, q.1, t), lerp(p.2, q.2, t))
    return RGBA(red: mixed.0, green: mixed.1, blue: mixed.2, alpha: lerp(a.alpha, b.alpha, t))
  }

  private static func lerp(_ x: Double, _ y: Double, _ t: Double) -> Double { x + (y - x) * t }

  private static func linear(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
  }

  private static func encoded(_ c: Double) -> Double {
    let v = c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055
    return min(1, max(0, v))
  }

  private static func cbrt(_ x: Double) -> Double { x < 0 ? -Math.pow(-x, 1.0 / 3) : Math.pow(x, 1.0 / 3) }

  static func oklab(_ c: RGBA) -> (Double, Double, Double) {
    let r = linear(c.red)
    let g = linear(c.green)
    let b = linear(c.blue)
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return (
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    )
  }

  static func srgb(_ lightness: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
    let l = lightness + 0.3963377774 * a + 0.2158037573 * b
    let m = lightness - 0.1055613458 * a - 0.0638541728 * b
    let s = lightness - 0.0894841775 * a - 1.2914855480 * b
    let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
    return (
      encoded(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
      encoded(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
      encoded(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3)
    )
  }
}
