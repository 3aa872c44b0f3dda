// A card-swipe state machine: an enum with associated values and a nested raw-value enum made
// through its outer type, \.rawValue, an overlay with if case, delayed reset.
import SwiftUI

enum CardState: Equatable {
  case idle
  case dragging(CGSize)
  case flung(direction: Direction)

  enum Direction: String { case left, right }

  var offset: CGSize {
    switch self {
    case .idle: return .zero
    case .dragging(let translation): return translation
    case .flung(let direction): return CGSize(width: direction == .left ? -500 : 500, height: 0)
    }
  }
}

struct Tinder: View {
  @State private var state: CardState = .idle
  @State private var history: [CardState.Direction] = []
  private let threshold: CGFloat = 120

  var rotation: Angle { .degrees(Double(state.offset.width) / 20) }

  var body: some View {
    ZStack {
      Text(history.map(\.rawValue).joined(separator: ","))
        .offset(y: 300)
      RoundedRectangle(cornerRadius: 20)
        .fill(LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
        .frame(width: 280, height: 380)
        .overlay {
          if case .dragging(let t) = state, abs(t.width) > threshold {
            Text(t.width > 0 ? "LIKE" : "NOPE").font(.largeTitle.bold()).foregroundStyle(.white)
          }
        }
        .offset(state.offset)
        .rotationEffect(rotation)
        .gesture(
          DragGesture()
            .onChanged { state = .dragging($0.translation) }
            .onEnded { value in
              let dx = value.translation.width
              if abs(dx) > threshold, let direction = CardState.Direction(rawValue: dx > 0 ? "right" : "left") {
                withAnimation(.easeIn(duration: 0.25)) { state = .flung(direction: direction) }
                history.append(direction)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                  state = .idle
                }
              } else {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { state = .idle }
              }
            }
        )
    }
  }
}
