// Swift examples from the seed 'talk', extracted into well-formed code
// (fragments wrapped in a struct or a body; slide annotations removed).

struct Seed092: View {
  var body: some View {
    DragGesture()
        .onChanged { value in
            // utilize the startLocation
        }
        .updating($startLocation) { value, startLocation, _ in
            if startLocation == nil {
                startLocation = value.startLocation
            }
        }
  }
}

struct Seed093: View {
  @GestureState private var selectedHandle: HandleType?
}

struct Seed095: View {
  var body: some View {
    Color.clear
    // ribbon
        .gesture(tap.sequenced(before: doubleTap))
        .gesture(anchorDrag.simultaneously(with: simpleDrag))
  }
}

struct Seed096: View {
  var body: some View {
    Color.clear
    // leadingHandle
        .gesture(rangeAdjustment(handle: .leading))
  }
}

struct Seed097: View {
  var body: some View {
    Color.clear
    // trailingHandle
        .gesture(rangeAdjustment(handle: .trailing))
  }
}

struct Seed098: View {
  var body: some View {
    Color.clear
    // ribbon
        .gesture(anchorDrag.simultaneously(with: simpleDrag) )
        .gesture(tap.sequenced(before: doubleTap) )
        .gesture(openDoorPress)

    // leadingHandle
        .gesture(rangeAdjustment(handle: .leading) )

    // trailingHandle
        .gesture(rangeAdjustment(handle: .trailing) )
  }
}

struct Seed099: View {
  var body: some View {
    Color.clear
    // ribbon
        .gesture(anchorDrag.simultaneously(with: simpleDrag) )
        .gesture(tap.sequenced(before: doubleTap) )
        .gesture(openDoorPress)
  }
}

struct Seed100: View {
  var body: some View {
    Color.clear
    // ribbon
    .gesture(anchorDrag.simultaneously(with: simpleDrag))
    .gesture(openDoorPress)
    .gesture(tap.sequenced(before: doubleTap))
  }
}
