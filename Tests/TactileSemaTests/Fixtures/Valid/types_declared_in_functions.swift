import SwiftUI

// Types declared in a function or a #Preview cannot capture the values around them: they are
// checked as if declared at the top level.
struct Stars: View {
    @Binding var rating: Int
    var body: some View {
        HStack {
            ForEach(1...5, id: \.self) { n in
                Text(n <= rating ? "★" : "☆").onTapGesture { rating = n }
            }
        }
    }
}
func label(for n: Int) -> String {
    struct Formatter { let prefix: String; func format(_ n: Int) -> String { prefix + String(n) } }
    return Formatter(prefix: "#").format(n)
}
#Preview {
    struct PreviewWrapper: View {
        @State var rating = 3
        var body: some View {
            VStack {
                Stars(rating: $rating)
                Text(label(for: rating))
            }
        }
    }
    return PreviewWrapper()
}
