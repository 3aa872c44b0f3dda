import Testing
@testable import TactileParser

@Test func placeholder() { #expect(1 + 1 == 2) }
