/// The input view tree as stable text, one node per line, indented two spaces per level:
/// what the runtime handed to layout, before any size is known. Golden tests print it above
/// the layout so that each fixture shows its input and its output side by side.
public enum ViewTreeDump {
  public static func render(_ root: ViewNode) -> String {
    var out = ""
    write(root, depth: 0, prefix: "", into: &out)
    return out
  }

  static func write(_ node: ViewNode, depth: Int, prefix: String, into out: inout String) {
    var line = String(repeating: "  ", count: depth) + prefix + label(node.content) + " #\(node.id)"
    if node.tag != 0 { line += " tag \(node.tag)" }
    out += line + "\n"
    switch node.content {
    case .text, .image, .shape, .color, .linearGradient, .spacer, .divider, .empty, .geometryReader:
      break
    case .vStack(_, _, let c), .hStack(_, _, let c), .zStack(_, let c), .group(let c), .grid(_, let c),
      .custom(_, let c):
      for child in c { write(child, depth: depth + 1, prefix: "", into: &out) }
    case .scrollView(_, _, let c), .button(let c), .modified(let c, _):
      write(c, depth: depth + 1, prefix: "", into: &out)
    case .background(let c, let b, _):
      write(b, depth: depth + 1, prefix: "background: ", into: &out)
      write(c, depth: depth + 1, prefix: "", into: &out)
    case .overlay(let c, let o, _):
      write(c, depth: depth + 1, prefix: "", into: &out)
      write(o, depth: depth + 1, prefix: "overlay: ", into: &out)
    }
  }

  static func label(_ content: ViewContent) -> String {
    let f = NumberFormat.format
    switch content {
    case .text(let t):
      let attributes = Describe.attributes(t.attributes)
      return "Text(\(Describe.quoted(t.string)))" + (attributes.isEmpty ? "" : " \(attributes)")
    case .image(let i): return Describe.image(i)
    case .shape(let s): return "\(Describe.shape(s.shape)) \(Describe.paint(s.paint))"
    case .color(let c): return "Color(\(Describe.color(c)))"
    case .linearGradient(let g): return Describe.gradient(g)
    case .spacer(let m): return m.map { "Spacer(minLength: \(f($0)))" } ?? "Spacer"
    case .divider: return "Divider"
    case .empty: return "EmptyView"
    case .vStack(let a, let s, _):
      return "VStack(alignment: \(Describe.horizontal(a)), spacing: \(Describe.optional(s)))"
    case .hStack(let a, let s, _):
      return "HStack(alignment: \(Describe.vertical(a)), spacing: \(Describe.optional(s)))"
    case .zStack(let a, _): return "ZStack(alignment: \(Describe.alignment(a)))"
    case .group: return "Group"
    case .custom(let layout, _): return layout.name
    case .grid(let spec, _):
      return (spec.axis == .vertical ? "LazyVGrid" : "LazyHGrid")
        + "(\(spec.tracks.count) tracks, spacing: \(Describe.optional(spec.spacing)))"
    case .scrollView(let axes, let offset, _):
      return "ScrollView(\(Describe.axes(axes))) contentOffset \(NumberFormat.point(offset))"
    case .geometryReader: return "GeometryReader { … }"
    case .button: return "Button"
    case .modified(_, let m): return Describe.modifier(m)
    case .background(_, _, let a): return ".background(alignment: \(Describe.alignment(a)))"
    case .overlay(_, _, let a): return ".overlay(alignment: \(Describe.alignment(a)))"
    }
  }
}
