import SwiftUI

struct DraggableCircle: View {
  @GestureState private var dragOffset = CGSize.zero
  @State private var position = CGSize.zero

  var body: some View {
    Circle()
      .fill(.blue)
      .frame(width: 80, height: 80)
      .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
      .gesture(
        DragGesture(minimumDistance: 5)
          .updating($dragOffset) { value, state, _ in state = value.translation }
          .onEnded { value in
            position.width += value.translation.width
            position.height += value.translation.height
          }
      )
  }
}
