import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// A user's `ButtonStyle` (its body sees `isPressed` while a finger is down) and
/// `PrimitiveButtonStyle` (its body decides when `configuration.trigger()` runs the action).
@Suite struct CustomButtonStyleTests {
  static let source = """
    import SwiftUI

    struct Pressable: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        if configuration.isPressed {
          configuration.label.padding().background(Color.gray)
        } else {
          configuration.label.padding().background(Color.blue)
        }
      }
    }

    struct TwiceToConfirm: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.label
          .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
          .onTapGesture(count: 2) { configuration.trigger() }
      }
    }

    struct Screen: View {
      @State private var log: [String] = []
      var body: some View {
        VStack(spacing: 40) {
          Button("Save") { log.append("saved") }
            .buttonStyle(Pressable())
          Button(role: .destructive) { log.append("deleted") } label: { Text("Delete") }
            .buttonStyle(TwiceToConfirm())
          Text("log: " + log.joined(separator: ","))
        }
      }
    }
    #Preview { Screen() }
    """

  /// The colours of the plain fills behind the texts.
  func backgrounds(_ host: ViewHost) -> [ColorValue] {
    (host.layout?.views ?? []).compactMap { view in
      if case .color(let c) = view.element { return c }
      return nil
    }
  }

  @Test("ButtonStyle: the body shows isPressed from touch-down to lift, and the tap runs the action")
  func pressAndRelease() throws {
    let host = try makeHost(Self.source)
    #expect(backgrounds(host) == [.named("blue")])
    let save = try centre(ofText: "Save", host)
    try host.deliver(pointer(.down, save.x, save.y, at: 0))
    #expect(backgrounds(host) == [.named("gray")])
    #expect(screenTexts(host).contains("log: "))
    try host.deliver(pointer(.up, save.x, save.y, at: 120))
    #expect(backgrounds(host) == [.named("blue")])
    #expect(screenTexts(host).contains("log: saved"))
  }

  @Test("ButtonStyle: a finger that moves away ends the press without the action")
  func dragAway() throws {
    let host = try makeHost(Self.source)
    let save = try centre(ofText: "Save", host)
    try host.deliver(pointer(.down, save.x, save.y, at: 0))
    try host.deliver(pointer(.move, save.x + 60, save.y, at: 50))
    #expect(backgrounds(host) == [.named("blue")])
    try host.deliver(pointer(.up, save.x + 60, save.y, at: 100))
    #expect(screenTexts(host).contains("log: "))
  }

  @Test("PrimitiveButtonStyle: the button has no tap of its own; the style's double tap triggers it")
  func primitiveStyle() throws {
    let host = try makeHost(Self.source)
    let delete = try centre(ofText: "Delete", host)
    // The style reads the button's role.
    let labels = (host.layout?.views ?? []).filter {
      if case .text(let t, _) = $0.element { return t.string == "Delete" }
      return false
    }
    #expect(labels.map(\.foreground) == [.color(.named("red"))])
    try host.deliver(pointer(.down, delete.x, delete.y, at: 0))
    try host.deliver(pointer(.up, delete.x, delete.y, at: 50))
    try host.advance(to: EventTime(milliseconds: 1000))
    #expect(screenTexts(host).contains("log: "))
    try host.deliver(pointer(.down, delete.x, delete.y, at: 2000))
    try host.deliver(pointer(.up, delete.x, delete.y, at: 2050))
    try host.deliver(pointer(.down, delete.x, delete.y, at: 2150))
    try host.deliver(pointer(.up, delete.x, delete.y, at: 2200))
    #expect(screenTexts(host).contains("log: deleted"))
  }
}
