import TactileWeb
import Testing

/// `tactile_simulate`, the module's Apple Pencil export, called natively through the same ABI
/// the browser uses (the wasm smoke test calls it inside the module). The module has one
/// session, so these tests belong to the serialized `StudioABITests` and use its helpers.
extension StudioABITests {
  @Test("tactile_simulate runs a double tap and a squeeze, and refuses bad kinds and times")
  func pencilSimulate() {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          Color.blue.frame(width: 100, height: 100)
            .onPencilDoubleTap { v in print("tap", v.hoverPose?.location as Any) }
            .onPencilSqueeze { phase in print(phase) }
        }
      }
      """
    #expect(load(source) == 0, "\(output())")
    #expect(tactileSimulate(0, 195, 422, 100) == 0)
    #expect(output() == "1")
    #expect(tactileSimulate(0, .nan, .nan, 200) == 0)
    #expect(tactileSimulate(2, .nan, .nan, 300) == 0)
    #expect(tactileSimulate(7, 0, 0, 400) == 2)
    #expect(tactileSimulate(0, 0, 0, .infinity) == 2)
    _ = tactileConsole()
    #expect(
      output() == """
        tap Optional((50.0, 50.0))
        tap nil
        active(SwiftUI.PencilSqueezeGestureValue(hoverPose: nil))
        failed

        """)
  }

  @Test("a runtime error in a Pencil action is status 3 with its location")
  func pencilRuntimeError() {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          Color.blue.onPencilDoubleTap { _ in
            let items: [Int] = []
            print(items[1])
          }
        }
      }
      """
    #expect(load(source) == 0, "\(output())")
    #expect(tactileSimulate(0, .nan, .nan, 0) == 3)
    #expect(output().hasPrefix("6:"), "\(output())")
  }
}
