import SwiftUI

// Single and double taps counted separately.
struct TapCounter: View {
    @State private var singles = 0
    @State private var doubles = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Single: \(singles)")
            Text("Double: \(doubles)")
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.mint)
                .frame(width: 180, height: 180)
                .onTapGesture(count: 2) {
                    doubles += 1
                }
                .onTapGesture {
                    singles += 1
                }
            Button("Reset") {
                singles = 0
                doubles = 0
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

#Preview {
    TapCounter()
}
