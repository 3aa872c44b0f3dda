import TactileColor
import Testing

/// The colour table: iOS's named colours in each appearance, and sRGB values as hex.
@Suite struct ColorTableTests {
  @Test("a named colour has iOS's value in each appearance; an unknown name has none")
  func namedColours() {
    #expect(SystemColors.color(named: "blue", scheme: .light)?.hex == "#007AFF")
    #expect(SystemColors.color(named: "blue", scheme: .dark)?.hex == "#0A84FF")
    #expect(SystemColors.color(named: "primary", scheme: .dark) == RGBA(255, 255, 255))
    #expect(SystemColors.color(named: "clear", scheme: .light)?.isClear == true)
    #expect(SystemColors.color(named: "NoSuchColour", scheme: .light) == nil)
  }

  @Test("hex rounds each component to 8 bits and clamps it to 0…1")
  func hexRounds() {
    #expect(RGBA(red: 0.5, green: 1.2, blue: -0.1).hex == "#80FF00")
  }

  @Test("withOpacity multiplies the alpha and keeps the components")
  func opacity() {
    let c = RGBA(60, 60, 67, alpha: 0.6).withOpacity(0.5)
    #expect(c.alpha == 0.3 && c.hex == "#3C3C43")
  }
}
