struct Seed091: View {
  var body: some View {
    Color.clear
    ...
  } // error: expected expression after operator
}
