import TactileColor
import TactileGeometry
import TactileLayout

/// Writes a display list as an SVG document: exact and deterministic (the same list gives the
/// same bytes everywhere), so it can be golden-tested, and complete enough for a rasteriser
/// to draw the PNG from (`tactile render -o OUT.png`).
///
/// Each item is a group carrying its transform, opacity and shadow, inside a group carrying its
/// clip (clip paths are in canvas coordinates). Text is set in Inter, the font whose metrics
/// the layout measures with. Continuous corners are drawn as `ContinuousCorners` outlines.
public enum SVGWriter {
  public static func write(_ list: DisplayList) -> String {
    var defs = ""
    var body = ""
    for (i, clip) in list.clips.enumerated() {
      defs += "<clipPath id=\"c\(i)\" clipPathUnits=\"userSpaceOnUse\""
      if let parent = clip.parent { defs += " clip-path=\"url(#c\(parent))\"" }
      let rule = clip.evenOdd ? " clip-rule=\"evenodd\"" : ""
      defs +=
        ">"
        + shapeElement(clip.shape, clip.rect, attributes: " transform=\"\(matrix(clip.transform))\"" + rule)
      defs += "</clipPath>\n"
    }
    for (index, item) in list.items.enumerated() {
      var group = "<g transform=\"\(matrix(item.transform))\""
      if item.opacity != 1 { group += " opacity=\"\(number(item.opacity))\"" }
      if let s = item.shadow {
        defs += shadowFilter(s, id: index)
        group += " filter=\"url(#s\(index))\""
      }
      if let mode = item.blendMode { group += " style=\"mix-blend-mode:\(mode)\"" }
      var drawing = element(item.command, id: index, scheme: list.scheme, defs: &defs)
      if item.blur > 0 {
        // In the item's own coordinates, so a blur inside a scale effect scales with it.
        defs +=
          "<filter id=\"b\(index)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(number(item.blur))\"/></filter>\n"
        drawing = "<g filter=\"url(#b\(index))\">" + drawing + "</g>"
      }
      group += ">" + drawing + "</g>"
      if let clip = item.clip { group = "<g clip-path=\"url(#c\(clip))\">" + group + "</g>" }
      body += group + "\n"
    }
    let w = number(list.size.width)
    let h = number(list.size.height)
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
    if !defs.isEmpty { svg += "<defs>\n" + defs + "</defs>\n" }
    svg += "<rect width=\"\(w)\" height=\"\(h)\" fill=\"\(list.background.hex)\"/>\n"
    return svg + body + "</svg>\n"
  }

  /// The shadow as a filter built from the basic primitives (blur the alpha, offset it, tint
  /// it, draw the item over it): librsvg 2.54 drops a group whose filter uses
  /// `feDropShadow`, and browsers draw both forms alike. A zero radius skips the blur, whose
  /// zero deviation renderers disagree on.
  static func shadowFilter(_ s: DisplayShadow, id index: Int) -> String {
    var filter = "<filter id=\"s\(index)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
    var source = "SourceAlpha"
    if s.radius > 0 {
      filter += "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(number(s.radius / 2))\" result=\"b\"/>"
      source = "b"
    }
    filter += "<feOffset in=\"\(source)\" dx=\"\(number(s.x))\" dy=\"\(number(s.y))\" result=\"o\"/>"
    filter +=
      "<feFlood flood-color=\"\(s.color.hex)\" flood-opacity=\"\(number(s.color.alpha))\" result=\"f\"/>"
    filter += "<feComposite in=\"f\" in2=\"o\" operator=\"in\" result=\"s\"/>"
    filter += "<feMerge><feMergeNode in=\"s\"/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
    return filter
  }

