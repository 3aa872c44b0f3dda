// Swift examples from the seed 'swiftui', extracted into well-formed code
// (fragments wrapped in a struct or a body; slide annotations removed).

struct Seed005: View {
  var body: some View {
    Text("Submit")
      .onTapGesture {
        submitForm()
      }
  }
}

struct Seed006: View {
  var body: some View {
    Button("Submit") {
      submitForm()
    }
    .buttonStyle(.bordered)
  }
}

struct Seed007: View {
  var body: some View {
    Image("map")
      .onTapGesture(count: 2) { // Double-tap for details
        showDetails()
      }
      .onTapGesture { location in // Single tap to pin
        addPin(at: location)
      }

    DragGesture
  }
}

struct Seed008: View {
  @State private var offset = CGSize.zero

  var body: some View {
    Circle()
      .offset(offset)
      .gesture(
        DragGesture()
          .onChanged { value in
            offset = value.translation // ❌ Updates every frame, causes jank
          }
      )
  }
}

struct Seed009: View {
  @GestureState private var dragOffset = CGSize.zero
  @State private var position = CGSize.zero

  var body: some View {
    Circle()
      .offset(x: position.width + dragOffset.width,
              y: position.height + dragOffset.height)
      .gesture(
        DragGesture()
          .updating($dragOffset) { value, state, _ in
            state = value.translation // Temporary during drag
          }
          .onEnded { value in
            position.width += value.translation.width // Commit final
            position.height += value.translation.height
          }
      )
  }
}

struct Seed010: View {
  @GestureState private var isDetectingLongPress = false
  @State private var completedLongPress = false

  var body: some View {
    Text("Press and hold")
      .foregroundStyle(isDetectingLongPress ? .red : .blue)
      .gesture(
        LongPressGesture(minimumDuration: 1.0)
          .updating($isDetectingLongPress) { currentState, gestureState, _ in
            gestureState = currentState // Visual feedback during press
          }
          .onEnded { _ in
            completedLongPress = true // Action after hold
          }
      )
  }
}

struct Seed011: View {
  @GestureState private var magnificationAmount = 1.0
  @State private var currentZoom = 1.0

  var body: some View {
    Image("photo")
      .scaleEffect(currentZoom * magnificationAmount)
      .gesture(
        MagnificationGesture()
          .updating($magnificationAmount) { value, state, _ in
            state = value.magnification
          }
          .onEnded { value in
            currentZoom *= value.magnification
          }
      )
  }
}

struct Seed012: View {
  @GestureState private var rotationAngle = Angle.zero
  @State private var currentRotation = Angle.zero

  var body: some View {
    Rectangle()
      .fill(.blue)
      .frame(width: 200, height: 200)
      .rotationEffect(currentRotation + rotationAngle)
      .gesture(
        RotationGesture()
          .updating($rotationAngle) { value, state, _ in
            state = value.rotation
          }
          .onEnded { value in
            currentRotation += value.rotation
          }
      )
  }
}
