import TactileDisplay
import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
import TactileUIIR

/// The display list and the SVG writer inside the module: the reference page's view drawn
/// before and during a drag must give the same commands as the native build
/// (Tests/TactileDisplayTests/Fixtures/Seeds/reference_gesture_state.display).
@_cdecl("tactile_selftest_display")
public func tactileSelfTestDisplay() -> Int32 {
  let source = """
    struct GestureStateGestureDemo: View {
      @GestureState private var dragOffset = CGSize.zero
      var body: some View {
        VStack(spacing: 16) {
          Text("Drag the circle")
            .font(.headline)
          Circle()
            .fill(.blue)
            .frame(width: 80, height: 80)
            .offset(dragOffset)
            .gesture(
              DragGesture()
                .updating($dragOffset) { value, state, _ in
                  state = value.translation
                }
            )
          Text("Offset: \\(Int(dragOffset.width)), \\(Int(dragOffset.height))")
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .padding()
      }
    }
    """
  let compilation = Compilation(source, fileName: "View.swift")
  guard compilation.diagnostics.isEmpty, let program = compilation.program, let root = program.root,
    let script = try? EventScript(parsing: "0 down 1 195 425\n50 move 1 235 455\n")
  else {
    print("FAIL display: the view does not compile")
    return 1
  }
  guard let layout = Replay.run(program, root: root, script: script).layout else {
    print("FAIL display: no layout")
    return 1
  }
  let list = DisplayListBuilder().build(layout)
  let printed = DisplayListPrinter.print(list)
  let svg = SVGWriter.write(list)
  let expectedLines = [
    "display 390×844 light background #FFFFFF",
    "view 11075162692255787110 text \"Drag the circle\" at (0, 17.182) 17pt semibold #000000 at (134.917, 347)",
    "view 3430733436457523230 fill circle (0, 0, 80, 80) #007AFF at (195, 415)",
    "view 699606871222899362 text \"Offset: 40, 30\" at (0, 12.364) 12pt regular #3C3C43 0.6 at (155.412, 481)",
  ]
  let got = printed.split(separator: "\n").map { String($0) }
  var failures: Int32 = 0
  if got == expectedLines {
    print("ok   display: the reference page's view mid-drag")
  } else {
    failures += 1
    print("FAIL display: got \(got.joined(separator: " | "))")
  }
  if svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"844\"")
    && svg.includes("<circle cx=\"40\" cy=\"40\" r=\"40\" fill=\"#007AFF\"/>")
  {
    print("ok   display: SVG")
  } else {
    failures += 1
    print("FAIL display: SVG \(svg)")
  }
  return failures
}
