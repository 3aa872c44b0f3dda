// Swift examples from the seed 'talk', extracted into well-formed code
// (fragments wrapped in a struct or a body; slide annotations removed).

struct Seed073: View {
  var body: some View {
    Color.clear
    // ribbon
        .gesture(tap)
        .gesture(doubleTap)
        .gesture(anchorDrag.simultaneously(with: simpleDrag))
        .gesture(handlePress)
        .gesture(handleDrag)
  }
}

struct Seed074: View {
  var body: some View {
    TapGesture(count: 2)
  }
}

var tap: some Gesture {
    SpatialTapGesture()
        .onEnded { tap in
            // move the center
        }
}

var doubleTap: some Gesture {
    TapGesture(count: 2)
        .onEnded { tap in
            // open and close the range
        }
}

SimultaneousGesture

SequenceGesture

struct Seed081: View {
  var body: some View {
    Color.clear
    // ribbon
    .gesture(tap.sequenced(before: doubleTap))
    .gesture(anchorDrag.simultaneously(with: simpleDrag))
    .gesture(handlePress)
    .gesture(handleDrag)
  }
}

struct Seed082: View {
  var body: some View {
    Color.clear
    // ribbon
    .gesture(tap.sequenced(before: doubleTap))
    .gesture(anchorDrag.simultaneously(with: simpleDrag))
    .gesture(handlePress.sequenced(before: handleDrag))
  }
}
