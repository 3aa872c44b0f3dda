import SwiftUI

// A misspelled static member of Font: 'title', 'title2' and 'title3' are all as close, so
// swiftc names no single correction.
struct Heading: View {
    @State private var big = false

    var body: some View {
        Text("Gestures")
            .font(big ? Font.largeTitle : Font.titel) // expected-error@:48 {{type 'Font' has no member 'titel'}}
            .onTapGesture {
                big.toggle()
            }
    }
}
