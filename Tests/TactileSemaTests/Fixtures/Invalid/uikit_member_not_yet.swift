import SwiftUI
import UIKit

// UIKit's classes are declared in part: a member the interface lacks is Tactile's gap, never
// "has no member" as if the code were wrong.
func flip(_ view: UIView) {
  view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5) // expected-error@:14 {{'anchorPoint' is not available in Tactile yet}}
}

struct ContentView: View {
  var body: some View {
    Text("Flip")
  }
}
