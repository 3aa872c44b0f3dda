import SwiftUI

// An optional gesture: nil disables it (`flag ? nil : gesture`).
struct OptionalGesture: View {
    @State private var locked = false
    @State private var offset: CGSize = .zero

    private var drag: some Gesture {
        DragGesture()
            .onChanged { value in
                offset = value.translation
            }
    }

    var body: some View {
        VStack(spacing: 24) {
            Toggle("Locked", isOn: $locked)
                .padding(.horizontal)
            Image(systemName: locked ? "lock.fill" : "lock.open")
                .font(.system(size: 44))
                .offset(offset)
                .gesture(locked ? nil : drag)
            Button("Reset") {
                offset = .zero
            }
        }
    }
}

#Preview {
    OptionalGesture()
}
