import Foundation
import TactileDiagnostics
import TactileDisplay
import TactileGeometry
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileLexer
import TactileParser
import TactileSema
import TactileUIIR

/// Runs a page's example as the browser will: lex, parse, check, lower, render the root view
/// on a canvas of the page's preview size, build the display list and write the first frame as
/// SVG. Whether a page shows "✓ renders" is decided here, at build time, and nowhere else.
public enum ExampleRunner {
  public static func run(_ source: String, fileName: String, size: PreviewSize) -> ExampleRun {
    _ = warmUp
    var stages: [PipelineStage] = []
    let bytes = Array(source.utf8)
    let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
    stages.append(PipelineStage(name: "swift", detail: count(lineCount, "line"), milliseconds: 0))
    var times: [CompilationStage: Double] = [:]
    let compilation = Compilation(bytes, fileName: fileName) { stage, run in
      let start = DispatchTime.now()
      run()
      times[stage] = milliseconds(since: start)
    }
    let tree = compilation.tree
    stages.append(
      PipelineStage(
        name: "lexer", detail: count(compilation.tokens.tokens.count, "token"), milliseconds: times[.lex] ?? 0
      ))
    let nodes =
      tree.exprs.count + tree.stmts.count + tree.decls.count + tree.types.count + tree.patterns.count
    stages.append(
      PipelineStage(name: "parser", detail: count(nodes, "node"), milliseconds: times[.parse] ?? 0))
    if tree.hasErrors {
      return failed(.compileErrors, compilation.renderedDiagnostics(), stages)
    }
    let errors = compilation.diagnostics.filter { $0.severity == .error }.count
    let warnings = compilation.diagnostics.count - errors
    stages.append(
      PipelineStage(
        name: "sema",
        detail: errors > 0 ? count(errors, "error") : warnings > 0 ? count(warnings, "warning") : "no errors",
        milliseconds: times[.check] ?? 0))
    let diagnostics = compilation.diagnostics.isEmpty ? "" : compilation.renderedDiagnostics()
    guard let program = compilation.program else { return failed(.compileErrors, diagnostics, stages) }
    stages.append(
      PipelineStage(
        name: "uiir", detail: count(program.functions.count, "function"), milliseconds: times[.lower] ?? 0))
    guard let root = program.root else {
      return failed(.noRootView, diagnostics + "no root view: add a #Preview, or declare one View\n", stages)
    }

    let canvas = TactileGeometry.CGSize(width: Double(size.width), height: Double(size.height))
    let host = ViewHost(program: program, root: root, canvas: canvas)
    let start = DispatchTime.now()
    do throws(RuntimeError) {
      try host.render()
    } catch {
      let (line, column) = program.position(of: error.location)
      return failed(
        .runtimeError, diagnostics + "\(fileName):\(line):\(column): error: \(error.message)\n", stages)
    }
    guard let layout = host.layout else {
      return failed(.runtimeError, diagnostics + "the view produced no layout\n", stages)
    }
    let light = DisplayListBuilder(scheme: .light).build(layout)
    let svg = SVGWriter.write(light)
    let drawTime = milliseconds(since: start)
    let dark = SVGWriter.write(DisplayListBuilder(scheme: .dark).build(layout))
    stages.append(
      PipelineStage(name: "canvas", detail: count(light.items.count, "item"), milliseconds: drawTime))
    return ExampleRun(
      status: .renders, diagnostics: diagnostics, previewLight: svg, previewDark: dark, stages: stages,
      printed: host.interpreter.output)
  }

  /// The first analysis collects the SwiftUI interface once for the whole process; it is done
  /// before any example is timed so that the first page's figures are like the others'.
  static let warmUp: Bool = {
    _ = SemanticAnalyzer.analyze("import SwiftUI\n")
    return true
  }()

  static func failed(_ status: ExampleRun.Status, _ diagnostics: String, _ stages: [PipelineStage])
    -> ExampleRun
  {
    ExampleRun(
      status: status, diagnostics: diagnostics, previewLight: nil, previewDark: nil, stages: stages,
      printed: "")
  }

  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  static func measure<T>(_ work: () -> T) -> (T, Double) {
    let start = DispatchTime.now()
    let value = work()
    return (value, milliseconds(since: start))
  }

  static func milliseconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
  }
}
