import SwiftUI

// The skill guide's other spellings that are not SwiftUI: `eraseToAnyGesture()` (SwiftUI erases
// with `AnyGesture(_:)`) and a drag's start time read from `startLocation` (a `CGPoint`).
struct Erased: View {
  var body: some View {
    Text("Swipe me").gesture(TapGesture().eraseToAnyGesture())  // expected-error@:43 {{value of type 'TapGesture' has no member 'eraseToAnyGesture'}} expected-note {{SwiftUI erases a gesture's type with 'AnyGesture(_:)'}} expected-fixit {{Text("Swipe me").gesture(AnyGesture(TapGesture()))}}
  }
}

struct Momentum: View {
  var body: some View {
    Rectangle()
      .gesture(
        DragGesture()
          .onEnded { value in
            let duration = value.time.timeIntervalSince(value.startLocation.time)  // expected-error@:77 {{value of type 'CGPoint' has no member 'time'}} expected-note {{DragGesture.Value has only the current event's 'time'; to measure the drag's duration, store 'value.time' when the drag starts (the first 'onChanged')}}
            print(duration)
          }
      )
  }
}
