import TactileGeometry
import TactileHost
import TactileSema
import TactileTestSupport
import Testing

/// iOS 18's container API: `Group(subviews:transform:)` and `ForEach(subviews:content:)` see a
/// view's resolved children, with the container values written on them; and
/// `Toggle(sources:isOn:)` over a collection of bindings.
@Suite struct SubviewsTests {
  @Test(
    "Group(subviews:): a ForEach's and a Group's views are spliced in, an if gives its branch's, EmptyView gives none, in order"
  )
  func subviewsAreTheFlattenedChildren() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct Listing<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
          VStack {
            Group(subviews: content) { subviews in
              Text("count \\(subviews.count)")
              Text("first then last")
              if let first = subviews.first { first }
              if let last = subviews.last { last }
              Text("rest")
              ForEach(subviews[1...]) { subview in subview }
              Text("prefix")
              subviews.prefix(2)
            }
          }
        }
      }

      struct Screen: View {
        @State private var flag = false
        var body: some View {
          Listing {
            Text("a")
            ForEach(0..<2) { i in Text("e\\(i)") }
            Group {
              Text("g1")
              EmptyView()
              Text("g2")
            }
            if flag { Text("yes") } else { Text("no") }
            if flag { Text("hidden") }
          }
        }
      }
      #Preview { Screen() }
      """)
    #expect(
      screenTexts(host) == [
        "count 6", "first then last", "a", "no", "rest", "e0", "e1", "g1", "g2", "no", "prefix", "a", "e0",
      ])
  }

  @Test(
    "containerValue: a value set on a child reads back on its subview (the outermost of two), one set on a ForEach on each of its subviews, the entry's default elsewhere"
  )
  func containerValuesReadBack() throws {
    let host = try makeHost(
      """
      import SwiftUI

      extension ContainerValues {
        @Entry var rank: Int = -1
        @Entry var note: String = "none"
      }

      struct Ranked<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
          VStack {
            ForEach(subviews: content) { subview in
              HStack {
                subview
                Text("rank \\(subview.containerValues.rank) \\(subview.containerValues.note)")
              }
            }
          }
        }
      }

      struct Screen: View {
        var body: some View {
          Ranked {
            Text("x").containerValue(\\.rank, 7)
            ForEach(["p", "q"], id: \\.self) { s in
              Text(s)
            }
            .containerValue(\\.note, "each")
            Text("y").padding().containerValue(\\.rank, 2).containerValue(\\.rank, 9)
            Text("z")
          }
        }
      }
      #Preview { Screen() }
      """)
    #expect(
      screenTexts(host) == [
        "x", "rank 7 none", "p", "rank -1 each", "q", "rank -1 each", "y", "rank 9 none", "z", "rank -1 none",
      ])
  }

  static let regrouping = """
    import SwiftUI

    struct Counter: View {
      var label: Int
      @State private var count = 0
      var body: some View {
        Button("c\\(label): \\(count)") { count += 1 }
      }
    }

    struct Rows<Content: View>: View {
      var size: Int
      @ViewBuilder var content: Content
      var body: some View {
        Group(subviews: content) { subviews in
          VStack {
            ForEach(Array(stride(from: 0, to: subviews.count, by: size)), id: \\.self) { start in
              HStack {
                ForEach(subviews[start..<Swift.min(start + size, subviews.count)]) { $0 }
              }
            }
          }
        }
      }
    }

    struct Screen: View {
      @State private var size = 2
      var body: some View {
        VStack {
          Button("size \\(size)") { size = size == 2 ? 3 : 2 }
          Rows(size: size) {
            ForEach(0..<4) { i in Counter(label: i) }
          }
        }
      }
    }
    #Preview { Screen() }
    """

  @Test("a subview keeps its identity wherever the container puts it: its state survives a regrouping")
  func subviewStateFollowsTheSubview() throws {
    let host = try makeHost(Self.regrouping)
    #expect(screenTexts(host) == ["size 2", "c0: 0", "c1: 0", "c2: 0", "c3: 0"])
    let first = try centre(ofText: "c2: 0", host)
    try tap(host, first, at: 0)
    #expect(screenTexts(host).contains("c2: 1"))
    // Two rows of two, then a row of three and a row of one: c2 moves to the first row.
    let twoRows = try centre(ofText: "c2: 1", host)
    try tap(host, try centre(ofText: "size 2", host), at: 500)
    #expect(screenTexts(host) == ["size 3", "c0: 0", "c1: 0", "c2: 1", "c3: 0"])
    let moved = try centre(ofText: "c2: 1", host)
    #expect(moved.y < twoRows.y)
  }

  @Test(
    "a modifier on several views (a Group's, a view whose body is several views) applies to each of them"
  )
  func modifierOnSeveralViewsAppliesToEach() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct Pair: View {
        var body: some View {
          Text("C")
          Text("D")
        }
      }

      struct Screen: View {
        var body: some View {
          VStack(spacing: 0) {
            Group {
              Text("A")
              if false { Text("never") }
              Text("B")
            }
            .padding(10)
            Pair().padding(5)
          }
        }
      }
      #Preview { Screen() }
      """)
    let a = try centre(ofText: "A", host)
    let b = try centre(ofText: "B", host)
    let c = try centre(ofText: "C", host)
    let d = try centre(ofText: "D", host)
    // A line of body text is 22 points high: each view has its own padding around it.
    #expect(b.y - a.y == 42)
    #expect(c.y - b.y == 22 + 10 + 5)
    #expect(d.y - c.y == 32)
  }

  @Test(
    "textRenderer (a stand-in) draws the text as it is, with a custom-attributed Text interpolated as its characters"
  )
  func textRendererStandIn() throws {
    let sema = SemanticAnalyzer.analyze(Self.renderer)
    #expect(sema.diagnostics.map(\.id) == ["standInInTactile"])
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    #expect(screenTexts(host) == ["key 1234 here"])
  }

  static let renderer = """
    import SwiftUI

    struct Secret: TextAttribute {}

    struct Hider: TextRenderer {
      var hidden: Bool
      func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for run in layout.flatMap({ $0 }) {
          if run[Secret.self] != nil, hidden { continue }
          ctx.draw(run)
        }
      }
    }

    struct Screen: View {
      var body: some View {
        let key = Text("1234").foregroundStyle(.red).customAttribute(Secret())
        Text("key \\(key) here").textRenderer(Hider(hidden: true))
      }
    }
    #Preview { Screen() }
    """

  static let sources = """
    import SwiftUI

    struct Alarm: Identifiable {
      var id: String
      var isOn: Bool
    }

    struct MixedStyle: ToggleStyle {
      func makeBody(configuration: Configuration) -> some View {
        Button {
          configuration.isOn.toggle()
        } label: {
          Text(configuration.isMixed ? "mixed" : (configuration.isOn ? "all on" : "all off"))
        }
      }
    }

    struct Screen: View {
      @State private var alarms = [
        Alarm(id: "a", isOn: true), Alarm(id: "b", isOn: false), Alarm(id: "c", isOn: true),
      ]
      var body: some View {
        VStack {
          Toggle(sources: $alarms, isOn: \\.isOn) { Text("All") }
            .toggleStyle(MixedStyle())
          ForEach(alarms) { alarm in
            Text("\\(alarm.id) \\(alarm.isOn ? "on" : "off")")
          }
        }
      }
    }
    #Preview { Screen() }
    """

  @Test(
    "Toggle(sources:isOn:): mixed when some sources are on; a tap turns every source on, the next every one off"
  )
  func toggleOverSources() throws {
    let host = try makeHost(Self.sources)
    #expect(screenTexts(host) == ["mixed", "a on", "b off", "c on"])
    try tap(host, try centre(ofText: "mixed", host), at: 0)
    #expect(screenTexts(host) == ["all on", "a on", "b on", "c on"])
    try tap(host, try centre(ofText: "all on", host), at: 500)
    #expect(screenTexts(host) == ["all off", "a off", "b off", "c off"])
  }

  @Test("Toggle(_:sources:isOn:): the switch is on only when every source is, and its tap sets them all")
  func titledSourcesToggle() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct Course: Identifiable {
        var id: String
        var isSubscribed: Bool
      }

      struct Screen: View {
        @State private var courses = [Course(id: "x", isSubscribed: false), Course(id: "y", isSubscribed: false)]
        var body: some View {
          Form {
            Toggle("Everything", sources: $courses, isOn: \\.isSubscribed)
            Text(courses.map { $0.isSubscribed ? "1" : "0" }.joined())
          }
        }
      }
      #Preview { Screen() }
      """)
    #expect(screenTexts(host).contains("00"))
    let label = try centre(ofText: "Everything", host)
    // The switch sits at the row's trailing end, level with the title.
    try tap(host, CGPoint(x: 330, y: label.y), at: 0)
    #expect(screenTexts(host).contains("11"))
  }
}
