import SwiftUI

// The skill guide's "Full Example: Draggable Card": @GestureState holds the offset while the
// finger is down and resets when the drag ends; onEnded commits it to @State. The prints
// (added to observe it) show the drag offset while dragging and the committed position.
struct DraggableCard: View {
  @GestureState private var dragOffset = CGSize.zero // Temporary
  @State private var position = CGSize.zero          // Permanent

  var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .fill(.blue)
      .frame(width: 300, height: 200)
      .offset(
        x: position.width + dragOffset.width,
        y: position.height + dragOffset.height
      )
      .gesture(
        DragGesture()
          .updating($dragOffset) { value, state, transaction in
            state = value.translation

            // Enable animation for smooth feedback
            transaction.animation = .interactiveSpring()
          }
          .onEnded { value in
            // Commit final position with animation
            withAnimation(.spring()) {
              position.width += value.translation.width
              position.height += value.translation.height
            }
            print("position", position, "dragOffset", dragOffset)
          }
      )
  }
}
