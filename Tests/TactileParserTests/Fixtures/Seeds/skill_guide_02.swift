// Swift examples from the seed 'swiftui', extracted into well-formed code
// (fragments wrapped in a struct or a body; slide annotations removed).

struct Seed013: View {
  @GestureState private var dragOffset = CGSize.zero
  @GestureState private var magnificationAmount = 1.0

  var body: some View {
    Image("photo")
      .offset(dragOffset)
      .scaleEffect(magnificationAmount)
      .gesture(
        DragGesture()
          .updating($dragOffset) { value, state, _ in
            state = value.translation
          }
          .simultaneously(with:
            MagnificationGesture()
              .updating($magnificationAmount) { value, state, _ in
                state = value.magnification
              }
          )
      )
  }
}

struct Seed014: View {
  @State private var isLongPressing = false
  @GestureState private var dragOffset = CGSize.zero

  var body: some View {
    Circle()
      .offset(dragOffset)
      .gesture(
        LongPressGesture(minimumDuration: 0.5)
          .onEnded { _ in
            isLongPressing = true
          }
          .sequenced(before:
            DragGesture()
              .updating($dragOffset) { value, state, _ in
                state = value.translation
              }
              .onEnded { _ in
                isLongPressing = false
              }
          )
      )
  }
}

struct Seed015: View {
  var body: some View {
    Rectangle()
      .gesture(
        TapGesture(count: 2) // Double-tap
          .onEnded { _ in
            zoom()
          }
          .exclusively(before:
            TapGesture(count: 1) // Single tap
              .onEnded { _ in
                select()
              }
          )
      )
  }
}

struct DraggableCard: View {
  @GestureState private var dragOffset = CGSize.zero // Temporary
  @State private var position = CGSize.zero          // Permanent

  var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .fill(.blue)
      .frame(width: 300, height: 200)
      .offset(
        x: position.width + dragOffset.width,
        y: position.height + dragOffset.height
      )
      .gesture(
        DragGesture()
          .updating($dragOffset) { value, state, transaction in
            state = value.translation

            // Enable animation for smooth feedback
            transaction.animation = .interactiveSpring()
          }
          .onEnded { value in
            // Commit final position with animation
            withAnimation(.spring()) {
              position.width += value.translation.width
              position.height += value.translation.height
            }
          }
      )
  }
}

struct SwipeGesture: Gesture {
  enum Direction {
    case left, right, up, down
  }

  let minimumDistance: CGFloat
  let coordinateSpace: CoordinateSpace

  init(minimumDistance: CGFloat = 50, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  // Value is the direction
  typealias Value = Direction

  // Body builds on DragGesture
  var body: AnyGesture<Direction> {
    DragGesture(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
      .map { value in
        let horizontal = value.translation.width
        let vertical = value.translation.height

        if abs(horizontal) > abs(vertical) {
          return horizontal < 0 ? .left : .right
        } else {
          return vertical < 0 ? .up : .down
        }
      }
      .eraseToAnyGesture()
  }
}

// Usage
Text("Swipe me")
  .gesture(
    SwipeGesture()
      .onEnded { direction in
        switch direction {
        case .left: deleteItem()
        case .right: archiveItem()
        default: break
        }
      }
  )

struct Seed018: View {
  @State private var velocity: CGSize = .zero

  var body: some View {
    Circle()
      .gesture(
        DragGesture()
          .onEnded { value in
            // value.velocity is deprecated in iOS 18+
            // Use value.predictedEndLocation and time

            let timeDelta = value.time.timeIntervalSince(value.startLocation.time)
            let distance = value.translation

            velocity = CGSize(
              width: distance.width / timeDelta,
              height: distance.height / timeDelta
            )

            // Animate with momentum
            withAnimation(.interpolatingSpring(stiffness: 100, damping: 15)) {
              applyMomentum(velocity: velocity)
            }
          }
      )
  }
}

struct Seed019: View {
  var body: some View {
    DragGesture()
      .onChanged { value in
        // Where gesture will likely end based on velocity
        let predicted = value.predictedEndLocation

        // Show preview of where item will land
        showPreview(at: predicted)
      }
  }
}

struct Seed020: View {
  var body: some View {
    Image("slider")
      .gesture(
        DragGesture()
          .onChanged { value in
            updateVolume(value.translation.width)
          }
      )
  }
}
