import SwiftUI

// Option sets take array literals wherever one is expected: `[]`, one member, several.
struct OptionSetLiterals: View {
    @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1)))
    private var offset: CGFloat = 0
    @GestureState(reset: { value, transaction in transaction.animation = .easeOut })
    private var scale: CGFloat = 1
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let edges: Edge.Set = [.top]
        VStack {
            Text("Hi")
                .padding([.top, .leading], 8)
                .padding([], 4)
                .padding(edges, 2)
            ScrollView([.horizontal, .vertical]) {
                Text(scheme == .dark ? "dark" : "light")
            }
            Circle()
                .offset(x: offset)
                .scaleEffect(scale)
                .gesture(TapGesture(), including: [.gesture, .subviews])
                .simultaneousGesture(
                    DragGesture().updating($offset) { value, state, _ in state = value.translation.width },
                    including: [.gesture])
        }
    }
}
