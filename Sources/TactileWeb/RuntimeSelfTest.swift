import TactileDiagnostics
import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileParser
import TactileSema
import TactileUIIR

/// The whole pipeline inside the module: source text checked, lowered and replayed against
/// events, with the printed output and the state compared to what the native build gives.
@_cdecl("tactile_selftest_runtime")
public func tactileSelfTestRuntime() -> Int32 {
  var failures: Int32 = 0
  func replay(_ name: String, _ source: String, _ events: String, _ expected: [String]) {
    let compilation = Compilation(source, fileName: "View.swift")
    guard compilation.diagnostics.isEmpty, let program = compilation.program else {
      failures += 1
      print("FAIL \(name): \(compilation.diagnostics.map { $0.message }.joined(separator: "; "))")
      return
    }
    guard let root = program.root, let script = try? EventScript(parsing: events) else {
      failures += 1
      print("FAIL \(name): no root view or bad events")
      return
    }
    let outcome = Replay.run(program, root: root, script: script)
    var got = outcome.output.split(separator: "\n").map { String($0) } + outcome.stateLines
    if let error = outcome.error { got.append("error: \(error.message)") }
    selfTestCheck(name, got, expected, failures: &failures)
  }

  replay(
    "runtime: taps change @State and print",
    """
    struct CounterView: View {
      @State private var count = 0
      var body: some View {
        Text("Count: \\(count)")
          .padding()
          .onTapGesture {
            count += 1
            print("tapped", count)
          }
      }
    }
    """,
    "100 tap 195 422\n400 tap 195 422\n",
    ["tapped 1", "tapped 2", "CounterView.count = 2"])

  replay(
    "runtime: a drag updates @GestureState, which resets; onEnded commits",
    """
    struct DraggableCircle: View {
      @GestureState private var dragOffset = CGSize.zero
      @State private var position = CGSize.zero
      var body: some View {
        Circle()
          .frame(width: 100, height: 100)
          .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
          .gesture(
            DragGesture()
              .updating($dragOffset) { value, state, _ in state = value.translation }
              .onEnded { value in
                position.width += value.translation.width
                position.height += value.translation.height
                print("ended at", value.translation)
              }
          )
      }
    }
    """,
    "0 drag 195 422 295 472 200 5\n",
    [
      "ended at (100.0, 50.0)", "DraggableCircle.dragOffset = (0.0, 0.0)",
      "DraggableCircle.position = (100.0, 50.0)",
    ])

  replay(
    "runtime: a long press's callbacks at touch-down and at minimumDuration",
    """
    struct PressView: View {
      var body: some View {
        Rectangle()
          .frame(width: 200, height: 200)
          .onLongPressGesture(minimumDuration: 1) {
            print("Long press successful")
          } onPressingChanged: { inProgress in
            print(inProgress ? "pressing" : "complete")
          }
      }
    }
    """,
    "0 hold 195 422 1500\n",
    ["pressing", "complete", "Long press successful"])

  // Swift's Int is 64 bits on every host: in wasm32, where the module's own Int has 32, a
  // program's Int still goes past 2^31 (docs/runtime-values.md).
  replay(
    "runtime: a program's Int is 64 bits",
    """
    struct Wide: View {
      @State private var count = 2_147_483_647
      var body: some View {
        Text("\\(count)")
          .frame(width: 200, height: 200)
          .onTapGesture {
            count += 1
            print(Int.max, 2_147_483_647 + 1, 3_000_000_000 * 3, Int.bitWidth)
          }
      }
    }
    """,
    "100 tap 195 422\n",
    ["9223372036854775807 2147483648 9000000000 64", "Wide.count = 2147483648"])
  return failures
}
