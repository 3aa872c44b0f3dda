import SwiftUI

// A helper method called without its second argument.
struct Mover: View {
    @State private var point = CGPoint(x: 100, y: 100)

    func move(to target: CGPoint, animated: Bool) {
        if animated {
            withAnimation {
                point = target
            }
        } else {
            point = target
        }
    }

    var body: some View {
        Circle()
            .frame(width: 30, height: 30)
            .position(point)
            .frame(width: 300, height: 300)
            .contentShape(Rectangle())
            .gesture(
                SpatialTapGesture()
                    .onEnded { value in
                        move(to: value.location) // expected-error@:48 {{missing argument for parameter 'animated' in call}}
                    }
            )
    }
}
