import SwiftUI

struct Item {
    var id: Int
}

// A key path's missing member is reported at the key path's backslash, as swiftc does.
struct ItemList: View {
    let items = [Item(id: 1)]

    var body: some View {
        ForEach(items, id: \.nope) { item in // expected-error@:28 {{value of type 'Item' has no member 'nope'}}
            Text("row")
        }
    }
}
