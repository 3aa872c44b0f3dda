// Swift examples from the seed 'swiftui', extracted into well-formed code
// (fragments wrapped in a struct or a body; slide annotations removed).

struct Seed030: View {
  var body: some View {
    DragGesture(coordinateSpace: .named("container"))
      .onChanged { value in
        addAnnotation(at: value.location) // Relative to "container"
      }

    // In parent:
  }
}

struct Seed031: View {
  var body: some View {
    Color.clear
    .coordinateSpace(name: "container")
  }
}

struct Seed032: View {
  var body: some View {
    DragGesture()
      .onChanged { value in
        // Called 60-120 times per second!
        let position = complexCalculation(value.translation)
        updateDatabase(position) // ❌ I/O in gesture
        reloadAllViews() // ❌ Heavy work
      }
  }
}

struct Seed033: View {
  @GestureState private var dragOffset = CGSize.zero

  var body: some View {
    content
      .offset(dragOffset) // Cheap - just layout
      .gesture(
        DragGesture()
          .updating($dragOffset) { value, state, _ in
            state = value.translation // Minimal work
          }
          .onEnded { value in
            // Heavy work once, not 120 times/second
            let finalPosition = complexCalculation(value.translation)
            updateDatabase(finalPosition)
          }
      )
  }
}

struct Seed034: View {
  var body: some View {
    DragGesture()
      .updating($dragOffset) { value, state, transaction in
        state = value.translation

        // Disable implicit animations during drag
        transaction.animation = nil
      }
      .onEnded { value in
        // Enable spring animation for final position
        withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
          commitPosition(value.translation)
        }
      }
  }
}

struct Seed035: View {
  var body: some View {
    Text("Tap me")
      .frame(width: 100, height: 100)
      .contentShape(Rectangle()) // Define full tap area
      .onTapGesture {
        handleTap()
      }
  }
}

struct Seed036: View {
  var body: some View {
    NavigationLink(destination: DetailView()) {
      ItemRow(item)
        .simultaneousGesture( // Don't block navigation
          LongPressGesture()
            .onEnded { _ in
              showContextMenu()
            }
        )
    }
  }
}

func testDragGesture() throws {
  let app = XCUIApplication()
  app.launch()

  let element = app.otherElements["draggable"]

  // Get start and end coordinates
  let start = element.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
  let finish = element.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5))

  // Perform drag
  start.press(forDuration: 0.1, thenDragTo: finish)

  // Verify result
  XCTAssertTrue(app.staticTexts["Dragged"].exists)
}
