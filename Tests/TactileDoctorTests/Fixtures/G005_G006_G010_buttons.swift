import SwiftUI

// G005, G006 and G010: taps on and in buttons, and tappable text without the button trait.
struct Buttons: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Add") { count += 1 }
                .onTapGesture { count += 2 } // expected-warning {{'onTapGesture' on a 'Button' takes its tap [G005]}}
            Button {
                count += 1
            } label: {
                Image(systemName: "plus")
                    .onTapGesture { count += 2 } // expected-warning {{'onTapGesture' inside a button's label takes the button's tap [G010]}}
            }
            Text("Tap me")
                .padding()
                .onTapGesture { count += 1 } // expected-warning@:18 {{'Text' with 'onTapGesture' acts as a button without the button trait [G006]}} expected-fixit {{.onTapGesture { count += 1 }.accessibilityAddTraits(.isButton)}}
            // Near misses: the trait is there, a button's action, a shape.
            Text("Tap me")
                .onTapGesture { count += 1 }
                .accessibilityAddTraits(.isButton)
            Button("Add") { count += 1 }
                .simultaneousGesture(TapGesture().onEnded { count += 2 })
            Circle()
                .onTapGesture { count += 1 }
        }
    }
}
