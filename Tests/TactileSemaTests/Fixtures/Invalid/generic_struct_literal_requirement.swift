import SwiftUI

// A literal passed where a generic parameter must be a View: no type a literal can become is a
// view, so the literal takes its default type and the requirement fails, as swiftc reports it.
struct Box<C: View>: View {
    let c: C
    var body: some View { c }
}

func half<T: BinaryFloatingPoint>(_ x: T) -> T { x / 2 }

struct Screen: View {
    var body: some View {
        VStack {
            Box(c: 5) // expected-error@:13 {{generic struct 'Box' requires that 'Int' conform to 'View'}}
            Box(c: "hi") // expected-error@:13 {{generic struct 'Box' requires that 'String' conform to 'View'}}
            Box(c: Text("ok"))
            // An integer literal can be a Double, which is a BinaryFloatingPoint.
            Text("\(half(5))")
        }
    }
}
