import SwiftUI

// highPriorityGesture: the parent's tap wins over the child's own tap.
struct HighPriority: View {
    @State private var winner = "nobody"

    var body: some View {
        VStack(spacing: 20) {
            Text("Winner: \(winner)")
            HStack {
                Circle()
                    .fill(Color.red)
                    .frame(width: 80, height: 80)
                    .onTapGesture {
                        winner = "child"
                    }
            }
            .padding(40)
            .background(Color.gray.opacity(0.2))
            .highPriorityGesture(
                TapGesture()
                    .onEnded { _ in
                        winner = "parent"
                    },
                including: .all
            )
        }
    }
}

#Preview {
    HighPriority()
}
