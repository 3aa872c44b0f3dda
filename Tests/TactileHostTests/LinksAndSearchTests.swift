import TactileGeometry
import TactileHost
import TactileInterpreter
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Palette pickers, the deprecated `ContextMenu` and `actionSheet(item:)`, date-range texts,
/// image resources, colour mixing, the `openURL` environment value and the stand-ins of search
/// suggestions and section indexes.
@Suite struct LinksAndSearchTests {
  func tapText(_ host: ViewHost, _ text: String, at ms: Double) throws {
    try tap(host, try centre(ofText: text, host), at: ms)
  }

  @Test("a palette picker outside a menu is a segmented control: a tap on a segment selects it")
  func palette() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Pets: View {
        @State private var pet = "Cat"
        var body: some View {
          VStack {
            Picker("Pet", selection: $pet) {
              ForEach(["Cat", "Dog", "Bird"], id: \\.self) { Text($0) }
            }
            .pickerStyle(.palette)
            Text("chose \\(pet)")
          }
        }
      }
      #Preview { Pets() }
      """)
    let cat = try centre(ofText: "Cat", host)
    let dog = try centre(ofText: "Dog", host)
    let bird = try centre(ofText: "Bird", host)
    #expect(abs((dog.x - cat.x) - (bird.x - dog.x)) < 1e-9)
    try tapText(host, "Bird", at: 0)
    #expect(screenTexts(host).contains("chose Bird"))
  }

  @Test("contextMenu(ContextMenu { … }) opens its items on a long press; a nil menu has none")
  func deprecatedContextMenu() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Menus: View {
        @State private var log = "none"
        var body: some View {
          VStack(spacing: 40) {
            Text("Hold me")
              .contextMenu(ContextMenu(menuItems: {
                Button("Share") { log = "shared" }
              }))
            Text("No menu").contextMenu(nil as ContextMenu<Text>?)
            Text("log \\(log)")
          }
        }
      }
      #Preview { Menus() }
      """)
    let none = try centre(ofText: "No menu", host)
    try host.deliver(pointer(.down, none.x, none.y, at: 0))
    try host.deliver(pointer(.up, none.x, none.y, at: 800))
    #expect(!screenTexts(host).contains("Share"))
    let hold = try centre(ofText: "Hold me", host)
    try host.deliver(pointer(.down, hold.x, hold.y, at: 2000))
    try host.deliver(pointer(.up, hold.x, hold.y, at: 2800))
    try tapText(host, "Share", at: 3500)
    #expect(screenTexts(host).contains("log shared"))
  }

  @Test("actionSheet(item:) shows the sheet made from the item while it is set, and its buttons act")
  func actionSheetItem() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Pick: Identifiable {
        let id: Int
        let name: String
      }
      struct Sheets: View {
        @State private var picked: Pick?
        @State private var log = "none"
        var body: some View {
          VStack {
            Button("Open") { picked = Pick(id: 1, name: "Tea") }
            Text("log \\(log)")
          }
          .actionSheet(item: $picked) { p in
            ActionSheet(title: Text("About \\(p.name)"), buttons: [
              .default(Text("Like \\(p.name)")) { log = "liked \\(p.name)" },
              .cancel(),
            ])
          }
        }
      }
      #Preview { Sheets() }
      """)
    #expect(!screenTexts(host).contains("About Tea"))
    try tapText(host, "Open", at: 0)
    #expect(screenTexts(host).contains("About Tea"))
    try tapText(host, "Like Tea", at: 1000)
    #expect(screenTexts(host).contains("log liked Tea"))
    #expect(!screenTexts(host).contains("About Tea"))
  }

  @Test("Text(dates) and Text(interval) show the range's times within a day, sharing AM or PM")
  func dateRangeTexts() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Times: View {
        let start = Date(timeIntervalSinceReferenceDate: 9 * 3600 + 30 * 60)
        var body: some View {
          VStack {
            Text(start...start.addingTimeInterval(3600))
            Text(DateInterval(start: start, duration: 6 * 3600))
          }
        }
      }
      #Preview { Times() }
      """)
    let texts = screenTexts(host)
    #expect(texts.contains("9:30\u{2009}–\u{2009}10:30\u{202F}AM"), "\(texts)")
    #expect(texts.contains("9:30\u{202F}AM\u{2009}–\u{2009}3:30\u{202F}PM"), "\(texts)")
  }

  @Test("Image(resource) draws the asset the resource names")
  func imageResource() throws {
    let (host, _) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Pictures: View {
        var body: some View {
          Image(ImageResource(name: "logo", bundle: .main))
        }
      }
      #Preview { Pictures() }
      """)
    let names = (host.layout?.views ?? []).compactMap { view -> String? in
      if case .image(let image) = view.element { return "\(image)" }
      return nil
    }
    #expect(names.contains { $0.contains("logo") }, "\(names)")
  }

  @Test(
    "Xcode's generated image symbols (Image(.wave), UIImage(resource: .logo)) name their assets, with a stand-in warning"
  )
  func generatedImageSymbols() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Pictures: View {
        var body: some View {
          VStack {
            Image(.wave)
            Image(uiImage: UIImage(resource: .logo))
          }
        }
      }
      #Preview { Pictures() }
      """)
    let names = (host.layout?.views ?? []).compactMap { view -> String? in
      if case .image(let image) = view.element { return "\(image)" }
      return nil
    }
    #expect(names.count == 2)
    #expect(names.first?.contains("wave") == true, "\(names)")
    #expect(names.last?.contains("logo") == true, "\(names)")
    #expect(warnings.count == 2)
  }

  @Test("Color.mix blends in the device's space linearly and in a perceptual space through Oklab")
  func colorMix() {
    let output = run(
      """
      import SwiftUI

      func main() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        let device = Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.25, in: .device)
        _ = UIColor(device).getRed(&r, green: &g, blue: &b, alpha: &a)
        print(r, g, b, a)
        let same = Color(red: 0.2, green: 0.4, blue: 0.6).mix(with: .white, by: 0)
        _ = UIColor(same).getRed(&r, green: &g, blue: &b, alpha: &a)
        print((r * 1000).rounded(), (g * 1000).rounded(), (b * 1000).rounded())
        let grey = Color(red: 0, green: 0, blue: 0).mix(with: Color(red: 1, green: 1, blue: 1), by: 0.5)
        _ = UIColor(grey).getRed(&r, green: &g, blue: &b, alpha: &a)
        print((r * 1000).rounded(), (g * 1000).rounded(), (b * 1000).rounded())
      }
      """)
    // Oklab's middle grey has lightness 0.5: sRGB 0.389 (linear 0.125), not the device's 0.5.
    #expect(output == "0.75 0.0 0.25 1.0\n200.0 400.0 600.0\n389.0 389.0 389.0\n", "\(output)")
  }

  @Test("environment(\\.openURL, …) hands the action to the views inside, which call it")
  func openURLEnvironment() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Opener: View {
        @Environment(\\.openURL) private var openURL
        var body: some View {
          Button("Go") { openURL(URL(string: "https://a.org")!) }
        }
      }
      struct Links: View {
        @State private var opened = "nothing"
        var body: some View {
          VStack {
            Opener()
              .environment(\\.openURL, OpenURLAction { url in
                opened = url.host ?? "?"
                return .handled
              })
            Opener()
            Text("opened \\(opened)")
          }
        }
      }
      #Preview { Links() }
      """)
    let buttons = (host.layout?.views ?? []).filter {
      if case .text(let t, _) = $0.element { return t.string == "Go" }
      return false
    }
    #expect(buttons.count == 2)
    try tapText(host, "Go", at: 0)
    #expect(screenTexts(host).contains("opened a.org"))
  }

  @Test("search suggestions, completions, section indexes and keyboard dismissal leave the views drawn")
  func standIns() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Finder: View {
        @State private var query = ""
        var body: some View {
          NavigationStack {
            List {
              Section {
                Text("Apple").baselineOffset(4)
              } header: {
                Text("A")
              }
              .sectionIndexLabel("A")
            }
            .listSectionIndexVisibility(.visible)
            .scrollDismissesKeyboard(.interactively)
            .searchable(text: $query, prompt: "Fruit") {
              Text("Apricot").searchCompletion("apricot")
            }
            .searchSuggestions { Text("Banana").searchCompletion("banana") }
            .onOpenURL { _ in query = "opened" }
          }
        }
      }
      #Preview { Finder() }
      """)
    #expect(screenTexts(host).contains("Apple"))
    #expect(!screenTexts(host).contains("Apricot") && !screenTexts(host).contains("Banana"))
    // Each stand-in is announced where it is used.
    #expect(warnings.contains { $0.contains("'searchSuggestions(_:)'") }, "\(warnings)")
    #expect(warnings.contains { $0.contains("'sectionIndexLabel(_:)'") }, "\(warnings)")
    #expect(warnings.contains { $0.contains("'baselineOffset(_:)'") }, "\(warnings)")
  }

  @Test(
    "NavigationLink(tag:selection:destination:label:) and background() check; the links draw their labels")
  func taggedNavigationLink() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Shop: View {
        @State private var open: Int?
        var body: some View {
          NavigationView {
            VStack {
              ForEach(1...3, id: \\.self) { n in
                NavigationLink(tag: n, selection: $open) {
                  Text("Detail \\(n)")
                } label: {
                  Text("Item \\(n)")
                }
              }
              Button("Jump to 2") { open = 2 }
            }
            .background()
          }
        }
      }
      #Preview { Shop() }
      """)
    // Pushing by selection is the older initializer's behaviour, which the preview does not
    // show yet for either form (docs/runtime-values.md); the labels are drawn, nothing pushed.
    #expect(screenTexts(host) == ["Item 1", "Item 2", "Item 3", "Jump to 2"], "\(screenTexts(host))")
  }
}
