import SwiftUI

// Inside a ScrollView, a simultaneousGesture observes drags without stealing the scroll.
struct ScrollObserver: View {
    @State private var lastDrag: CGFloat = 0
    @State private var pulls = 0

    var body: some View {
        VStack {
            Text("Pulled \(pulls) times, last \(Int(lastDrag)) pt")
                .font(.footnote)
            ScrollView(.vertical, showsIndicators: false) {
                LazyVStack(spacing: 8) {
                    ForEach(1...40, id: \.self) { row in
                        Text("Row \(row)")
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 12)
                            .background(row % 2 == 0 ? Color.gray.opacity(0.1) : Color.clear)
                    }
                }
            }
            .simultaneousGesture(
                DragGesture()
                    .onEnded { value in
                        lastDrag = value.translation.height
                        if value.translation.height > 80 {
                            pulls += 1
                        }
                    }
            )
        }
    }
}

#Preview {
    ScrollObserver()
}
