import SwiftUI

// The skill guide's "Custom Gestures" example: SwipeGesture maps a DragGesture to a direction
// and erases it to AnyGesture<Direction>. The guide writes `.eraseToAnyGesture()`, which is not
// SwiftUI (tactile check says so and shows this spelling): SwiftUI erases with AnyGesture(_:).
// Its usage, `Text("Swipe me")` with deleteItem() and archiveItem(), is wrapped in a view
// whose two functions print what they would do.
struct SwipeGesture: Gesture {
  enum Direction {
    case left, right, up, down
  }

  let minimumDistance: CGFloat
  let coordinateSpace: CoordinateSpace

  init(minimumDistance: CGFloat = 50, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  // Value is the direction
  typealias Value = Direction

  // Body builds on DragGesture
  var body: AnyGesture<Direction> {
    AnyGesture(
      DragGesture(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
        .map { value in
          let horizontal = value.translation.width
          let vertical = value.translation.height

          if abs(horizontal) > abs(vertical) {
            return horizontal < 0 ? .left : .right
          } else {
            return vertical < 0 ? .up : .down
          }
        }
    )
  }
}

struct SwipeMeView: View {
  var body: some View {
    Text("Swipe me")
      .frame(width: 300, height: 120)
      .contentShape(Rectangle())
      .gesture(
        SwipeGesture()
          .onEnded { direction in
            switch direction {
            case .left: deleteItem()
            case .right: archiveItem()
            default: print("ignored", direction)
            }
          }
      )
  }

  func deleteItem() { print("delete") }
  func archiveItem() { print("archive") }
}

#Preview {
  SwipeMeView()
}
