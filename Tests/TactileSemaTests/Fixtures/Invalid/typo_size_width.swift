import SwiftUI

// A misspelled member of CGSize inside a gesture callback.
struct SwipeMeter: View {
    @State private var distance: CGFloat = 0

    var body: some View {
        Text("Swiped \(Int(distance)) pt")
            .padding()
            .gesture(
                DragGesture()
                    .onEnded { value in
                        distance = abs(value.translation.widht) // expected-error@:58 {{value of type 'CGSize' has no member 'widht'; did you mean 'width'?}}
                    }
            )
    }
}
