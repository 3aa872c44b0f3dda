import SwiftUI

struct Message: Identifiable {
    let id = UUID()
    var text: String
}

// A row that reveals a delete button when swiped to the left.
struct SwipeRow: View {
    let message: Message
    let onDelete: () -> Void
    @State private var offsetX: CGFloat = 0
    private let threshold: CGFloat = -80

    var body: some View {
        ZStack(alignment: .trailing) {
            Color.red
            Image(systemName: "trash")
                .foregroundColor(.white)
                .padding(.trailing, 24)
            Text(message.text)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .background(Color.white)
                .offset(x: offsetX)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            offsetX = min(0, value.translation.width)
                        }
                        .onEnded { value in
                            if value.translation.width < threshold {
                                withAnimation {
                                    onDelete()
                                }
                            } else {
                                withAnimation(.easeOut(duration: 0.2)) {
                                    offsetX = 0
                                }
                            }
                        }
                )
        }
        .frame(height: 56)
    }
}

struct Inbox: View {
    @State private var messages = [
        Message(text: "Hello"),
        Message(text: "Lunch?"),
        Message(text: "Ship it"),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 1) {
                ForEach(messages) { message in
                    SwipeRow(message: message) {
                        messages.removeAll { $0.id == message.id }
                    }
                }
            }
        }
    }
}

#Preview {
    Inbox()
}
