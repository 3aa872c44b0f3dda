import ArgumentParser
import Foundation
import TactileAnimation
import TactileColor
import TactileDisplay
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout

/// `tactile render FILE.swift -o OUT.svg|OUT.png [--events FILE.events] [--at MS] [--size WxH]
/// [--view NAME] [--scheme light|dark]`: draws the canvas after the events, up to time MS if
/// given (docs/interfaces.md). SVG is written by Tactile; PNG is that SVG rasterised by librsvg's
/// `rsvg-convert` (Debian's librsvg2-bin, which scripts/bootstrap installs), which draws text
/// with the same Inter font the layout measures with. Exit codes as `replay`.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw the canvas after the events, as SVG or PNG.")

  @OptionGroup var options: ViewOptions

  @Option(name: .short, help: "The image to write: OUT.svg or OUT.png.")
  var output: String?

  @Option(help: "Stop at this time, in milliseconds (default: the end of the events).")
  var at: Double?

  @Option(help: "light or dark (default light).")
  var scheme: String?

  @Option(help: "The iOS release whose gesture arbitration to follow: ios26 (the default), ios18 or ios17.")
  var arbitration: String?

  func run() throws {
    guard let file = options.file, let output else {
      CommandSupport.fail(
        "missing \(options.file == nil ? "file" : "-o OUT.svg|OUT.png")\nUsage: tactile render FILE.swift -o OUT.svg|OUT.png",
        code: 2)
    }
    let isPNG = output.hasSuffix(".png")
    guard isPNG || output.hasSuffix(".svg") else {
      CommandSupport.fail("-o must name a .svg or .png file", code: 2)
    }
    let colorScheme: ColorScheme
    switch scheme ?? "light" {
    case "light": colorScheme = .light
    case "dark": colorScheme = .dark
    default: CommandSupport.fail("--scheme expects light or dark", code: 2)
    }
    let model = CommandSupport.arbitration(arbitration)
    let prepared = try options.prepare(file)
    let drawing = Self.draw(
      prepared, at: at, scheme: colorScheme, arbitration: model,
      onPrint: { text in FileHandle.standardOutput.write(Data(text.utf8)) })
    try CommandSupport.exitOnRuntimeError(drawing.error, in: prepared.program, file: file)
    guard let svg = drawing.svg else {
      CommandSupport.fail("the view produced no layout", code: 3)
    }
    if !isPNG {
      guard FileManager.default.createFile(atPath: output, contents: Data(svg.utf8)) else {
        CommandSupport.fail("cannot write '\(output)'", code: 2)
      }
      return
    }
    do {
      try Self.rasterise(svg, to: output)
    } catch {
      CommandSupport.fail(error.message, code: error.code)
    }
  }

  /// What `render` draws, shared with `tactile test`: the canvas after the prepared view's events
  /// (or at `at` milliseconds) as SVG, nil when the view produced no layout, and the runtime error
  /// that stopped the run, if one did.
  static func draw(
    _ view: PreparedView, at: Double? = nil, scheme: ColorScheme = .light,
    arbitration: ArbitrationModel = .iOS26, onPrint: ((String) -> Void)? = nil
  ) -> (svg: String?, error: RuntimeError?) {
    // Every render becomes the animator's target with the animation its changes carry; the
    // image is the frame at the end time, animations in flight included.
    let builder = DisplayListBuilder(scheme: scheme)
    var animator = DisplayAnimator()
    let outcome = Replay.run(
      view.program, root: view.root, script: view.script, canvas: view.canvas, until: at,
      arbitration: arbitration, onPrint: onPrint,
      onRender: { host in
        if let layout = host.layout {
          animator.update(
            to: builder.build(layout), at: host.interpreter.now, animation: host.lastChangeAnimation,
            overrides: DisplayAnimator.animations(in: layout, subtrees: host.lastSubtreeAnimations))
        }
      })
    if outcome.error != nil { return (nil, outcome.error) }
    let end = (at ?? view.script.endTime.milliseconds) / 1000
    guard outcome.layout != nil, let frame = animator.frame(at: end) else { return (nil, nil) }
    return (SVGWriter.write(frame), nil)
  }

  /// Writes `svg` as a PNG through `rsvg-convert`, one pixel per point.
  static func rasterise(_ svg: String, to output: String) throws(CommandFailure) {
    guard
      let converter = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else {
      throw CommandFailure(
        "PNG output needs rsvg-convert (Debian package librsvg2-bin; scripts/bootstrap installs it)", code: 2)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: converter)
    process.arguments = ["--format", "png", "--output", output]
    let input = Pipe()
    process.standardInput = input
    do {
      try process.run()
      input.fileHandleForWriting.write(Data(svg.utf8))
      try input.fileHandleForWriting.close()
    } catch {
      throw CommandFailure("cannot run rsvg-convert: \(error)", code: 2)
    }
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      throw CommandFailure("rsvg-convert could not draw the image", code: 2)
    }
  }
}
