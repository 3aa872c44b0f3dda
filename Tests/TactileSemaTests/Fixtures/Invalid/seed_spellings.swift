import SwiftUI

// The seeds' spellings that are not SwiftUI: swiftc's error, plus the valid spelling.
struct Zoom: View {
  @GestureState private var magnificationAmount = 1.0

  var body: some View {
    Circle()
      .scaleEffect(magnificationAmount)
      .gesture(
        MagnificationGesture()
          .updating($magnificationAmount) { value, state, _ in
            state = value.magnification  // expected-error@:27 {{value of type 'CGFloat' has no member 'magnification'}} expected-note {{MagnificationGesture's value is the magnification itself; MagnifyGesture.Value has a 'magnification' property}} expected-fixit {{state = value}}
          }
      )
  }
}

struct TapLocation: View {
  var body: some View {
    Rectangle()
      .gesture(
        SpatialTapGesture()
          .onEnded { value in
            print(value.x)  // expected-error@:25 {{value of type 'SpatialTapGesture.Value' has no member 'x'}} expected-fixit {{print(value.location.x)}}
          }
      )
  }
}
