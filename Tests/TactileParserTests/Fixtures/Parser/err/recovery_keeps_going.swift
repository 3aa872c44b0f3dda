struct Broken: View {
  @State private var offset = CGSize.zero
  var body: some View {
    Circle()
      .frame(width: 100 height: 100) // error: expected ',' separator
      .gesture(DragGesture().onChanged { value in offset = value.translation ) // error: expected '}' at end of closure
  }
  func helper() -> Int { return 1 + } // error: expected expression after operator
  var other: Int { 42 }
}
let after = 1
