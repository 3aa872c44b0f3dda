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
  let view = "import SwiftUI\n" + longView(cards: 9)
  let lines = view.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
  suite.add("check scaling: one view of \(lines) lines") {
    SemanticAnalyzer.analyze(view, fileName: "LongView.swift").diagnostics.count
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

/// One view of about 22 lines per card: the cards of `scalingView` as sections of one body,
/// each with its own state, sharing one helper function.
private func longView(cards: Int) -> String {
  var properties = ""
  var sections = ""
  for i in 0..<cards {
    properties += """
        @State private var offset\(i) = CGSize.zero
        @GestureState private var drag\(i) = CGSize.zero
        @State private var taps\(i) = 0
        private let title\(i) = "Card \(i)"

      """
    sections += """
            VStack(spacing: 8) {
              Text(title\(i)).font(.headline)
              Text("Taps: \\(taps\(i))").foregroundStyle(taps\(i) > 3 ? .red : .secondary)
            }
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.2)))
            .offset(x: offset\(i).width + drag\(i).width, y: offset\(i).height + drag\(i).height)
            .gesture(
              DragGesture()
                .updating($drag\(i)) { value, state, _ in state = value.translation }
                .onEnded { value in
                  offset\(i).width += value.translation.width
                  offset\(i).height += value.translation.height
                }
            )
            .onTapGesture { taps\(i) = clamped(taps\(i) + 1) }

      """
  }
  return """

    struct LongView: View {
    \(properties)
      var body: some View {
        ScrollView {
          VStack(spacing: 16) {
    \(sections)
          }
        }
      }

      private func clamped(_ n: Int) -> Int { min(max(n, 0), 10) }
    }

    """
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
