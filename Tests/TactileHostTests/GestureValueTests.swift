import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileParser
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// The values gestures hand to user code, as Swift would see and print them, replayed from
/// events.
@Suite struct GestureValueTests {
  @Test("MagnifyGesture and RotateGesture give startAnchor as a UnitPoint: it prints and compares as one")
  func startAnchorIsUnitPoint() throws {
    let outcome = try replay(
      """
      import SwiftUI

      struct Pinch: View {
        var body: some View {
          Color.green.frame(width: 200, height: 200)
            .gesture(MagnifyGesture().onEnded { value in
              print(value.startAnchor, value.startAnchor == .center)
            })
            .simultaneousGesture(RotateGesture().onEnded { value in
              print(value.startAnchor.x, value.startAnchor == UnitPoint.center)
            })
        }
      }
      """,
      "0 pinch 195 422 30 80 300\n1000 rotate 195 422 50 45 300\n")
    #expect(outcome.error == nil)
    #expect(outcome.output == "UnitPoint(x: 0.5, y: 0.5) true\n0.5 true\n")
  }

  @Test("a gesture the runtime cannot run is a runtime error at the gesture's expression, not at 1:1")
  func unsupportedGestureLocation() throws {
    let source = """
      import SwiftUI

      struct Dots: View {
        var body: some View {
          Color.mint
            .frame(width: 200, height: 200)
            .gesture(
              WindowDragGesture()
                .onEnded { _ in print("moved") })
        }
      }
      """
    // Every gesture that checks for iOS now runs; a macOS one, lowered despite its error, does not.
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.map { $0.message } == ["'WindowDragGesture' is unavailable in iOS"])
    let (program, _) = Lowerer.lower(sema)
    let outcome = Replay.run(
      program, root: try #require(program.root), script: try EventScript(parsing: "0 tap 195 422\n"))
    let error = try #require(outcome.error)
    #expect(error.message.includes("WindowDragGesture.init()"))
    let (line, column) = program.position(of: error.location)
    #expect(line == 8 && column == 9)
  }
}
