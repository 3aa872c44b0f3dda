import SwiftUI

// A view type that never declares its body.
struct Badge: View { // expected-error@:8 {{type 'Badge' does not conform to protocol 'View'}}
    var count: Int
}

struct Inbox: View {
    @State private var count = 2

    var body: some View {
        Text("\(count) new")
            .onTapGesture {
                count = 0
            }
    }
}
