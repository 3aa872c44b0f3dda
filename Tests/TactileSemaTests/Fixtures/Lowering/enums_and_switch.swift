import SwiftUI

enum Direction: String, CaseIterable {
  case up, down, left, right

  var arrow: String {
    switch self {
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    }
  }
}

struct SwipeLabel: View {
  @State private var last: Direction? = nil

  func direction(of translation: CGSize) -> Direction {
    if abs(translation.width) > abs(translation.height) {
      return translation.width < 0 ? .left : .right
    }
    return translation.height < 0 ? .up : .down
  }

  var body: some View {
    Text(last.map { "\($0.rawValue) \($0.arrow)" } ?? "swipe")
      .frame(width: 200, height: 200)
      .contentShape(Rectangle())
      .gesture(DragGesture().onEnded { last = direction(of: $0.translation) })
  }
}
