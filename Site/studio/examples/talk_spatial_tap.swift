import SwiftUI

// The talk's SpatialTapGesture and its .onTapGesture form. The talk prints `value.x` from a
// `SpatialTapGesture.Value`, which is not valid SwiftUI (the value has `location`, not `x`):
// the valid spelling is `value.location.x`. In the view form the closure receives the
// location itself, a `CGPoint`, so `value.x` is valid there.
struct SpatialTapView: View {
  var body: some View {
    VStack(spacing: 40) {
      Rectangle()
        .fill(Color.mint)
        .frame(width: 200, height: 150)
        .gesture(
          SpatialTapGesture()
            .onEnded { value in
              print("Tapped at (\(value.location.x), \(value.location.y))")
            }
        )
      Rectangle()
        .fill(Color.indigo)
        .frame(width: 200, height: 150)
        .onTapGesture { value in
          print("Tapped at (\(value.x), \(value.y))")
        }
    }
  }
}
