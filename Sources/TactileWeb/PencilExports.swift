import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout

/// Apple Pencil inputs for the browser: no pointer event is a Pencil double tap or squeeze, so
/// the Studio and the reference pages offer buttons that call `tactile_simulate`
/// (`ViewHost.simulatePencilDoubleTap` and `simulatePencilSqueeze`).
///
/// `kind`: 0 double tap; 1 squeeze (`.active`, then `.ended`); 2 squeeze let go (`.active`, then
/// `.failed`). `x`, `y`: where the pencil hovers, in canvas points, or NaN for a pencil away
/// from the screen (every `hoverPose` is then nil). `time`: the view's clock in milliseconds;
/// timers due by then fire first. Status 0 (the output holds how many actions ran), 2 no view
/// or a bad argument, 3 a runtime error (`line:column: message` in the output).
@_cdecl("tactile_simulate")
public func tactileSimulate(_ kind: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
  guard let session = studioSession, (0...2).contains(kind), time.isFinite else {
    setOutput("")
    return 2
  }
  let hover = x.isFinite && y.isFinite ? PencilHover(location: CGPoint(x: x, y: y)) : nil
  do throws(RuntimeError) {
    let now = session.host.interpreter.now * 1000
    try session.host.advance(to: EventTime(milliseconds: max(time, now)))
    let count =
      kind == 0
      ? try session.host.simulatePencilDoubleTap(hover: hover)
      : try session.host.simulatePencilSqueeze(hover: hover, completes: kind == 1)
    setOutput("\(count)")
  } catch {
    setOutput(session.describe(error))
    return 3
  }
  return 0
}
