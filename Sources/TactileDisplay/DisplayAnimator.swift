import TactileAnimation
import TactileColor
import TactileGeometry
import TactileLayout

/// The frames between display lists: SwiftUI's animations applied to what is drawn.
///
/// Each render's display list becomes the new target with the animation its changes carry
/// (`update(to:at:animation:)`); `frame(at:)` is the list as it shows at a virtual time. Items
/// are matched by view and order within the view; each has one animatable vector — its
/// transform as translation, scale, rotation and shear, its opacity, its rectangle, corner size and
/// line width, and its colour — kept in an `AnimationTimeline`, so a change in flight retargets
/// from the shown value (and, for springs, velocity). A new item, or one whose kind of drawing
/// changed, appears at once (insertion transitions are not drawn).
///
/// Guarantees: without an animation a frame is exactly the target list; `frame(at:)` is a pure
/// function of time between updates; rotations take the shorter way round from the last target.
public struct DisplayAnimator {
  private var timelines: [DisplayItemKey: AnimationTimeline] = [:]
  /// The last list given, which frames approach.
  public private(set) var target: DisplayList?

  public init() {}

  /// Makes `list` the target from virtual time `time` (seconds), moving there with `animation`
  /// (nil: at once).
  /// `overrides` gives views their own animation (nil: none) in place of `animation`, as
  /// `animation(_:value:)` does for the views inside it (`animations(in:subtrees:)`).
  public mutating func update(
    to list: DisplayList, at time: Double, animation: AnimationSpec?,
    overrides: [UInt64: AnimationSpec?] = [:]
  ) {
    var next: [DisplayItemKey: AnimationTimeline] = [:]
    next.reserveCapacity(list.items.count)
    for (key, item) in zip(DisplayItemKey.keys(list.items), list.items) {
      guard var timeline = timelines[key] else {
        next[key] = AnimationTimeline(Self.vector(item, previousAngle: nil))
        continue
      }
      let previousAngle = timeline.target.count > 4 ? timeline.target[4] : nil
      let values = Self.vector(item, previousAngle: previousAngle)
      if values != timeline.target {
        var spec = animation
        if let own = overrides[item.viewID] { spec = own }
        timeline.set(values, at: time, animation: spec)
      } else {
        timeline.removeFinished(at: time)
      }
      next[key] = timeline
    }
    timelines = next
    target = list
  }

  /// For every view of `layout` inside one of `subtrees` (view ids of `animation(_:value:)`
  /// modifiers whose value changed, with their animation), the innermost one's animation.
  public static func animations(in layout: LayoutResult, subtrees: [UInt64: AnimationSpec?]) -> [UInt64:
    AnimationSpec?]
  {
    guard !subtrees.isEmpty else { return [:] }
    var inherited: [AnimationSpec??] = []
    inherited.reserveCapacity(layout.views.count)
    var result: [UInt64: AnimationSpec?] = [:]
    for view in layout.views {
      var own: AnimationSpec?? = subtrees[view.id]
      if own == nil, view.parent >= 0, view.parent < inherited.count { own = inherited[view.parent] }
      inherited.append(own)
      if let spec = own { result[view.id] = spec }
    }
    return result
  }

  /// The list as it shows at virtual time `time` (seconds).
  public func frame(at time: Double) -> DisplayList? {
    guard var list = target else { return nil }
    for (i, key) in DisplayItemKey.keys(list.items).enumerated() {
      guard let timeline = timelines[key], !timeline.isFinished(at: time) else { continue }
      list.items[i] = Self.applying(timeline.value(at: time), to: list.items[i])
    }
    return list
  }

  /// Whether nothing moves any more at `time`.
  public func isSettled(at time: Double) -> Bool {
    timelines.values.allSatisfy { $0.isFinished(at: time) }
  }

  // MARK: The animatable vector
  //
  // [tx, ty, scaleX, scaleY, angle, opacity, shear] + the command's part: for shapes the rectangle
  // (x, y, w, h), then the corner size for rounded rectangles, then the line width for
  // strokes; for image placeholders the rectangle; then the colour (r, g, b, a) when painted
  // with one. A gradient or a text's runs are not animated (they jump).

  static func vector(_ item: DisplayItem, previousAngle: Double?) -> [Double] {
    let t = item.transform
    // t = shear · scale · rotation: a = sx·cos, b = sx·sin, c = k·cos − sy·sin, d = k·sin + sy·cos.
    var sx = (t.a * t.a + t.b * t.b).squareRoot()
    var angle = sx == 0 ? 0 : Math.atan2(t.b, t.a)
    let turn = 2 * Double.pi
    func nearest(_ angle: Double, to previous: Double) -> Double {
      var angle = angle
      while angle - previous > Double.pi { angle -= turn }
      while previous - angle > Double.pi { angle += turn }
      return angle
    }
    let previous = previousAngle ?? 0
    angle = nearest(angle, to: previous)
    // A mirror (a flip by rotation3DEffect, a negative scale) is also a negative x scale at the
    // opposite angle; the one nearer the last angle animates as the flip it is, not a half turn.
    if t.a * t.d - t.b * t.c < 0 {
      let opposite = nearest(angle + Double.pi, to: previous)
      if abs(opposite - previous) < abs(angle - previous) {
        angle = opposite
        sx = -sx
      }
    }
    let (sin, cos) = Math.sinCos(angle)
    let sy = sx == 0 ? t.d : (t.a * t.d - t.b * t.c) / sx
    let shear = sx == 0 ? t.c : t.c * cos + t.d * sin
    var v = [t.tx, t.ty, sx, sy, angle, item.opacity, shear]
    switch item.command {
    case .fill(let kind, let rect, let paint, _):
      v += [rect.minX, rect.minY, rect.width, rect.height] + parameters(kind)
      v += color(paint)
    case .stroke(let kind, let rect, let paint, let style):
      v += [rect.minX, rect.minY, rect.width, rect.height] + parameters(kind) + [style.lineWidth]
      v += color(paint)
    case .text(let runs):
      v += runs.first.map { color($0.paint) } ?? []
    case .imagePlaceholder(_, _, let rect, let tint):
      v += [rect.minX, rect.minY, rect.width, rect.height, tint.red, tint.green, tint.blue, tint.alpha]
    }
    return v
  }

