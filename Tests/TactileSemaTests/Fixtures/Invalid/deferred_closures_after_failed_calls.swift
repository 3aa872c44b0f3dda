import SwiftUI

// Two failed calls in one builder, each with a closure whose body fails too: checking the
// first closure speculatively must not lose the second one, which is still waiting.
struct Shelf: View {
    @State var items = [Image(systemName: "a"), Image(systemName: "b")]
    @State var picked: Image?

    var body: some View {
        VStack {
            items[0]
                .frobnicate { // expected-error@:18 {{value of type 'Image' has no member 'frobnicate'}}
                    self.picked = items[0]
                    return Mystery() // expected-error@:28 {{cannot find 'Mystery' in scope}}
                }
            items[1]
                .frobnicate { // expected-error@:18 {{value of type 'Image' has no member 'frobnicate'}}
                    self.picked = items[1]
                    return Mystery() // expected-error@:28 {{cannot find 'Mystery' in scope}}
                }
        }
    }
}
