import TactileGeometry
import TactileHost
import TactileLayout
import TactileTestSupport
import Testing

/// A program's `Layout` (iOS 16) used as a container: layout calls its methods.
@Suite struct CustomLayoutTests {
  /// The global frame of the view drawn as `Color(name)`.
  func colorFrame(_ name: String, _ host: ViewHost) throws -> CGRect {
    let view = try #require(
      host.layout?.views.first { v in
        if case .color(let c) = v.element { return "\(c)" == name || "\(c)".contains(name) }
        return false
      })
    return view.globalFrame
  }

  @Test("a radial layout places four views on its circle at the points its placeSubviews computes")
  func radial() throws {
    let host = try makeHost(
      """
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
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
          }
        }
      }
      struct Screen: View {
        var body: some View {
          Radial(radius: 100) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
            Color.green.frame(width: 20, height: 20)
            Color.yellow.frame(width: 20, height: 20)
          }
          .frame(width: 300, height: 300)
        }
      }
      """)
    // The layout is 300 × 300, centred on the 390 × 844 canvas: its centre is (195, 422).
    func centre(_ r: CGRect) -> CGPoint {
      CGPoint(x: (r.midX * 1000).rounded() / 1000, y: (r.midY * 1000).rounded() / 1000)
    }
    #expect(centre(try colorFrame("red", host)) == CGPoint(x: 295, y: 422))
    #expect(centre(try colorFrame("blue", host)) == CGPoint(x: 195, y: 522))
    #expect(centre(try colorFrame("green", host)) == CGPoint(x: 95, y: 422))
    #expect(centre(try colorFrame("yellow", host)) == CGPoint(x: 195, y: 322))
  }

  @Test(
    "a custom layout's size comes from its sizeThatFits, subviews measure through sizeThatFits, and one not placed is centred"
  )
  func sizingAndDefaults() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Row: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
          let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
          return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: (sizes.map { $0.height }.max() ?? 0) + 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
          var x = bounds.minX
          for view in subviews where view.sizeThatFits(.unspecified).height < 50 {
            view.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += view.dimensions(in: .unspecified).width
          }
        }
      }
      struct Screen: View {
        var body: some View {
          Row {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(width: 50, height: 40)
            Color.green.frame(width: 10, height: 60)
          }
        }
      }
      """)
    let red = try colorFrame("red", host)
    let blue = try colorFrame("blue", host)
    let green = try colorFrame("green", host)
    let row = try #require(
      host.layout?.views.first { if case .custom = $0.element { return true } else { return false } })
    #expect(row.size == CGSize(width: 90, height: 70))
    #expect(red.minX == row.globalFrame.minX && red.minY == row.globalFrame.minY)
    #expect(blue.minX == red.maxX && blue.minY == row.globalFrame.minY)
    #expect(green.midX == row.globalFrame.midX && green.midY == row.globalFrame.midY, "not placed: centred")
  }
}
