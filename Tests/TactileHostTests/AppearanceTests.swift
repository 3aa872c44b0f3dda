import TactileHost
import TactileTestSupport
import Testing

/// UIKit's appearance proxies, set in an app's `init()`.
@Suite struct AppearanceTests {
  static func source(hidden: Bool) -> String {
    """
    import SwiftUI

    struct Tabs: View {
      init() {
        UITabBar.appearance().isHidden = \(hidden)
      }
      var body: some View {
        TabView {
          Text("Home").tabItem { Text("First") }
          Text("Settings").tabItem { Text("Second") }
        }
      }
    }

    #Preview { Tabs() }
    """
  }

  @Test("a tab bar hidden through UITabBar.appearance() is not drawn; the page still is")
  func hiddenTabBar() throws {
    let hidden = try makeHost(Self.source(hidden: true))
    #expect(screenTexts(hidden) == ["Home"])
    let shown = try makeHost(Self.source(hidden: false))
    #expect(screenTexts(shown) == ["Home", "First", "Second"])
  }
}
