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

// A static member named bare from an instance context needs its type (`Self.limit`).
struct Steps: View {
  static let limit = 3
  static func clamp(_ n: Int) -> Int { min(n, limit) }

  var body: some View {
    Text("\(limit)")  // expected-error@:13 {{static member 'limit' cannot be used on instance of type 'Steps'}}
      .onTapGesture { print(clamp(5), Self.clamp(5), Steps.limit) }  // expected-error@:29 {{static member 'clamp' cannot be used on instance of type 'Steps'}}
  }
}
