import TactileColor
import TactileGeometry
import TactileLayout

/// `tactile dump --stage display`: one line per clip and per item, stable and readable, for
/// golden tests and for people. Numbers have at most three decimals; colours are `#RRGGBB`
/// with alpha after them when not opaque.
public enum DisplayListPrinter {
  public static func print(_ list: DisplayList) -> String {
    var out =
      "display \(NumberFormat.size(list.size)) \(list.scheme.name) background \(list.background.description)\n"
    for (i, clip) in list.clips.enumerated() {
      var line = "clip #\(i) \(shape(clip.shape)) \(NumberFormat.rect(clip.rect))\(transform(clip.transform))"
      if clip.evenOdd { line += " even-odd" }
      if let parent = clip.parent { line += " in #\(parent)" }
      out += line + "\n"
    }
    for item in list.items {
      var line = "view \(item.viewID) \(command(item.command))\(transform(item.transform))"
      if item.opacity != 1 { line += " opacity \(NumberFormat.format(item.opacity))" }
      if let clip = item.clip { line += " clip #\(clip)" }
      if let s = item.shadow {
        line +=
          " shadow \(s.color.description) radius \(NumberFormat.format(s.radius)) offset \(NumberFormat.point(CGPoint(x: s.x, y: s.y)))"
      }
      out += line + "\n"
    }
    return out
  }

  static func command(_ command: DrawCommand) -> String {
    switch command {
    case .fill(let kind, let rect, let p, let evenOdd):
      return "fill \(shape(kind)) \(NumberFormat.rect(rect)) \(paint(p))" + (evenOdd ? " even-odd" : "")
    case .stroke(let kind, let rect, let p, let style):
      var text =
        "stroke \(shape(kind)) \(NumberFormat.rect(rect)) \(paint(p)) width \(NumberFormat.format(style.lineWidth))"
      if !style.dash.isEmpty {
        text += " dash [" + style.dash.map(NumberFormat.format).joined(separator: ", ") + "]"
      }
      return text
    case .text(let runs):
      return "text "
        + runs.map { r in
          "\"\(r.text)\" at \(NumberFormat.point(r.origin)) \(NumberFormat.format(r.size))pt \(Describe.weight(r.weight))"
            + (r.italic ? " italic" : "") + " \(paint(r.paint))"
        }.joined(separator: " / ")
    case .imagePlaceholder(let name, let isSymbol, let rect, let tint):
      return
        "image \(isSymbol ? "symbol" : "asset") \"\(name)\" \(NumberFormat.rect(rect)) tint \(tint.description)"
    }
  }

  static func paint(_ p: Paint) -> String {
    switch p {
    case .color(let c): return c.description
    case .linearGradient(let stops, let start, let end):
      return "gradient \(NumberFormat.point(start))→\(NumberFormat.point(end)) ["
        + stops.map { "\($0.color.description) @\(NumberFormat.format($0.location))" }.joined(separator: ", ")
        + "]"
    case .gradient(let stops, let geometry):
      let kind: String
      switch geometry {
      case .radial: kind = "radial"
      case .elliptical: kind = "elliptical"
      case .angular: kind = "angular"
      }
      return "\(kind) gradient ["
        + stops.map { "\($0.color.description) @\(NumberFormat.format($0.location))" }.joined(separator: ", ")
        + "]"
    }
  }

  static func shape(_ kind: ShapeKind) -> String {
    switch kind {
    case .rectangle: return "rect"
    case .circle: return "circle"
    case .ellipse: return "ellipse"
    case .capsule(let style): return style == .continuous ? "capsule" : "capsule(circular)"
    case .roundedRectangle(let w, let h, let style):
      let radius = w == h ? NumberFormat.format(w) : "\(NumberFormat.format(w))×\(NumberFormat.format(h))"
      return "roundedRect(\(radius)\(style == .continuous ? "" : ", circular"))"
    case .path(let p): return "path(\(p.elements.count) elements)"
    case .unevenRoundedRectangle, .modified: return Describe.shape(kind)
    case .custom(let c): return Describe.shape(kind) + " path(\(c.path?.elements.count ?? 0) elements)"
    }
  }

  /// ` at (x, y)` for a translation, ` transform [a b c d tx ty]` otherwise.
  static func transform(_ t: CGAffineTransform) -> String {
    if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
      return " at \(NumberFormat.point(CGPoint(x: t.tx, y: t.ty)))"
    }
    return " transform [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(NumberFormat.format).joined(separator: " ")
      + "]"
  }
}
