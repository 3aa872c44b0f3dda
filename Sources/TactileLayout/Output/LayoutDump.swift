import TactileGeometry

/// The layout as stable text, one view per line indented two spaces per level, for
/// `tactile dump --stage layout` and golden tests.
///
/// A line reads `Label #id frame (x, y, w, h) global (x, y, w, h)`, with `tag N` after the id
/// when the tag is not zero, a role prefix (`background:`, `overlay:`) for the second view of a
/// background or overlay, and `effect [a b c d tx ty]` when the view has a geometry effect.
/// `frame` is in the parent's coordinates, `global` is the bounding box in the canvas.
/// A text's lines follow it, one per line: `| "text" x y width w baseline b`. Numbers have at
/// most three decimals. The first line names the canvas.
public enum LayoutDump {
  public static func render(_ result: LayoutResult) -> String {
    var out = "canvas \(NumberFormat.size(result.canvas))\n"
    for view in result.views {
      let indent = String(repeating: "  ", count: view.depth)
      var line = indent
      switch view.role {
      case .background: line += "background: "
      case .overlay: line += "overlay: "
      case .root, .child: break
      }
      line += label(view) + " #\(view.id)"
      if view.tag != 0 { line += " tag \(view.tag)" }
      line += " frame \(NumberFormat.rect(view.frame)) global \(NumberFormat.rect(view.globalFrame))"
      if !view.effect.isIdentity { line += " effect \(transform(view.effect))" }
      out += line + "\n"
      if case .text(_, let layout) = view.element {
        for l in layout.lines {
          out += indent + "  | \(Describe.quoted(l.text)) x \(NumberFormat.format(l.origin.x))"
          out += " y \(NumberFormat.format(l.origin.y)) width \(NumberFormat.format(l.width))"
          out += " baseline \(NumberFormat.format(l.baseline))\n"
        }
      }
    }
    return out
  }

  static func transform(_ t: CGAffineTransform) -> String {
    let f = NumberFormat.format
    return "[\(f(t.a)) \(f(t.b)) \(f(t.c)) \(f(t.d)) \(f(t.tx)) \(f(t.ty))]"
  }

  /// The view's kind and parameters, as SwiftUI code would name them.
  static func label(_ view: PlacedView) -> String {
    let f = NumberFormat.format
    let foreground = " foreground \(Describe.style(view.foreground))"
    switch view.element {
    case .text(let text, let layout):
      var s = "Text(\(Describe.quoted(text.string))) \(Describe.resolved(layout.font))"
      if layout.isTruncated { s += " truncated" }
      return s + foreground
    case .image(let image): return Describe.image(image)
    case .shape(let shape):
      return "\(Describe.shape(shape.shape)) \(Describe.paint(shape.paint))"
        + (shapeUsesForeground(shape.paint) ? foreground : "")
    case .color(let color): return "Color(\(Describe.color(color)))"
    case .linearGradient(let g): return Describe.gradient(g)
    case .spacer: return "Spacer"
    case .divider(let axis): return "Divider(\(axis == .horizontal ? "horizontal" : "vertical"))"
    case .empty: return "EmptyView"
    case .vStack(let a, let spacing):
      return "VStack(alignment: \(Describe.horizontal(a)), spacing: \(f(spacing)))"
    case .hStack(let a, let spacing):
      return "HStack(alignment: \(Describe.vertical(a)), spacing: \(f(spacing)))"
    case .zStack(let a): return "ZStack(alignment: \(Describe.alignment(a)))"
    case .group: return "Group"
    case .custom(let name): return name
    case .grid(let axis, let tracks):
      return axis == .vertical ? "LazyVGrid(columns: \(tracks))" : "LazyHGrid(rows: \(tracks))"
    case .scrollView(let axes, let offset):
      return "ScrollView(\(Describe.axes(axes))) contentOffset \(NumberFormat.point(offset))"
    case .geometryReader: return "GeometryReader"
    case .button: return "Button"
    case .modifier(let m): return Describe.modifier(m)
    case .background(let a): return ".background(alignment: \(Describe.alignment(a)))"
    case .overlay(let a): return ".overlay(alignment: \(Describe.alignment(a)))"
    }
  }

  static func shapeUsesForeground(_ paint: ShapePaint) -> Bool {
    switch paint {
    case .fill(let s, _), .stroke(let s, _), .strokeBorder(let s, _): return s == .foreground
    }
  }
}
