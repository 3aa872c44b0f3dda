import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// Gesture APIs of docs/rules/symbols.md beyond plain touches, run through the whole pipeline: the
/// `name:` attachments behave as the unnamed ones, the modifiers for other inputs change
/// nothing on a touch screen, and Apple Pencil double taps and squeezes reach their actions only
/// when a host simulates them.
@Suite struct PlatformGestureRuntimeTests {
  /// Apple's attachment example (R9.1–R9.3, docs/rules/R9-precedence.md) with the stack's gesture attached by `modifier`
  /// and a name: a circle with its own tap above a plain rectangle.
  static func stack(_ modifier: String, enabled: Bool = true) -> String {
    """
    import SwiftUI
    struct Stack: View {
      var body: some View {
        VStack(spacing: 0) {
          Circle().fill(.red).frame(width: 100, height: 100)
            .onTapGesture { print("Tap on circle.") }
          Rectangle().fill(.blue).frame(width: 100, height: 100)
        }
        .\(modifier)(TapGesture().onEnded { print("Tap on VStack.") }, name: "stack", isEnabled: \(enabled))
      }
    }
    """
  }

  /// The stack is 200 points high, centred on the 390×844 canvas.
  static let circle = (x: 195.0, y: 372.0)
  static let rectangle = (x: 195.0, y: 472.0)

  func tap(_ host: ViewHost, _ p: (x: Double, y: Double), at ms: Double) throws {
    try host.deliver(pointer(.down, p.x, p.y, at: ms))
    try host.deliver(pointer(.up, p.x, p.y, at: ms + 50))
  }

  func taps(_ source: String) throws -> String {
    let host = try makeHost(source)
    try tap(host, Self.circle, at: 0)
    host.interpreter.output += "--\n"
    try tap(host, Self.rectangle, at: 1000)
    return host.interpreter.output
  }

  @Test("R9.1 gesture(_:name:isEnabled:) has lower precedence than the circle's tap, as gesture(_:) does")
  func namedGesture() throws {
    #expect(try taps(Self.stack("gesture")) == "Tap on circle.\n--\nTap on VStack.\n")
  }

  @Test("R9.2 highPriorityGesture(_:name:isEnabled:) wins over the circle's tap")
  func namedHighPriority() throws {
    #expect(try taps(Self.stack("highPriorityGesture")) == "Tap on VStack.\n--\nTap on VStack.\n")
  }

