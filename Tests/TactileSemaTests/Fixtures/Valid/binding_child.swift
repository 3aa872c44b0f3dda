import SwiftUI

// A child view edits its parent's state through a @Binding.
struct ToggleCard: View {
    @Binding var isFlipped: Bool
    var title: String

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10)
                .fill(isFlipped ? Color.orange : Color.white)
                .shadow(radius: 3)
            Text(isFlipped ? "Back" : title)
        }
        .frame(width: 140, height: 90)
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture {
            withAnimation(.easeInOut) {
                isFlipped.toggle()
            }
        }
    }
}

struct FlipDeck: View {
    @State private var flipped = [false, false, false]

    var flippedCount: Int {
        flipped.filter { $0 }.count
    }

    var body: some View {
        VStack {
            Text("\(flippedCount) flipped")
            ForEach(0..<flipped.count, id: \.self) { i in
                ToggleCard(isFlipped: $flipped[i], title: "Card \(i + 1)")
            }
            ToggleCard(isFlipped: .constant(true), title: "Fixed")
        }
    }
}

#Preview {
    FlipDeck()
}
