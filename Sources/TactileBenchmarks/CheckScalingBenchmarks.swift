import TactileSema

/// How `check` grows with the size of a file: one file of 1 KB, 4 KB, 16 KB, 64 KB and 250 KB
/// made of distinct copies of a gesture view (each copy its own struct, so nothing is shared
/// between copies but the interface), checked in process. The time per KB should stay flat.
func registerCheckScalingBenchmarks(in suite: inout BenchmarkSuite) {
  for kilobytes in [1, 4, 16, 64, 250] {
    let source = scalingSource(bytes: kilobytes * 1024)
    suite.add(
      "check scaling: \(kilobytes) KB file", unit: "KB", unitsPerIteration: Double(source.utf8.count) / 1024
    ) {
      SemanticAnalyzer.analyze(source, fileName: "Scaling.swift").diagnostics.count
    }
  }
}

/// A file of at least `bytes` bytes: `import SwiftUI` and numbered copies of one view.
func scalingSource(bytes: Int) -> String {
  var text = "import SwiftUI\n"
  var index = 0
  while text.utf8.count < bytes {
    text += scalingView(index)
    index += 1
  }
  return text
}

/// One view of about 1 KB: state, a drag with its gesture state, arithmetic on geometry, a
/// conditional modifier chain and a helper function.
private func scalingView(_ i: Int) -> String {
  """

  struct Card\(i): View {
    @State private var offset = CGSize.zero
    @GestureState private var drag = CGSize.zero
    @State private var taps = 0
    private let title = "Card \(i)"

    var body: some View {
      VStack(spacing: 8) {
        Text(title).font(.headline)
        Text("Taps: \\(taps)").foregroundStyle(taps > 3 ? .red : .secondary)
      }
      .padding()
      .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.2)))
      .offset(x: offset.width + drag.width, y: offset.height + drag.height)
      .gesture(
        DragGesture()
          .updating($drag) { value, state, _ in state = value.translation }
          .onEnded { value in
            offset.width += value.translation.width
            offset.height += value.translation.height
          }
      )
      .onTapGesture { taps = clamped(taps + 1) }
    }

    private func clamped(_ n: Int) -> Int { min(max(n, 0), 10) }
  }

  """
}
