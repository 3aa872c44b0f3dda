import TactileGeometry

/// Short, stable text for the values the dumps print (`blue`, `headline`, `topLeading`, …),
/// shared by `LayoutDump` and `ViewTreeDump`.
package enum Describe {
  static func color(_ c: ColorValue) -> String {
    var text: String
    switch c.base {
    case .named(let name): text = name
    case .rgb(let r, let g, let b, let a):
      text = "rgb(\(NumberFormat.format(r)), \(NumberFormat.format(g)), \(NumberFormat.format(b))"
      text += a == 1 ? ")" : ", \(NumberFormat.format(a)))"
    case .mix(let colors, let weights):
      text =
        "mix("
        + zip(colors, weights).map { "\(color($0.0)) \(NumberFormat.format($0.1))" }.joined(separator: ", ")
        + ")"
    }
    if c.opacity != 1 { text += ".opacity(\(NumberFormat.format(c.opacity)))" }
    return text
  }

  static func style(_ s: ShapeStyle) -> String {
    switch s {
    case .color(let c): return color(c)
    case .foreground: return "foreground"
    case .tint: return "tint"
    case .tintOr(let c): return "tint or \(color(c))"
    case .linearGradient(let g): return gradient(g)
    case .gradient(let g):
      let stops = g.stops.map { "\(color($0.color)) \(NumberFormat.format($0.location))" }.joined(
        separator: ", ")
      let f = NumberFormat.format
      switch g.geometry {
      case .radial(let c, let s, let e): return "RadialGradient([\(stops)], \(anchor(c)), \(f(s))→\(f(e)))"
      case .elliptical(let c, let s, let e):
        return "EllipticalGradient([\(stops)], \(anchor(c)), \(f(s))→\(f(e)))"
      case .angular(let c, let s, let e):
        return
          "AngularGradient([\(stops)], \(anchor(c)), \(f(s * 180 / Double.pi))°→\(f(e * 180 / Double.pi))°)"
      }
    }
  }

  static func gradient(_ g: LinearGradientStyle) -> String {
    let stops = g.stops.map { "\(color($0.color)) \(NumberFormat.format($0.location))" }.joined(
      separator: ", ")
    return "LinearGradient([\(stops)], \(anchor(g.startPoint)) → \(anchor(g.endPoint)))"
  }

  static func anchor(_ a: UnitPoint) -> String {
    "(\(NumberFormat.format(a.x)), \(NumberFormat.format(a.y)))"
  }

  static func alignment(_ a: Alignment) -> String {
    switch (a.horizontal, a.vertical) {
    case (.center, .center): return "center"
    case (.leading, .center): return "leading"
    case (.trailing, .center): return "trailing"
    case (.center, .top): return "top"
    case (.center, .bottom): return "bottom"
    case (.leading, .top): return "topLeading"
    case (.trailing, .top): return "topTrailing"
    case (.leading, .bottom): return "bottomLeading"
    case (.trailing, .bottom): return "bottomTrailing"
    default: return "\(horizontal(a.horizontal))/\(vertical(a.vertical))"
    }
  }

  static func horizontal(_ h: HorizontalAlignment) -> String {
    switch h {
    case .leading: return "leading"
    case .center: return "center"
    case .trailing: return "trailing"
    case .custom(let g): return g.name
    }
  }

  static func vertical(_ v: VerticalAlignment) -> String {
    switch v {
    case .top: return "top"
    case .center: return "center"
    case .bottom: return "bottom"
    case .firstTextBaseline: return "firstTextBaseline"
    case .lastTextBaseline: return "lastTextBaseline"
    case .custom(let g): return g.name
    }
  }

  static func textStyle(_ s: TextStyle) -> String {
    switch s {
    case .largeTitle: return "largeTitle"
    case .title: return "title"
    case .title2: return "title2"
    case .title3: return "title3"
    case .headline: return "headline"
    case .subheadline: return "subheadline"
    case .body: return "body"
    case .callout: return "callout"
    case .footnote: return "footnote"
    case .caption: return "caption"
    case .caption2: return "caption2"
    }
  }

  package static func weight(_ w: FontWeight) -> String {
    switch w {
    case .ultraLight: return "ultraLight"
    case .thin: return "thin"
    case .light: return "light"
    case .regular: return "regular"
    case .medium: return "medium"
    case .semibold: return "semibold"
    case .bold: return "bold"
    case .heavy: return "heavy"
    case .black: return "black"
    }
  }

  static func design(_ d: FontDesign) -> String {
    switch d {
    case .default: return "default"
    case .rounded: return "rounded"
    case .serif: return "serif"
    case .monospaced: return "monospaced"
    }
  }

  static func textAlignment(_ a: TextAlignment) -> String {
    switch a {
    case .leading: return "leading"
    case .center: return "center"
    case .trailing: return "trailing"
    }
  }

  static func font(_ f: Font) -> String {
    switch f {
    case .textStyle(let s): return textStyle(s)
    case .system(let size, let w, let d):
      var text = "system(size: \(NumberFormat.format(size))"
      if let w { text += ", weight: \(weight(w))" }
      if d != .default { text += ", design: \(design(d))" }
      return text + ")"
    }
  }

  /// A resolved font: `headline 17/22 semibold Inter-SemiBold`.
  static func resolved(_ f: ResolvedFont) -> String {
    var text = f.textStyle.map(textStyle) ?? "system"
    text += " \(NumberFormat.format(f.size))/\(NumberFormat.format(f.lineHeight)) \(weight(f.weight))"
    if f.italic { text += " italic" }
    if f.design != .default { text += " \(design(f.design))" }
    return text + " \(f.faceName)"
  }

  static func corner(_ c: CornerStyle) -> String { c == .circular ? "circular" : "continuous" }

  package static func shape(_ s: ShapeKind) -> String {
    switch s {
    case .rectangle: return "Rectangle"
    case .circle: return "Circle"
    case .ellipse: return "Ellipse"
    case .capsule(let style): return "Capsule(\(corner(style)))"
    case .roundedRectangle(let w, let h, let style):
      let size = w == h ? NumberFormat.format(w) : "\(NumberFormat.format(w))×\(NumberFormat.format(h))"
      return "RoundedRectangle(\(size), \(corner(style)))"
    case .path(let path):
      return "Path(\(path.elements.count) elements, bounds \(NumberFormat.rect(path.controlPointBounds)))"
    case .unevenRoundedRectangle(let r, let style):
      let radii = [r.topLeading, r.bottomLeading, r.bottomTrailing, r.topTrailing].map(NumberFormat.format)
      return "UnevenRoundedRectangle(\(radii.joined(separator: " ")), \(corner(style)))"
    case .modified(let base, let modifier):
      return shape(base) + "." + shapeModifier(modifier)
    case .custom(let c):
      return c.name
        + (c.data.isEmpty ? "" : "(" + c.data.map(NumberFormat.format).joined(separator: ", ") + ")")
    }
  }

  static func visualEffect(_ e: VisualEffect) -> String {
    let f = NumberFormat.format
    switch e {
    case .blur(let r, let opaque): return "blur(radius: \(f(r))\(opaque ? ", opaque: true" : ""))"
    case .brightness(let v): return "brightness(\(f(v)))"
    case .contrast(let v): return "contrast(\(f(v)))"
    case .saturation(let v): return "saturation(\(f(v)))"
    case .grayscale(let v): return "grayscale(\(f(v)))"
    case .hueRotation(let r): return "hueRotation(\(f(r * 180 / Double.pi))°)"
    case .colorInvert: return "colorInvert()"
    case .colorMultiply(let c): return "colorMultiply(\(color(c)))"
    case .luminanceToAlpha: return "luminanceToAlpha()"
    }
  }

  static func shapeModifier(_ m: ShapeModifier) -> String {
    let f = NumberFormat.format
    switch m {
    case .trim(let from, let to): return "trim(\(f(from)), \(f(to)))"
    case .offset(let x, let y): return "offset(\(f(x)), \(f(y)))"
    case .rotation(let r, let a): return "rotation(\(f(r)) rad, \(f(a.x)) \(f(a.y)))"
    case .scale(let x, let y, let a): return "scale(\(f(x)), \(f(y)), \(f(a.x)) \(f(a.y)))"
    case .inset(let amount): return "inset(\(f(amount)))"
    case .transform(let t):
      return "transform(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(f).joined(separator: " ") + ")"
    case .size(let w, let h): return "size(\(f(w)), \(f(h)))"
    }
  }

  static func paint(_ p: ShapePaint) -> String {
    switch p {
    case .fill(let s, let evenOdd): return "fill(\(style(s))\(evenOdd ? ", evenOdd" : ""))"
    case .stroke(let s, let stroke): return "stroke(\(style(s)), \(NumberFormat.format(stroke.lineWidth)))"
    case .strokeBorder(let s, let stroke):
      return "strokeBorder(\(style(s)), \(NumberFormat.format(stroke.lineWidth)))"
    }
  }

  static func image(_ i: ImageView) -> String {
    var text: String
    switch i.source {
    case .systemName(let name): text = "Image(systemName: \"\(name)\")"
    case .named(let name): text = "Image(\"\(name)\")"
    }
    if i.isResizable { text += ".resizable()" }
    if let size = i.naturalSize { text += " natural \(NumberFormat.size(size))" }
    return text
  }

  static func axes(_ a: Axes) -> String {
    switch (a.horizontal, a.vertical) {
    case (true, true): return "[horizontal, vertical]"
    case (true, false): return "horizontal"
    case (false, true): return "vertical"
    case (false, false): return "[]"
    }
  }

  static func insets(_ e: EdgeInsets) -> String {
    if e.top == e.leading && e.top == e.bottom && e.top == e.trailing { return NumberFormat.format(e.top) }
    return "top \(NumberFormat.format(e.top)), leading \(NumberFormat.format(e.leading)), "
      + "bottom \(NumberFormat.format(e.bottom)), trailing \(NumberFormat.format(e.trailing))"
  }

  static func optional(_ v: Double?) -> String { v.map(NumberFormat.format) ?? "nil" }

  /// Text attributes that are set, as `font: headline, weight: bold`.
  static func attributes(_ a: TextAttributes) -> String {
    var parts: [String] = []
    if let f = a.font { parts.append("font: \(font(f))") }
    if let w = a.weight { parts.append("weight: \(weight(w))") }
    if let i = a.italic { parts.append("italic: \(i)") }
    if let l = a.lineLimit {
      parts.append("lineLimit: \(l == TextAttributes.noLineLimit ? "nil" : String(l))")
    }
    if let t = a.alignment { parts.append("alignment: \(textAlignment(t))") }
    if let s = a.foreground { parts.append("foreground: \(style(s))") }
    if let s = a.tint { parts.append("tint: \(style(s))") }
    if let s = a.defaultForeground { parts.append("defaultForeground: \(style(s))") }
    return parts.joined(separator: ", ")
  }

  /// A modifier as SwiftUI code would write it.
  static func modifier(_ m: Modifier) -> String {
    let f = NumberFormat.format
    switch m {
    case .frame(let w, let h, let a):
      return ".frame(width: \(optional(w)), height: \(optional(h)), alignment: \(alignment(a)))"
    case .flexibleFrame(let fr):
      var parts: [String] = []
      let named: [(String, Double?)] = [
        ("minWidth", fr.minWidth), ("idealWidth", fr.idealWidth), ("maxWidth", fr.maxWidth),
        ("minHeight", fr.minHeight), ("idealHeight", fr.idealHeight), ("maxHeight", fr.maxHeight),
      ]
      for (name, v) in named { if let v { parts.append("\(name): \(f(v))") } }
      parts.append("alignment: \(alignment(fr.alignment))")
      return ".frame(\(parts.joined(separator: ", ")))"
    case .padding(let e): return ".padding(\(insets(e)))"
    case .offset(let x, let y): return ".offset(x: \(f(x)), y: \(f(y)))"
    case .position(let x, let y): return ".position(x: \(f(x)), y: \(f(y)))"
    case .scaleEffect(let x, let y, let a):
      return ".scaleEffect(x: \(f(x)), y: \(f(y)), anchor: \(anchor(a)))"
    case .rotationEffect(let r, let a):
      return ".rotationEffect(\(f(r * 180 / Double.pi))°, anchor: \(anchor(a)))"
    case .rotation3DEffect(let r):
      return
        ".rotation3DEffect(\(f(r.radians * 180 / Double.pi))°, axis: (\(f(r.axisX)), \(f(r.axisY)), \(f(r.axisZ))), "
        + "anchor: \(anchor(r.anchor)), anchorZ: \(f(r.anchorZ)), perspective: \(f(r.perspective)))"
    case .opacity(let o): return ".opacity(\(f(o)))"
    case .clipShape(let s, let eo): return ".clipShape(\(shape(s))\(eo ? ", evenOdd" : ""))"
    case .shadow(let c, let r, let x, let y):
      return ".shadow(\(color(c)), radius: \(f(r)), x: \(f(x)), y: \(f(y)))"
    case .contentShape(let s, let eo): return ".contentShape(\(shape(s))\(eo ? ", evenOdd" : ""))"
    case .allowsHitTesting(let b): return ".allowsHitTesting(\(b))"
    case .zIndex(let z): return ".zIndex(\(f(z)))"
    case .visualEffect(let e): return "." + visualEffect(e)
    case .blendMode(let m): return ".blendMode(.\(m.name))"
    case .geometryEffect(let g): return ".modifier(\(g.name))"
    case .alignmentGuide(let g):
      let guide =
        g.horizontal.map { "HorizontalAlignment.\($0)" } ?? g.vertical.map { "VerticalAlignment.\($0)" } ?? ""
      return ".alignmentGuide(\(guide))"
    case .disabled(let b): return ".disabled(\(b))"
    case .coordinateSpace(let name): return ".coordinateSpace(name: \"\(name)\")"
    case .ignoresSafeArea: return ".ignoresSafeArea()"
    case .fixedSize(let h, let v): return ".fixedSize(horizontal: \(h), vertical: \(v))"
    case .layoutPriority(let p): return ".layoutPriority(\(f(p)))"
    case .aspectRatio(let r, let mode):
      return ".aspectRatio(\(optional(r)), contentMode: \(mode == .fit ? "fit" : "fill"))"
    case .textAttributes(let a): return ".textAttributes(\(attributes(a)))"
    case .marker(let name): return ".marker(\(name))"
    }
  }

  /// A string literal with quotes, backslashes and newlines escaped.
  static func quoted(_ s: String) -> String {
    var out = "\""
    for ch in s.unicodeScalars {
      switch ch {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default: out.unicodeScalars.append(ch)
      }
    }
    return out + "\""
  }
}
