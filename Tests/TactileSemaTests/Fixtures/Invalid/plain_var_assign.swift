import SwiftUI

// A flag kept in a plain `var`: assigning it from a gesture mutates an immutable view.
struct BrokenToggle: View {
    var isOn = false

    var body: some View {
        Image(systemName: isOn ? "star.fill" : "star")
            .font(.largeTitle)
            .onTapGesture {
                isOn = true // expected-error@:17 {{cannot assign to property: 'self' is immutable}}
            }
    }
}
