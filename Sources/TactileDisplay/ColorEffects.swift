import TactileColor
import TactileGeometry
import TactileLayout

/// SwiftUI's colour modifiers (`brightness`, `contrast`, `saturation`, `grayscale`,
/// `hueRotation`, `colorInvert`, `colorMultiply`, `luminanceToAlpha`) as arithmetic on the
/// colours an item is painted with: every paint is a colour or a gradient's stops, so applying
/// the effect to them is what filtering the drawn pixels gives for opaque content. The
/// matrices are the SVG/CSS filter effects' (Filter Effects Module Level 1: `saturate`,
/// `hueRotate`, `luminanceToAlpha`), in sRGB; results are clamped to 0…1. Effects apply
/// innermost first.
enum ColorEffects {
  static func apply(
    _ effects: [VisualEffect], to command: DrawCommand, resolve: (ColorValue) -> RGBA
  ) -> DrawCommand {
    func color(_ c: RGBA) -> RGBA {
      var c = c
      for effect in effects.reversed() { c = apply(effect, c, resolve) }
      return c
    }
    func paint(_ p: Paint) -> Paint {
      switch p {
      case .color(let c): return .color(color(c))
      case .linearGradient(let stops, let start, let end):
        return .linearGradient(
          stops: stops.map { GradientStop(color: color($0.color), location: $0.location) }, start: start,
          end: end)
      case .gradient(let stops, let geometry):
        return .gradient(
          stops: stops.map { GradientStop(color: color($0.color), location: $0.location) }, geometry: geometry
        )
      }
    }
    switch command {
    case .fill(let kind, let rect, let p, let evenOdd):
      return .fill(kind, rect: rect, paint: paint(p), evenOdd: evenOdd)
    case .stroke(let kind, let rect, let p, let style):
      return .stroke(kind, rect: rect, paint: paint(p), style: style)
    case .text(let runs):
      return .text(
        runs.map { run in
          var r = run
          r.paint = paint(run.paint)
          return r
        })
    case .imagePlaceholder(let name, let isSymbol, let rect, let tint):
      return .imagePlaceholder(name: name, isSymbol: isSymbol, rect: rect, tint: color(tint))
    }
  }

  static func apply(_ effect: VisualEffect, _ c: RGBA, _ resolve: (ColorValue) -> RGBA) -> RGBA {
    func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
    func matrix(_ m: [Double]) -> RGBA {
      RGBA(
        red: clamp(m[0] * c.red + m[1] * c.green + m[2] * c.blue),
        green: clamp(m[3] * c.red + m[4] * c.green + m[5] * c.blue),
        blue: clamp(m[6] * c.red + m[7] * c.green + m[8] * c.blue), alpha: c.alpha)
    }
    func saturate(_ s: Double) -> RGBA {
      matrix([
        0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
        0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
        0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
      ])
    }
    switch effect {
    case .blur: return c
    case .brightness(let a):
      return RGBA(red: clamp(c.red + a), green: clamp(c.green + a), blue: clamp(c.blue + a), alpha: c.alpha)
    case .contrast(let k):
      func f(_ v: Double) -> Double { clamp((v - 0.5) * k + 0.5) }
      return RGBA(red: f(c.red), green: f(c.green), blue: f(c.blue), alpha: c.alpha)
    case .saturation(let s): return saturate(s)
    case .grayscale(let g): return saturate(1 - min(max(g, 0), 1))
    case .hueRotation(let radians):
      let (sin, cos) = Math.sinCos(radians)
      return matrix([
        0.213 + cos * 0.787 - sin * 0.213, 0.715 - cos * 0.715 - sin * 0.715,
        0.072 - cos * 0.072 + sin * 0.928,
        0.213 - cos * 0.213 + sin * 0.143, 0.715 + cos * 0.285 + sin * 0.140,
        0.072 - cos * 0.072 - sin * 0.283,
        0.213 - cos * 0.213 - sin * 0.787, 0.715 - cos * 0.715 + sin * 0.715,
        0.072 + cos * 0.928 + sin * 0.072,
      ])
    case .colorInvert:
      return RGBA(red: 1 - c.red, green: 1 - c.green, blue: 1 - c.blue, alpha: c.alpha)
    case .colorMultiply(let m):
      let k = resolve(m)
      return RGBA(
        red: c.red * k.red, green: c.green * k.green, blue: c.blue * k.blue, alpha: c.alpha * k.alpha)
    case .luminanceToAlpha:
      return RGBA(
        red: 0, green: 0, blue: 0, alpha: clamp(0.2125 * c.red + 0.7154 * c.green + 0.0721 * c.blue))
    }
  }

  /// SwiftUI's `BlendMode` as CSS's `mix-blend-mode` (`colorDodge` → `color-dodge`); nil for
  /// `normal` and for the compositing operators CSS blending does not have (`sourceAtop`,
  /// `destinationOver`, `destinationOut`), which draw normally.
  static func cssBlendMode(_ name: String) -> String? {
    switch name {
    case "normal", "sourceAtop", "destinationOver", "destinationOut": return nil
    default:
      var css = ""
      for ch in name.unicodeScalars {
        if ch.value >= 65 && ch.value <= 90, let lower = Unicode.Scalar(ch.value + 32) {
          css += "-"
          css.unicodeScalars.append(lower)
        } else {
          css.unicodeScalars.append(ch)
        }
      }
      return css
    }
  }
}
