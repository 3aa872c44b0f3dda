import SwiftUI

// A stepper moves a number: a String binding is not Strideable.
struct WrongStepper: View {
    @State private var name = "Ada"

    var body: some View {
        Stepper("Name", value: $name) // expected-error@:9 {{initializer 'init(_:value:step:onEditingChanged:)' requires that 'String' conform to 'Strideable'}}
    }
}
