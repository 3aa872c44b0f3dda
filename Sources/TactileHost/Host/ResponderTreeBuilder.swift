import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewHost {
  /// The engine's view of the laid-out tree: each placed view's transform, size, hittable
  /// content and hit-testing modifiers, with the gesture attachments found on it.
  func responderTree(_ result: LayoutResult) -> ResponderTree {
    var tree = ResponderTree()
    var indices: [Int] = []
    var enabled: [Bool] = []
    indices.reserveCapacity(result.views.count)
    for view in result.views {
      let parentIndex = view.parent >= 0 ? indices[view.parent] : nil
      let parentEnabled = view.parent >= 0 ? enabled[view.parent] : true
      let node = responderNode(view, parentEnabled: parentEnabled)
      indices.append(tree.add(node, parent: parentIndex))
      enabled.append(node.isEnabled)
    }
    return tree
  }

  /// The responder node of one placed view, under a parent whose `isEnabled` is
  /// `parentEnabled`.
  func responderNode(_ view: PlacedView, parentEnabled: Bool) -> ResponderNode {
    let info =
      Int(view.tag) < resolver.passInfos.count ? resolver.passInfos[Int(view.tag)] : NodeInfo(label: "")
    let bounds = CGRect(x: 0, y: 0, width: view.frame.size.width, height: view.frame.size.height)
    var node = ResponderNode(
      id: NodeID(view.id), label: info.label, transform: Self.transform(view.toParent),
      size: CGSize(width: view.frame.size.width, height: view.frame.size.height))
    node.isEnabled = parentEnabled
    switch view.element {
    case .shape(let shape):
      if case .fill(_, let evenOdd) = shape.paint {
        node.content = Self.hitShape(shape.shape, bounds, evenOdd: evenOdd)
      } else {
        node.content = Self.hitShape(shape.shape, bounds)
      }
      if case .stroke(_, let style) = shape.paint {
        node.content = .stroke(
          Self.strokedOutline(shape.shape, bounds, extendsEnds: style.lineCap != .butt),
          lineWidth: style.lineWidth)
      }
      if case .strokeBorder(_, let style) = shape.paint {
        // `strokeBorder` draws the stroke inside the shape: the outline inset by half the
        // line width, stroked, so the paint ends at the frame's edge.
        let half = style.lineWidth / 2
        let inset = bounds.insetBy(dx: min(half, bounds.width / 2), dy: min(half, bounds.height / 2))
        node.content = .stroke(Self.strokedOutline(shape.shape, inset), lineWidth: style.lineWidth)
      }
    case .color(let c):
      node.content = .rectangle(bounds)
      node.contentOpacity = c.opacity
    case .text, .image, .linearGradient, .divider:
      node.content = .rectangle(bounds)
    case .scrollView:
      // A scroll view is hit over its whole frame, and its content only inside it (it
      // clips touches as UIScrollView does, unlike `clipped()`, R10.7).
      node.isScrollView = true
      node.contentShape = .rectangle(bounds)
    case .modifier(let m):
      switch m {
      case .contentShape(let kind, let evenOdd):
        node.contentShape = Self.hitShape(kind, bounds, evenOdd: evenOdd)
      case .allowsHitTesting(let b): node.allowsHitTesting = b
      case .disabled(let d): node.isEnabled = parentEnabled && !d
      case .opacity(let o): node.opacity = o
      case .coordinateSpace(let name): node.coordinateSpaceName = name
      default: break
      }
    default:
      break
    }
    node.attachments = info.attachments
    return node
  }

  static func transform(_ t: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
  }

  /// The outline a stroke of `kind` follows: a path's drawn segments (an open subpath has no
  /// closing edge), a shape's outline.
  static func strokedOutline(_ kind: ShapeKind, _ bounds: CGRect, extendsEnds: Bool = false) -> HitShape {
    if case .path(let path) = kind {
      return .polylines(PathFlattener.polylines(path), extendsEnds: extendsEnds)
    }
    if kind.isDrawnAsOutline {
      return .polylines(
        PathFlattener.polylines(kind.resolved(in: bounds).outline(in: bounds)), extendsEnds: extendsEnds)
    }
    return hitShape(kind, bounds)
  }

  /// The area `kind` covers in `bounds`, for hit testing; a path is filled with the even-odd
  /// rule when `evenOdd` (R10.5's `eoFill`), otherwise with the non-zero rule.
  static func hitShape(_ kind: ShapeKind, _ bounds: CGRect, evenOdd: Bool = false) -> HitShape {
    switch kind {
    case .rectangle: return .rectangle(bounds)
    case .circle:
      let side = min(bounds.width, bounds.height)
      return .ellipse(
        CGRect(
          x: bounds.minX + (bounds.width - side) / 2, y: bounds.minY + (bounds.height - side) / 2,
          width: side,
          height: side))
    case .ellipse: return .ellipse(bounds)
    case .capsule: return .capsule(bounds)
    case .roundedRectangle(let w, let h, _):
      return .roundedRectangle(bounds, cornerSize: CGSize(width: w, height: h))
    case .path(let path): return .polygons(PathFlattener.polygons(path), evenOdd: evenOdd)
    case .unevenRoundedRectangle, .modified, .custom:
      return .polygons(
        PathFlattener.polygons(kind.resolved(in: bounds).outline(in: bounds)), evenOdd: evenOdd)
    }
  }
}
