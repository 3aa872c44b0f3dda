import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// `gesture(_:)` with a `UIGestureRecognizerRepresentable`: the UIKit recognizer is driven by
/// the pointer stream and reports UIKit's state transitions to the representable's action,
/// with locations in the attached view's local space (R11.1).
@Suite struct GestureRepresentableTests {
  /// A 200×200 pad at global (95, 322) carrying `recognizer`, configured by `configure`; the
  /// action prints the state, the converter's local location and the touches.
  static func source(_ recognizer: String, _ configure: String = "") -> String {
    """
    import SwiftUI
    import UIKit

    struct Bridged: UIGestureRecognizerRepresentable {
      var report: (String) -> Void
      func makeUIGestureRecognizer(context: Context) -> \(recognizer) {
        let recognizer = \(recognizer)()
        \(configure)
        return recognizer
      }
      func handleUIGestureRecognizerAction(_ recognizer: \(recognizer), context: Context) {
        var state = "other"
        switch recognizer.state {
        case .began: state = "began"
        case .changed: state = "changed"
        case .ended: state = "ended"
        default: break
        }
        report("\\(state) \\(context.converter.localLocation!) touches \\(recognizer.numberOfTouches)")
      }
    }

    struct Pad: View {
      @State private var count = 0
      var body: some View {
        Color.cyan
          .frame(width: 200, height: 200)
          .gesture(Bridged { line in
            count += 1
            print(line)
          })
      }
    }
    """
  }

  static func event(_ phase: PointerEvent.Phase, _ id: Int, _ x: Double, _ y: Double, _ ms: Double)
    -> PointerEvent
  {
    PointerEvent(
      phase, pointer: PointerID(id), at: CGPoint(x: x, y: y),
      time: EventTime(milliseconds: ms))
  }

  /// Two pointers down together at global (115, 342) and (155, 362), then lifted.
  static func twoFingerTap(_ host: ViewHost, at ms: Double) throws {
    try host.deliver([event(.down, 1, 115, 342, ms)])
    try host.deliver([event(.down, 2, 155, 362, ms + 10)])
    try host.deliver([event(.up, 1, 115, 342, ms + 60)])
    try host.deliver([event(.up, 2, 155, 362, ms + 70)])
  }

  @Test("R11.1 a two-finger tap reports .ended once, at the touches' centroid in local space")
  func twoFingerTap() throws {
    let host = try makeHost(Self.source("UITapGestureRecognizer", "recognizer.numberOfTouchesRequired = 2"))
    try Self.twoFingerTap(host, at: 0)
    #expect(host.interpreter.output == "ended (40.0, 30.0) touches 2\n")
  }

  @Test("a one-finger tap does not satisfy numberOfTouchesRequired = 2")
  func oneFingerTapIsNotEnough() throws {
    let host = try makeHost(Self.source("UITapGestureRecognizer", "recognizer.numberOfTouchesRequired = 2"))
    try host.deliver([Self.event(.down, 1, 115, 342, 0)])
    try host.deliver([Self.event(.up, 1, 115, 342, 50)])
    #expect(host.interpreter.output == "")
  }

  @Test("two fingers that move beyond a tap's allowance are not a tap")
  func movingFingersAreNotATap() throws {
    let host = try makeHost(Self.source("UITapGestureRecognizer", "recognizer.numberOfTouchesRequired = 2"))
    try host.deliver([Self.event(.down, 1, 115, 342, 0)])
    try host.deliver([Self.event(.down, 2, 155, 362, 10)])
    try host.deliver([Self.event(.move, 1, 215, 342, 40)])
    try host.deliver([Self.event(.up, 1, 215, 342, 60)])
    try host.deliver([Self.event(.up, 2, 155, 362, 70)])
    #expect(host.interpreter.output == "")
  }

  @Test("numberOfTapsRequired = 2 with two touches needs two two-finger taps in quick succession")
  func twoFingerDoubleTap() throws {
    let host = try makeHost(
      Self.source(
        "UITapGestureRecognizer",
        "recognizer.numberOfTouchesRequired = 2; recognizer.numberOfTapsRequired = 2"))
    try Self.twoFingerTap(host, at: 0)
    #expect(host.interpreter.output == "")
    try Self.twoFingerTap(host, at: 200)
    #expect(host.interpreter.output == "ended (40.0, 30.0) touches 2\n")
  }

  @Test("a one-finger tap recognizer reports .ended at the local location")
  func oneFingerTap() throws {
    let host = try makeHost(Self.source("UITapGestureRecognizer"))
    try host.deliver([Self.event(.down, 1, 145, 372, 0)])
    try host.deliver([Self.event(.up, 1, 145, 372, 50)])
    #expect(host.interpreter.output == "ended (50.0, 50.0) touches 1\n")
  }

  @Test("a pan reports .began once, .changed for each later move, then .ended, across re-evaluations")
  func panStates() throws {
    let host = try makeHost(Self.source("UIPanGestureRecognizer"))
    try host.deliver([Self.event(.down, 1, 115, 342, 0)])
    try host.deliver([Self.event(.move, 1, 135, 342, 20)])
    try host.deliver([Self.event(.move, 1, 155, 342, 40)])
    try host.deliver([Self.event(.up, 1, 155, 342, 60)])
    #expect(
      host.interpreter.output
        == "began (40.0, 20.0) touches 1\nchanged (60.0, 20.0) touches 1\nended (60.0, 20.0) touches 1\n")
  }

  @Test("makeUIGestureRecognizer runs once for the view's life, not on every evaluation")
  func madeOnce() throws {
    let source = Self.source("UITapGestureRecognizer", "print(\"made\")")
    let host = try makeHost(source)
    try host.deliver([Self.event(.down, 1, 145, 372, 0)])
    try host.deliver([Self.event(.up, 1, 145, 372, 50)])
    try host.deliver([Self.event(.down, 1, 145, 372, 500)])
    try host.deliver([Self.event(.up, 1, 145, 372, 550)])
    #expect(host.interpreter.output == "made\nended (50.0, 50.0) touches 1\nended (50.0, 50.0) touches 1\n")
  }

  @Test(
    "makeCoordinator(converter:) runs once, before the recognizer, and every context carries what it made")
  func coordinator() throws {
    let source = """
      import SwiftUI
      import UIKit

      struct Bridged: UIGestureRecognizerRepresentable {
        func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
          print("coordinator")
          return Coordinator()
        }
        func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
          let recognizer = UITapGestureRecognizer()
          recognizer.delegate = context.coordinator
          context.coordinator.count += 1
          return recognizer
        }
        func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
          context.coordinator.count += 1
          print("tapped", context.coordinator.count)
        }
        class Coordinator: NSObject, UIGestureRecognizerDelegate {
          var count = 0
        }
      }

      struct Pad: View {
        var body: some View {
          Color.cyan.frame(width: 200, height: 200).gesture(Bridged())
        }
      }
      """
    let host = try makeHost(source)
    try host.deliver([Self.event(.down, 1, 145, 372, 0)])
    try host.deliver([Self.event(.up, 1, 145, 372, 50)])
    try host.deliver([Self.event(.down, 1, 145, 372, 500)])
    try host.deliver([Self.event(.up, 1, 145, 372, 550)])
    #expect(host.interpreter.output == "coordinator\ntapped 2\ntapped 3\n")
  }
}
