import TactileGestures
import Testing

/// A permanent scratch test for one-off debugging (run it with `--filter ScratchTests`): put a
/// scene and a script here and print the trace. It asserts only that the script runs.
@Suite struct ScratchTests {
  @Test func scratch() throws {
    let d = driveSingleView(traced: true) { d in [.onTapGesture { d.note("tap") }] }
    try d.run("0 tap 10 10")
    #expect(d.log == ["50 tap"])
  }
}
