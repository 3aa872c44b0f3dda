import SwiftUI

// Several views in one file, previewed with a PreviewProvider in different configurations.
struct PressableButton: View {
    let title: String
    var tint: Color = .blue
    let action: () -> Void
    @GestureState private var pressed = false

    var body: some View {
        Text(title)
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(RoundedRectangle(cornerRadius: 12).fill(tint))
            .scaleEffect(pressed ? 0.94 : 1)
            .opacity(pressed ? 0.8 : 1)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .updating($pressed) { _, state, _ in
                        state = true
                    }
                    .onEnded { _ in
                        action()
                    }
            )
            .animation(.easeOut(duration: 0.1), value: pressed)
            .accessibilityAddTraits(.isButton)
    }
}

struct PressableDemo: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("\(count)")
                .font(.largeTitle)
            PressableButton(title: "Increment") { count += 1 }
            PressableButton(title: "Reset", tint: .red) { count = 0 }
        }
    }
}

struct PressableDemo_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PressableDemo()
            PressableDemo()
                .preferredColorScheme(.dark)
        }
    }
}
