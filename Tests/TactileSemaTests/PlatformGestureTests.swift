import TactileSema
import Testing

/// The gesture APIs of docs/rules/symbols.md for inputs other than a finger (Apple Pencil, visionOS
/// hands, macOS windows, the tvOS remote) and the modifiers without effect on a touch screen:
/// accepted with SwiftUI's declarations on iOS, and swiftc's "is unavailable in iOS" for the
/// ones SwiftUI does not offer there.
@Suite struct PlatformGestureTests {
  static func located(_ a: Analysed) -> [String] {
    a.sema.diagnostics.map { d in
      let prefix = Array(a.source.utf8.prefix(d.range.start))
      let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
      let column = prefix.count - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
      return "\(line):\(column): \(d.message)"
    }
  }

  @Test("Apple Pencil double tap and squeeze, their values and the preferred actions check")
  func pencil() {
    let a = Analysed(
      """
      import SwiftUI
      struct Canvas: View {
        @Environment(\\.preferredPencilDoubleTapAction) var doubleTapAction
        @Environment(\\.preferredPencilSqueezeAction) private var squeezeAction
        @State var tool = "pen"
        var body: some View {
          Rectangle()
            .onPencilDoubleTap { (value: PencilDoubleTapGestureValue) in
              if doubleTapAction == .switchEraser { tool = "eraser" }
              if let pose = value.hoverPose {
                let p: PencilHoverPose = pose
                print(p.location.x, p.anchor, p.zOffset, p.altitude.degrees, p.azimuth, p.roll)
              }
            }
            .onPencilSqueeze { phase in
              switch phase {
              case .active(let value): print(value.hoverPose?.location as Any)
              case .ended(let value): print(value.hoverPose == nil, squeezeAction == .showContextualPalette)
              case .failed: print("failed")
              }
            }
        }
      }
      let all: [PencilPreferredAction] = [
        .ignore, .switchEraser, .switchPrevious, .showColorPalette, .showInkAttributes,
        .showContextualPalette, .runSystemShortcut,
      ]
      let phase: PencilSqueezeGesturePhase = .failed
      let value: PencilSqueezeGestureValue? = nil
      """)
    #expect(a.messages == [])
  }

  @Test("a switch over PencilSqueezeGesturePhase without .failed is not exhaustive")
  func squeezePhaseCases() {
    let a = Analysed(
      """
      import SwiftUI
      func f(_ phase: PencilSqueezeGesturePhase) {
        switch phase {
        case .active: print("a")
        case .ended: print("e")
        }
      }
      """)
    #expect(a.messages == ["switch must be exhaustive"])
  }

  @Test("hand shortcuts, activation events, system edge gestures, Chirality and option-set literals check")
  func touchScreenNoOps() {
    let a = Analysed(
      """
      import SwiftUI
      struct V: View {
        let hand: Chirality? = .left
        var body: some View {
          Button("Play") { print(hand == .right) }
            .handGestureShortcut(.primaryAction)
            .handGestureShortcut(HandGestureShortcut.primaryAction, isEnabled: false)
            .allowsWindowActivationEvents()
            .allowsWindowActivationEvents(true)
            .allowsWindowActivationEvents(nil)
            .defersSystemGestures(on: .bottom)
            .defersSystemGestures(on: [.top, .leading])
            .gesture(DragGesture(), including: [.gesture, .subviews])
            .contentShape([.interaction, .accessibility], Rectangle())
        }
      }
      """)
    #expect(a.messages == [])
  }

