import SwiftUI
import Charts

// Charts is a framework of the iOS SDK (canImport(Charts) holds), which Tactile does not have
// yet: its names are Tactile's gap, never "cannot find" as if the code were wrong.
struct Sales: View {
  var body: some View {
    Chart { // expected-error@:5 {{'Chart' is not available in Tactile yet}}
      LineMark(x: .value("Day", 1), y: .value("Sales", 2)) // expected-error@:7 {{'LineMark' is not available in Tactile yet}}
    }
  }
}
