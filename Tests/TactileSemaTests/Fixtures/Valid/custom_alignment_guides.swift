import SwiftUI

extension HorizontalAlignment {
  private enum Five: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat {
      d[HorizontalAlignment.center]
    }
  }
  static let five = HorizontalAlignment(Five.self)
}

extension VerticalAlignment {
  struct Mark: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
  }
  static let mark = VerticalAlignment(Mark.self)
}

struct CustomAlignmentGuides: View {
  var body: some View {
    VStack {
      VStack(alignment: .five) {
        Circle().frame(width: 50, height: 50).alignmentGuide(.five) { $0[.trailing] }
        Circle().frame(width: 50, height: 50).alignmentGuide(.five) { d in d[explicit: .leading] ?? d.width }
      }
      HStack(alignment: .mark) {
        Text("A").alignmentGuide(.mark) { d in d[VerticalAlignment.mark] + 2 }
        Text("B")
      }
      ZStack(alignment: Alignment(horizontal: .five, vertical: .mark)) {
        Rectangle().alignmentGuide(HorizontalAlignment.five) { $0[.leading] }
      }
    }
  }
}
