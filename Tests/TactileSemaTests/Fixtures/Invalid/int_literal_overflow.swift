import SwiftUI

// An Int is 64 bits on every device: a literal one past Int.max (or below Int.min) does not fit.
struct Odometer: View {
    @State private var distance = 9_223_372_036_854_775_807
    let limit = 9_223_372_036_854_775_808 // expected-error@:17 {{integer literal '9223372036854775808' overflows when stored into 'Int'}}
    let floor = -9_223_372_036_854_775_809 // expected-error@:17 {{integer literal '-9223372036854775809' overflows when stored into 'Int'}}
    let mask = 0x1_0000_0000_0000_0000 // expected-error@:16 {{integer literal '18446744073709551616' overflows when stored into 'Int'}}

    var body: some View {
        Text("\(distance)")
            .onTapGesture { distance = 0 }
    }
}
