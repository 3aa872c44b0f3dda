// Swift examples from the seed 'talk', extracted into well-formed code
// (fragments wrapped in a struct or a body; slide annotations removed).

var handlePress: some Gesture {
    LongPressGesture(minimumDuration: 0)
}

var handleDrag: some Gesture {
    DragGesture()
        .onChanged { value in
            adjustTheRange(fingerLocation: value.location.x)
        }
}

struct Seed085: View {
  @State private var selectedHandle: HandleType?
}

func handlePress(_ handle: HandleType) -> some Gesture {
    LongPressGesture(minimumDuration: 0)
        .onChanged { _ in
            selectedHandle = handle
        }
}

var handleDrag: some Gesture {
    DragGesture()
        .onChanged { value in
            adjustTheRange(fingerLocation: value.location.x)
        }
        .onEnded { _ in
            selectedHandle = nil
        }
}

struct Seed088: View {
  @State private var selectedHandle: HandleType?

  func handlePress(_ handle: HandleType) -> some Gesture {
      LongPressGesture(minimumDuration: 0)
          .onChanged { _ in
              selectedHandle = handle
          }
  }

  var handleDrag: some Gesture {
      DragGesture()
          .onChanged { value in
              adjustTheRange(fingerLocation: value.location.x)
          }
          .onEnded { _ in
              selectedHandle = nil
          }
  }
}

protocol Seed089 {
  func updating<State>(
      _ state: GestureState<State>,
      body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State>
}

struct Seed090: View {
  @GestureState private var startLocation: CGPoint?
}
