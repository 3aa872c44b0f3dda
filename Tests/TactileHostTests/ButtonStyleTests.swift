import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// `buttonStyle(.bordered)` and `.borderedProminent`: the label padded in front of a tinted
/// rounded rectangle, for every button inside the modifier, kept when a view inside is
/// evaluated again on its own.
@Suite struct ButtonStyleTests {
  static let source = """
    import SwiftUI
    struct Counter: View {
      @State private var count = 0
      var body: some View {
        Button("Count \\(count)") { count += 1 }
      }
    }
    struct Screen: View {
      var body: some View {
        VStack {
          Counter()
          Button("Plain") {}
            .buttonStyle(.borderedProminent)
        }
        .buttonStyle(.bordered)
      }
    }
    #Preview { Screen() }
    """

  /// The rounded rectangles on screen with their fills, and the frames of the texts.
  func drawn(_ host: ViewHost) -> (backgrounds: [(CGRect, ShapeStyle)], texts: [String: CGRect]) {
    var backgrounds: [(CGRect, ShapeStyle)] = []
    var texts: [String: CGRect] = [:]
    for view in host.layout?.views ?? [] {
      switch view.element {
      case .shape(let s):
        if case .roundedRectangle = s.shape, case .fill(let style, _) = s.paint {
          backgrounds.append((view.globalFrame, style))
        }
      case .text(let t, _):
        texts[t.string] = view.globalFrame
      default:
        break
      }
    }
    return (backgrounds, texts)
  }

  @Test("bordered: the label padded 12 × 7 in front of the tint at 15 %; borderedProminent: the tint itself")
  func bordered() throws {
    let host = try makeHost(Self.source)
    let (backgrounds, texts) = drawn(host)
    try #require(backgrounds.count == 2)
    let count = try #require(texts["Count 0"])
    let b = backgrounds[0].0
    #expect(abs(count.minX - b.minX - 12) < 1e-9 && abs(count.minY - b.minY - 7) < 1e-9)
    #expect(abs(b.width - count.width - 24) < 1e-9 && abs(b.height - count.height - 14) < 1e-9)
    // Both are filled with the tint; the bordered one is drawn at 15 % (DisplayListBuilderTests).
    #expect(backgrounds[0].1 == .tint && backgrounds[1].1 == .tint)
    let views = host.layout?.views ?? []
    let opacities = views.compactMap { v -> Double? in
      if case .modifier(.opacity(let o)) = v.element { return o }
      return nil
    }
    #expect(opacities == [0.15])
  }

  @Test("a tap on the bordered padding presses the button, and the re-evaluated child keeps the style")
  func tapAndKeep() throws {
    let host = try makeHost(Self.source)
    let background = drawn(host).backgrounds[0].0
    let x = background.minX + 4
    let y = background.midY
    try host.deliver(pointer(.down, x, y, at: 0))
    try host.deliver(pointer(.up, x, y, at: 50))
    #expect(screenTexts(host).contains("Count 1"))
    #expect(drawn(host).backgrounds.count == 2)
  }
}
