import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// `Slider(value: $v, in: lower...upper)`: as wide as offered and 28 points tall, a 4-point
  /// track filled in the accent colour up to a 28-point white thumb at the value's place. A drag
  /// anywhere on it (from its first touch) moves the thumb to the finger and sets the binding,
  /// clamped to the bounds and kept on `step:`'s steps, as iOS's slider does when the finger
  /// starts on it; `onEditingChanged` hears true at the first move and false at the end.
  func resolveSlider(_ arguments: [Value], _ identity: Identity) throws(RuntimeError) -> ViewNode {
    var binding: Binding?
    var lower = 0.0
    var upper = 1.0
    var step: Double?
    var editingChanged: Closure?
    for a in arguments {
      if case .binding(let b) = a { binding = b }
      if case .double(let d) = a, d > 0 { step = d }
      if case .function(let f) = a { editingChanged = f }
      if case .range(let lo, let hi, _) = a, let l = Convert.double(lo), let u = Convert.double(hi) {
        lower = l
        upper = u
      }
    }
    let span = upper - lower
    let value = binding.flatMap { Convert.double($0.get()) } ?? lower
    let fraction = span > 0 ? min(max((value - lower) / span, 0), 1) : 0
    let thumb = 28.0
    let reader = GeometryReaderContent { [self] info in
      let travel = max(0, info.size.width - thumb)
      return detached {
        func capsule(_ k: UInt64, _ style: ShapeStyle, width: Double) -> ViewNode {
          let shape = node(
            identity.child(IdentityKind.child, k),
            .shape(ShapeView(.capsule(style: .continuous), paint: .fill(style, evenOdd: false))),
            label: "Slider")
          return node(
            identity.child(IdentityKind.modifier, k),
            .modified(shape, .frame(width: width, height: 4, alignment: .center)),
            label: "Slider")
        }
        let track = capsule(1, .color(.named("gray", opacity: 0.3)), width: info.size.width)
        let filled = capsule(2, .tint, width: travel * fraction + thumb / 2)
        let knob = self.filled(
          .circle, .named("white"), identity.child(IdentityKind.child, 3), label: "Slider")
        let shadowed = node(
          identity.child(IdentityKind.modifier, 3),
          .modified(knob, .shadow(color: .named("black", opacity: 0.15), radius: 4, x: 0, y: 2)),
          label: "Slider")
        let sized = node(
          identity.child(IdentityKind.modifier, 4),
          .modified(shadowed, .frame(width: thumb, height: thumb, alignment: .center)), label: "Slider")
        let placed = node(
          identity.child(IdentityKind.modifier, 5), .modified(sized, .offset(x: travel * fraction, y: 0)),
          label: "Slider")
        return node(
          identity.child(IdentityKind.content, 0),
          .zStack(
            alignment: Alignment(horizontal: .leading, vertical: .center), children: [track, filled, placed]),
          label: "Slider")
      }
    }
    let readerNode = node(identity.child(IdentityKind.content, 1), .geometryReader(reader), label: "Slider")
    let framed = node(
      identity.child(IdentityKind.modifier, 6),
      .modified(readerNode, .frame(width: nil, height: thumb, alignment: .center)),
      label: "Slider")
    // The whole 28-point band takes touches, not only the thin track and the thumb.
    let slider = node(identity, .modified(framed, .contentShape(.rectangle, evenOdd: false)), label: "Slider")
    if let binding {
      let id = identity.hash
      let drag = DragGesture(minimumDistance: 0, coordinateSpace: .local).onChanged { [self] drag in
        guard let width = sizeOf(id)?.width, width > thumb else { return }
        if !editingSliders.contains(id) {
          editingSliders.insert(id)
          if let editingChanged { report(editingChanged, true) }
        }
        let f = min(max((drag.location.x - thumb / 2) / (width - thumb), 0), 1)
        var value = lower + f * span
        // `step:` keeps the value on the steps from the lower bound.
        if let step { value = min(upper, lower + ((value - lower) / step).rounded() * step) }
        binding.set(.double(value))
      }.onEnded { [self] _ in
        if editingSliders.remove(id) != nil, let editingChanged { report(editingChanged, false) }
      }
      infos[Int(slider.tag)].attachments.append(GestureAttachment(drag, label: "Slider"))
    }
    return slider
  }

  /// Calls `onEditingChanged`; a runtime error in it is the view's, as a gesture callback's is.
  private func report(_ editingChanged: Closure, _ editing: Bool) {
    do throws(RuntimeError) {
      _ = try interpreter.call(editingChanged, [.bool(editing)], at: 0)
    } catch {
      pendingError = pendingError ?? error
    }
  }

  /// Nodes built at layout time (a reader's content), tagged in their own pass like
  /// `resolveDetached`'s.
  func detached(_ build: () -> ViewNode) -> ViewNode {
    let savedInfos = infos
    infos = []
    defer { infos = savedInfos }
    let local = build()
    do throws(RuntimeError) {
      return try assemble(local, infos, owner: nil)
    } catch {
      pendingError = pendingError ?? error
      return ViewNode(id: local.id, .empty)
    }
  }
}
