import SwiftUI
import Combine

// The context decides: an initializer's implicit-member argument takes the element type from
// the annotation, and an operator's CGFloat operands convert to the Double range the context
// asks for.
struct ContextDecides: View {
    var columns: [GridItem] = Array(repeating: .init(.flexible()), count: 2)
    var width: CGFloat = 10

    func normalised(_ value: Double, in range: ClosedRange<Double>) -> Double {
        (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    }

    var body: some View {
        let span: ClosedRange<Double> = -width...width
        VStack {
            Text("\(normalised(2, in: -width...width)) \(span.upperBound) \(columns.count)")
                .background()
            Text("pressed")
                // The first trailing closure goes to `pressing:` because `perform:` is written.
                .onLongPressGesture(minimumDuration: 1, maximumDistance: 10) { isPressing in
                    print(isPressing)
                } perform: {
                    print("done")
                }
            Color.red.frame(width: 40, height: 20).clipShape(.buttonBorder)
        }
    }
}

final class Verdict: ObservableObject {
    @Published var text = ""
    @Published var verdict = ""
    init() {
        $text.map { $0.isEmpty ? "no" : "yes" }.assign(to: &$verdict)
    }
}
