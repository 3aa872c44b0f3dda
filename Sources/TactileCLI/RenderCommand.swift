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
    let (canvas, script, program, root) = try options.prepare(file)
    // Every render becomes the animator's target with the animation its changes carry; the
    // image is the frame at the end time, animations in flight included.
    let builder = DisplayListBuilder(scheme: colorScheme)
    var animator = DisplayAnimator()
    let outcome = Replay.run(
      program, root: root, script: script, canvas: canvas, until: at, arbitration: model,
      onPrint: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      onRender: { host in
        if let layout = host.layout {
          animator.update(
            to: builder.build(layout), at: host.interpreter.now, animation: host.lastChangeAnimation,
            overrides: DisplayAnimator.animations(in: layout, subtrees: host.lastSubtreeAnimations))
        }
      })
    try CommandSupport.exitOnRuntimeError(outcome.error, in: program, file: file)
    let end = (at ?? script.endTime.milliseconds) / 1000
    guard outcome.layout != nil, let frame = animator.frame(at: end) else {
      CommandSupport.fail("the view produced no layout", code: 3)
    }
    let svg = SVGWriter.write(frame)
    if !isPNG {
      guard FileManager.default.createFile(atPath: output, contents: Data(svg.utf8)) else {
        CommandSupport.fail("cannot write '\(output)'", code: 2)
      }
      return
    }
    try rasterise(svg, to: output)
  }

  /// Writes `svg` as a PNG through `rsvg-convert`, one pixel per point.
  private func rasterise(_ svg: String, to output: String) throws {
    guard
      let converter = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else {
      CommandSupport.fail(
        "PNG output needs rsvg-convert (Debian package librsvg2-bin; scripts/bootstrap installs it)", code: 2)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: converter)
    process.arguments = ["--format", "png", "--output", output]
    let input = Pipe()
    process.standardInput = input
    try process.run()
    input.fileHandleForWriting.write(Data(svg.utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      CommandSupport.fail("rsvg-convert could not draw the image", code: 2)
    }
  }
}
