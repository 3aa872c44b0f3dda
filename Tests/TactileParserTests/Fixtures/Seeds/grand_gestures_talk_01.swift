// Swift examples from the seed 'talk', extracted into well-formed code
// (fragments wrapped in a struct or a body; slide annotations removed).

struct Seed038: View {
  var body: some View {
    TapGesture(count: 2)
        .onEnded {
            print("Tapped 2 times")
        }
  }
}

struct Seed039: View {
  var body: some View {
    Color.clear
    // view
    .onTapGesture(count: 2) {
        print("Tapped 2 times")
    }
  }
}

struct Seed040: View {
  var body: some View {
    SpatialTapGesture()
        .onEnded { value in
            print("Tapped at (\(value.x), \(value.y))")
        }
  }
}

struct Seed041: View {
  var body: some View {
    Color.clear
    // view
        .onTapGesture { value in
            print("Tapped at (\(value.x), \(value.y))")
        }
  }
}

struct Seed042: View {
  var body: some View {
    LongPressGesture(minimumDuration: 1, maximumDistance: 50)
        .onChanged { _ in
            print("Pressing...")
        }
  }
}

struct Seed043: View {
  var body: some View {
    LongPressGesture(minimumDuration: 1, maximumDistance: 50)
        .onChanged { _ in
            print("Pressing...")
        }
        .onEnded { ended in
            if ended {
                print("success")
            } else {
                print("failure")
            }
        }
  }
}

struct Seed044: View {
  var body: some View {
    Color.clear
    // view
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

struct Seed045: View {
  var body: some View {
    DragGesture()
        .onChanged { value in
            print("Dragging", value.location)
        }
        .onEnded { value in
            print("Drag size", value.translation)
        }
  }
}
