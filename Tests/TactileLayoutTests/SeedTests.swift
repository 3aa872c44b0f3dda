import TactileGeometry
import TactileLayout
import Testing

/// The seeds' view structures, with the frames worked out by hand from SwiftUI's rules.
struct SeedTests {
  /// GestureStateGestureDemo: `VStack(spacing: 16) { Text("Drag the circle").font(.headline);
  /// Circle().fill(.blue).frame(width: 80, height: 80).offset(dragOffset); Text("Offset: 0, 0")
  /// .font(.caption) }.padding()`, centred in 390×844.
  ///
  /// The headline text is 19905 units of Inter SemiBold at 17/2816 = 120.165 points wide and
  /// one 22-point line high; the caption text is 14980 units at 12/2816 = 63.835 wide, 16 high.
  /// The VStack is as wide as its widest child (120.165) and 22 + 16 + 80 + 16 + 16 = 150 high;
  /// the padding adds 16 on each side: 152.165 × 182, centred at x = (390 − 152.165) / 2 =
  /// 118.917 and y = (844 − 182) / 2 = 331. The circle is centred: x = 195 − 40 = 155,
  /// y = 331 + 16 + 22 + 16 = 385; the caption at y = 385 + 80 + 16 = 481.
  @Test("GestureStateGestureDemo at rest")
  func gestureStateDemo() {
    let result = layout(GoldenCases.gestureStateDemo(offset: (0, 0)))
    let headline = 19905.0 * 17 / 2816
    let caption = 14980.0 * 12 / 2816
    let paddingWidth = headline + 32
    #expect(close(result.view(1).globalFrame, rect((390 - paddingWidth) / 2, 331, paddingWidth, 182)))
    #expect(close(result.view(2).globalFrame, rect((390 - headline) / 2, 347, headline, 150)))
    #expect(close(result.view(3).globalFrame, rect((390 - headline) / 2, 347, headline, 22)))
    #expect(close(result.view(6).globalFrame, rect(155, 385, 80, 80)))
    #expect(close(result.view(7).globalFrame, rect(195 - caption / 2, 481, caption, 16)))
  }

  @Test("GestureStateGestureDemo dragged by (30, −20): only the circle moves, and the caption re-centres")
  func gestureStateDemoDragged() {
    let result = layout(GoldenCases.gestureStateDemo(offset: (30, -20)))
    #expect(result.view(4).frame == rect((19905.0 * 17 / 2816 - 80) / 2, 38, 80, 80))
    #expect(close(result.view(6).globalFrame, rect(185, 365, 80, 80)))
    #expect(CGPoint.zero.applying(result.view(4).toCanvas) == CGPoint(x: 185, y: 365))
    let caption = TextMeasurer.width(of: "Offset: 30, -20", font: ResolvedFont(.textStyle(.caption)))
    #expect(close(result.view(7).globalFrame, rect(195 - caption / 2, 481, caption, 16)))
  }

  /// Apple's CounterView: `VStack { Text("0").font(.largeTitle); Circle()…frame(width: 100,
  /// height: 100) }`. "0" is 1760 units at 34/2816 = 21.25 wide, one 41-point line; the stack
  /// is 100 wide and 41 + 8 + 100 = 149 high, at y = (844 − 149) / 2 = 347.5.
  @Test("Apple's CounterView")
  func counterView() {
    let result = layout(GoldenCases.tree("seed_counter_view"))
    #expect(result.view(1).globalFrame == rect(145, 347.5, 100, 149))
    #expect(result.view(2).globalFrame == rect(184.375, 347.5, 21.25, 41))
    #expect(result.view(4).globalFrame == rect(145, 396.5, 100, 100))
  }

  @Test("Apple's ShapeTapView: a 100-point circle in the middle of the canvas")
  func shapeTapView() {
    let result = layout(GoldenCases.tree("seed_shape_tap"))
    #expect(result.view(2).globalFrame == rect(145, 372, 100, 100))
  }
}
