import SwiftUI

// A mutating method called from a gesture in a view.
struct Tally: View {
    @State private var taps = 0
    var history: [Int] = []

    mutating func record(_ value: Int) {
        history.append(value)
    }

    var body: some View {
        Text("\(taps)")
            .onTapGesture {
                taps += 1
                record(taps) // expected-error@:17 {{cannot use mutating member on immutable value: 'self' is immutable}}
            }
    }
}
