import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// `Canvas { context, size in … }`: takes its proposal; at layout its renderer runs with a
  /// `GraphicsContext` and the canvas's size, and what it drew — paths filled or stroked with a
  /// colour (times the context's `opacity`) or the foreground style, texts centred at a point —
  /// is drawn in order, in the canvas's coordinates. The canvas is hit over its whole frame, as
  /// SwiftUI's is, whatever it drew. A runtime error in the renderer is the view's, as a
  /// `GeometryReader`'s is.
  func resolveCanvas(_ arguments: [Value], _ identity: Identity) throws(RuntimeError) -> ViewNode {
    guard case .function(let renderer)? = arguments.last else {
      return node(identity, .empty, label: "Canvas")
    }
    let owner = current
    let reader = GeometryReaderContent { [self] info in
      let saved = interpreter.canvasCommands
      let savedReads = interpreter.stateReads
      interpreter.canvasCommands = []
      interpreter.stateReads = owner == nil ? nil : []
      defer {
        interpreter.canvasCommands = saved
        interpreter.stateReads = savedReads
      }
      var rendererArguments: [Value] = [
        .record(Record(name: "GraphicsContext", labels: ["opacity"], fields: [.double(1)])),
        .size(info.size.width, info.size.height),
      ]
      do throws(RuntimeError) {
        _ = try interpreter.call(renderer, &rendererArguments, at: 0)
      } catch {
        pendingError = pendingError ?? error
      }
      if let owner, let reads = interpreter.stateReads {
        owner.sources.append(contentsOf: reads)
        remember(reads, for: owner.identity.hash)
      }
      let commands = interpreter.canvasCommands
      return detached {
        var layers: [ViewNode] = []
        for (i, command) in commands.enumerated() {
          let commandIdentity = identity.child(IdentityKind.element, UInt64(i))
          if let layer = canvasLayer(command, size: info.size, commandIdentity) { layers.append(layer) }
        }
        let stack = node(
          identity.child(IdentityKind.content, 0), .zStack(alignment: .topLeading, children: layers),
          label: "Canvas")
        return node(
          identity.child(IdentityKind.modifier, 0),
          .modified(stack, .frame(width: info.size.width, height: info.size.height, alignment: .topLeading)),
          label: "Canvas")
      }
    }
    let canvas = node(identity.child(IdentityKind.content, 1), .geometryReader(reader), label: "Canvas")
    // A canvas is one drawing: hit over its whole frame, drawn on or not.
    return node(identity, .modified(canvas, .contentShape(.rectangle, evenOdd: false)), label: "Canvas")
  }

  /// One drawing command as a view the size of the canvas (a text placed at its point).
  private func canvasLayer(_ command: Value, size: CGSize, _ identity: Identity) -> ViewNode? {
    guard case .record(let r) = command else { return nil }
    let opacity = r["opacity"].flatMap(Convert.double) ?? 1
    var style = ShapeStyle.foreground
    if case .record(let shading)? = r["shading"], let color = shading["color"].flatMap(Convert.color) {
      style = .color(ColorValue(color.base, opacity: color.opacity * opacity))
    }
    let frame = Modifier.frame(width: size.width, height: size.height, alignment: .topLeading)
    switch r.name {
    case "fill", "stroke":
      let path = pathDescription(r["path"].flatMap(pathElements) ?? [])
      var paint = ShapePaint.fill(style, evenOdd: r["style"].flatMap(Convert.evenOddFill) ?? false)
      if r.name == "stroke" {
        var stroke = TactileLayout.StrokeStyle(lineWidth: r["lineWidth"].flatMap(Convert.double) ?? 1)
        if case .record(let s)? = r["style"], s.name == "StrokeStyle" { stroke = Convert.strokeStyle(s) }
        paint = .stroke(style, stroke)
      }
      let shape = node(identity, .shape(ShapeView(.path(path), paint: paint)), label: "Canvas")
      return node(identity.child(IdentityKind.modifier, 0), .modified(shape, frame), label: "Canvas")
    case "text":
      guard let view = r["text"]?.asView(interpreter), case .point(let x, let y)? = r["point"] else {
        return nil
      }
      do throws(RuntimeError) {
        let text = try resolve(view, identity)
        var placed = node(
          identity.child(IdentityKind.modifier, 0), .modified(text, .position(x: x, y: y)), label: "Canvas")
        if opacity < 1 {
          placed = node(
            identity.child(IdentityKind.modifier, 2), .modified(placed, .opacity(opacity)), label: "Canvas")
        }
        return node(identity.child(IdentityKind.modifier, 1), .modified(placed, frame), label: "Canvas")
      } catch {
        pendingError = pendingError ?? error
        return nil
      }
    default:
      return nil
    }
  }
}
