import SwiftUI

// The skill guide's pinch-to-zoom with @GestureState. The guide writes
// `MagnificationGesture()` with `value.magnification`, which is not valid SwiftUI
// (`MagnificationGesture.Value` is a bare `CGFloat`): the valid spelling is `MagnifyGesture`,
// whose value has `magnification`. The print is added to observe the committed zoom.
struct PinchZoomView: View {
  @GestureState private var magnificationAmount = 1.0
  @State private var currentZoom = 1.0

  var body: some View {
    Image("photo")
      .scaleEffect(currentZoom * magnificationAmount)
      .gesture(
        MagnifyGesture()
          .updating($magnificationAmount) { value, state, _ in
            state = value.magnification
          }
          .onEnded { value in
            currentZoom *= value.magnification
            print("zoom", currentZoom)
          }
      )
  }
}
