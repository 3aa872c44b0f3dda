import SwiftUI

// Only a key with an optional value may leave `defaultValue` out.
struct CountKey: PreferenceKey { // expected-error@:8 {{type 'CountKey' does not conform to protocol 'PreferenceKey'}}
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct Counted: View {
    var body: some View {
        Text("Count")
    }
}
