// Swift examples from the seed 'talk', extracted into well-formed code
// (fragments wrapped in a struct or a body; slide annotations removed).

struct Seed102: View {
  var body: some View {
    Color.clear
    // ribbon
    .gesture(anchorDrag.simultaneously(with: simpleDrag))
    .gesture(openDoorPress.exclusively(before:
        tap.sequenced(before: doubleTap)))
  }
}

struct Seed103: View {
  var body: some View {
    Color.clear
    // leadingHandle
    .gesture(rangeAdjustment(handle: .leading))
  }
}

struct Seed104: View {
  var body: some View {
    Color.clear
    // trailingHandle
    .gesture(rangeAdjustment(handle: .leading))
  }
}

var openDoorPress: some Gesture {
    LongPressGesture(minimumDuration: 0.5)
        .onEnded { _ in
            // open the door
        }
}

struct LongPressReleaseDetectionGesture : Gesture {
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
                    pressingState((0...maxX).contains(value.location.x) &&
                                  (0...maxY).contains(value.location.y) ?
                        .success : .failure)
                }
        )
    }
}

var openDoorPress: some Gesture {
    LongPressReleaseDetectionGesture(
        maxX: width,
        maxY: height,
        pressingState: { pressingState in
            withAnimation {
                if pressingState == .pressed { // long press success
                    scaleEffect = 0.95
                } else { // release location determines success or failure
                    scaleEffect = 1
                }
                if pressingState == .success {
                    // open the door
                }
            }
        }
    )
}
