import SwiftUI

struct Inner {
  init(_ label: String) {}
}

class Outer {
  typealias Name = Inner
}

struct Poster: View {
  let inner = Outer.Name("x")

  var body: some View {
    Button("Post") {
      NotificationCenter.default.post(name: NSNotification.Name("Success"), object: nil)
      NotificationCenter.default.post(name: Notification.Name("Done"), object: nil)
    }
  }
}

#Preview { Poster() }
