import SwiftUI

// The program's own property wrappers: storage, projection, attribute arguments, generic
// wrappers, memberwise initializers and a DynamicProperty wrapper holding @State.
@propertyWrapper struct Clamped {
    var value: Double
    var range: ClosedRange<Double>
    var wrappedValue: Double {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<Double> { range }
    init(wrappedValue: Double, range: ClosedRange<Double> = 0...1) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}

@propertyWrapper struct Logged<Value> {
    private var stored: Value
    var wrappedValue: Value {
        get { stored }
        set { stored = newValue }
    }
    init(wrappedValue: Value) { stored = wrappedValue }
}

@propertyWrapper struct Counter: DynamicProperty {
    @State private var count = 0
    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }
    var projectedValue: Binding<Int> { $count }
    init(wrappedValue: Int) { _count = State(initialValue: wrappedValue) }
}

struct Mixer {
    @Clamped var level: Double = 3
    @Clamped(range: 0...10) var gain = 5
    @Logged var name: String
}

struct Knob: View {
    @Clamped var amount: Double
    var body: some View {
        Text("\(amount) in \($amount.upperBound)")
    }
}

struct Panel: View {
    @Counter var presses = 0
    @Logged var title = "Panel"

    var body: some View {
        let mixer = Mixer(name: "main")
        VStack {
            Text("\(title): \(mixer.level) \(mixer.gain) \(mixer.name)")
            Knob(amount: 0.5)
            Stepper("Presses \(presses)", value: $presses)
            Button("Press") { presses += 1 }
        }
    }
}
