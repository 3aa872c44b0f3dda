import SwiftUI

/// A card that can be dragged, long-pressed, pinched and rotated.
struct GestureCard: View {
  enum DragState {
    case inactive
    case pressing
    case dragging(translation: CGSize)

    var translation: CGSize {
      switch self {
      case .inactive, .pressing:
        return .zero
      case .dragging(let translation):
        return translation
      }
    }

    var isActive: Bool {
      if case .inactive = self { return false }
      return true
    }
  }

  @GestureState private var dragState = DragState.inactive
  @GestureState private var magnification: CGFloat = 1.0
  @State private var position = CGSize.zero
  @State private var rotation = Angle.zero
  @State private var scale: CGFloat = 1
  @State private var taps = 0
  @State private var log: [String] = []

  let minimumLongPressDuration = 0.5
  private let colors: [Color] = [.red, .orange, .yellow, .green, .blue]

  var longPressDrag: some Gesture {
    LongPressGesture(minimumDuration: minimumLongPressDuration)
      .sequenced(before: DragGesture())
      .updating($dragState) { value, state, transaction in
        switch value {
        case .first(true):
          state = .pressing
        case .second(true, let drag):
          state = .dragging(translation: drag?.translation ?? .zero)
        default:
          state = .inactive
        }
      }
      .onEnded { value in
        guard case .second(true, let drag?) = value else { return }
        position.width += drag.translation.width
        position.height += drag.translation.height
        log.append("moved to \(position.width), \(position.height)")
      }
  }

  var pinch: some Gesture {
    MagnificationGesture()
      .updating($magnification) { current, state, _ in state = current }
      .onEnded { scale *= $0 }
  }

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .topLeading) {
        ForEach(colors.indices, id: \.self) { index in
          RoundedRectangle(cornerRadius: 12)
            .fill(colors[index].opacity(dragState.isActive ? 0.5 : 1))
            .frame(width: proxy.size.width / CGFloat(colors.count), height: 40)
            .offset(x: CGFloat(index) * 10, y: -20)
        }
        Circle()
          .fill(dragState.isActive ? Color.red : .blue)
          .frame(width: 100 * scale * magnification, height: 100 * scale * magnification)
          .rotationEffect(rotation)
          .offset(
            x: position.width + dragState.translation.width,
            y: position.height + dragState.translation.height
          )
          .animation(.spring(response: 0.3, dampingFraction: 0.6), value: dragState.isActive)
          .gesture(longPressDrag.simultaneously(with: pinch))
          .simultaneousGesture(
            RotationGesture().onChanged { angle in rotation = angle }
          )
          .onTapGesture(count: 2) {
            withAnimation(.easeInOut(duration: 0.2)) {
              position = .zero
              taps += 1
            }
          }
        Text("Taps: \(taps)")
          .font(.largeTitle)
          .foregroundColor(taps > 3 ? .green : .primary)
      }
      .frame(width: UIScreen.main.bounds.width, height: proxy.size.height)
    }
  }
}

struct GestureCard_Previews: PreviewProvider {
  static var previews: some View {
    GestureCard()
  }
}

#Preview("Card") {
  GestureCard()
}
