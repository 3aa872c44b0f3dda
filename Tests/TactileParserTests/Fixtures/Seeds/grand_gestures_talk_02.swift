// Swift examples from the seed 'talk', extracted into well-formed code
// (fragments wrapped in a struct or a body; slide annotations removed).

struct Seed046 {
  var minimumDistance: CGFloat
}

struct Seed047 {
  var coordinateSpace: CoordinateSpace
}

struct Seed048 {
  var location: CGPoint
  var translation: CGSize
  var startLocation: CGPoint
  // more
}

struct Seed049 {
  var minimumAngleDelta: Angle
}

struct Seed050: View {
  var body: some View {
    RotateGesture()
        .onChanged { value in
            print("Rotating...", value.rotation)
        }
        .onEnded { _ in
            print("Rotation complete")
        }
  }
}

struct Seed051 {
  var rotation: Angle
  var velocity: Angle
  var startAnchor: UnitPoint
  var startLocation: CGPoint
  var time: Date
}

struct Seed052 {
  var minumumScaleDelta: CGFloat
}

struct Seed053: View {
  var body: some View {
    MagnifyGesture()
        .onChanged { value in
            print("Magnifying...", value.magnification)
        }
        .onEnded { _ in
            print("Magnification complete")
        }
  }
}
