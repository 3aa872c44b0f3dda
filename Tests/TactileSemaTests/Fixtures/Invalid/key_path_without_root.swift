import SwiftUI

// A key path needs its root type from its context or written out (`\String.count`).
struct KeyPathWithoutRoot: View {
    var body: some View {
        let path = \.count // expected-error@:20 {{cannot infer key path type from context; consider explicitly specifying a root type}}
        return Text("\(path)")
    }
}
