// Gestures with modern modifiers: MagnifyGesture with RotateGesture, onLongPressGesture with
// onPressingChanged, an exclusive double/single tap, a drag's velocity, sensoryFeedback.
import SwiftUI

struct Playground: View {
  @State private var log: [String] = []
  @State private var scale: CGFloat = 1
  @State private var angle = Angle.zero
  @State private var pressing = false
  @GestureState private var velocity: CGSize = .zero

  var body: some View {
    VStack(spacing: 24) {
      Circle()
        .fill(pressing ? .orange : .purple)
        .frame(width: 120, height: 120)
        .scaleEffect(scale)
        .rotationEffect(angle)
        .gesture(
          MagnifyGesture()
            .onChanged { value in scale = value.magnification; _ = value.startAnchor }
            .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation })
        )
        .onLongPressGesture(minimumDuration: 0.4, maximumDistance: 20) {
          log.append("long")
        } onPressingChanged: { isPressing in
          pressing = isPressing
        }
      Rectangle()
        .frame(width: 200, height: 60)
        .gesture(
          TapGesture(count: 2).onEnded { log.append("double") }
            .exclusively(before: TapGesture().onEnded { log.append("single") })
        )
        .gesture(
          DragGesture(minimumDistance: 20)
            .updating($velocity) { value, state, _ in state = value.velocity }
            .onEnded { value in log.append("drag \(Int(value.predictedEndTranslation.width))") },
          including: .all
        )
        .sensoryFeedback(.impact, trigger: log.count)
      Text(log.suffix(3).joined(separator: " · "))
        .font(.footnote.monospaced())
    }
  }
}
