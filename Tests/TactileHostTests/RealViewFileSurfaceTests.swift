import TactileGeometry
import TactileHost
import TactileLayout
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// SwiftUI that real view files use: geometry of named spaces, hiding, links, and the
/// stand-ins the preview accepts (docs/runtime-values.md, "Real-code surface").
@Suite struct RealViewFileSurfaceTests {
  @Test(
    "proxy.bounds(of: .scrollView) is the scroll view's rectangle in the reader's coordinates; nil for a space no view defines"
  )
  func boundsOfScrollView() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          ScrollView {
            VStack(spacing: 0) {
              Color.red.frame(height: 50)
              GeometryReader { proxy in
                let bounds = proxy.bounds(of: .scrollView)
                let frame = proxy.frame(in: .scrollView(axis: .vertical))
                let across = proxy.bounds(of: .scrollView(axis: .horizontal))
                Text("\\(Int(bounds?.minY ?? -1)) \\(Int(bounds?.height ?? -1)) \\(Int(frame.minY)) \\(across == nil) \\(proxy.bounds(of: .named("none")) == nil)")
              }
              .frame(height: 100)
            }
          }
        }
      }
      """)
    let height = Int(ViewHost.defaultCanvas.height)
    #expect(screenTexts(host).contains("-50 \(height) 50 true true"), "\(screenTexts(host))")
  }

  @Test("proxy.bounds(of: .named(name)) is the named view's rectangle, where the reader sees it")
  func boundsOfNamedSpace() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack {
            GeometryReader { proxy in
              let bounds = proxy.bounds(of: .named("card")) ?? .zero
              Text("\\(Int(bounds.minX)) \\(Int(bounds.minY)) \\(Int(bounds.width)) \\(Int(bounds.height))")
            }
            .padding(10)
          }
          .frame(width: 200, height: 120)
          .coordinateSpace(.named("card"))
        }
      }
      """)
    #expect(screenTexts(host).contains("-10 -10 200 120"), "\(screenTexts(host))")
  }

  @Test("a hidden view keeps its place in the layout and a tap on it does nothing")
  func hiddenKeepsPlace() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        @State private var taps = 0
        var body: some View {
          VStack(spacing: 0) {
            Button("Tap me") { taps += 1 }
              .frame(width: 200, height: 100)
              .HIDDEN
            Text("taps \\(taps)")
          }
        }
      }
      """
    let hidden = try makeHost(source.replacingOccurrences(of: ".HIDDEN", with: ".hidden()"))
    let shown = try makeHost(source.replacingOccurrences(of: ".HIDDEN", with: ""))
    #expect(try centre(ofText: "taps 0", hidden) == centre(ofText: "taps 0", shown))
    let button = try centre(ofText: "Tap me", shown)
    try tap(shown, button, at: 0)
    #expect(screenTexts(shown).contains("taps 1"))
    try tap(hidden, button, at: 0)
    #expect(screenTexts(hidden).contains("taps 0"))
  }

  @Test("a Link draws its label in the tint, and warns that tapping it opens nothing")
  func linkDrawsLabel() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Screen: View {
        let url = URL(string: "https://example.com")!
        var body: some View {
          VStack {
            Link("Docs", destination: url)
            Link(destination: url) { Label("Site", systemImage: "link") }
            Button("Button") {}
            Text("Plain")
          }
        }
      }
      """)
    #expect(screenTexts(host).contains("Docs"))
    #expect(screenTexts(host).contains("Site"))
    #expect(warnings.count == 2 && warnings.allSatisfy { $0.contains("no browser") }, "\(warnings)")
    func foreground(_ string: String) throws -> String {
      let view = try #require(
        host.layout?.views.first { v in
          if case .text(let t, _) = v.element { return t.string == string }
          return false
        })
      return "\(view.foreground)"
    }
    #expect(try foreground("Docs") == foreground("Button"))
    #expect(try foreground("Docs") != foreground("Plain"))
  }

  @Test(
    "kerning, tracking, text selection, clipping, repeat and bar colours are accepted as stand-ins; an image's interpolation keeps it resizable"
  )
  func standIns() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Screen: View {
        @Binding var order: SortOrder
        var body: some View {
          VStack {
            Text("Title").kerning(2).tracking(1)
            Text("Body").textSelection(.enabled)
            HStack { Text("Row") }.kerning(1).tracking(0.5)
            ScrollView { Text("Inside") }.scrollClipDisabled()
            Button("Step") {}.buttonRepeatBehavior(.enabled)
            Image("photo").interpolation(.none).resizable().frame(width: 40, height: 30)
          }
          .toolbarColorScheme(.dark, for: .navigationBar)
          .onAppear { order = order == .forward ? .reverse : .forward }
        }
      }
      struct Root: View {
        @State var order = SortOrder.forward
        var body: some View { Screen(order: $order) }
      }
      #Preview { Root() }
      """)
    #expect(screenTexts(host).contains("Title"))
    #expect(screenTexts(host).contains("Inside"))
    #expect(warnings.count == 8, "\(warnings)")
    let image = try #require(
      host.layout?.views.first { v in
        if case .image = v.element { return true }
        return false
      })
    #expect(image.frame.size == CGSize(width: 40, height: 30))
  }

  @Test(
    "a ScrollPosition keeps the target its last scrollTo set: an edge, a point or its coordinates, or a view's id"
  )
  func scrollPositionValues() {
    let output = run(
      """
      import SwiftUI
      func main() {
        var position = ScrollPosition(idType: Int.self)
        print(position.edge == nil, position.point == nil, position.isPositionedByUser)
        position.scrollTo(y: 250)
        print(position.y ?? -1, position.x == nil, position.point == nil)
        position.scrollTo(point: CGPoint(x: 3, y: 4))
        print(position.point ?? .zero)
        position.scrollTo(edge: .bottom)
        print(position.edge == .bottom, position.y == nil)
        position.scrollTo(id: 7)
        print(position.viewID(type: Int.self) ?? 0, position.edge == nil)
        print(ScrollPhase.idle.isScrolling, ScrollPhase.interacting.isScrolling)
      }
      """)
    #expect(
      output == "true true false\n250.0 true true\n(3.0, 4.0)\ntrue true\n7 true\nfalse true\n", "\(output)")
  }

  @Test("the iOS 18 scroll modifiers are accepted as stand-ins and the scroll view draws its content")
  func scrollStandIns() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Screen: View {
        @State private var position = ScrollPosition(edge: .top)
        @State private var scrolling = false
        var body: some View {
          ScrollView {
            Text(scrolling ? "Scrolling" : "Idle")
              .onScrollVisibilityChange(threshold: 0.2) { visible in print(visible) }
          }
          .scrollPosition($position)
          .onScrollPhaseChange { old, new in scrolling = new.isScrolling }
          .onScrollPhaseChange { old, new, context in print(context.velocity == nil) }
        }
      }
      """)
    #expect(screenTexts(host) == ["Idle"])
    #expect(warnings.count == 4, "\(warnings)")
  }

  @Test(
    "explicit button style initializers are their styles; Toggle with a system image shows a label; Stepper takes its label last"
  )
  func controlInitializers() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Screen: View {
        @State private var on = false
        @State private var count = 0
        var body: some View {
          VStack {
            Button("Plain") {}.buttonStyle(PlainButtonStyle())
            Button("Borderless") {}.buttonStyle(BorderlessButtonStyle())
            Button("Default") {}.buttonStyle(DefaultButtonStyle())
            Button("Bordered") {}.buttonStyle(BorderedButtonStyle())
            Toggle("Wi-Fi", systemImage: "wifi", isOn: $on)
            Stepper(onIncrement: { count += 1 }, onDecrement: { count -= 1 }) { Text("Count \\(count)") }
            Stepper(value: $count, in: 0...10, step: 2) { Text("Value") }
            ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))
            Text("Link").foregroundColor(Color(.linkColor))
            Text("Label").foregroundColor(Color(uiColor: .labelColor))
          }
        }
      }
      """)
    let texts = screenTexts(host)
    for text in ["Plain", "Borderless", "Default", "Bordered", "Wi-Fi", "Count 0", "Value", "Link", "Label"] {
      #expect(texts.contains(text), "\(text) in \(texts)")
    }
    #expect(!texts.contains("wifi"), "the system image is a symbol, not the title")
    #expect(warnings.count == 1, "\(warnings)")
  }

  @Test(
    "a TextFieldStyle's _body(configuration:) draws each field under it, given the field itself in the automatic style"
  )
  func customTextFieldStyle() throws {
    let (host, _) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Oval: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
          VStack(spacing: 0) {
            Text("styled")
            configuration.padding(12).background(Capsule().fill(.gray))
          }
        }
      }
      struct Screen: View {
        @State private var name = "Ada"
        var body: some View {
          VStack {
            TextField("Name", text: $name).textFieldStyle(Oval())
            TextField("Other", text: .constant("")).textFieldStyle(.roundedBorder)
          }
        }
      }
      """)
    let texts = screenTexts(host)
    #expect(texts.filter { $0 == "styled" }.count == 1, "\(texts)")
    #expect(texts.contains("Ada"))
    #expect(texts.contains("Other"))
    let styled = try centre(ofText: "styled", host)
    let field = try centre(ofText: "Ada", host)
    #expect(field.y > styled.y, "the style's body puts its own view above the field")
  }

  @Test("a Transition of the program's draws its view through body(content:phase:) in the identity phase")
  func customTransition() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Twirl: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
          content
            .opacity(phase.isIdentity ? 1 : 0)
            .overlay { Text("phase \\(phase.value) \\(phase.isIdentity) \\(phase == .identity)") }
        }
      }
      struct Screen: View {
        @State private var shown = true
        var body: some View {
          VStack {
            if shown {
              Text("Sun").transition(Twirl())
            }
            Text("Plain").transition(.opacity)
          }
        }
      }
      """)
    let texts = screenTexts(host)
    #expect(texts.contains("Sun"))
    #expect(texts.contains("phase 0.0 true true"), "\(texts)")
    #expect(warnings.count == 2, "\(warnings)")
  }

  @Test(
    "ShaderLibrary.name(arguments…) makes a shader of that name; the shader effects draw the view unchanged and warn"
  )
  func shaderStandIns() throws {
    let output = run(
      """
      import SwiftUI
      func main() {
        let wave = ShaderLibrary.wave
        print(wave.name)
        let shader = ShaderLibrary.ripple(.float(1), .float2(2, 3), .color(.red), .boundingRect)
        print(shader.function.name, shader.arguments.count)
        print(ShaderFunction(library: .default, name: "glow").name)
      }
      """)
    #expect(output == "wave\nripple 4\nglow\n", "\(output)")
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack {
            Text("Colour").colorEffect(ShaderLibrary.tint(.color(.blue)))
            Text("Distort").distortionEffect(ShaderLibrary.wave(.float(2)), maxSampleOffset: .zero)
            Text("Layer").visualEffect { content, proxy in
              content.layerEffect(ShaderLibrary.glow(.float2(proxy.size)), maxSampleOffset: .zero).offset(x: 10)
            }
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["Colour", "Distort", "Layer"])
    #expect(warnings.filter { $0.contains("Metal shaders are not run") }.count == 3, "\(warnings)")
    let plain = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack {
            Text("Colour")
            Text("Distort")
            Text("Layer").offset(x: 10)
          }
        }
      }
      """)
    for text in ["Colour", "Distort", "Layer"] {
      #expect(try centre(ofText: text, host) == centre(ofText: text, plain), "\(text)")
    }
  }

  @Test(
    "an image resizes with cap insets or tiling as with resizable(); a tab takes a title, an image and a role"
  )
  func imageAndTabInitializers() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          TabView {
            Tab("Home", systemImage: "house") {
              VStack {
                Image("card").resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
                  .frame(width: 50, height: 20)
                Image("plain").resizable().frame(width: 30, height: 10)
              }
            }
            Tab("Find", image: "find", role: .search) { Text("Results") }
            Tab("Look", systemImage: "magnifyingglass", role: .search) { Text("More") }
          }
        }
      }
      """)
    let sizes = (host.layout?.views ?? []).compactMap { v -> CGSize? in
      if case .image = v.element { return v.frame.size }
      return nil
    }
    #expect(sizes.contains(CGSize(width: 50, height: 20)), "\(sizes)")
    #expect(sizes.contains(CGSize(width: 30, height: 10)), "\(sizes)")
    #expect(screenTexts(host).contains("Find"), "\(screenTexts(host))")
  }

  @Test(
    "a new point or edge target of .scrollPosition($position) moves the scroll view there, kept within its content"
  )
  func scrollPositionMoves() throws {
    let (host, _) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Screen: View {
        @State private var position = ScrollPosition(edge: .top)
        var body: some View {
          VStack(spacing: 0) {
            Button("Down") { position.scrollTo(y: 100) }
            Button("Bottom") { position.scrollTo(edge: .bottom) }
            ScrollView {
              VStack(spacing: 0) {
                Text("First").frame(height: 50)
                Color.gray.frame(height: 2000)
              }
            }
            .frame(height: 300)
            .scrollPosition($position)
          }
        }
      }
      """)
    let start = try centre(ofText: "First", host)
    try tap(host, try centre(ofText: "Down", host), at: 0)
    let moved = try centre(ofText: "First", host)
    #expect(start.y - moved.y == 100, "\(start) \(moved)")
    try tap(host, try centre(ofText: "Bottom", host), at: 200)
    let bottom = try centre(ofText: "First", host)
    #expect(start.y - bottom.y == 2050 - 300, "\(start) \(bottom)")
  }

  @Test("Xcode's generated accent colour symbol draws as Color.accentColor does, with a stand-in warning")
  func accentAssetSymbol() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack {
            Text("Asset").foregroundStyle(.accent)
            Text("Opaque").foregroundStyle(Color.accent.opacity(0.5))
            Text("System").foregroundStyle(Color.accentColor)
          }
        }
      }
      """)
    func foreground(_ string: String) throws -> String {
      let view = try #require(
        host.layout?.views.first { v in
          if case .text(let t, _) = v.element { return t.string == string }
          return false
        })
      return "\(view.foreground)"
    }
    #expect(try foreground("Asset") == foreground("System"))
    #expect(warnings.count == 2, "\(warnings)")
  }
}
