import Foundation
import TactileDisplay
import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
import TactileUIIR

/// Display benchmarks: the display list of 1,000 views, the diff of one dragged view among
/// them, the SVG writer, and PNG output through rsvg-convert (a process, as `tactile render`
/// runs it).
func registerDisplayBenchmarks(in suite: inout BenchmarkSuite) {
  let source = """
    import SwiftUI
    struct Board: View {
      @State private var offset = CGSize.zero
      var body: some View {
        VStack(spacing: 4) {
          ForEach(0..<100, id: \\.self) { row in
            HStack(spacing: 4) {
              ForEach(0..<10, id: \\.self) { column in
                Circle()
                  .fill(column % 2 == 0 ? Color.blue : Color.orange)
                  .frame(width: 30, height: 30)
                  .offset(row == 50 && column == 5 ? offset : .zero)
              }
            }
          }
        }
      }
    }
    """
  let compilation = Compilation(source, fileName: "Grid.swift")
  guard compilation.diagnostics.isEmpty, let program = compilation.program, let root = program.root else {
    print("display benchmark source does not check")
    return
  }
  let host = ViewHost(program: program, root: root, canvas: TactileGeometry.CGSize(width: 390, height: 4000))
  guard (try? host.render()) != nil, let layout = host.layout else { return }
  let builder = DisplayListBuilder()
  let list = builder.build(layout)
  suite.add("display: display list of 1,000 views", unit: "view", unitsPerIteration: 1000) {
    builder.build(layout).items.count
  }
  var moved = list
  if let i = moved.items.indices.dropFirst(505).first {
    moved.items[i].transform = moved.items[i].transform.concatenating(.translation(x: 12, y: 7))
  }
  suite.add("display: diff of one dragged view among 1,000") {
    DisplayListDiff.between(list, moved).changed.count
  }
  let svg = SVGWriter.write(list)
  let bytes = Double(svg.utf8.count)
  suite.add("display: SVG writer, 1,000 views", unit: "MB", unitsPerIteration: bytes / 1e6) {
    SVGWriter.write(list).utf8.count
  }
  let converter = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
  if FileManager.default.isExecutableFile(atPath: converter.path) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-bench-1000.svg")
    try? svg.write(to: file, atomically: true, encoding: .utf8)
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-bench-1000.png")
    suite.add("display: PNG through rsvg-convert, 1,000 views (390×4000)") {
      let process = Process()
      process.executableURL = converter
      process.arguments = ["--format", "png", "--output", output.path, file.path]
      guard (try? process.run()) != nil else { return -1 }
      process.waitUntilExit()
      return Int(process.terminationStatus)
    }
  }
}
