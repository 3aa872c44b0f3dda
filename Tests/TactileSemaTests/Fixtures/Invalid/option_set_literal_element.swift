import SwiftUI

// The elements of an option set literal are members of that option set.
struct Padded: View {
    var body: some View {
        Text("Hi")
            .padding([.top, .nope], 8) // expected-error@:30 {{type 'Edge.Set' has no member 'nope'}}
            .padding([.top, 3], 8) // expected-error@:29 {{cannot convert value of type 'Int' to expected element type 'Edge.Set'}}
    }
}
