import SwiftUI

// A generic view's parameter must meet its constraint, however the memberwise initializer is
// called: a closure is not a view.
struct Box<C: View>: View {
    let c: C
    var body: some View { c }
}

struct Screen: View {
    var body: some View {
        Box(c: { }) // expected-error@:9 {{generic struct 'Box' requires that '() -> ()' conform to 'View'}}
    }
}
