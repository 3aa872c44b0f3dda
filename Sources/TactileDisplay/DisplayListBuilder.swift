import TactileColor
import TactileGeometry
import TactileLayout

/// Turns a layout into its display list for one colour scheme.
///
/// Walks the placed views in order (parents first). What a modifier does to drawing — opacity,
/// clipping, shadow — it does to every view inside it, so each view's drawing state is its
/// parent's, changed by the parent's own modifier; a scroll view clips its content to its
/// bounds. Leaves (shapes, colours, gradients, texts, images, dividers) emit commands; every
/// other element draws nothing itself. A button inside `disabled(true)` draws its tint (the
/// accent colour) in system gray, as iOS dims it; colours the code chose stay.
public struct DisplayListBuilder {
  public var scheme: ColorScheme

  public init(scheme: ColorScheme = .light) { self.scheme = scheme }

  /// What applies to the drawing of a view and everything inside it.
  private struct DrawState {
    var opacity: Double = 1
    var clip: Int?
    var shadow: DisplayShadow?
    var disabled = false
    /// Inside a disabled button: the accent colour draws as gray.
    var dimsTint = false
    /// The colour effects around the view, outermost first.
    var colorEffects: [VisualEffect] = []
    var blur = 0.0
    var blendMode: String?
  }

  public func build(_ layout: LayoutResult) -> DisplayList {
    var list = DisplayList(size: layout.canvas, scheme: scheme)
    var inside: [DrawState] = []
    inside.reserveCapacity(layout.views.count)
    for view in layout.views {
      let state = view.parent >= 0 && view.parent < inside.count ? inside[view.parent] : DrawState()
      draw(view, state, into: &list)
      inside.append(stateInside(view, state, &list))
    }
    return list
  }

  /// The drawing state a view's children get.
  private func stateInside(_ view: PlacedView, _ state: DrawState, _ list: inout DisplayList) -> DrawState {
    var inner = state
    let bounds = CGRect(x: 0, y: 0, width: view.size.width, height: view.size.height)
    switch view.element {
    case .modifier(.opacity(let o)):
      inner.opacity *= min(max(o, 0), 1)
    case .modifier(.clipShape(let shape, let evenOdd)):
      list.clips.append(
        DisplayClip(
          shape: shape.resolved(in: bounds), rect: bounds, transform: view.toCanvas, evenOdd: evenOdd,
          parent: state.clip))
      inner.clip = list.clips.count - 1
    case .modifier(.shadow(let color, let radius, let x, let y)):
      inner.shadow = DisplayShadow(color: resolve(color), radius: radius, x: x, y: y)
    case .modifier(.disabled(let d)):
      inner.disabled = state.disabled || d
    case .modifier(.visualEffect(.blur(let radius, _))):
      // Nested blurs add as Gaussians do: their variances add.
      let sigma = radius / 2
      inner.blur = (state.blur * state.blur + sigma * sigma).squareRoot()
    case .modifier(.visualEffect(let effect)):
      inner.colorEffects.append(effect)
    case .modifier(.blendMode(let mode)):
      inner.blendMode = ColorEffects.cssBlendMode(mode.name)
    case .button:
      inner.dimsTint = state.disabled
    case .scrollView:
      list.clips.append(
        DisplayClip(
          shape: .rectangle, rect: bounds, transform: view.toCanvas, evenOdd: false, parent: state.clip))
      inner.clip = list.clips.count - 1
    default:
      break
    }
    return inner
  }

  private func draw(_ view: PlacedView, _ state: DrawState, into list: inout DisplayList) {
    let bounds = CGRect(x: 0, y: 0, width: view.size.width, height: view.size.height)
    var commands: [DrawCommand] = []
    switch view.element {
    case .shape(let shape):
      switch shape.paint {
      case .fill(let style, let evenOdd):
        commands.append(
          .fill(
            shape.shape.resolved(in: bounds), rect: bounds, paint: paint(style, view, bounds),
            evenOdd: evenOdd))
      case .stroke(let style, let stroke):
        commands.append(
          .stroke(
            shape.shape.resolved(in: bounds), rect: bounds, paint: paint(style, view, bounds), style: stroke))
      case .strokeBorder(let style, let stroke):
        let inset = stroke.lineWidth / 2
        let rect = CGRect(
          x: inset, y: inset, width: max(bounds.width - 2 * inset, 0),
          height: max(bounds.height - 2 * inset, 0))
        commands.append(
          .stroke(
            shape.shape.resolved(in: rect), rect: rect, paint: paint(style, view, bounds), style: stroke))
      }
    case .color(let color):
      commands.append(.fill(.rectangle, rect: bounds, paint: .color(resolve(color)), evenOdd: false))
    case .linearGradient(let gradient):
      commands.append(.fill(.rectangle, rect: bounds, paint: self.gradient(gradient, bounds), evenOdd: false))
    case .divider:
      commands.append(
        .fill(.rectangle, rect: bounds, paint: .color(SystemColors.separator(scheme)), evenOdd: false))
    case .text(let text, let layout):
      var style = text.attributes.foreground ?? view.foreground
      if state.dimsTint { style = dimmed(style, view) }
      let textPaint = paint(style, view, bounds)
      let runs = layout.lines.map { line in
        TextRun(
          text: line.text, origin: CGPoint(x: line.origin.x, y: line.baseline), width: line.width,
          size: layout.font.size, weight: layout.font.weight, italic: layout.font.italic, paint: textPaint)
      }
      if !runs.isEmpty { commands.append(.text(runs)) }
    case .image(let image):
      let name: String
      let isSymbol: Bool
      switch image.source {
      case .systemName(let n):
        name = n
        isSymbol = true
      case .named(let n):
        name = n
        isSymbol = false
      }
      let tint: RGBA
      switch paint(image.foreground ?? view.foreground, view, bounds) {
      case .color(let c): tint = c
      case .linearGradient(let stops, _, _), .gradient(let stops, _): tint = stops.first?.color ?? primary
      }
      commands.append(.imagePlaceholder(name: name, isSymbol: isSymbol, rect: bounds, tint: tint))
    default:
      break
    }
    for command in commands where !isInvisible(command) {
      var drawn = command
      if !state.colorEffects.isEmpty {
        drawn = ColorEffects.apply(state.colorEffects, to: command, resolve: resolve)
      }
      list.items.append(
        DisplayItem(
          viewID: view.id, transform: view.toCanvas, opacity: state.opacity, clip: state.clip,
          shadow: state.shadow, blur: state.blur, blendMode: state.blendMode,
          command: drawn))
    }
  }

