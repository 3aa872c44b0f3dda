import SwiftUI

// A wrapper attribute's arguments are checked against the wrapper's initializer.
@propertyWrapper struct Clamped {
    var value: Double
    var range: ClosedRange<Double>
    var wrappedValue: Double {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    init(wrappedValue: Double, range: ClosedRange<Double> = 0...1) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}

struct Meter: View {
    @Clamped(range: "high") var level = 0.5 // expected-error@:21 {{cannot convert value of type 'String' to expected argument type 'ClosedRange<Double>'}}
    var body: some View {
        Text("\(level)")
    }
}