  /// A shape's animatable numbers: a rounded rectangle's corner size, an uneven one's radii,
  /// a shape modifier's values (trim fractions, offset, angle, scale, inset) after those of the
  /// shape it modifies, and a program's shape's `animatableData`.
  static func parameters(_ kind: ShapeKind) -> [Double] {
    switch kind {
    case .roundedRectangle(let w, let h, _): return [w, h]
    case .unevenRoundedRectangle(let r, _):
      return [r.topLeading, r.bottomLeading, r.bottomTrailing, r.topTrailing]
    case .custom(let c): return c.data
    case .modified(let base, let m):
      let own: [Double]
      switch m {
      case .trim(let from, let to): own = [from, to]
      case .offset(let x, let y): own = [x, y]
      case .rotation(let r, _): own = [r]
      case .scale(let x, let y, _): own = [x, y]
      case .inset(let a): own = [a]
      case .transform(let t): own = [t.a, t.b, t.c, t.d, t.tx, t.ty]
      case .size(let w, let h): own = [w, h]
      }
      return parameters(base) + own
    default: return []
    }
  }

  private static func color(_ paint: Paint) -> [Double] {
    if case .color(let c) = paint { return [c.red, c.green, c.blue, c.alpha] }
    return []
  }

  static func applying(_ v: [Double], to item: DisplayItem) -> DisplayItem {
    guard v.count >= 7 else { return item }
    var result = item
    let (s, c) = Math.sinCos(v[4])
    result.transform = CGAffineTransform(
      a: v[2] * c, b: v[2] * s, c: v[6] * c - v[3] * s, d: v[6] * s + v[3] * c, tx: v[0], ty: v[1])
    result.opacity = min(max(v[5], 0), 1)
    var i = 7
    func next() -> Double {
      defer { i += 1 }
      return i < v.count ? v[i] : 0
    }
    func rect() -> CGRect { CGRect(x: next(), y: next(), width: max(next(), 0), height: max(next(), 0)) }
    func recolored(_ paint: Paint) -> Paint {
      guard case .color = paint, i + 4 <= v.count else { return paint }
      return .color(RGBA(red: next(), green: next(), blue: next(), alpha: min(max(next(), 0), 1)))
    }
    switch item.command {
    case .fill(let kind, _, let paint, let evenOdd):
      let r = rect()
      let k = reparametrized(kind, in: r, next)
      result.command = .fill(k, rect: r, paint: recolored(paint), evenOdd: evenOdd)
    case .stroke(let kind, _, let paint, var style):
      let r = rect()
      let k = reparametrized(kind, in: r, next)
      style.lineWidth = max(next(), 0)
      result.command = .stroke(k, rect: r, paint: recolored(paint), style: style)
    case .text(var runs):
      if let first = runs.first {
        let paint = recolored(first.paint)
        for j in runs.indices { runs[j].paint = paint }
      }
      result.command = .text(runs)
    case .imagePlaceholder(let name, let isSymbol, _, _):
      let r = rect()
      let tint = RGBA(red: next(), green: next(), blue: next(), alpha: min(max(next(), 0), 1))
      result.command = .imagePlaceholder(name: name, isSymbol: isSymbol, rect: r, tint: tint)
    }
    return result
  }

  /// `kind` with its animatable numbers taken from `next`, in `parameters(_:)`'s order; a
  /// program's shape inside is evaluated again for `rect` with its new data.
  private static func reparametrized(_ kind: ShapeKind, in rect: CGRect, _ next: () -> Double) -> ShapeKind {
    let result = reparametrized(kind, next)
    return result.containsCustom ? result.resolved(in: rect) : result
  }

  private static func reparametrized(_ kind: ShapeKind, _ next: () -> Double) -> ShapeKind {
    switch kind {
    case .roundedRectangle(_, _, let style):
      return .roundedRectangle(cornerWidth: max(next(), 0), cornerHeight: max(next(), 0), style: style)
    case .unevenRoundedRectangle(_, let style):
      return .unevenRoundedRectangle(
        CornerRadii(
          topLeading: max(next(), 0), bottomLeading: max(next(), 0), bottomTrailing: max(next(), 0),
          topTrailing: max(next(), 0)), style: style)
    case .custom(var c):
      c.data = c.data.map { _ in next() }
      return .custom(c)
    case .modified(let base, let m):
      let b = reparametrized(base, next)
      switch m {
      case .trim: return .modified(b, .trim(from: next(), to: next()))
      case .offset: return .modified(b, .offset(x: next(), y: next()))
      case .rotation(_, let anchor): return .modified(b, .rotation(radians: next(), anchor: anchor))
      case .scale(_, _, let anchor): return .modified(b, .scale(x: next(), y: next(), anchor: anchor))
      case .inset: return .modified(b, .inset(next()))
      case .size: return .modified(b, .size(width: next(), height: next()))
      case .transform:
        return .modified(
          b, .transform(CGAffineTransform(a: next(), b: next(), c: next(), d: next(), tx: next(), ty: next()))
        )
      }
    default: return kind
    }
  }
}
