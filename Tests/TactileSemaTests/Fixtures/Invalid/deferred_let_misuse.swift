import SwiftUI

// Locals declared `let` without a value must get exactly one before they are read, on
// every path (definite initialization), and not from a closure.
struct DeferredLetMisuse: View {
    @State private var on = false

    var body: some View {
        let width: CGFloat
        if on { width = 100 }
        let height: CGFloat
        height = 50
        height = 60 // expected-error@:9 {{immutable value 'height' may only be initialized once}}
        let count: Int
        for i in 0..<3 {
            count = i // expected-error@:13 {{immutable value 'count' may only be initialized once}}
        }
        let label: String
        let show = { print(label) } // expected-error@:28 {{constant 'label' captured by a closure before being initialized}}
        label = "x"
        let tint: Color
        let paint = { tint = .red } // expected-error@:23 {{cannot assign to value: 'tint' is a 'let' constant}}
        return Rectangle()
            .frame(width: width, height: height) // expected-error@:27 {{constant 'width' used before being initialized}}
            .onTapGesture { show(); paint(); on.toggle(); print(count) }
    }
}
