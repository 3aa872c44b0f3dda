import TactileSema
import Testing

/// `gesture(_:)` with a `UIGestureRecognizerRepresentable` (entry 13): `import UIKit`, the
/// recognizer classes, the protocol's `Context` and its converter check as in Swift.
@Suite struct GestureRepresentableTests {
  static let valid = """
    import SwiftUI
    import UIKit

    struct TwoFingerTap: UIGestureRecognizerRepresentable {
      var action: (CGPoint) -> Void
      func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTouchesRequired = 2
        recognizer.numberOfTapsRequired = 1
        return recognizer
      }
      func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        if recognizer.state == .ended, let point = context.converter.localLocation {
          action(point)
        }
        let inView: CGPoint = recognizer.location(in: nil)
        let touches: Int = recognizer.numberOfTouches
        let local: CGPoint? = context.converter.location(in: .local)
        _ = (inView, touches, local, recognizer.isEnabled)
      }
    }

    struct Pan: UIGestureRecognizerRepresentable {
      func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer { UIPanGestureRecognizer() }
      func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        switch recognizer.state {
        case .began, .changed: print(recognizer.translation(in: nil), recognizer.velocity(in: nil))
        case .ended, .cancelled, .failed, .possible: break
        }
      }
    }

    struct Others {
      func configure() {
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 1
        press.allowableMovement = 20
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let scale: CGFloat = pinch.scale
        let angle: CGFloat = rotation.rotation
        _ = (scale, angle)
      }
    }

    struct Demo: View {
      var body: some View {
        Color.cyan
          .gesture(TwoFingerTap { point in print(point) })
          .gesture(Pan())
      }
    }
    """

  @Test("a UIGestureRecognizerRepresentable with UIKit recognizers checks without diagnostics")
  func validRepresentable() {
    let a = Analysed(Self.valid)
    #expect(a.messages == [])
    #expect(a.type(of: "recognizer.state") == "UIGestureRecognizer.State")
    #expect(a.type(of: "context.converter.localLocation") == "CGPoint?")
  }

  @Test("a representable whose make returns something other than a recognizer is rejected")
  func wrongRecognizerType() {
    let a = Analysed(
      """
      import SwiftUI
      import UIKit
      struct Tap: UIGestureRecognizerRepresentable {
        func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
          let recognizer = UITapGestureRecognizer()
          recognizer.numberOfTouchesRequired = "two"
          return recognizer
        }
      }
      """)
    #expect(a.messages.count == 1)
  }

  @Test("gesture(_:) takes a representable but not an arbitrary value")
  func gestureNeedsARepresentable() {
    let a = Analysed(
      """
      import SwiftUI
      struct NotAGesture {}
      struct Demo: View {
        var body: some View { Color.cyan.gesture(NotAGesture()) }
      }
      """)
    #expect(!a.messages.isEmpty)
  }
}
