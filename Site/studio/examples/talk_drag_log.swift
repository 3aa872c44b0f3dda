import SwiftUI

// The talk's DragGesture: onChanged prints the location, onEnded the translation.
struct DragLogView: View {
  var body: some View {
    Rectangle()
      .fill(Color.green)
      .frame(width: 300, height: 300)
      .gesture(
        DragGesture()
          .onChanged { value in
            print("Dragging", value.location)
          }
          .onEnded { value in
            print("Drag size", value.translation)
          }
      )
  }
}