  @Test("R9.3 simultaneousGesture(_:name:isEnabled:) fires with the circle's tap")
  func namedSimultaneous() throws {
    #expect(
      try taps(Self.stack("simultaneousGesture")) == "Tap on circle.\nTap on VStack.\n--\nTap on VStack.\n")
  }

  @Test("R9.6 name: with isEnabled: false turns the added gesture off and leaves the circle's on")
  func namedDisabled() throws {
    #expect(try taps(Self.stack("highPriorityGesture", enabled: false)) == "Tap on circle.\n--\n")
  }

  @Test("handGestureShortcut, defersSystemGestures and allowsWindowActivationEvents leave touches alone")
  func noEffectOnTouches() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        @State var count = 0
        var body: some View {
          Text("taps: \\(count)")
            .frame(width: 200, height: 200)
            .contentShape(Rectangle())
            .onTapGesture { count += 1 }
            .handGestureShortcut(.primaryAction)
            .defersSystemGestures(on: [.bottom, .leading])
            .allowsWindowActivationEvents(false)
        }
      }
      """)
    try tap(host, (195, 422), at: 0)
    try tap(host, (195, 422), at: 1000)
    #expect(screenTexts(host) == ["taps: 2"])
  }

  static let pencilCanvas = """
    import SwiftUI
    struct Canvas: View {
      @Environment(\\.preferredPencilDoubleTapAction) var preferred
      @State var tool = "pen"
      var body: some View {
        VStack(spacing: 0) {
          Text(tool)
          Rectangle().fill(.gray).frame(width: 200, height: 100)
            .onPencilDoubleTap { value in
              print("double tap", value.hoverPose?.location as Any, value.hoverPose?.anchor as Any)
              if preferred == .switchEraser { tool = tool == "pen" ? "eraser" : "pen" }
            }
            .onPencilSqueeze { phase in
              switch phase {
              case .active(let value): print("squeeze began", value.hoverPose == nil)
              case .ended(let value): print("squeeze ended", value.hoverPose?.zOffset as Any)
              case .failed: print("squeeze failed")
              }
            }
        }
      }
    }
    """

  /// The gray rectangle's top-left corner on the canvas (text 20 points high above it).
  func rectangleOrigin(_ host: ViewHost) throws -> CGPoint {
    let view = try #require(
      host.layout?.views.first { v in
        if case .shape = v.element { return true }
        return false
      })
    return CGPoint(x: view.globalFrame.minX, y: view.globalFrame.minY)
  }

  @Test(
    "a touch never fires Pencil actions; a simulated double tap runs them, with the hover pose inside the view"
  )
  func pencilDoubleTap() throws {
    let host = try makeHost(Self.pencilCanvas)
    let origin = try rectangleOrigin(host)
    try tap(host, (origin.x + 50, origin.y + 50), at: 0)
    try tap(host, (origin.x + 50, origin.y + 50), at: 100)
    #expect(host.interpreter.output == "")
    #expect(
      try host.simulatePencilDoubleTap(
        hover: PencilHover(location: CGPoint(x: origin.x + 50, y: origin.y + 25))) == 1)
    #expect(screenTexts(host) == ["eraser"], "the action's state change re-rendered the view")
    try host.simulatePencilDoubleTap()
    try host.simulatePencilDoubleTap(hover: PencilHover(location: CGPoint(x: origin.x - 10, y: origin.y)))
    #expect(
      host.interpreter.output == """
        double tap Optional((50.0, 25.0)) Optional(SwiftUI.UnitPoint(x: 0.25, y: 0.25))
        double tap nil nil
        double tap nil nil

        """)
    #expect(screenTexts(host) == ["eraser"])
  }

  @Test("a simulated squeeze is .active then .ended, or .failed when it does not complete")
  func pencilSqueeze() throws {
    let host = try makeHost(Self.pencilCanvas)
    let origin = try rectangleOrigin(host)
    #expect(
      try host.simulatePencilSqueeze(hover: PencilHover(location: CGPoint(x: origin.x + 1, y: origin.y + 1)))
        == 1)
    try host.simulatePencilSqueeze(completes: false)
    #expect(
      host.interpreter.output == """
        squeeze began false
        squeeze ended Optional(0.5)
        squeeze began true
        squeeze failed

        """)
  }

  @Test("without Pencil actions on screen a simulation runs nothing; phases print as Swift prints enums")
  func pencilPrinting() throws {
    let plain = try makeHost(Self.stack("gesture"))
    #expect(try plain.simulatePencilDoubleTap() == 0)
    #expect(try plain.simulatePencilSqueeze() == 0)
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        @Environment(\\.preferredPencilSqueezeAction) var squeeze
        var body: some View {
          Color.green.onPencilSqueeze { phase in print(phase, [phase], squeeze) }
        }
      }
      """)
    try host.simulatePencilSqueeze()
    #expect(
      host.interpreter.output == """
        active(SwiftUI.PencilSqueezeGestureValue(hoverPose: nil)) \
        [SwiftUI.PencilSqueezeGesturePhase.active(SwiftUI.PencilSqueezeGestureValue(hoverPose: nil))] \
        showContextualPalette
        ended(SwiftUI.PencilSqueezeGestureValue(hoverPose: nil)) \
        [SwiftUI.PencilSqueezeGesturePhase.ended(SwiftUI.PencilSqueezeGestureValue(hoverPose: nil))] \
        showContextualPalette

        """)
  }

  @Test(
    "R1.3 GestureStateGesture(base:state:body:) updates its state while the drag is active, as updating does")
  func spelledOutUpdating() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        @GestureState var offset = CGSize.zero
        var body: some View {
          Text("\\(Int(offset.width))")
            .frame(width: 300, height: 300)
            .contentShape(Rectangle())
            .gesture(GestureStateGesture(base: DragGesture(), state: $offset) { value, state, _ in
              state = value.translation
            })
        }
      }
      """)
    try host.deliver(pointer(.down, 150, 422, at: 0))
    try host.deliver(pointer(.move, 250, 422, at: 100))
    #expect(screenTexts(host) == ["100"])
    try host.deliver(pointer(.up, 250, 422, at: 150))
    #expect(screenTexts(host) == ["0"], "R1.5 the state resets when the drag ends")
  }

  @Test("SpatialEventGesture reports each touch's events in its collection")
  func spatialEvents() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          Color.blue
            .gesture(SpatialEventGesture().onChanged { events in
              for e in events { print(e.id, e.phase, e.location, e.chirality as Any) }
            }.onEnded { events in print("ended", events.count, events.first?.phase == .ended) })
        }
      }
      """)
    try host.deliver(pointer(.down, 10, 20, at: 0))
    try host.deliver(pointer(.move, 30, 20, at: 50))
    try host.deliver(pointer(.up, 30, 20, at: 100))
    #expect(
      host.interpreter.output == """
        1 active (10.0, 20.0) nil
        1 active (30.0, 20.0) nil
        ended 1 true

        """)
  }

  @Test("a sequence's value prints as Swift prints an enum case: first(true), then second(true, nil)")
  func sequenceValuePrinting() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          Color.red.gesture(
            LongPressGesture(minimumDuration: 0.1).sequenced(before: DragGesture()).onChanged { v in print(v) })
        }
      }
      """)
    try host.deliver(pointer(.down, 195, 422, at: 0))
    try host.advance(to: EventTime(milliseconds: 200))
    #expect(host.interpreter.output == "first(true)\nsecond(true, nil)\n")
  }
}
