// Swift examples from the seed 'swiftui', extracted into well-formed code
// (fragments wrapped in a struct or a body; slide annotations removed).

struct Seed021: View {
  @State private var volume: Double = 50

  var body: some View {
    Image("slider")
      .gesture(
        DragGesture()
          .onChanged { value in
            volume = calculateVolume(from: value.translation.width)
          }
      )
      .accessibilityElement()
      .accessibilityLabel("Volume")
      .accessibilityValue("\(Int(volume))%")
      .accessibilityAdjustableAction { direction in
        switch direction {
        case .increment:
          volume = min(100, volume + 5)
        case .decrement:
          volume = max(0, volume - 5)
        @unknown default:
          break
        }
      }
  }
}

struct Seed022: View {
  var body: some View {
    Rectangle()
      .gesture(
        DragGesture()
          .onChanged { value in
            move(by: value.translation)
          }
      )
      .onKeyPress(.upArrow) {
        move(by: CGSize(width: 0, height: -10))
        return .handled
      }
      .onKeyPress(.downArrow) {
        move(by: CGSize(width: 0, height: 10))
        return .handled
      }
      .onKeyPress(.leftArrow) {
        move(by: CGSize(width: -10, height: 0))
        return .handled
      }
      .onKeyPress(.rightArrow) {
        move(by: CGSize(width: 10, height: 0))
        return .handled
      }
  }
}

struct Seed024: View {
  @State private var offset = CGSize.zero // Should be GestureState

  var body: some View {
    Circle()
      .offset(offset)
      .gesture(
        DragGesture()
          .onChanged { value in
            offset = value.translation
          }
      )
  }
}

struct Seed025: View {
  var body: some View {
    Text("Submit")
      .padding()
      .background(.blue)
      .foregroundStyle(.white)
      .clipShape(RoundedRectangle(cornerRadius: 8))
      .onTapGesture {
        submit()
      }
  }
}

struct Seed026: View {
  var body: some View {
    Button("Submit") {
      submit()
    }
    .buttonStyle(.borderedProminent)
  }
}

struct Seed027: View {
  var body: some View {
    DragGesture()
      .onChanged { value in
        showPreview(at: value.location)
      }
      .onEnded { value in
        hidePreview()
        commitChange(at: value.location)
      }
  }
}

struct Seed028: View {
  @GestureState private var isDragging = false

  var body: some View {
    content
      .gesture(
        DragGesture()
          .updating($isDragging) { _, state, _ in
            state = true
          }
          .onChanged { value in
            if isDragging {
              showPreview(at: value.location)
            }
          }
          .onEnded { value in
            commitChange(at: value.location)
          }
      )
      .onChange(of: isDragging) { _, newValue in
        if !newValue {
          hidePreview() // Cleanup when cancelled
        }
      }
  }
}

struct Seed029: View {
  var body: some View {
    DragGesture()
      .onChanged { value in
        // value.location is relative to the gesture's view
        addAnnotation(at: value.location)
      }
  }
}
