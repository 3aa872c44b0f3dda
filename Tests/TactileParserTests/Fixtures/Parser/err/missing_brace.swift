struct ContentView: View {
  var body: some View {
    Text("Hello")
      .onTapGesture {
        print("tap")
  }
} // error@+1: expected '}' in struct
