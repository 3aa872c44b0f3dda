import Testing
@testable import TactileGestures

@Test func placeholder() { #expect(1 + 1 == 2) }
