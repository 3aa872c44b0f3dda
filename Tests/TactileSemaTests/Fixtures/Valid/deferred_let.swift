import SwiftUI

// Locals declared `let` without a value and given one on every path (definite
// initialization), a wrapper's `wrappedValue:` argument instead of `= value`, and a
// member named with a reserved word (`Animation.default`).
enum Mode { case small, large, hidden }

struct DeferredLet: View {
    @GestureState(wrappedValue: CGSize.zero, reset: { _, transaction in
        transaction.animation = .default
    }) private var offset
    @State(wrappedValue: Mode.small) private var mode: Mode
    @State private var taps = 0

    var body: some View {
        let size: CGFloat
        switch mode {
        case .small: size = 50
        case .large: size = 150
        case .hidden: size = 0
        }
        let color: Color
        if taps > 3 {
            color = .red
        } else if taps > 1 {
            color = .orange
        } else {
            color = .blue
        }
        let label: String
        guard size > 0 else { return AnyView(Text("hidden")) }
        label = "\(taps)"
        let first: Int
        do {
            first = label.count
        }
        return AnyView(
            Circle()
                .fill(color)
                .frame(width: size, height: size)
                .overlay(Text(label + "\(first)"))
                .offset(offset)
                .gesture(DragGesture().updating($offset) { value, state, transaction in
                    let animation: Animation?
                    if value.translation.width > 100 { animation = .default } else { animation = nil }
                    transaction.animation = animation
                    state = value.translation
                })
                .onTapGesture {
                    let next: Mode
                    for candidate in [Mode.small, .large] where candidate != mode {
                        _ = candidate
                    }
                    next = mode == .small ? .large : .small
                    withAnimation(.default) { mode = next }
                    taps += 1
                }
        )
    }
}
