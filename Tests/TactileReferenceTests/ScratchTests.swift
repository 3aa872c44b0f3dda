import Testing

@testable import TactileReference

/// A permanent empty slot for trying one page while debugging.
@Suite struct ScratchTests {
  @Test func scratch() {}
}
