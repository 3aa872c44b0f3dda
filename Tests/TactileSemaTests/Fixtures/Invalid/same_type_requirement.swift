import SwiftUI

// A member of an extension with `where Element == String` needs that element type.
extension Array where Element == String {
    func sentence() -> String { joined(separator: " ") }
}

struct Numbers: View {
    let rows: [[Int]] = [[1], [2]]

    var body: some View {
        Text(rows.sentence()) // expected-error@:19 {{referencing instance method 'sentence()' on 'Array' requires the types '[Int]' and 'String' be equivalent}}
    }
}
