import SwiftUI

// Each statement of a built body goes through the builder's buildExpression.
@resultBuilder struct ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
}

func make(@ListBuilder _ c: () -> [String]) -> [String] { c() }

struct Screen: View {
    let items = make {
        "a"
        true // expected-error@:9 {{cannot convert value of type 'Bool' to expected argument type 'String'}}
    }

    var body: some View {
        Text(items.joined())
    }
}
