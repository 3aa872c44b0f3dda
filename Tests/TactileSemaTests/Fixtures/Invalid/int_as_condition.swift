import SwiftUI

// An integer used as a condition.
struct TapBadge: View {
    @State private var unread = 3

    var body: some View {
        Image(systemName: "bell")
            .overlay(alignment: .topTrailing) {
                if unread { // expected-error@:20 {{type 'Int' cannot be used as a boolean; test for '!= 0' instead}}
                    Circle()
                        .fill(Color.red)
                        .frame(width: 10, height: 10)
                }
            }
            .onTapGesture {
                unread = 0
            }
    }
}
