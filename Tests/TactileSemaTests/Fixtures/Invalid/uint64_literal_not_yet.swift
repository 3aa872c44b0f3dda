import SwiftUI

// A UInt64 (and a UInt) holds literals up to 18446744073709551615; Tactile's integers stop at
// Int64.max so far, which is Tactile's gap and not the code's mistake. A narrower or signed type
// written for the value still cannot hold it.
struct Checksum: View {
    let seed: UInt64 = 14_695_981_039_346_656_037 // expected-error@:24 {{'UInt64 values above Int64.max' is not available in Tactile yet}}
    let mask: UInt = 0xFFFF_FFFF_FFFF_FFFF // expected-error@:22 {{'UInt64 values above Int64.max' is not available in Tactile yet}}
    let word: UInt32 = 0xFFFF_FFFF_FFFF_FFFF // expected-error@:24 {{integer literal '18446744073709551615' overflows when stored into 'UInt32'}}
    let signed: Int64 = 9_223_372_036_854_775_808 // expected-error@:25 {{integer literal '9223372036854775808' overflows when stored into 'Int64'}}
    let tooBig: UInt64 = 18_446_744_073_709_551_616 // expected-error@:26 {{integer literal '18446744073709551616' overflows when stored into 'UInt64'}}

    var body: some View {
        Text("\(seed)")
            .task {
                try? await Task.sleep(nanoseconds: 10_000_000_000_000_000_000) // expected-error@:52 {{'UInt64 values above Int64.max' is not available in Tactile yet}}
            }
    }
}