  @Test("Gesture.modifiers(_:) is macOS-only: an error for iOS, accepted under #if os(macOS) inside a chain")
  func modifiersIsMacOnly() throws {
    let a = Analysed(
      """
      import SwiftUI
      struct V: View {
        @GestureState private var offset = CGSize.zero
        var body: some View {
          Circle()
            .gesture(
              DragGesture()
                #if os(macOS)
                .modifiers([.shift, .command])
                #endif
                .updating($offset) { value, state, _ in state = value.translation }
            )
            .gesture(TapGesture().modifiers(.shift))
        }
      }
      """)
    #expect(a.messages == ["'modifiers(_:)' is unavailable in iOS"])
    // At the call outside the #if, not the one inside it.
    let outside = try #require(a.source.utf8.ranges(of: "modifiers(.shift)".utf8).first)
    #expect(
      a.sema.diagnostics.first?.range.start
        == a.source.utf8.distance(from: a.source.utf8.startIndex, to: outside.lowerBound))
  }

  @Test(
    "the name: variants of gesture, simultaneousGesture and highPriorityGesture resolve with their defaults")
  func namedAttachments() {
    let a = Analysed(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          Rectangle()
            .gesture(TapGesture(), name: "tap")
            .simultaneousGesture(DragGesture(), name: "drag", isEnabled: false)
            .highPriorityGesture(LongPressGesture(), name: "press")
        }
      }
      """)
    #expect(a.messages == [])
    #expect(
      a.callee(of: "Rectangle()\n      .gesture(TapGesture(), name: \"tap\")") == "gesture(_:name:isEnabled:)"
    )
  }

  @Test("GestureStateGesture(base:state:body:) and the SpatialEventCollection event fields check")
  func spelledOutGestures() {
    let a = Analysed(
      """
      import SwiftUI
      struct V: View {
        @GestureState var offset = CGSize.zero
        var body: some View {
          Rectangle()
            .gesture(GestureStateGesture(base: DragGesture(), state: $offset) { value, state, _ in
              state = value.translation
            })
            .gesture(SpatialEventGesture().onChanged { events in
              for event in events where event.phase == .active {
                print(event.modifierKeys, event.chirality as Any)
              }
            })
        }
      }
      """)
    #expect(a.messages == [])
  }

  @Test("macOS, visionOS and tvOS gestures are unavailable in iOS, each use reported once")
  func unavailableInIOS() {
    let a = Analysed(
      """
      import SwiftUI
      struct V: View {
        let drag: WindowDragGesture? = nil
        var body: some View {
          VStack {
            Rectangle().gesture(WindowDragGesture())
            Rectangle().gesture(RotateGesture3D(constrainedToAxis: .y))
            Rectangle().onLongTouchGesture { print("touch") }
            Rectangle().gesture(TapGesture().handActivationBehavior(.pinch))
          }
        }
      }
      """)
    #expect(
      Self.located(a) == [
        "3:13: 'WindowDragGesture' is unavailable in iOS",
        "6:27: 'WindowDragGesture' is unavailable in iOS",
        "7:27: 'RotateGesture3D' is unavailable in iOS",
        "8:19: 'onLongTouchGesture(minimumDuration:perform:onTouchingChanged:)' is unavailable in iOS",
        "9:40: 'handActivationBehavior(_:)' is unavailable in iOS",
        "9:64: 'pinch' is unavailable in iOS",
      ])
  }

  @Test("the same code under #if os(macOS), os(visionOS) and os(tvOS) is not checked for iOS")
  func platformConditions() {
    let a = Analysed(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          VStack {
            #if os(macOS)
            Rectangle().gesture(WindowDragGesture()).allowsWindowActivationEvents()
            #elseif os(visionOS)
            Rectangle().gesture(RotateGesture3D().handActivationBehavior(.automatic))
            #elseif os(tvOS)
            Rectangle().onLongTouchGesture(minimumDuration: 1, perform: { }, onTouchingChanged: { print($0) })
            #else
            Rectangle().onTapGesture { }
            #endif
          }
        }
      }
      #if os(visionOS)
      struct Turn: Gesture {
        var body: some Gesture { RotateGesture3D(constrainedToAxis: .z, minimumAngleDelta: .degrees(5)) }
      }
      #endif
      """)
    #expect(a.messages == [])
  }
}
