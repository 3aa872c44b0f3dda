import TactileGeometry
import TactileHost
import TactileLayout
import TactileTestSupport
import Testing

/// Custom alignment guides (`AlignmentID`): their default values, explicit values set with
/// `alignmentGuide`, and how explicit values cross nested containers.
@Suite struct CustomAlignmentTests {
  func colorFrame(_ name: String, _ host: ViewHost) throws -> CGRect {
    let view = try #require(
      host.layout?.views.first { v in
        if case .color(let c) = v.element { return "\(c)".contains(name) }
        return false
      })
    return view.globalFrame
  }

  @Test(
    "a stack aligns its children by a custom guide: explicit values where set, the AlignmentID's default elsewhere"
  )
  func stackByCustomGuide() throws {
    let host = try makeHost(
      """
      import SwiftUI
      extension HorizontalAlignment {
        private enum Third: AlignmentID {
          static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
        }
        static let third = HorizontalAlignment(Third.self)
      }
      struct Screen: View {
        var body: some View {
          VStack(alignment: .third, spacing: 0) {
            Color.red.frame(width: 60, height: 20)
            Color.blue.frame(width: 30, height: 20).alignmentGuide(.third) { d in d[.trailing] }
            Color.green.frame(width: 90, height: 20).alignmentGuide(.third) { d in d[.leading] }
          }
        }
      }
      """)
    let red = try colorFrame("red", host)
    let blue = try colorFrame("blue", host)
    let green = try colorFrame("green", host)
    // Guides: red 20 (its default, 60 / 3), blue 30, green 0; the line is 30 from the stack's
    // leading edge, so red starts at 10, blue at 0 and green at 30.
    #expect(red.minX - blue.minX == 10)
    #expect(green.minX - blue.minX == 30)
    #expect(green.maxX - blue.minX == 120, "the stack is as wide as its aligned children")
  }

  @Test("a ZStack aligns by an Alignment made of two custom guides")
  func zStackByCustomGuides() throws {
    let host = try makeHost(
      """
      import SwiftUI
      enum Corner: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
      }
      enum Middle: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
      }
      extension HorizontalAlignment { static let corner = HorizontalAlignment(Corner.self) }
      extension VerticalAlignment { static let middle = VerticalAlignment(Middle.self) }
      struct Screen: View {
        var body: some View {
          ZStack(alignment: Alignment(horizontal: .corner, vertical: .middle)) {
            Color.red.frame(width: 100, height: 100)
              .alignmentGuide(.corner) { d in d[.trailing] }
              .alignmentGuide(.middle) { d in d[.bottom] }
            Color.blue.frame(width: 50, height: 50)
              .alignmentGuide(.corner) { d in d[.leading] }
              .alignmentGuide(.middle) { d in d[.top] }
            Color.green.frame(width: 20, height: 20)
          }
        }
      }
      """)
    let red = try colorFrame("red", host)
    let blue = try colorFrame("blue", host)
    let green = try colorFrame("green", host)
    #expect(blue.minX == red.maxX && blue.minY == red.maxY)
    #expect(
      green.midX == red.maxX && green.midY == red.maxY, "the green view's default guides are its centre")
  }

  @Test(
    "a container's explicit value of a custom guide is its child's, so a guide aligns views across stacks")
  func customGuideCrossesStacks() throws {
    let host = try makeHost(
      """
      import SwiftUI
      extension VerticalAlignment {
        struct Mark: AlignmentID {
          static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
        }
        static let mark = VerticalAlignment(Mark.self)
      }
      struct Screen: View {
        var body: some View {
          HStack(alignment: .mark, spacing: 0) {
            VStack(spacing: 0) {
              Color.red.frame(width: 40, height: 20)
              Color.blue.frame(width: 40, height: 30)
                .alignmentGuide(.mark) { d in d[VerticalAlignment.center] }
            }
            .padding(.top, 10)
            Color.green.frame(width: 20, height: 10)
          }
        }
      }
      """)
    let red = try colorFrame("red", host)
    let blue = try colorFrame("blue", host)
    let green = try colorFrame("green", host)
    // The blue view's mark is 15 down it, 30 down the stack and 40 down the padded stack; the
    // green view's mark is its bottom (its default), which lands on the blue view's middle.
    #expect(green.maxY == blue.midY)
    #expect(green.minY - red.minY == 25)
  }

  @Test("a frame aligns its content by a custom guide: the frame's default value against the content's")
  func frameByCustomGuide() throws {
    let host = try makeHost(
      """
      import SwiftUI
      enum Quarter: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
      }
      extension HorizontalAlignment { static let quarter = HorizontalAlignment(Quarter.self) }
      struct Screen: View {
        var body: some View {
          Color.red.frame(width: 40, height: 40)
            .frame(width: 200, height: 40, alignment: Alignment(horizontal: .quarter, vertical: .center))
            .background(Color.blue)
        }
      }
      """)
    let red = try colorFrame("red", host)
    let blue = try colorFrame("blue", host)
    // The frame's guide is 50 from its leading edge, the content's 10 from its own.
    #expect(red.minX - blue.minX == 40)
  }
}