  private static func element(_ command: DrawCommand, id: Int, scheme: ColorScheme, defs: inout String)
    -> String
  {
    switch command {
    case .fill(let kind, let rect, let p, let evenOdd):
      var attributes = paintAttributes(p, kind: "fill", id: id, defs: &defs)
      if evenOdd { attributes += " fill-rule=\"evenodd\"" }
      return shapeElement(kind, rect, attributes: attributes)
    case .stroke(let kind, let rect, let p, let style):
      var attributes = " fill=\"none\"" + paintAttributes(p, kind: "stroke", id: id, defs: &defs)
      attributes += " stroke-width=\"\(number(style.lineWidth))\""
      switch style.lineCap {
      case .butt: break
      case .round: attributes += " stroke-linecap=\"round\""
      case .square: attributes += " stroke-linecap=\"square\""
      }
      switch style.lineJoin {
      case .miter:
        if style.miterLimit != 4 { attributes += " stroke-miterlimit=\"\(number(style.miterLimit))\"" }
      case .round: attributes += " stroke-linejoin=\"round\""
      case .bevel: attributes += " stroke-linejoin=\"bevel\""
      }
      if !style.dash.isEmpty {
        attributes += " stroke-dasharray=\"" + style.dash.map(number).joined(separator: " ") + "\""
        if style.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(number(style.dashPhase))\"" }
      }
      return shapeElement(kind, rect, attributes: attributes)
    case .text(let runs):
      var text = ""
      for (i, run) in runs.enumerated() {
        text += "<text x=\"\(number(run.origin.x))\" y=\"\(number(run.origin.y))\" font-family=\"Inter\""
        text += " font-size=\"\(number(run.size))\""
        let weight = cssWeight(run.weight)
        if weight != 400 { text += " font-weight=\"\(weight)\"" }
        if run.italic { text += " font-style=\"italic\"" }
        text += paintAttributes(run.paint, kind: "fill", id: id * 1000 + i, defs: &defs)
        text += " xml:space=\"preserve\">" + escape(run.text) + "</text>"
      }
      return text
    case .imagePlaceholder(let name, _, let rect, let tint):
      let box = shapeElement(
        .roundedRectangle(cornerWidth: 4, cornerHeight: 4, style: .circular), rect,
        attributes: " fill=\"\(SystemColors.placeholder(scheme).hex)\"")
      let size = max(min(12, rect.height / 3), 1)
      return box
        + "<text x=\"\(number(rect.midX))\" y=\"\(number(rect.midY + size / 3))\" font-family=\"Inter\" font-size=\"\(number(size))\" text-anchor=\"middle\" fill=\"\(tint.hex)\">"
        + escape(name) + "</text>"
    }
  }

  /// ` fill="#RRGGBB"` (with its opacity), or a reference to a gradient added to `defs`.
  private static func paintAttributes(_ p: Paint, kind: String, id: Int, defs: inout String) -> String {
    switch p {
    case .color(let c):
      return " \(kind)=\"\(c.hex)\"" + (c.alpha < 1 ? " \(kind)-opacity=\"\(number(c.alpha))\"" : "")
    case .linearGradient(let stops, let start, let end):
      defs +=
        "<linearGradient id=\"g\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(number(start.x))\" y1=\"\(number(start.y))\" x2=\"\(number(end.x))\" y2=\"\(number(end.y))\">"
      for stop in stops {
        defs += "<stop offset=\"\(number(stop.location))\" stop-color=\"\(stop.color.hex)\""
        if stop.color.alpha < 1 { defs += " stop-opacity=\"\(number(stop.color.alpha))\"" }
        defs += "/>"
      }
      defs += "</linearGradient>\n"
      return " \(kind)=\"url(#g\(id))\""
    case .gradient(let stops, let geometry):
      defs += gradientDefinition(stops, geometry, id: "g\(id)")
      return " \(kind)=\"url(#g\(id))\""
    }
  }

  /// The wedges an angular gradient is drawn with (SVG has no conic gradient): each a solid
  /// colour, that of the gradient at the wedge's middle angle, 4° wide.
  static let angularGradientWedges = 90

  /// A radial or elliptical gradient as an SVG `radialGradient` (the stops rescaled from the
  /// start radius to the end one); an angular gradient as a pattern of wedges round its centre.
  static func gradientDefinition(_ stops: [GradientStop], _ geometry: GradientGeometry, id: String) -> String
  {
    func stopElements(_ offset: (Double) -> Double) -> String {
      var text = ""
      for stop in stops {
        text +=
          "<stop offset=\"\(number(min(max(offset(stop.location), 0), 1)))\" stop-color=\"\(stop.color.hex)\""
        if stop.color.alpha < 1 { text += " stop-opacity=\"\(number(stop.color.alpha))\"" }
        text += "/>"
      }
      return text
    }
    switch geometry {
    case .radial(let c, let start, let end):
      let r = max(end, 1e-6)
      return
        "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(number(c.x))\" cy=\"\(number(c.y))\" r=\"\(number(r))\">"
        + stopElements { (start + $0 * (end - start)) / r } + "</radialGradient>\n"
    case .elliptical(let rect, let c, let start, let end):
      let r = max(end, 1e-6) / 2
      let t = CGAffineTransform(a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY)
      return
        "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" gradientTransform=\"\(matrix(t))\" cx=\"\(number(c.x))\" cy=\"\(number(c.y))\" r=\"\(number(r))\">"
        + stopElements { (start + $0 * (end - start)) / max(end, 1e-6) } + "</radialGradient>\n"
    case .angular(let rect, let c, let start, let end):
      // The tile covers the rectangle with a margin for strokes on its edge; the wedges reach
      // past its corners.
      let margin = max(rect.width, rect.height) / 2 + 1
      let (x, y) = (rect.minX - margin, rect.minY - margin)
      let reach = 2 * (rect.width + rect.height + 2 * margin)
      var text =
        "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(rect.width + 2 * margin))\" height=\"\(number(rect.height + 2 * margin))\"><g transform=\"translate(\(number(-x)) \(number(-y)))\">"
      let n = angularGradientWedges
      let turn = 2 * Double.pi
      for k in 0..<n {
        // Each wedge reaches a quarter of the next one's width further, so that no seam shows.
        let a0 = start + Double(k) * turn / Double(n)
        let a1 = start + (Double(k) + 1.25) * turn / Double(n)
        let color = AngularGradientColor.color(
          stops, at: start + (Double(k) + 0.5) * turn / Double(n), start: start, end: end)
        let p0 = Math.sinCos(a0)
        let p1 = Math.sinCos(a1)
        text +=
          "<path d=\"M\(number(c.x)) \(number(c.y))L\(number(c.x + reach * p0.cos)) \(number(c.y + reach * p0.sin))L\(number(c.x + reach * p1.cos)) \(number(c.y + reach * p1.sin))Z\" fill=\"\(color.hex)\""
        if color.alpha < 1 { text += " fill-opacity=\"\(number(color.alpha))\"" }
        text += "/>"
      }
      return text + "</g></pattern>\n"
    }
  }

  /// The SVG element drawing `kind` in `rect`, with `attributes` added.
  static func shapeElement(_ kind: ShapeKind, _ rect: CGRect, attributes: String) -> String {
    let x = number(rect.minX)
    let y = number(rect.minY)
    let w = number(rect.width)
    let h = number(rect.height)
    switch kind {
    case .rectangle:
      return "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\"\(attributes)/>"
    case .roundedRectangle(let cw, let ch, .continuous) where cw == ch && cw > 0:
      return "<path d=\"\(ContinuousCorners.path(rect, radius: cw))\"\(attributes)/>"
    case .roundedRectangle(let cw, let ch, _):
      let rx = min(cw, rect.width / 2)
      let ry = min(ch, rect.height / 2)
      return
        "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"\(number(rx))\" ry=\"\(number(ry))\"\(attributes)/>"
    case .capsule:
      let r = min(rect.width, rect.height) / 2
      return
        "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"\(number(r))\" ry=\"\(number(r))\"\(attributes)/>"
    case .circle:
      return
        "<circle cx=\"\(number(rect.midX))\" cy=\"\(number(rect.midY))\" r=\"\(number(min(rect.width, rect.height) / 2))\"\(attributes)/>"
    case .ellipse:
      return
        "<ellipse cx=\"\(number(rect.midX))\" cy=\"\(number(rect.midY))\" rx=\"\(number(rect.width / 2))\" ry=\"\(number(rect.height / 2))\"\(attributes)/>"
    case .path(let path):
      return "<path d=\"\(pathData(path))\"\(attributes)/>"
    case .unevenRoundedRectangle, .modified, .custom:
      return "<path d=\"\(pathData(kind.outline(in: rect)))\"\(attributes)/>"
    }
  }

  static func pathData(_ path: PathDescription) -> String {
    var parts: [String] = []
    func p(_ point: CGPoint) -> String { "\(number(point.x)) \(number(point.y))" }
    for element in path.elements {
      switch element {
      case .move(let to): parts.append("M\(p(to))")
      case .line(let to): parts.append("L\(p(to))")
      case .quadCurve(let to, let c): parts.append("Q\(p(c)) \(p(to))")
      case .curve(let to, let c1, let c2): parts.append("C\(p(c1)) \(p(c2)) \(p(to))")
      case .closeSubpath: parts.append("Z")
      case .rect(let r):
        parts.append("M\(p(r.origin))H\(number(r.maxX))V\(number(r.maxY))H\(number(r.minX))Z")
      case .ellipse(let r):
        let rx = number(r.width / 2)
        let ry = number(r.height / 2)
        parts.append(
          "M\(number(r.minX)) \(number(r.midY))A\(rx) \(ry) 0 1 0 \(number(r.maxX)) \(number(r.midY))A\(rx) \(ry) 0 1 0 \(number(r.minX)) \(number(r.midY))Z"
        )
      case .roundedRect(let r, let cw, let ch):
        let rx = min(cw, r.width / 2)
        let ry = min(ch, r.height / 2)
        let a = "A\(number(rx)) \(number(ry)) 0 0 1 "
        parts.append(
          "M\(number(r.minX + rx)) \(number(r.minY))H\(number(r.maxX - rx))\(a)\(number(r.maxX)) \(number(r.minY + ry))"
            + "V\(number(r.maxY - ry))\(a)\(number(r.maxX - rx)) \(number(r.maxY))H\(number(r.minX + rx))"
            + "\(a)\(number(r.minX)) \(number(r.maxY - ry))V\(number(r.minY + ry))\(a)\(number(r.minX + rx)) \(number(r.minY))Z"
        )
      }
    }
    return parts.joined(separator: " ")
  }

  static func matrix(_ t: CGAffineTransform) -> String {
    "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ") + ")"
  }

  static func number(_ v: Double) -> String { NumberFormat.format(v) }

  static func cssWeight(_ w: FontWeight) -> Int {
    switch w {
    case .ultraLight: return 100
    case .thin: return 200
    case .light: return 300
    case .regular: return 400
    case .medium: return 500
    case .semibold: return 600
    case .bold: return 700
    case .heavy: return 800
    case .black: return 900
    }
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for ch in text {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(ch)
      }
    }
    return out
  }
}

