import SwiftUI

// A bottom sheet that snaps between positions, using predictedEndTranslation.
struct BottomSheet<Content: View>: View {
    @Binding var isExpanded: Bool
    let content: Content
    @GestureState private var dragAmount: CGFloat = 0

    init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self._isExpanded = isExpanded
        self.content = content()
    }

    var body: some View {
        GeometryReader { proxy in
            let collapsedOffset = proxy.size.height * 0.7
            VStack(spacing: 0) {
                Capsule()
                    .fill(Color.secondary)
                    .frame(width: 40, height: 5)
                    .padding(8)
                content
                Spacer()
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            .background(Color.white)
            .cornerRadius(16)
            .offset(y: max((isExpanded ? 0 : collapsedOffset) + dragAmount, 0))
            .animation(.spring(response: 0.35, dampingFraction: 0.8), value: isExpanded)
            .gesture(
                DragGesture()
                    .updating($dragAmount) { value, state, _ in
                        state = value.translation.height
                    }
                    .onEnded { value in
                        let predicted = value.predictedEndTranslation.height
                        if predicted < -100 {
                            isExpanded = true
                        } else if predicted > 100 {
                            isExpanded = false
                        }
                    }
            )
        }
    }
}

struct SheetHost: View {
    @State private var expanded = false

    var body: some View {
        ZStack {
            Color.blue.opacity(0.2)
                .ignoresSafeArea()
            BottomSheet(isExpanded: $expanded) {
                Text(expanded ? "Expanded" : "Collapsed")
                    .font(.headline)
            }
        }
    }
}

#Preview {
    SheetHost()
}
