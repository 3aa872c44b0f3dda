import SwiftUI

// The talk's bonus LongPressReleaseDetectionGesture: a long press, then a drag from zero
// distance whose end location decides whether the release was inside the door. The talk's
// `openDoorPress` is placed in a door view; the door's width and height are its size, and
// "open the door" prints.
struct LongPressReleaseDetectionGesture: Gesture {
  enum PressingState {
    case pressed, success, failure
  }

  let maxX: CGFloat
  let maxY: CGFloat
  let pressingState: (PressingState) -> Void
  let minimumDuration: CGFloat = 0.5

  public var body: some Gesture {
    SequenceGesture(
      LongPressGesture(minimumDuration: minimumDuration)
        .onEnded { _ in
          pressingState(.pressed)
        },
      DragGesture(minimumDistance: 0)
        .onEnded { value in
          pressingState(
            (0...maxX).contains(value.location.x) && (0...maxY).contains(value.location.y)
              ? .success : .failure)
        }
    )
  }
}

struct DoorView: View {
  @State private var scaleEffect: CGFloat = 1
  let width: CGFloat = 200
  let height: CGFloat = 300

  var openDoorPress: some Gesture {
    LongPressReleaseDetectionGesture(
      maxX: width,
      maxY: height,
      pressingState: { pressingState in
        withAnimation {
          if pressingState == .pressed {  // long press success
            scaleEffect = 0.95
          } else {  // release location determines success or failure
            scaleEffect = 1
          }
          if pressingState == .success {
            // open the door
            print("open the door")
          }
          print(pressingState, scaleEffect)
        }
      }
    )
  }

  var body: some View {
    RoundedRectangle(cornerRadius: 8)
      .fill(Color.brown)
      .frame(width: width, height: height)
      .scaleEffect(scaleEffect)
      .gesture(openDoorPress)
  }
}