/// The colour of an angular gradient at an angle, as SwiftUI's `AngularGradient` defines it:
/// the stops spread from the start angle to the end angle (equal angles are a whole turn);
/// past the end, the missing part of the turn goes from the last stop's colour back to the
/// first's, changing halfway across it; beyond a whole turn, only the last turn shows.
enum AngularGradientColor {
  static func color(_ stops: [GradientStop], at angle: Double, start: Double, end: Double) -> RGBA {
    guard let first = stops.first, let last = stops.last else {
      return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    }
    let turn = 2 * Double.pi
    var span = end - start
    if span == 0 { span = turn }
    var from = start
    if span > turn {
      from = end - turn
      span = turn
    }
    var a = (angle - from).truncatingRemainder(dividingBy: turn)
    if a < 0 { a += turn }
    if a > span {
      // The missing part: the end colour until halfway, then the start colour.
      return a - span < (turn - span) / 2 ? last.color : first.color
    }
    return interpolate(stops, at: span > 0 ? a / span : 0)
  }

  /// The colour at `location` (0…1) of a gradient's stops, linear between neighbours.
  static func interpolate(_ stops: [GradientStop], at location: Double) -> RGBA {
    guard var previous = stops.first else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    if location <= previous.location { return previous.color }
    for stop in stops.dropFirst() {
      if location <= stop.location {
        let span = stop.location - previous.location
        let t = span > 0 ? (location - previous.location) / span : 1
        let (a, b) = (previous.color, stop.color)
        return RGBA(
          red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
          blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
      }
      previous = stop
    }
    return previous.color
  }
}
