import SwiftUI

struct Radial: Layout {
  var radius: CGFloat = 100

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let step = 2 * Double.pi / Double(subviews.count)
    for (index, subview) in subviews.enumerated() {
      let angle = step * Double(index)
      let size = subview.sizeThatFits(.unspecified)
      let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
      subview.place(at: point, anchor: .center, proposal: ProposedViewSize(size))
    }
  }
}

struct Flow: Layout {
  var spacing: CGFloat

  init(spacing: CGFloat) {
    self.spacing = spacing
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let width = sizes.reduce(0) { $0 + $1.width }
    let height = sizes.map { $0.height }.max() ?? 0
    return CGSize(width: proposal.width ?? width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    for view: LayoutSubviews.Element in subviews {
      let d = view.dimensions(in: .unspecified)
      view.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += d.width + spacing + CGFloat(view.priority)
    }
  }
}

struct Screen: View {
  var body: some View {
    VStack {
      Radial(radius: 80) {
        ForEach(0..<4) { i in Text("\(i)") }
      }
      Flow(spacing: 4) {
        Text("a")
        Text("b")
      }
      .frame(height: ProposedViewSize.zero.height)
    }
  }
}
