import TactileGeometry
import TactileHost
import TactileLayout
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// UI-test identifiers and the whole set of accessibility traits, and the stand-ins for pinned
/// grid sections, search scopes, redaction and line styles, and images in a canvas and in a text
/// (docs/runtime-values.md, "Real-code surface").
@Suite struct AccessibilityStandInAndCanvasImageTests {
  @Test("accessibilityIdentifier names the element in the accessibility tree; isStaticText is a trait")
  func identifierAndTraits() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack {
            Text("Sign in").accessibilityIdentifier("SignInButton")
            Text("Note").accessibilityAddTraits(.isStaticText).accessibility(identifier: "note")
          }
        }
      }
      """)
    let elements = host.accessibilityElements()
    #expect(elements.map(\.info.identifier) == ["SignInButton", "note"])
    #expect(elements.last?.info.traits == ["isStaticText"])
  }

  @Test("a grid with pinned section headers draws its sections; the pinning is a stand-in")
  func pinnedGrid() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          ScrollView {
            LazyVGrid(columns: [GridItem(.flexible())], spacing: 4, pinnedViews: [.sectionHeaders]) {
              Section(header: Text("Header")) {
                Text("Row")
              }
            }
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["Header", "Row"])
    #expect(warnings.count == 1 && warnings[0].contains("pinned headers"), "\(warnings)")
  }

  @Test(
    "search scopes, redaction and a view's strikethrough are accepted as stand-ins; antialiased keeps the image"
  )
  func standIns() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Screen: View {
        @State private var text = ""
        @State private var scope = 0
        var body: some View {
          NavigationStack {
            List {
              Text("Title").redacted(reason: .placeholder)
              Text("Kept").unredacted()
              Text("Done").frame(maxWidth: .infinity).strikethrough(true, color: .red)
              Image("photo").antialiased(true).resizable().frame(width: 20, height: 30)
              Text(Image(systemName: "star"))
              Image(systemName: "wifi", variableValue: 0.5)
            }
            .searchable(text: $text)
            .searchScopes($scope) {
              Text("All").tag(0)
            }
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["Title", "Kept", "Done"])
    #expect(warnings.contains { $0.contains("'searchScopes(_:scopes:)'") }, "\(warnings)")
    #expect(warnings.contains { $0.contains("'redacted(reason:)'") }, "\(warnings)")
    #expect(warnings.contains { $0.contains("'strikethrough(_:pattern:color:)'") }, "\(warnings)")
    let images = host.layout?.views.filter { if case .image = $0.element { true } else { false } } ?? []
    #expect(images.count == 3)
    #expect(images.first?.frame.size == CGSize(width: 20, height: 30))
  }

  @Test("an attributed string's underline and strikethrough styles are accepted (not drawn)")
  func attributedLineStyles() throws {
    let (host, _) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          var text = AttributedString("Important")
          text.underlineStyle = .single
          text.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .red)
          return Text(text)
        }
      }
      """)
    #expect(screenTexts(host) == ["Important"])
  }

  @Test("a canvas draws an image resized into a rectangle, and a resolved image at a point")
  func canvasImages() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          Canvas { context, size in
            context.draw(Image(systemName: "hexagon.fill"), in: CGRect(x: 10, y: 20, width: 100, height: 60))
            let star = context.resolve(Image(systemName: "star"))
            context.draw(star, at: CGPoint(x: 150, y: 150))
          }
          .frame(width: 300, height: 200)
        }
      }
      """)
    let images = host.layout?.views.filter { if case .image = $0.element { true } else { false } } ?? []
    try #require(images.count == 2)
    // The canvas is centred on the screen: its origin is at (195 - 150, 422 - 100).
    #expect(images[0].globalFrame == CGRect(x: 45 + 10, y: 322 + 20, width: 100, height: 60))
    #expect(images[1].globalFrame.midX == 45 + 150 && images[1].globalFrame.midY == 322 + 150)
  }
}
