import SwiftUI

// String(_:) of any LosslessStringConvertible value: a generic StringProtocol parameter, a Bool,
// a Character, and the concrete overloads still chosen for Int and Double.
func label<S: StringProtocol>(_ s: S) -> String { String(s) + "!" }
func both<T: LosslessStringConvertible>(_ a: T, _ b: T) -> String { String(a) + "/" + String(b) }

struct Labels: View {
    @State private var on = true
    var body: some View {
        VStack {
            Text(label("tap"))
            Text(label("a b".split(separator: " ")[0]))
            Text(String(on))
            Text(both(1, 2))
            Text(String(Character("x")) + String(3) + String(2.5))
        }
        .onTapGesture { on.toggle() }
    }
}

#Preview { Labels() }
