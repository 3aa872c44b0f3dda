import SwiftUI

// A long-press menu: the button grows while pressed, and a menu shows when the press succeeds.
struct LongPressMenu: View {
    @State private var isPressing = false
    @State private var showMenu = false
    @State private var choice: String?

    private let options = ["Copy", "Share", "Delete"]

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "doc.fill")
                .font(.system(size: 48))
                .scaleEffect(isPressing ? 1.2 : 1)
                .animation(.easeInOut(duration: 0.2), value: isPressing)
                .onLongPressGesture(minimumDuration: 0.6, maximumDistance: 20) {
                    showMenu = true
                } onPressingChanged: { pressing in
                    isPressing = pressing
                }
            if showMenu {
                VStack(alignment: .leading) {
                    ForEach(options, id: \.self) { option in
                        Text(option)
                            .padding(8)
                            .onTapGesture {
                                choice = option
                                showMenu = false
                            }
                    }
                }
                .background(.ultraThinMaterial)
            }
            if let choice {
                Text("Chose \(choice)")
            }
        }
    }
}

#Preview {
    LongPressMenu()
}
