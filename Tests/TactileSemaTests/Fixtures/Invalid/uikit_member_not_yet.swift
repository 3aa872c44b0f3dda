import SwiftUI
import UIKit

// UIKit's classes are declared in part: a member the interface lacks is Tactile's gap, never
// "has no member" as if the code were wrong.
func flip(_ view: UIView) {
  view.layer.isDoubleSided = false // expected-error@:14 {{'isDoubleSided' is not available in Tactile yet}}
}

struct ContentView: View {
  var body: some View {
    Text("Flip")
  }
}
