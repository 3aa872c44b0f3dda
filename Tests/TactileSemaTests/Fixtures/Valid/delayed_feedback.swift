import SwiftUI

// A tap that shows a message and hides it later with DispatchQueue.main.asyncAfter.
struct DelayedFeedback: View {
    @State private var showsToast = false
    @State private var taps = 0

    var body: some View {
        ZStack(alignment: .bottom) {
            Button {
                taps += 1
                showsToast = true
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                    withAnimation {
                        showsToast = false
                    }
                }
            } label: {
                Label("Save", systemImage: "square.and.arrow.down")
                    .padding()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            if showsToast {
                Text("Saved \(taps) time\(taps == 1 ? "" : "s")")
                    .padding()
                    .background(.thinMaterial)
                    .clipShape(Capsule())
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                    .onTapGesture {
                        showsToast = false
                    }
            }
        }
        .animation(.easeInOut, value: showsToast)
    }
}

#Preview {
    DelayedFeedback()
}
