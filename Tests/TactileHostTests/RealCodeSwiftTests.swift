import TactileGeometry
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
import TactileTestSupport
import Testing

/// Language and SwiftUI surface that real view files use: generic views calling their own
/// methods, modifiers that inherit `Content`, a binding's transaction, fixed transforms and the
/// environment values a preview has.
@Suite struct RealCodeSwiftTests {
  @Test("a generic view's method returning its own parameter type is called on self with that type")
  func genericMethodOnSelf() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct CustomButton<Label>: View where Label: View {
        let action: () -> Void
        let label: () -> Label
        var body: some View {
          makeBody()
            .padding()
            .onTapGesture { action() }
        }
        func makeBody() -> Label { label() }
      }
      struct V: View {
        var body: some View { CustomButton(action: {}) { Text("inside") } }
      }
      """)
    #expect(screenTexts(host) == ["inside"])
  }

  @Test("an AnimatableModifier's body takes Content, the typealias ViewModifier declares")
  func animatableModifierContent() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Flip: AnimatableModifier {
        var angle: Double
        var animatableData: Double {
          get { angle }
          set { angle = newValue }
        }
        func body(content: Content) -> some View {
          content.rotationEffect(.degrees(angle)).overlay(Text("\\(Int(angle))"))
        }
      }
      struct V: View {
        var body: some View { Color.red.frame(width: 10, height: 10).modifier(Flip(angle: 30)) }
      }
      """)
    #expect(screenTexts(host) == ["30"])
  }

  @Test("binding.transaction is the transaction of $x.animation(_:), and has no animation otherwise")
  func bindingTransaction() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Bar: View {
        @Binding var value: Double
        var body: some View {
          Text(_value.transaction.animation == nil ? "plain" : "animated")
        }
      }
      struct V: View {
        @State private var value = 0.0
        var body: some View {
          VStack {
            Bar(value: $value.animation(.easeIn))
            Bar(value: $value)
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["animated", "plain"])
  }

  @Test("transformEffect moves what is drawn and hit, not the frame the parent placed")
  func transformEffect() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        @State private var taps = 0
        var body: some View {
          Color.orange
            .frame(width: 100, height: 100)
            .transformEffect(CGAffineTransform(translationX: 100, y: 0))
            .onTapGesture { taps += 1 }
        }
      }
      """)
    // Placed centred at (195, 422), drawn 100 pt to the right: (295, 422) is on it, (160, 422)
    // is not.
    try tap(host, CGPoint(x: 295, y: 422), at: 0)
    try tap(host, CGPoint(x: 160, y: 422), at: 1000)
    #expect(host.stateLines() == ["V.taps = 1"])
  }

  @Test("a preview's environment: active scene, left to right, default text size on a 3x screen")
  func previewEnvironment() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        @Environment(\\.scenePhase) private var phase
        @Environment(\\.layoutDirection) private var direction
        @Environment(\\.dynamicTypeSize) private var size
        @Environment(\\.displayScale) private var scale
        var body: some View {
          VStack {
            Text(phase == .active ? "active" : "not active")
            Text(direction == .leftToRight ? "ltr" : "rtl")
            Text(size.isAccessibilitySize ? "accessibility" : "standard")
            Text(size < .xLarge ? "below xLarge" : "xLarge or above")
            Text("\\(Int(scale))x")
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["active", "ltr", "standard", "below xLarge", "3x"])
  }

  @Test("random range elements (nil when empty), interpolated(towards:amount:), AnyView(erasing:)")
  func smallStandardLibrary() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        @State private var points: [CGPoint] = []
        var body: some View {
          let one = (4...4).randomElement() ?? 0
          let none = (3..<3).randomElement()
          let quarter = CGFloat(10).interpolated(towards: 20, amount: 0.25)
          AnyView(erasing: Text("\\(one) \\(none == nil) \\(quarter)"))
            .onAppear { points.reserveCapacity(10) }
        }
      }
      """)
    #expect(screenTexts(host) == ["4 true 12.5"])
  }
}
