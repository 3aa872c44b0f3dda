import SwiftUI

// An Int is 64 bits on every device, so literals past 2^31 are Ints, and so is Int.min written out.
struct Odometer: View {
    @State private var distance = 3_000_000_000
    let lowest = -9_223_372_036_854_775_808
    let highest = 0x7FFF_FFFF_FFFF_FFFF
    let metres: Double = 18_446_744_073_709_551_616

    var body: some View {
        Text("\(distance) \(lowest) \(highest) \(metres)")
            .onTapGesture { distance += 4_294_967_296 }
    }
}
