import SwiftUI

// Two misspelled members of a drag's value.
struct LocationReadout: View {
    @State private var start = CGPoint.zero
    @State private var current = CGPoint.zero

    var body: some View {
        VStack {
            Text("From \(Int(start.x)) to \(Int(current.x))")
            Rectangle()
                .fill(Color.gray.opacity(0.2))
                .frame(height: 200)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { value in
                            start = value.startLocaton // expected-error@:43 {{value of type 'DragGesture.Value' has no member 'startLocaton'; did you mean 'startLocation'?}}
                            current = value.locaton // expected-error@:45 {{value of type 'DragGesture.Value' has no member 'locaton'; did you mean 'location'?}}
                        }
                )
        }
    }
}
