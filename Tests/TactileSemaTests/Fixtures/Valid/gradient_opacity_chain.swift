import SwiftUI

// A gradient is both a view and a shape style, so `opacity` has two overloads. The chain
// decides: a view modifier after it needs the view's; a fill needs the style's.
struct GlowBackground: View {
  var body: some View {
    ZStack {
      LinearGradient(colors: [.white, .orange], startPoint: .top, endPoint: .bottom)
        .opacity(0.1)
        .blur(radius: 50)
        .ignoresSafeArea()
      Circle()
        .fill(LinearGradient(colors: [.white, .orange], startPoint: .top, endPoint: .bottom).opacity(0.5))
      RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 9)
        .opacity(0.2)
        .frame(width: 90, height: 90)
    }
  }
}
