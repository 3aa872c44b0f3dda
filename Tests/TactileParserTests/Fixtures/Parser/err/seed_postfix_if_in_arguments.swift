struct Seed023: View {
  var body: some View {
    Image("photo")
      .gesture(
        #if os(iOS) // error: expected expression in list of expressions
        DragGesture(minimumDistance: 10) // Smaller threshold for touch
        #elseif os(macOS)
        DragGesture(minimumDistance: 1) // Precise mouse control
        #else
        DragGesture(minimumDistance: 20) // Larger for spatial gestures
        #endif
          .onChanged { value in
            updatePosition(value.translation)
          }
      ) // error: expected expression
  }
}
