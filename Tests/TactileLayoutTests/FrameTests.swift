import TactileGeometry
import TactileLayout
import Testing

/// Frames, padding, fixedSize, aspectRatio, position and offset.
struct FrameTests {
  @Test("A fixed frame proposes its size, takes it, and aligns the child")
  func fixedFrame() {
    let result = layout(
      ViewNode.color(red).frame(width: 20, height: 10).frame(
        width: 100, height: 50, alignment: .bottomTrailing))
    #expect(result.view(1).frame == rect(145, 397, 100, 50))
    #expect(result.view(2).frame == rect(80, 40, 20, 10))
  }

  @Test("A frame with one dimension keeps the child's sizing on the other")
  func oneDimension() {
    let size = LayoutEngine.sizeThatFits(
      ViewNode.color(red).frame(width: 30), proposal: ProposedViewSize(width: 390, height: 844))
    #expect(size == CGSize(width: 30, height: 844))
  }

  @Test("Flexible frame, both bounds: the proposal clamped to them, whatever the child")
  func flexibleBothBounds() {
    let node = ViewNode.text("x").frame(minWidth: 0, maxWidth: .infinity)
    #expect(LayoutEngine.sizeThatFits(node, proposal: ProposedViewSize(width: 300, height: 100)).width == 300)
    let bounded = ViewNode.text("x").frame(minWidth: 50, maxWidth: 120)
    #expect(
      LayoutEngine.sizeThatFits(bounded, proposal: ProposedViewSize(width: 300, height: 100)).width == 120)
    #expect(
      LayoutEngine.sizeThatFits(bounded, proposal: ProposedViewSize(width: 10, height: 100)).width == 50)
  }

  @Test("Flexible frame, maximum only: a proposal above the child's size, clamped to the maximum")
  func flexibleMaximum() {
    let node = ViewNode.text("Hi").frame(maxWidth: 200)
    #expect(LayoutEngine.sizeThatFits(node, proposal: ProposedViewSize(width: 390, height: 100)).width == 200)
    #expect(LayoutEngine.sizeThatFits(node, proposal: ProposedViewSize(width: 150, height: 100)).width == 150)
    // A proposal below the child's size: the child's size.
    let wide = ViewNode.color(red).frame(width: 300).frame(maxWidth: 200)
    #expect(LayoutEngine.sizeThatFits(wide, proposal: ProposedViewSize(width: 100, height: 100)).width == 200)
  }

  @Test("Flexible frame, minimum only: a proposal below the child's size, clamped to the minimum")
  func flexibleMinimum() {
    let wide = ViewNode.color(red).frame(width: 300).frame(minWidth: 100)
    #expect(LayoutEngine.sizeThatFits(wide, proposal: ProposedViewSize(width: 50, height: 10)).width == 100)
    #expect(LayoutEngine.sizeThatFits(wide, proposal: ProposedViewSize(width: 200, height: 10)).width == 200)
    // A proposal above the child's size: the child's size, at least the minimum.
    let narrow = ViewNode.text("Hi").frame(minWidth: 100)
    #expect(
      LayoutEngine.sizeThatFits(narrow, proposal: ProposedViewSize(width: 390, height: 10)).width == 100)
  }

  @Test("Flexible frame: an unspecified proposal takes the ideal dimension")
  func flexibleIdeal() {
    let node = ViewNode.color(red).frame(idealWidth: 77, maxWidth: 200)
    #expect(LayoutEngine.sizeThatFits(node, proposal: .unspecified).width == 77)
  }

  @Test("padding() is 16 on every edge; padding(edges, length) only on those edges")
  func padding() {
    let result = layout(ViewNode.color(red).frame(width: 10, height: 10).padding())
    #expect(result.view(1).frame.size == CGSize(width: 42, height: 42))
    #expect(result.view(2).frame.origin == CGPoint(x: 16, y: 16))
    let edges = LayoutEngine.sizeThatFits(
      ViewNode.color(red).frame(width: 10, height: 10).padding([.leading, .bottom], 5), proposal: .unspecified
    )
    #expect(edges == CGSize(width: 15, height: 15))
  }

  @Test("Padding proposes its child the proposal minus the insets")
  func paddingProposal() {
    let result = layout(ViewNode.color(red).padding(20))
    #expect(result.view(2).frame == rect(20, 20, 350, 804))
  }

  @Test("fixedSize proposes nil on the fixed axes only")
  func fixedSizeAxes() {
    let long = "A sentence long enough to wrap at one hundred points"
    let horizontal = LayoutEngine.sizeThatFits(
      ViewNode.text(long).fixedSize(horizontal: true, vertical: false),
      proposal: ProposedViewSize(width: 100, height: 500))
    #expect(horizontal == CGSize(width: width(long), height: 22))
    let vertical = LayoutEngine.sizeThatFits(
      ViewNode.text(long).fixedSize(horizontal: false, vertical: true),
      proposal: ProposedViewSize(width: 100, height: 10))
    #expect(vertical.width <= 100)
    #expect(vertical.height > 22)
  }

  @Test("aspectRatio fits or fills the proposal with the ratio")
  func aspectRatio() {
    let fit = LayoutEngine.sizeThatFits(
      ViewNode.color(red).aspectRatio(2, contentMode: .fit),
      proposal: ProposedViewSize(width: 300, height: 100))
    #expect(fit == CGSize(width: 200, height: 100))
    let fill = LayoutEngine.sizeThatFits(
      ViewNode.color(red).aspectRatio(2, contentMode: .fill),
      proposal: ProposedViewSize(width: 300, height: 100))
    #expect(fill == CGSize(width: 300, height: 150))
    // No ratio: the child's ideal size's (a 400×300 image).
    let image = ViewNode.image(
      ImageView(.named("p"), isResizable: true, naturalSize: CGSize(width: 400, height: 300)))
    let scaled = LayoutEngine.sizeThatFits(
      image.aspectRatio(contentMode: .fit), proposal: ProposedViewSize(width: 200, height: 500))
    #expect(scaled == CGSize(width: 200, height: 150))
  }

  @Test("A non-resizable image keeps its size whatever it is proposed")
  func fixedImage() {
    let image = ViewNode.image(ImageView(.named("p"), naturalSize: CGSize(width: 400, height: 300)))
    #expect(
      LayoutEngine.sizeThatFits(image, proposal: ProposedViewSize(width: 10, height: 10))
        == CGSize(width: 400, height: 300))
  }

  @Test("position takes the whole proposal and centres the child on the point")
  func position() {
    let result = layout(ViewNode.color(red).frame(width: 20, height: 10).position(x: 50, y: 60))
    #expect(result.view(1).frame == rect(0, 0, 390, 844))
    #expect(result.view(2).frame == rect(40, 55, 20, 10))
  }

  @Test("offset moves the drawing and hit area, not the layout")
  func offset() {
    let tree = ViewNode.vStack([
      ViewNode.color(red).frame(width: 10, height: 10).offset(x: 100, y: 0),
      ViewNode.color(blue).frame(width: 10, height: 10),
    ])
    let result = layout(tree)
    #expect(result.view(2).frame == rect(0, 0, 10, 10))
    #expect(result.view(2).globalFrame == rect(290, 408, 10, 10))
    #expect(result.view(4).globalFrame == rect(290, 408, 10, 10))  // the frame inside moves with it
    #expect(result.view(5).globalFrame == rect(190, 426, 10, 10))  // the sibling does not
  }

  @Test("Background and overlay take the content's size and are proposed it")
  func backgroundOverlay() {
    let tree = ViewNode.color(red).frame(width: 60, height: 40).background(.color(blue)).overlay(
      .text("Hi"), alignment: .bottomLeading)
    let result = layout(tree)
    #expect(result.view(1).frame.size == CGSize(width: 60, height: 40))
    #expect(result.view(3).role == .child)
    #expect(result.view(5).role == .background)
    #expect(result.view(5).frame == rect(0, 0, 60, 40))
    #expect(result.view(6).role == .overlay)
    #expect(result.view(6).frame == rect(0, 18, width("Hi"), 22))
    // Drawing order: background before content, overlay after.
    #expect(result.views.map(\.id) == [1, 2, 5, 3, 4, 6])
  }

  @Test("A ZStack is the union of its aligned children")
  func zStackUnion() {
    let tree = ViewNode.zStack(
      alignment: .topLeading,
      [
        ViewNode.color(red).frame(width: 100, height: 20), ViewNode.color(blue).frame(width: 30, height: 60),
      ])
    #expect(LayoutEngine.sizeThatFits(tree, proposal: .unspecified) == CGSize(width: 100, height: 60))
  }

  @Test(
    "A vertical ScrollView proposes its content an unspecified height, takes the proposal, and shifts by the offset"
  )
  func scrollView() {
    let tree = ViewNode.scrollView(
      ViewNode.color(red).frame(width: 50, height: 2000), contentOffset: CGPoint(x: 0, y: 30))
    let result = layout(tree)
    #expect(result.view(1).frame == rect(0, 0, 390, 844))
    #expect(result.view(2).frame == rect(170, -30, 50, 2000))
    // Text inside a vertical scroll view wraps to the width.
    let text = LayoutEngine.sizeThatFits(
      .scrollView(.text(String(repeating: "word ", count: 80))),
      proposal: ProposedViewSize(width: 200, height: 300))
    #expect(text == CGSize(width: 200, height: 300))
  }
}
