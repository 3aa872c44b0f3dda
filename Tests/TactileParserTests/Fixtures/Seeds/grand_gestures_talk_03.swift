// Swift examples from the seed 'talk', extracted into well-formed code
// (fragments wrapped in a struct or a body; slide annotations removed).

struct Seed054 {
  var magnification: CGFloat
  var velocity: CGFloat
  var startAnchor: UnitPoint
  var startLocation: CGPoint
  var time: Date
}

struct Seed055: View {
  var body: some View {
    Color.clear
    .onTapGesture .onLongPressGesture
  }
}

struct Seed056 {
  func gesture<T>(
      _ gesture: T,
      including mask: GestureMask = .all
  ) -> some View where T : Gesture {
    fatalError()
  }
}

struct Seed057: View {
  var body: some View {
    Color.clear
    // ribbon
        .gesture(tap)
        .gesture(doubleTap)
        .gesture(simpleDrag)
        .gesture(anchorDrag)
        .gesture(handleDrag)
        .gesture(handlePress)
        .gesture(openDoorPress)
  }
}

ExclusiveGesture

struct Value {
    var first: First.Value
    var second: Second.Value
}

struct Seed061: View {
  var body: some View {
    SimultaneousGesture(LongPressGesture(), DragGesture())
        .onChanged { value in
            if let longPress = value.first {
                print("Long press recognized?", longPress)
            } else if let drag = value.second {
                print("Drag location", drag.location.x)
            }
        }
  }
}

struct Seed063: View {
  var body: some View {
    SimultaneousGesture(LongPressGesture(),
    SimultaneousGesture(MagnifyGesture(), RotateGesture()))
    .onEnded { value in
        if let longPress = value.first {
            print("Pressed?", longPress)
        }

        if let simultaneous = value.second {
            if let magnify = simultaneous.first {
                print("Magnified by", magnify.magnification)
            }
            if let rotate = simultaneous.second {
                print("Rotated", rotate.rotation.degrees)
            }
        }
    }
  }
}
