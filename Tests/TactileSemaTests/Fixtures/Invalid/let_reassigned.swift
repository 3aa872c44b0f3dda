import SwiftUI

// A `let` constant assigned again.
struct StepCounter: View {
    @State private var value = 0

    func nextValue(from current: Int, up: Bool) -> Int {
        let step = 1
        if current > 10 {
            step = 5 // expected-error@:13 {{cannot assign to value: 'step' is a 'let' constant}}
        }
        return up ? current + step : current - step
    }

    var body: some View {
        Text("\(value)")
            .font(.largeTitle)
            .onTapGesture {
                value = nextValue(from: value, up: true)
            }
            .onLongPressGesture {
                value = nextValue(from: value, up: false)
            }
    }
}
