import SwiftUI

// GestureMask decides whether the attached gesture, the subviews' gestures, or both are enabled.
struct GestureMaskDemo: View {
    @State private var mask: GestureMask = .all
    @State private var events: [String] = []

    private let masks: [(String, GestureMask)] = [
        ("all", .all),
        ("gesture", .gesture),
        ("subviews", .subviews),
        ("none", .none),
    ]

    var body: some View {
        VStack {
            HStack {
                ForEach(masks.indices, id: \.self) { i in
                    Button(masks[i].0) {
                        mask = masks[i].1
                    }
                }
            }
            ZStack {
                Rectangle()
                    .fill(Color.yellow)
                    .frame(width: 220, height: 220)
                Circle()
                    .fill(Color.blue)
                    .frame(width: 80, height: 80)
                    .onTapGesture {
                        events.append("inner tap")
                    }
            }
            .gesture(
                DragGesture(minimumDistance: 5)
                    .onEnded { _ in
                        events.append("outer drag")
                    },
                including: mask
            )
            Text(events.last ?? "no events")
        }
    }
}

#Preview {
    GestureMaskDemo()
}
