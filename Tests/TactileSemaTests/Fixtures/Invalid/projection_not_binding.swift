import SwiftUI

// `{ $name in … }` needs a Binding from its context: ForEach(items) passes plain elements.
struct ProjectionNotBinding: View {
    let items = [1, 2, 3]

    var body: some View {
        ForEach(items, id: \.self) { $number in // expected-error@:38 {{inferred projection type 'Int' is not a property wrapper}}
            Text("\(number)")
        }
    }
}