  /// Clear fills and strokes draw nothing and are left out.
  private func isInvisible(_ command: DrawCommand) -> Bool {
    switch command {
    case .fill(_, _, .color(let c), _), .stroke(_, _, .color(let c), _): return c.isClear
    default: return false
    }
  }

  private var primary: RGBA { SystemColors.color(named: "primary", scheme: scheme) ?? RGBA(0, 0, 0) }

  /// A layout colour in this scheme; an unknown name draws as primary.
  public func resolve(_ color: ColorValue) -> RGBA {
    let base: RGBA
    switch color.base {
    case .named(let name): base = SystemColors.color(named: name, scheme: scheme) ?? primary
    case .rgb(let r, let g, let b, let a): base = RGBA(red: r, green: g, blue: b, alpha: a)
    case .mix(let colors, let weights):
      var mixed = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
      for (c, w) in zip(colors, weights) {
        let rgba = resolve(c)
        mixed.red += rgba.red * w
        mixed.green += rgba.green * w
        mixed.blue += rgba.blue * w
        mixed.alpha += rgba.alpha * w
      }
      base = mixed
    }
    return base.withOpacity(color.opacity)
  }

  private func paint(_ style: ShapeStyle, _ view: PlacedView, _ bounds: CGRect) -> Paint {
    switch style {
    case .color(let c): return .color(resolve(c))
    case .linearGradient(let g): return gradient(g, bounds)
    case .gradient(let g):
      let stops = g.stops.map { GradientStop(color: resolve($0.color), location: $0.location) }
      func point(_ u: UnitPoint) -> CGPoint {
        CGPoint(x: bounds.minX + u.x * bounds.width, y: bounds.minY + u.y * bounds.height)
      }
      switch g.geometry {
      case .radial(let center, let start, let end):
        return .gradient(
          stops: stops, geometry: .radial(center: point(center), startRadius: start, endRadius: end))
      case .elliptical(let center, let start, let end):
        return .gradient(
          stops: stops,
          geometry: .elliptical(rect: bounds, center: center, startFraction: start, endFraction: end))
      case .angular(let center, let start, let end):
        return .gradient(
          stops: stops,
          geometry: .angular(rect: bounds, center: point(center), startAngle: start, endAngle: end))
      }
    case .foreground:
      if case .foreground = view.foreground { return .color(primary) }
      return paint(view.foreground, view, bounds)
    case .tint:
      switch view.tint {
      case nil, .tint?, .tintOr?, .foreground?: return .color(resolve(.named("accentColor")))
      case let tint?: return paint(tint, view, bounds)
      }
    case .tintOr(let fallback):
      switch view.tint {
      case nil, .tint?, .tintOr?, .foreground?: return .color(resolve(fallback))
      case let tint?: return paint(tint, view, bounds)
      }
    }
  }

  /// A disabled button's tint: system gray (iOS dims the tint, whatever it is; colours the code
  /// chose for the label stay).
  private func dimmed(_ style: ShapeStyle, _ view: PlacedView) -> ShapeStyle {
    switch style {
    case .tint, .tintOr: return .color(.named("gray"))
    case .foreground where view.foreground == .tint: return .color(.named("gray"))
    case .color(let c) where c.base == .named("accentColor"):
      return .color(ColorValue(.named("gray"), opacity: c.opacity))
    default: return style
    }
  }

  private func gradient(_ g: LinearGradientStyle, _ bounds: CGRect) -> Paint {
    .linearGradient(
      stops: g.stops.map { GradientStop(color: resolve($0.color), location: $0.location) },
      start: CGPoint(
        x: bounds.minX + g.startPoint.x * bounds.width, y: bounds.minY + g.startPoint.y * bounds.height),
      end: CGPoint(
        x: bounds.minX + g.endPoint.x * bounds.width, y: bounds.minY + g.endPoint.y * bounds.height))
  }
}
