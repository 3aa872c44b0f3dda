import TactileLayout
import Testing

/// A permanent scratch slot for one-off debugging: build a tree here and run
/// `swift test --filter TactileLayoutTests.ScratchTests`. It checks only that layout places
/// every view it is given.
struct ScratchTests {
  @Test func scratch() {
    let tree = ViewNode.text("Hello")
    let result = layout(tree)
    #expect(result.views.count == 1)
  }
}
