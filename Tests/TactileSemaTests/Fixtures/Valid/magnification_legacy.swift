import SwiftUI

// The older MagnificationGesture, whose value is the magnification itself.
struct MagnificationLegacy: View {
    @State private var currentAmount: CGFloat = 0
    @State private var finalAmount: CGFloat = 1

    var body: some View {
        Text("Hello, pinch me!")
            .font(.largeTitle)
            .padding()
            .background(Color.yellow)
            .cornerRadius(10)
            .scaleEffect(finalAmount + currentAmount)
            .gesture(
                MagnificationGesture()
                    .onChanged { amount in
                        currentAmount = amount - 1
                    }
                    .onEnded { amount in
                        finalAmount += currentAmount
                        currentAmount = 0
                    }
            )
    }
}

struct MagnificationLegacy_Previews: PreviewProvider {
    static var previews: some View {
        MagnificationLegacy()
    }
}
