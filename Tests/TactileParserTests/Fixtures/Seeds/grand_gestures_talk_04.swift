// Swift examples from the seed 'talk', extracted into well-formed code
// (fragments wrapped in a struct or a body; slide annotations removed).

enum Value {
    case first
    case second
}

enum Value {
    case first    // the first hasn't ended
    case second   // the second has ended
}

enum Value {
    case first // the first has succeeded
    case second // the second has succeeded
}

struct Seed068: View {
  var body: some View {
    Color.clear
    // ribbon
        .gesture(tap)
        .gesture(simpleDrag)
        .gesture(anchorDrag)
  }
}

var simpleDrag: some Gesture {
    DragGesture()
        .onChanged { value in
            // apply the drag progress to the center
        }
}

var anchorDrag: some Gesture {
    DragGesture()
        .onChanged { value in
            anchorPoints.forEach { anchor in
                // if the center is close enough,
                // stick it to the anchor point
            }
        }
}

var anchorDrag: some Gesture {
    DragGesture()
        .onChanged { value in
            anchorPoints.forEach { anchor in
                // if the center is close enough,
                // stick it to the anchor point
            }
        }
    }
    .simultaneously(with: simpleDrag)

struct Seed072: View {
  var body: some View {
    Color.clear
    // ribbon
    .gesture(tap)
    .gesture(anchorDrag.simultaneously(with: simpleDrag))
  }
}
