import SwiftUI

// An optional used as a condition.
struct SelectionMarker: View {
    @State private var selection: CGPoint?

    var body: some View {
        ZStack {
            Rectangle()
                .fill(Color.gray.opacity(0.1))
            if selection { // expected-error@:16 {{optional type 'CGPoint?' cannot be used as a boolean; test for '!= nil' instead}}
                Text("Selected")
            }
        }
        .gesture(
            SpatialTapGesture()
                .onEnded { value in
                    selection = value.location
                }
        )
    }
}
