import SwiftUI

// After an initial value, a `{` that begins the next line is not the variable's accessor block:
// in a body it is a closure that nothing calls.
func total() -> Double {
    var sum = 0.0
    {} // expected-error@:5 {{closure expression is unused}}
    sum += 1
    return sum
}
