import TactileLayout
import Testing

/// Text metrics and text layout: widths from the table, wrapping, truncation, line heights.
struct TextTests {
  @Test("Widths are sums of Inter advances, scaled to the point size")
  func widthsFromTheTable() {
    // From Inter-SemiBold.otf with fontTools: "Drag the circle" advances sum to 19905 units
    // (2816 to the em); from Inter-Regular.otf "Offset: 0, 0" sums to 14980.
    #expect(abs(width("Drag the circle", .textStyle(.headline)) - 19905.0 * 17 / 2816) < 1e-9)
    #expect(abs(width("Offset: 0, 0", .textStyle(.caption)) - 14980.0 * 12 / 2816) < 1e-9)
    // "H" is 2084 units wide in Regular and 2101 in Bold; "…" 2312 and 2250 (hmtx).
    #expect(TextMeasurer.advance(Character("H"), face: 0) == 2084)
    #expect(TextMeasurer.advance(Character("H"), face: 3) == 2101)
    #expect(TextMeasurer.advance(Character("…"), face: 0) == 2312)
    #expect(TextMeasurer.advance(Character("…"), face: 3) == 2250)
  }

  @Test("Characters the fonts do not map take the .notdef advance")
  func fallback() {
    #expect(TextMeasurer.advance(Unicode.Scalar(0x1F600)!, face: 0) == 2800)
  }

  @Test("Dynamic Type sizes and line heights at Large, as Apple's HIG lists them")
  func textStyles() {
    let expected: [(TextStyle, Double, Double)] = [
      (.largeTitle, 34, 41), (.title, 28, 34), (.title2, 22, 28), (.title3, 20, 25), (.headline, 17, 22),
      (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20), (.footnote, 13, 18), (.caption, 12, 16),
      (.caption2, 11, 13),
    ]
    for (style, size, lineHeight) in expected {
      let font = ResolvedFont(.textStyle(style))
      #expect(font.size == size)
      #expect(font.lineHeight == lineHeight)
    }
    #expect(ResolvedFont(.textStyle(.headline)).weight == .semibold)
    #expect(ResolvedFont(.textStyle(.headline)).faceName == "Inter-SemiBold")
    #expect(ResolvedFont(.textStyle(.headline), weight: .bold).faceName == "Inter-Bold")
  }

  @Test(
    "A system font's line is ascender + descender + line gap; the baseline sits in the middle of the leading")
  func verticalMetrics() {
    let font = ResolvedFont(.system(size: 28.16, weight: nil, design: .default))
    // 2728 + 680 units at 28.16 pt per 2816 units = 27.28 + 6.8.
    #expect(abs(font.lineHeight - 34.08) < 1e-12)
    #expect(abs(font.baselineOffset - 27.28) < 1e-12)
    let body = ResolvedFont(.textStyle(.body))
    // (22 − (16.469 + 4.105)) / 2 + 16.469.
    #expect(abs(body.baselineOffset - 17.181818) < 1e-6)
  }

  @Test("Text wraps at word boundaries and never reports a width above the proposal")
  func wrapsWithinProposal() {
    let node = ViewNode.text("The quick brown fox jumps over the lazy dog")
    var previousLines = Int.max
    for w in stride(from: 30.0, through: 400, by: 7) {
      let size = LayoutEngine.sizeThatFits(node, proposal: ProposedViewSize(width: w, height: nil))
      #expect(size.width <= w)
      let lines = Int(size.height / 22)
      #expect(lines <= previousLines)
      previousLines = lines
    }
    #expect(previousLines == 1)
  }

  @Test("A text proposed exactly its ideal width stays on one line")
  func idealWidthDoesNotWrap() {
    let node = ViewNode.text("Exactly as wide as itself")
    let ideal = LayoutEngine.sizeThatFits(node, proposal: .unspecified)
    let fitted = LayoutEngine.sizeThatFits(node, proposal: ProposedViewSize(width: ideal.width, height: nil))
    #expect(fitted == ideal)
    #expect(ideal.height == 22)
  }

  @Test("Lines break after spaces; trailing spaces take no width")
  func lineContents() {
    let result = layout(ViewNode.text("alpha beta gamma").frame(width: width("alpha beta") + 1))
    guard case .text(_, let text) = result.view(2).element else {
      Issue.record("not a text")
      return
    }
    #expect(text.lines.map(\.text) == ["alpha beta", "gamma"])
    #expect(text.lines[0].width == width("alpha beta"))
    #expect(text.lines[1].origin.y == 22)
    #expect(text.lines[1].baseline == 22 + ResolvedFont(.body).baselineOffset)
  }

  @Test("A word wider than the line breaks between characters")
  func longWordBreaks() {
    let result = layout(ViewNode.text("Supercalifragilistic").frame(width: 60))
    guard case .text(_, let text) = result.view(2).element else {
      Issue.record("not a text")
      return
    }
    #expect(text.lines.count > 1)
    #expect(text.lines.map(\.text).joined() == "Supercalifragilistic")
    for line in text.lines { #expect(line.width <= 60) }
  }

  @Test("A line limit truncates the last line with an ellipsis that fits")
  func lineLimit() {
    let result = layout(
      ViewNode.text("one two three four five six seven eight", lineLimit: 1).frame(width: 100))
    guard case .text(_, let text) = result.view(2).element else {
      Issue.record("not a text")
      return
    }
    #expect(text.isTruncated)
    #expect(text.lines.count == 1)
    #expect(text.lines[0].text.hasSuffix("…"))
    #expect(text.lines[0].width <= 100)
    #expect(result.view(2).frame.height == 22)
  }

  @Test("The proposed height limits the lines, but never below one")
  func heightLimitsLines() {
    let node = ViewNode.text("one two three four five six seven eight")
    let two = LayoutEngine.sizeThatFits(node, proposal: ProposedViewSize(width: 80, height: 50))
    #expect(two.height == 44)
    let one = LayoutEngine.sizeThatFits(node, proposal: ProposedViewSize(width: 80, height: 0))
    #expect(one.height == 22)
  }

  @Test("fixedSize lets a text take its ideal width beyond the proposal")
  func fixedSizeText() {
    let long = "A line that is longer than one hundred points"
    let result = layout(ViewNode.text(long).fixedSize().frame(width: 100))
    #expect(result.view(3).frame.width == width(long))
    #expect(result.view(1).frame.width == 100)
  }

  @Test("An empty string is 0×0; newlines always break")
  func emptyAndNewlines() {
    #expect(LayoutEngine.sizeThatFits(.text(""), proposal: .unspecified) == .zero)
    let size = LayoutEngine.sizeThatFits(.text("a\nb"), proposal: .unspecified)
    #expect(size.height == 44)
  }

  @Test("Centred multiline text centres each line in the text's width")
  func centredLines() {
    let result = layout(ViewNode.text("wide line here\nnarrow", alignment: .center))
    guard case .text(_, let text) = result.view(1).element else {
      Issue.record("not a text")
      return
    }
    #expect(text.lines[1].origin.x == (width("wide line here") - width("narrow")) / 2)
  }
}
