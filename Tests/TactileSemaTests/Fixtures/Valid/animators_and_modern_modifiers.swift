import SwiftUI

// Phase and keyframe animators (iOS 17), symbol effects, glass, zoom transitions, text widths,
// Canvas layers and UIKit appearance proxies, as apps write them.

enum Phase: CaseIterable {
  case start, middle, end
  var scale: Double {
    switch self {
    case .start: 1
    case .middle: 1.4
    case .end: 0.8
    }
  }
}

struct Values {
  var scale = 1.0
  var rotation = Angle.zero
  var offset: CGFloat = 0
}

struct Animators: View {
  @State private var taps = 0
  @State private var on = false
  @Namespace private var zoom

  init() {
    UITabBar.appearance().isHidden = true
    UITableView.appearance().backgroundColor = UIColor.clear
    UITableView.appearance().separatorStyle = .none
    UINavigationBar.appearance().isTranslucent = false
    UIRefreshControl.appearance().tintColor = .systemBlue
  }

  var body: some View {
    VStack {
      Circle()
        .phaseAnimator(Phase.allCases) { content, phase in
          content.scaleEffect(phase.scale)
        } animation: { phase in
          phase == .end ? .bouncy : .easeInOut(duration: 0.3)
        }
      PhaseAnimator([0.0, 10.0], trigger: taps) { value in
        Text("\(value)").offset(x: value)
      }
      Image(systemName: "star")
        .phaseAnimator([false, true]) { content, on in
          content.opacity(on ? 1 : 0.5)
        }
        .symbolEffect(.bounce.byLayer.down, options: .speed(1.2), value: taps)
        .symbolEffect(.pulse, isActive: on)
        .symbolEffect(.wiggle.counterClockwise, options: .repeat(2), value: taps)
        .contentTransition(.symbolEffect)
      Image(systemName: "bell")
        .contentTransition(.symbolEffect(.replace, options: .nonRepeating))
      Rectangle()
        .keyframeAnimator(initialValue: Values(), trigger: taps) { content, value in
          content
            .scaleEffect(value.scale)
            .rotationEffect(value.rotation)
            .offset(y: value.offset)
        } keyframes: { _ in
          KeyframeTrack(\.scale) {
            LinearKeyframe(1.2, duration: 0.2)
            SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
          }
          KeyframeTrack(\.rotation) {
            CubicKeyframe(.degrees(20), duration: 0.2)
            CubicKeyframe(.zero, duration: 0.2)
          }
          KeyframeTrack(\.offset) {
            MoveKeyframe(-10)
            LinearKeyframe(0, duration: 0.4, timingCurve: .easeOut)
          }
        }
      KeyframeAnimator(initialValue: 0.0, repeating: true) { value in
        Text("\(value)")
      } keyframes: { _ in
        LinearKeyframe(10.0, duration: 2)
      }
      Text("Wide")
        .fontWidth(.expanded)
        .fontDesign(.rounded)
        .monospaced()
        .allowsTightening(true)
        .foregroundStyle(.quaternary)
        .background(.secondary.opacity(0.5))
        .glassEffect(.clear, in: .circle)
        .matchedTransitionSource(id: 1, in: zoom) { config in
          config.background(.clear).clipShape(.rect(cornerRadius: 20))
        }
        .navigationTransition(.zoom(sourceID: 1, in: zoom))
      Button("Go") { taps += 1 }
        .controlSize(.large)
        .statusBar(hidden: true)
        .keyboardType(.alphabet)
      Canvas { context, size in
        context.blendMode = .plusLighter
        context.addFilter(.alphaThreshold(min: 0.5, color: .yellow))
        context.addFilter(.blur(radius: 20))
        context.drawLayer { layer in
          if let symbol = context.resolveSymbol(id: 1) {
            layer.draw(symbol, at: CGPoint(x: size.width / 2, y: size.height / 2))
          }
        }
        context.fill(
          Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)),
          with: .radialGradient(
            Gradient(colors: [.red, .blue]), center: .zero, startRadius: 0, endRadius: 10))
      } symbols: {
        Circle().frame(width: 50, height: 50).tag(1)
      }
    }
  }
}
