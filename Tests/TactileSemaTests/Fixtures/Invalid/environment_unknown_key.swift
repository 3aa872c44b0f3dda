import SwiftUI

// An environment key must be a property of EnvironmentValues; swiftc points at the backslash.
struct EnvBug: View {
    @Environment(\.notAnEnvironmentValue) private var value // expected-error@:18 {{value of type 'EnvironmentValues' has no member 'notAnEnvironmentValue'}}
    @Environment(\.alsoNot) private var other: Bool // expected-error@:18 {{value of type 'EnvironmentValues' has no member 'alsoNot'}}

    var body: some View {
        Text("Value")
    }
}
