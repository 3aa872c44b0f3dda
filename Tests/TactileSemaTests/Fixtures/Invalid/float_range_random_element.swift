import SwiftUI

// A range of Double is not a collection: it has no random element (use Double.random(in:)).
let x: Double = 0
let pick = (x...1).randomElement() // expected-error@:20 {{referencing instance method 'randomElement()' on 'ClosedRange' requires that 'Double' conform to 'BinaryInteger'}}
