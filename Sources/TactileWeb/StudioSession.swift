import TactileAnimation
import TactileColor
import TactileDiagnostics
import TactileDisplay
import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileParser
import TactileSema
import TactileUIIR

/// One view running in the browser: the source compiled, its host, and the animator whose
/// frames the page paints. The exports below drive it; every result is text in the module's
/// output buffer (`tactile_output_ptr` / `tactile_output_len`).
///
/// The ABI (version `tactileABIVersion`, Exports.swift), all lengths in bytes of UTF-8, lines
/// and columns from 1 (columns count UTF-8 bytes, as swiftc's do) and times in milliseconds:
/// - `tactile_input(size) -> ptr`: a buffer of at least `size` bytes to write the source into;
/// - `tactile_load(length, width, height, dark) -> status`: compiles the source and renders it.
///   0: running; 1: compile errors (the output holds them, one `line:column: severity: message`
///   per line, each followed by a line `range line:column-line:column` giving where the
///   diagnostic's source range starts and ends, the end exclusive and equal to the start for a
///   point; then a blank line and swiftc's rendering); 2: no root view; 3: a runtime error
///   (`line:column: message`);
/// - `tactile_pointer(phase, id, x, y, time) -> status`: phase 0 down, 1 move, 2 up, 3 cancel;
///   0, or 3 with the runtime error in the output;
/// - `tactile_pointers(count, time) -> status`: the touches of one moment given together, as the
///   events file's lines of one time are (two fingers of a pinch move in one step, so the
///   gesture updates once): the input buffer holds `count` touches, each four little-endian
///   Float64s `phase, id, x, y`; 0, 2 with no view or a bad phase, id or count, or 3 as
///   `tactile_pointer`;
/// - `tactile_advance(time) -> status`: fires the timers due by `time`;
/// - `tactile_frame(time) -> 1 if animations are still running`: the output holds the SVG of the
///   frame at `time`;
/// - `tactile_console() -> length`: the output holds what `print` wrote since the last call;
/// - `tactile_accessibility() -> count` and `tactile_accessibility_perform(element, action) ->
///   status`: the accessibility elements on screen and their actions (StudioAccessibility.swift);
/// - `tactile_trace() -> length`: the output holds the gesture engine's decisions since the last
///   call, one a line (`TraceLine` in StudioTrace.swift); the first call installs the tracer;
/// - `tactile_simulate(kind, x, y, time) -> status`: an Apple Pencil input no pointer event
///   makes; kind 0 double tap, 1 squeeze (active then ended), 2 squeeze that fails (active then
///   failed); `x`, `y` the hover point or NaN for none; 0 with the number of actions that ran in
///   the output, 2 no view or a bad kind, 3 a runtime error (`PencilExports.swift`).
final class StudioSession {
  let program: Program
  let host: ViewHost
  let frames: Frames
  var printedUpTo = 0
  /// The gesture trace, once the page asked for it (`tactile_trace`).
  var trace: StudioTrace?

  /// The frames of the host's renders (apart from the session, so that the host's render hook
  /// holds no reference back to the session).
  final class Frames {
    let builder: DisplayListBuilder
    var animator = DisplayAnimator()
    init(scheme: ColorScheme) { builder = DisplayListBuilder(scheme: scheme) }

    func took(_ host: ViewHost) {
      guard let layout = host.layout else { return }
      animator.update(
        to: builder.build(layout), at: host.interpreter.now, animation: host.lastChangeAnimation,
        overrides: DisplayAnimator.animations(in: layout, subtrees: host.lastSubtreeAnimations))
    }
  }

  init(program: Program, root: RootView, canvas: CGSize, scheme: ColorScheme) {
    self.program = program
    host = ViewHost(program: program, root: root, canvas: canvas)
    let frames = Frames(scheme: scheme)
    self.frames = frames
    host.onRender = { host in frames.took(host) }
  }

  /// `line:column: message` for a runtime error.
  func describe(_ error: RuntimeError) -> String {
    let (line, column) = program.position(of: error.location)
    return "\(line):\(column): \(error.message)\n"
  }

  /// Runs `step` (rendering, events, the clock): status 0, with an empty output if
  /// `clearingOutput`; on a runtime error, status 3 with the error described in the output.
  func status(clearingOutput: Bool, _ step: () throws(RuntimeError) -> Void) -> Int32 {
    do throws(RuntimeError) {
      try step()
    } catch {
      setOutput(describe(error))
      return 3
    }
    if clearingOutput { setOutput("") }
    return 0
  }
}

nonisolated(unsafe) var studioSession: StudioSession?
nonisolated(unsafe) var studioInput: [UInt8] = []
nonisolated(unsafe) var studioOutput: [UInt8] = []

func setOutput(_ text: String) { studioOutput = Array(text.utf8) }

/// The loaded session; with none, the output is emptied first. The exports that report text from
/// the session (`tactile_console`, `tactile_trace`, `tactile_accessibility`) return 0 without one.
func sessionOrEmptyOutput() -> StudioSession? {
  if studioSession == nil { setOutput("") }
  return studioSession
}

