import TactileGeometry
import TactileLayout

/// Layout benchmarks: the seed example's tree (the reference page's `GestureStateGestureDemo`),
/// and a screen of 1,000 views (100 rows of ten: five draggable circles and five labels),
/// each laid out from scratch on the 390×844 canvas as after every state change. A third
/// entry lays out text-heavy rows, to show what wrapping costs. Every figure includes building
/// the engine's items from the `ViewNode` tree and writing the `LayoutResult`.
func registerLayoutBenchmarks(in suite: inout BenchmarkSuite) {
  let canvas = CGSize(width: 390, height: 844)
  let seed = seedTree().numbered()
  suite.add("layout: seed example (\(nodeCount(seed)) nodes)") {
    LayoutEngine.layout(seed, canvas: canvas).views.count
  }
  let reused = LayoutEngine()
  suite.add("layout: seed example, engine reused") {
    reused.run(seed, canvas: canvas).views.count
  }
  let grid = thousandViews().numbered()
  suite.add("layout: 1,000 views (\(nodeCount(grid)) nodes)", unit: "view", unitsPerIteration: 1000) {
    LayoutEngine.layout(grid, canvas: canvas).views.count
  }
  suite.add("layout: 1,000 views, engine reused", unit: "view", unitsPerIteration: 1000) {
    reused.run(grid, canvas: canvas).views.count
  }
  let paragraphs = textRows().numbered()
  suite.add(
    "layout: 100 wrapped paragraphs (\(nodeCount(paragraphs)) nodes)", unit: "paragraph",
    unitsPerIteration: 100
  ) {
    LayoutEngine.layout(paragraphs, canvas: canvas).views.count
  }
  suite.add("layout: dump of the seed example") {
    LayoutDump.render(LayoutEngine.layout(seed, canvas: canvas)).utf8.count
  }
}

/// The reference page's example: a headline, a dragged circle and a caption in a padded VStack.
private func seedTree() -> ViewNode {
  ViewNode.vStack(
    spacing: 16,
    [
      .text("Drag the circle", font: .textStyle(.headline)),
      ViewNode.shape(.circle, fill: .named("blue")).frame(width: 80, height: 80).offset(x: 30, y: -20),
      .text("Offset: 30, -20", font: .textStyle(.caption), foreground: .color(.named("secondary"))),
    ]
  ).padding()
}

/// 100 rows of five circles (each framed and offset, as a draggable card is) and five labels,
/// in a scroll view.
private func thousandViews() -> ViewNode {
  var rows: [ViewNode] = []
  for row in 0..<100 {
    var cells: [ViewNode] = []
    for column in 0..<5 {
      cells.append(
        ViewNode.shape(.circle, fill: .named("blue")).frame(width: 30, height: 30)
          .offset(x: Double(column), y: Double(row % 3)))
      cells.append(.text("\(row * 5 + column)", font: .textStyle(.caption)))
    }
    rows.append(.hStack(spacing: 4, cells))
  }
  return .scrollView(.vStack(spacing: 6, rows).padding(), contentOffset: CGPoint(x: 0, y: 200))
}

/// 100 paragraphs that each wrap over several lines at the canvas width.
private func textRows() -> ViewNode {
  let sentence =
    "SwiftUI proposes a size, the child chooses its own, and the parent places it where it belongs."
  return .scrollView(.vStack(alignment: .leading, (0..<100).map { .text("\($0). " + sentence) }).padding())
}

private func nodeCount(_ node: ViewNode) -> Int {
  switch node.content {
  case .vStack(_, _, let c), .hStack(_, _, let c), .zStack(_, let c), .group(let c), .grid(_, let c):
    return 1 + c.reduce(0) { $0 + nodeCount($1) }
  case .scrollView(_, _, let c), .button(let c), .modified(let c, _): return 1 + nodeCount(c)
  case .background(let c, let b, _), .overlay(let c, let b, _): return 1 + nodeCount(c) + nodeCount(b)
  default: return 1
  }
}
