import SwiftUI

// The talk's SimultaneousGesture(LongPressGesture(), DragGesture()).onChanged: the long press
// is active at touch-down, so the first value has `first == true`; once the finger has moved
// more than 10 pt the long press fails and the drag is active, so `first` is nil and only the
// drag's locations print (R7.1).
struct SimultaneousPressDragView: View {
  var body: some View {
    Rectangle()
      .frame(width: 300, height: 300)
      .gesture(
        SimultaneousGesture(LongPressGesture(), DragGesture())
          .onChanged { value in
            if let longPress = value.first {
              print("Long press recognized?", longPress)
            } else if let drag = value.second {
              print("Drag location", drag.location.x)
            }
          }
      )
  }
}
