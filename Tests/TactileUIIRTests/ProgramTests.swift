import TactileUIIR
import Testing

/// The program's own data, apart from the lowering that fills it (`LoweringGoldenTests`): source
/// positions of runtime errors, and the surface keys builtins are bound by.
@Suite struct ProgramTests {
  @Test("a byte offset maps to its 1-based line and column through the line starts")
  func positions() {
    var program = Program()
    // "ab\ncd\n\nx": lines start at 0, 3, 6 and 7.
    program.lineStarts = [0, 3, 6, 7]
    #expect(program.position(of: 0) == (1, 1))
    #expect(program.position(of: 2) == (1, 3))
    #expect(program.position(of: 3) == (2, 1))
    #expect(program.position(of: 6) == (3, 1))
    #expect(program.position(of: 9) == (4, 3))
  }

  @Test("every surface key's name gives back that key, and no two keys share a name")
  func keyNamesRoundTrip() {
    let keys = SurfaceKey.allKeys
    #expect(keys.count == SurfaceKey.count && keys.count > 1000)
    for key in keys { #expect(SurfaceKey(name: key.name) == key, "\(key.name)") }
    #expect(Set(keys.map(\.name)).count == keys.count)
    #expect(SurfaceKey(name: "View.noSuchModifier()") == nil)
  }

  @Test("a key's labels, owner and member name are read from its text")
  func keyParts() throws {
    let padding = try #require(SurfaceKey(name: "View.padding(_:_:)"))
    #expect(padding.labels == ["_", "_"])
    #expect(padding.owner == "View")
    #expect(padding.memberName == "padding")
    let translation = try #require(SurfaceKey(name: "DragGesture.Value.translation"))
    #expect(translation.labels.isEmpty)
    #expect(translation.owner == "DragGesture.Value")
    #expect(translation.memberName == "translation")
  }
}
