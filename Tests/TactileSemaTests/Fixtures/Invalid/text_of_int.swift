import SwiftUI

// Text has no initializer that takes an Int.
struct Score: View {
    @State private var score = 0

    var body: some View {
        VStack {
            Text(score) // expected-error@:13 {{no exact matches in call to initializer}}
            Button("Add") {
                score += 1
            }
        }
    }
}
