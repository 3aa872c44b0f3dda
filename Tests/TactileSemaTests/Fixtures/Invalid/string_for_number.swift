import SwiftUI

// Numbers written as strings.
struct PressSettings: View {
    @State private var pressed = 0

    var body: some View {
        Text("Pressed \(pressed)")
            .onTapGesture(count: "2") { // expected-error@:34 {{cannot convert value of type 'String' to expected argument type 'Int'}}
                pressed += 1
            }
            .gesture(
                LongPressGesture(minimumDuration: "1.5") // expected-error@:51 {{cannot convert value of type 'String' to expected argument type 'Double'}}
                    .onEnded { _ in pressed = 0 }
            )
    }
}
