import TactileGeometry
import TactileLayout
import Testing

/// The stack algorithm: spacing, shares of the remaining length, the order of flexibility,
/// spacers and layout priority.
struct StackDistributionTests {
  @Test("Equally flexible children get equal shares of the length minus the spacing")
  func equalShares() {
    let result = layout(.hStack([.color(red), .color(blue), .color(red)]))
    let share = (390.0 - 2 * 8) / 3  // 124.667
    #expect(close(result.view(2).frame, rect(0, 0, share, 844)))
    #expect(close(result.view(3).frame, rect(share + 8, 0, share, 844)))
    #expect(close(result.view(4).frame, rect(2 * share + 16, 0, share, 844)))
  }

  @Test("The least flexible child is offered its share first, whatever its position")
  func leastFlexibleFirst() {
    // The capped colour (flexibility 50) goes first: offered (300 − 8) / 2 = 146, takes 50;
    // the plain colour (flexibility ∞) then gets the 242 left. In child order it would get 146.
    let tree = ViewNode.hStack([.color(red), ViewNode.color(blue).frame(maxWidth: 50)]).frame(width: 300)
    let result = layout(tree)
    #expect(result.view(3).frame.width == 242)
    #expect(result.view(4).frame.width == 50)
    #expect(result.view(4).frame.minX == 250)
  }

  @Test("A short text keeps its ideal width and the long one wraps in what is left")
  func textsShareByFlexibility() {
    let long = "This sentence is far too long to fit on a single line"
    let tree = ViewNode.hStack([.text(long), .text("Short")]).frame(width: 250)
    let result = layout(tree)
    let shortWidth = width("Short")
    #expect(result.view(4).frame.width == shortWidth)
    #expect(result.view(3).frame.width <= 250 - 8 - shortWidth)
    #expect(result.view(3).frame.height > 22)  // it wrapped
  }

  @Test("A spacer takes what the other children leave, and at least 8 points in a stack")
  func spacers() {
    let result = layout(.hStack([.text("A"), .spacer(), .text("B")]))
    let expected = 390 - width("A") - width("B") - 16
    #expect(result.view(3).frame.width == expected)
    #expect(result.view(3).frame.height == 0)
    #expect(result.view(4).frame.maxX == 390)

    // A fixed 95-point view leaves nothing in 100 points: the spacer still takes its 8.
    let crowded = layout(
      ViewNode.hStack([ViewNode.color(red).frame(width: 95), .spacer()]).frame(width: 100))
    #expect(crowded.view(5).frame.width == 8)
    #expect(crowded.view(2).frame.width == 95 + 8 + 8)  // the stack overflows its frame
  }

  @Test("A colour and a spacer are equally flexible and share the length equally")
  func colourAndSpacerShare() {
    let result = layout(.hStack([.color(red), .spacer()]))
    #expect(result.view(2).frame.width == 191)
    #expect(result.view(3).frame.width == 191)
  }

  @Test("Spacers share equally, and minLength is a floor")
  func spacerMinLength() {
    let equal = layout(.hStack(spacing: 0, [.spacer(), .spacer()]))
    #expect(equal.view(2).frame.width == 195)
    #expect(equal.view(3).frame.width == 195)
    let floor = layout(.hStack(spacing: 0, [ViewNode.color(red).frame(width: 200), .spacer(minLength: 300)]))
    #expect(floor.view(4).frame.width == 300)
  }

  @Test("Layout priority: the higher group goes first, after setting aside the lower groups' minimums")
  func layoutPriority() {
    // The priority colour gets 300 − 8 − 100 (the frame's minimum), the frame the 100 left.
    let tree = ViewNode.hStack([
      ViewNode.color(red).frame(minWidth: 100), ViewNode.color(blue).layoutPriority(1),
    ])
    .frame(width: 300)
    let result = layout(tree)
    #expect(result.view(3).frame.width == 100)
    #expect(result.view(5).frame.width == 192)
  }

  @Test("Layout priority lets a text keep its ideal width against a more flexible one")
  func layoutPriorityText() {
    let tree = ViewNode.hStack([.text("Short"), ViewNode.text("A rather longer label").layoutPriority(1)])
      .frame(width: 200)
    let result = layout(tree)
    // The label keeps its ideal 163.02 points; "Short" (ideal 45.8) is truncated to the 28.98 left.
    #expect(result.view(5).frame.width == width("A rather longer label"))
    #expect(result.view(3).frame.width <= 200 - 8 - width("A rather longer label"))
    #expect(width("Short") > 200 - 8 - width("A rather longer label"))
  }

  @Test("Default spacing is 8 between every pair; explicit spacing replaces it; empty views take none")
  func spacing() {
    let result = layout(.vStack([.color(red).frame(height: 10), .empty(), .color(red).frame(height: 10)]))
    #expect(result.views.count == 5)  // the empty view is not laid out
    #expect(result.view(1).frame.height == 28)
    let tight = layout(.vStack(spacing: 3, [.color(red).frame(height: 10), .color(red).frame(height: 10)]))
    #expect(tight.view(1).frame.height == 23)
  }

  @Test("An unspecified proposal gives every child its ideal size (fixedSize on a stack)")
  func idealProposal() {
    let size = LayoutEngine.sizeThatFits(
      .hStack([.text("One"), .text("Two")]), proposal: .unspecified)
    #expect(size == CGSize(width: width("One") + 8 + width("Two"), height: 22))
    // Colours are 10×10 ideally.
    #expect(
      LayoutEngine.sizeThatFits(.vStack([.color(red), .color(blue)]), proposal: .unspecified)
        == CGSize(width: 10, height: 28))
  }

  @Test("Cross-axis alignment: leading, trailing, and centre by default")
  func crossAlignment() {
    let tree = ViewNode.vStack(
      alignment: .trailing,
      [.color(red).frame(width: 100, height: 10), .color(blue).frame(width: 40, height: 10)])
    let result = layout(tree)
    #expect(result.view(4).frame.minX == 60)
    let centred = layout(
      .hStack([.color(red).frame(width: 10, height: 100), .color(blue).frame(width: 10, height: 40)]))
    #expect(centred.view(4).frame.minY == 30)
  }
}
