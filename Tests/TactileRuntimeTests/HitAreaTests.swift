import TactileGestures
import TactileLayout
import TactileParser
import TactileRuntime
import TactileSema
import TactileUIIR
import Testing

/// What the runtime's views give the engine to hit: whole programs run in a host, touched at
/// canvas points, and judged by the state their gestures leave.
@Suite struct HitAreaTests {
  /// A host running `source`'s root, already rendered.
  func host(_ source: String) throws -> ViewHost {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.isEmpty, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    let host = ViewHost(program: program, root: root)
    try host.render()
    return host
  }

  /// Every text on screen, in drawing order.
  func texts(_ host: ViewHost) -> [String] {
    var result: [String] = []
    for view in host.layout?.views ?? [] {
      if case .text(let text, _) = view.element { result.append(text.string) }
    }
    return result
  }

  func tap(_ host: ViewHost, x: Double, y: Double, at ms: Double) throws {
    let point = TactileGestures.CGPoint(x: x, y: y)
    try host.deliver([PointerEvent(.down, at: point, time: EventTime(milliseconds: ms))])
    try host.deliver([PointerEvent(.up, at: point, time: EventTime(milliseconds: ms + 50))])
  }

  @Test("4.11 padding filled by a material background is hittable, as by a colour")
  func materialBackground() throws {
    // The text is 100×20 inside 20 pt of padding: the padded view is 140×60 at (125, 392).
    let host = try host(
      """
      import SwiftUI

      struct Toast: View {
        @State private var taps = 0
        var body: some View {
          Text("taps \\(taps)")
            .frame(width: 100, height: 20)
            .padding(20)
            .background(.thinMaterial)
            .onTapGesture { taps += 1 }
        }
      }

      #Preview { Toast() }
      """)
    try tap(host, x: 130, y: 397, at: 0)
    #expect(texts(host) == ["taps 1"])
  }
}
