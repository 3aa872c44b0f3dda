import SwiftUI

// GestureMask's members are `all`, `gesture`, `subviews` and `none`.
struct MaskedParent: View {
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("Child")
                .onTapGesture { log.append("child") }
        }
        .padding(40)
        .gesture(
            TapGesture().onEnded { log.append("parent") },
            including: .everything // expected-error@:25 {{type 'GestureMask' has no member 'everything'}}
        )
        .simultaneousGesture(
            LongPressGesture().onEnded { _ in log.append("long") },
            including: .gestures // expected-error@:25 {{type 'GestureMask' has no member 'gestures'; did you mean 'gesture'?}}
        )
    }
}