@_cdecl("tactile_input")
public func tactileInput(_ size: Int32) -> UnsafeMutablePointer<UInt8> {
  if studioInput.count < Int(size) + 1 { studioInput = [UInt8](repeating: 0, count: Int(size) + 1) }
  return studioInput.withUnsafeMutableBufferPointer { $0.baseAddress! }
}

@_cdecl("tactile_output_ptr")
public func tactileOutputPointer() -> UnsafeMutablePointer<UInt8> {
  if studioOutput.isEmpty { studioOutput = [0] }
  return studioOutput.withUnsafeMutableBufferPointer { $0.baseAddress! }
}

@_cdecl("tactile_output_len")
public func tactileOutputLength() -> Int32 { Int32(studioOutput.count) }

@_cdecl("tactile_load")
public func tactileLoad(_ length: Int32, _ width: Double, _ height: Double, _ dark: Int32) -> Int32 {
  studioSession = nil
  let bytes = Array(studioInput.prefix(Int(length)))
  let compilation = Compilation(bytes, fileName: "View.swift")
  let diagnostics = compilation.diagnostics
  if compilation.hasErrors {
    let converter = SourceLocationConverter(bytes: bytes)
    var text = ""
    for d in diagnostics {
      let location = converter.location(of: d.range.start)
      let end = converter.location(of: d.range.end)
      let (line, column) = (location.line, location.column)
      text += "\(line):\(column): \(d.severity == .error ? "error" : "warning"): \(d.message)\n"
      text += "range \(line):\(column)-\(end.line):\(end.column)\n"
    }
    setOutput(text + "\n" + compilation.renderedDiagnostics())
    return 1
  }
  guard let program = compilation.program else { return 1 }
  guard let root = program.root else {
    setOutput("no root view: add a #Preview, or declare one View\n")
    return 2
  }
  let session = StudioSession(
    program: program, root: root, canvas: CGSize(width: width, height: height),
    scheme: dark != 0 ? .dark : .light)
  studioSession = session
  return session.status(clearingOutput: true) { () throws(RuntimeError) in try session.host.render() }
}

@_cdecl("tactile_pointer")
public func tactilePointer(_ phase: Int32, _ id: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
  guard let session = studioSession else { return 2 }
  let kinds: [PointerEvent.Phase] = [.down, .move, .up, .cancel]
  guard phase >= 0, Int(phase) < kinds.count else { return 2 }
  let event = PointerEvent(
    kinds[Int(phase)], pointer: PointerID(Int(id)), at: CGPoint(x: x, y: y),
    time: EventTime(milliseconds: time))
  return session.status(clearingOutput: true) { () throws(RuntimeError) in try session.host.deliver([event]) }
}

@_cdecl("tactile_pointers")
public func tactilePointers(_ count: Int32, _ time: Double) -> Int32 {
  guard let session = studioSession else { return 2 }
  let kinds: [PointerEvent.Phase] = [.down, .move, .up, .cancel]
  let size = 32
  guard count >= 0, Int(count) * size <= studioInput.count else { return 2 }
  /// The little-endian Float64 at byte `offset` of the input buffer.
  func number(_ offset: Int) -> Double {
    var bits: UInt64 = 0
    for i in 0..<8 { bits |= UInt64(studioInput[offset + i]) << UInt64(8 * i) }
    return Double(bitPattern: bits)
  }
  var events: [PointerEvent] = []
  for touch in 0..<Int(count) {
    let base = touch * size
    let phase = number(base)
    guard phase >= 0, phase < Double(kinds.count), phase == phase.rounded() else { return 2 }
    let id = number(base + 8)
    guard id.isFinite, id == id.rounded(), abs(id) < 1e9 else { return 2 }
    events.append(
      PointerEvent(
        kinds[Int(phase)], pointer: PointerID(Int(id)),
        at: CGPoint(x: number(base + 16), y: number(base + 24)),
        time: EventTime(milliseconds: time)))
  }
  return session.status(clearingOutput: true) { () throws(RuntimeError) in try session.host.deliver(events) }
}

@_cdecl("tactile_advance")
public func tactileAdvance(_ time: Double) -> Int32 {
  guard let session = studioSession else { return 2 }
  return session.status(clearingOutput: false) { () throws(RuntimeError) in
    try session.host.advance(to: EventTime(milliseconds: time))
  }
}

@_cdecl("tactile_frame")
public func tactileFrame(_ time: Double) -> Int32 {
  guard let session = studioSession, let frame = session.frames.animator.frame(at: time / 1000) else {
    setOutput("")
    return 0
  }
  setOutput(SVGWriter.write(frame))
  return session.frames.animator.isSettled(at: time / 1000) ? 0 : 1
}

@_cdecl("tactile_console")
public func tactileConsole() -> Int32 {
  guard let session = sessionOrEmptyOutput() else { return 0 }
  let output = Array(session.host.interpreter.output.utf8)
  setOutput(String(decoding: output[min(session.printedUpTo, output.count)...], as: UTF8.self))
  session.printedUpTo = output.count
  return Int32(studioOutput.count)
}
