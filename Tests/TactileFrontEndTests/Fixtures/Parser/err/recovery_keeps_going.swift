struct Broken: View {
  @State private var offset = CGSize.zero
  var body: some View {
    Circle()
      .frame(width: 100 height: 100) // error: expected ',' separator
      .gesture(DragGesture().onChanged { value in offset = value.translation ) // error: consecutive statements on a line must be separated by ';' // error: expected expression
  }
  func helper() -> Int { return 1 + } // error: expected ')' in expression list // error: expected expression after operator
  var other: Int { 42 }
}
let after = 1 // error@+1: expected '}' in struct
