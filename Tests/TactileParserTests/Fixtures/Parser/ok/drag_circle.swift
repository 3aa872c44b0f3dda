import SwiftUI

struct ContentView: View {
  @State private var offset = CGSize.zero
  @GestureState var isDragging = false

  var body: some View {
    Circle()
      .fill(isDragging ? Color.red : .blue)
      .frame(width: 100, height: 100)
      .offset(offset)
      .gesture(
        DragGesture()
          .updating($isDragging) { _, state, _ in state = true }
          .onChanged { value in offset = value.translation }
          .onEnded { _ in withAnimation(.spring()) { offset = .zero } }
      )
  }
}

#Preview {
  ContentView()
}
