import SwiftUI

// The talk's .onLongPressGesture(minimumDuration: 1) { … } onPressingChanged: { … }:
// "pressing" at touch-down; at minimumDuration "complete" then "Long press successful"; a
// short press ends with "complete" only.
struct PressView: View {
  var body: some View {
    Text("Hold me")
      .font(.largeTitle)
      .onLongPressGesture(minimumDuration: 1) {
        print("Long press successful")
      } onPressingChanged: { inProgress in
        if inProgress {
          print("pressing")
        } else {
          print("complete")
        }
      }
  }
}
