import SwiftUI

// A tutorial-style card that follows the finger and springs back.
struct DraggableCard: View {
    @State private var offset = CGSize.zero
    @State private var isDragging = false

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(isDragging ? Color.orange : Color.blue)
            .frame(width: 200, height: 120)
            .shadow(radius: isDragging ? 12 : 4)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                        isDragging = true
                    }
                    .onEnded { _ in
                        withAnimation(.spring()) {
                            offset = .zero
                            isDragging = false
                        }
                    }
            )
    }
}

struct DraggableCard_Previews: PreviewProvider {
    static var previews: some View {
        DraggableCard()
    }
}
