import SwiftUI

// Ignore comments: on the line, on the line above, for one rule or for all.
struct Ignored: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("A").onTapGesture { count += 1 } // tactile:ignore G006
            // tactile:ignore
            Text("B").onTapGesture { count += 1 }
            // tactile:ignore G006, G003
            Text("C").onTapGesture { count += 1 }
            Text("D").onTapGesture { count += 1 } // tactile:ignore G003 expected-warning {{'Text' with 'onTapGesture' acts as a button without the button trait [G006]}}
        }
    }
}
