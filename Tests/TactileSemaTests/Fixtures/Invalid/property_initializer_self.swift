import SwiftUI

// A stored property's initial value runs before `self` exists.
struct ProgressCard: View {
  var progress = 0.7
  @State private var expanded = progress > 0.5  // expected-error@:33 {{cannot use instance member 'progress' within property initializer; property initializers run before 'self' is available}}
  lazy var half = progress / 2
  let steps = (0..<3).map { $0 * 2 }

  var body: some View {
    Text("\(expanded)")
  }
}
