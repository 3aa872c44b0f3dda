import SwiftUI

// A paging carousel: drag between pages, the velocity decides when to flip.
struct PagingCarousel: View {
    let colors: [Color] = [.red, .green, .blue, .orange]
    @State private var page = 0
    @GestureState private var dragX: CGFloat = 0

    var body: some View {
        GeometryReader { geometry in
            HStack(spacing: 0) {
                ForEach(colors.indices, id: \.self) { index in
                    colors[index]
                        .frame(width: geometry.size.width)
                        .overlay(Text("Page \(index + 1)").font(.largeTitle))
                }
            }
            .offset(x: -CGFloat(page) * geometry.size.width + dragX)
            .gesture(
                DragGesture()
                    .updating($dragX) { value, state, _ in
                        state = value.translation.width
                    }
                    .onEnded { value in
                        let width = geometry.size.width
                        let fast = abs(value.velocity.width) > 500
                        var next = page
                        if value.translation.width < -width / 2 || (fast && value.velocity.width < 0) {
                            next += 1
                        } else if value.translation.width > width / 2 || (fast && value.velocity.width > 0) {
                            next -= 1
                        }
                        withAnimation(.easeOut) {
                            page = min(max(next, 0), colors.count - 1)
                        }
                    }
            )
        }
        .frame(height: 240)
        .clipped()
    }
}

#Preview {
    PagingCarousel()
}
