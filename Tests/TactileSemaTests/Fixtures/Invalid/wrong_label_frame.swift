import SwiftUI

// A misspelled label in `frame(width:height:)`.
struct Tile: View {
    @State private var taps = 0

    var body: some View {
        Text("\(taps)")
            .frame(width: 100, heigth: 100) // expected-error@:19 {{incorrect argument label in call (have 'width:heigth:', expected 'width:height:')}}
            .background(Color.yellow)
            .onTapGesture {
                taps += 1
            }
    }
}
