import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Forms and controls: text fields and focus, forms and lists with sections, steppers,
/// progress views, date pickers, disclosure groups, toggle and picker styles.
@Suite struct FormControlTests {
  /// `makeHost` for code that may use stand-ins (their warnings are expected); errors fail.
  func makeFormHost(_ source: String) throws -> ViewHost {
    let sema = SemanticAnalyzer.analyze(source)
    let errors = sema.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    let host = ViewHost(program: program, root: root, canvas: CGSize(width: 390, height: 844))
    try host.render()
    return host
  }

  /// The placed view of the first text reading `string`.
  func textView(_ string: String, _ host: ViewHost) -> PlacedView? {
    host.layout?.views.first {
      if case .text(let t, _) = $0.element { return t.string == string }
      return false
    }
  }

  /// Taps the centre of the text reading `string`.
  func tap(_ string: String, _ host: ViewHost, at ms: Double = 0) throws {
    let p = try centre(ofText: string, host)
    try tap(x: p.x, y: p.y, host, at: ms)
  }

  func tap(x: Double, y: Double, _ host: ViewHost, at ms: Double = 0) throws {
    try host.deliver(pointer(.down, x, y, at: ms))
    try host.deliver(pointer(.up, x, y, at: ms + 40))
  }

  @Test("a text field shows its text, or its prompt (else its title) in the placeholder colour when empty")
  func textFieldShowsTextOrPrompt() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Fields: View {
        @State private var name = ""
        @State private var city = "Lyon"
        @State private var code = "1234"
        var body: some View {
          VStack {
            TextField("Name", text: $name)
            TextField("City", text: $city)
            TextField("Email", text: $name, prompt: Text("you@example.com"))
            SecureField("Code", text: $code)
          }
        }
      }
      #Preview { Fields() }
      """)
    let texts = screenTexts(host)
    #expect(texts == ["Name", "Lyon", "you@example.com", "••••"], "\(texts)")
    #expect(textView("Name", host)?.foreground == .color(.named("placeholderText")))
    #expect(textView("Lyon", host)?.foreground == .color(.primary))
    // A field takes the whole width offered.
    #expect(textView("Lyon", host).map { $0.globalFrame.width } ?? 0 < 60)
    let field = host.layout?.views.first { v in
      if case .modifier(.flexibleFrame) = v.element { return v.frame.width == 390 }
      return false
    }
    #expect(field != nil)
  }

  @Test("the rounded border style draws UIKit's rounded rectangle around the field, 34 points tall")
  func roundedBorder() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Field: View {
        @State private var text = ""
        var body: some View {
          TextField("Search", text: $text).textFieldStyle(.roundedBorder).padding()
        }
      }
      #Preview { Field() }
      """)
    let outline = host.layout?.views.first { v in
      if case .shape(let s) = v.element, case .strokeBorder = s.paint { return true }
      return false
    }
    #expect(outline?.frame.size == CGSize(width: 358, height: 34), "\(String(describing: outline?.frame))")
  }

  static let focusSource = """
    import SwiftUI
    enum Field: Hashable { case first, second }
    struct Login: View {
      @State private var user = ""
      @State private var pass = ""
      @FocusState private var field: Field?
      @FocusState private var noteFocused: Bool
      @State private var note = ""
      var body: some View {
        VStack {
          TextField("User", text: $user).focused($field, equals: .first)
          SecureField("Password", text: $pass).focused($field, equals: .second)
          TextField("Note", text: $note).focused($noteFocused)
          Text(field == .first ? "on user" : field == .second ? "on password" : "none")
          Text(noteFocused ? "note focused" : "note idle")
          Button("Done") { field = nil; noteFocused = false }
        }
      }
    }
    #Preview { Login() }
    """

  @Test("a tap on a field focuses it: its focus state takes the field's value, and the other field loses it")
  func tapFocuses() throws {
    let host = try makeFormHost(Self.focusSource)
    #expect(screenTexts(host).contains("none") && screenTexts(host).contains("note idle"))
    try tap("User", host)
    #expect(screenTexts(host).contains("on user"), "\(screenTexts(host))")
    try tap("Password", host, at: 200)
    #expect(screenTexts(host).contains("on password"), "\(screenTexts(host))")
    try tap("Note", host, at: 400)
    #expect(
      screenTexts(host).contains("note focused") && screenTexts(host).contains("none"), "\(screenTexts(host))"
    )
    try tap("Done", host, at: 600)
    #expect(
      screenTexts(host).contains("note idle") && screenTexts(host).contains("none"), "\(screenTexts(host))")
  }

  @Test("a focused field draws an insertion point in the tint; setting the focus state to false removes it")
  func caret() throws {
    let host = try makeFormHost(Self.focusSource)
    func carets() -> Int {
      (host.layout?.views ?? []).filter { v in
        if case .shape(let s) = v.element, s.paint == .fill(.tint, evenOdd: false) {
          return v.frame.width == 2
        }
        return false
      }.count
    }
    #expect(carets() == 0)
    try tap("Note", host)
    #expect(carets() == 1)
    try tap("Done", host, at: 200)
    #expect(carets() == 0)
  }

  @Test("a form draws inset grouped sections: capitalised headers, footers, rows on white cards over gray")
  func formSections() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Settings: View {
        @State private var on = true
        var body: some View {
          Form {
            Section("Account") {
              Text("Name")
              Text("Email")
            }
            Section {
              Toggle("Sync", isOn: $on)
            } header: {
              Text("Keep Case").textCase(nil)
            } footer: {
              Text("Syncs every hour")
            }
            Text("Loose row")
          }
        }
      }
      #Preview { Settings() }
      """)
    let texts = screenTexts(host)
    #expect(
      texts == ["ACCOUNT", "Name", "Email", "Keep Case", "Sync", "Syncs every hour", "Loose row"], "\(texts)")
    // Headers and footers in footnote secondary text; rows 20 points inside a card 16 points in.
    #expect(textView("ACCOUNT", host)?.foreground == .color(.named("secondary")))
    #expect(textView("Name", host)?.globalFrame.minX == 36)
    #expect(textView("ACCOUNT", host)?.globalFrame.minX == 36)
    // Rows are at least 44 points apart.
    let name = try #require(textView("Name", host)).globalFrame
    let email = try #require(textView("Email", host)).globalFrame
    #expect(email.minY - name.minY >= 44)
    // The gray grouped background and the white cards.
    let colours = (host.layout?.views ?? []).compactMap { v -> ColorValue? in
      if case .color(let c) = v.element { return c }
      if case .shape(let s) = v.element, case .fill(.color(let c), _) = s.paint { return c }
      return nil
    }
    #expect(colours.contains(.named("systemGroupedBackground")))
    #expect(colours.filter { $0 == .named("secondarySystemGroupedBackground") }.count == 3)
  }

  @Test("a list of data gives one row per element, with separators between the rows of a section")
  func listRows() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Fruit: Identifiable { let id: Int; let name: String }
      struct Fruits: View {
        let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Plum")]
        var body: some View {
          List(fruits) { fruit in Text(fruit.name) }
        }
      }
      #Preview { Fruits() }
      """)
    #expect(screenTexts(host) == ["Apple", "Pear", "Plum"])
    let separators = (host.layout?.views ?? []).filter { v in
      if case .shape(let s) = v.element, s.paint == .fill(.color(.named("separator")), evenOdd: false) {
        return true
      }
      return false
    }
    #expect(separators.count == 2)
    #expect(separators.allSatisfy { $0.globalFrame.minX == 36 && $0.frame.height == 0.5 })
  }

  @Test("a ForEach in a section splices its rows in, and a plain list draws no cards")
  func plainListWithForEach() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Numbers: View {
        var body: some View {
          List {
            Section("Small") {
              ForEach(1..<4) { n in Text("\\(n)") }
            }
          }
          .listStyle(.plain)
        }
      }
      #Preview { Numbers() }
      """)
    #expect(screenTexts(host) == ["Small", "1", "2", "3"])
    let one = try #require(textView("1", host)).globalFrame
    let two = try #require(textView("2", host)).globalFrame
    #expect(two.minY - one.minY >= 44)
    #expect(one.minX == 20)
  }

  @Test("a stepper's − and + move the bound value by its step within its range")
  func stepper() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Counter: View {
        @State private var count = 1
        @State private var level = 0.5
        var body: some View {
          VStack {
            Stepper("Count \\(count)", value: $count, in: 0...2)
            Stepper(value: $level, in: 0...1, step: 0.25) { Text("Level \\(level)") }
          }
        }
      }
      #Preview { Counter() }
      """)
    let row = try #require(textView("Count 1", host)).globalFrame
    // The control is 94 points wide at the trailing edge: − on its left half, + on its right.
    let plus = (x: 390 - 94 / 4.0, y: row.midY)
    let minus = (x: 390 - 3 * 94 / 4.0, y: row.midY)
    try tap(x: plus.x, y: plus.y, host)
    #expect(screenTexts(host).contains("Count 2"))
    try tap(x: plus.x, y: plus.y, host, at: 200)
    #expect(screenTexts(host).contains("Count 2"), "the range's upper bound holds")
    try tap(x: minus.x, y: minus.y, host, at: 400)
    try tap(x: minus.x, y: minus.y, host, at: 600)
    try tap(x: minus.x, y: minus.y, host, at: 800)
    #expect(screenTexts(host).contains("Count 0"))
    let level = try #require(textView("Level 0.5", host)).globalFrame
    try tap(x: plus.x, y: level.midY, host, at: 1000)
    #expect(screenTexts(host).contains("Level 0.75"), "\(screenTexts(host))")
  }

  @Test("a progress view with a value is a bar filled to its fraction; without one, a spinner")
  func progress() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Loading: View {
        var body: some View {
          VStack {
            ProgressView(value: 3, total: 4).frame(width: 200)
            ProgressView("Waiting")
          }
        }
      }
      #Preview { Loading() }
      """)
    let capsules = (host.layout?.views ?? []).filter { v in
      if case .shape(let s) = v.element, case .capsule = s.shape, v.frame.height == 4 { return true }
      return false
    }
    #expect(capsules.map { $0.frame.width }.sorted() == [150, 200], "\(capsules.map { $0.frame })")
    let spokes = (host.layout?.views ?? []).filter { v in
      if case .shape(let s) = v.element, case .capsule = s.shape, v.frame.height == 6 { return true }
      return false
    }
    #expect(spokes.count == 8)
    #expect(textView("Waiting", host)?.foreground == .color(.named("secondary")))
  }

  @Test("a date picker shows its date and time as iOS's compact style writes them")
  func datePicker() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct When: View {
        @State private var date = Date(timeIntervalSinceReferenceDate: 810_000_000)
        var body: some View {
          VStack {
            DatePicker("Start", selection: $date)
            DatePicker("Day", selection: $date, displayedComponents: .date)
          }
        }
      }
      #Preview { When() }
      """)
    let (date, time) = PickerDates.formatted(810_000_000)
    #expect(screenTexts(host) == ["Start", date, time, "Day", date], "\(screenTexts(host))")
    #expect(PickerDates.formatted(0) == ("Jan 1, 2001", "12:00 AM"))
    #expect(PickerDates.formatted(86_400 * 59 + 13 * 3_600 + 5 * 60) == ("Mar 1, 2001", "1:05 PM"))
    #expect(PickerDates.formatted(-60) == ("Dec 31, 2000", "11:59 PM"))
  }

  @Test("a disclosure group shows its content once its label row is tapped")
  func disclosure() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct More: View {
        var body: some View {
          DisclosureGroup("Details") { Text("Hidden text") }
        }
      }
      #Preview { More() }
      """)
    #expect(!screenTexts(host).contains("Hidden text"))
    try tap("Details", host)
    #expect(screenTexts(host).contains("Hidden text"))
  }

  @Test("an outline shows its top-level rows; a row with children expands on a tap, a leaf does not")
  func outlineGroup() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Node: Identifiable {
        let id = UUID()
        var name: String
        var children: [Node]? = nil
      }
      struct Tree: View {
        let nodes = [
          Node(name: "Folder", children: [Node(name: "Inner", children: [Node(name: "Deep")]), Node(name: "File")]),
          Node(name: "Loose"),
        ]
        var body: some View {
          List {
            OutlineGroup(nodes, children: \\.children) { node in Text(node.name) }
          }
        }
      }
      #Preview { Tree() }
      """)
    #expect(screenTexts(host) == ["Folder", "Loose"], "\(screenTexts(host))")
    try tap("Folder", host)
    #expect(screenTexts(host) == ["Folder", "Inner", "File", "Loose"], "\(screenTexts(host))")
    try tap("Inner", host, at: 500)
    #expect(screenTexts(host) == ["Folder", "Inner", "Deep", "File", "Loose"], "\(screenTexts(host))")
  }

  @Test("List(_:children:) and OutlineGroup of one root draw the same tree")
  func outlineList() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Node: Identifiable {
        let id: Int
        var children: [Node]?
      }
      struct Tree: View {
        let root = Node(id: 1, children: [Node(id: 2, children: nil)])
        var body: some View {
          VStack {
            List([root], children: \\.children) { node in Text("L\\(node.id)") }
            OutlineGroup(root, children: \\.children) { node in Text("O\\(node.id)") }
          }
        }
      }
      #Preview { Tree() }
      """)
    #expect(screenTexts(host) == ["L1", "O1"], "\(screenTexts(host))")
    try tap("L1", host)
    try tap("O1", host, at: 500)
    #expect(screenTexts(host) == ["L1", "L2", "O1", "O2"], "\(screenTexts(host))")
  }

  @Test("toggle styles: the button style flips on a tap; a custom style's body reads and writes isOn")
  func toggleStyles() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Check: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
          HStack {
            Text(configuration.isOn ? "[x]" : "[ ]")
            configuration.label
          }
          .onTapGesture { configuration.isOn.toggle() }
        }
      }
      struct Flags: View {
        @State private var bold = false
        @State private var done = false
        var body: some View {
          VStack {
            Toggle("Bold", isOn: $bold).toggleStyle(.button)
            Text(bold ? "bold on" : "bold off")
            Toggle("Done", isOn: $done).toggleStyle(Check())
          }
        }
      }
      #Preview { Flags() }
      """)
    try tap("Bold", host)
    #expect(screenTexts(host).contains("bold on"))
    #expect(screenTexts(host).contains("[ ]"))
    try tap("Done", host, at: 200)
    #expect(screenTexts(host).contains("[x]"), "\(screenTexts(host))")
  }

  @Test("a picker in a form row shows its label; an inline picker selects the option tapped")
  func pickers() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Choice: View {
        @State private var size = 1
        @State private var colour = "Red"
        var body: some View {
          Form {
            Picker("Size", selection: $size) {
              Text("Small").tag(1)
              Text("Large").tag(2)
            }
            Picker("Colour", selection: $colour) {
              ForEach(["Red", "Green"], id: \\.self) { Text($0) }
            }
            .pickerStyle(.inline)
            Text("colour \\(colour)")
          }
        }
      }
      #Preview { Choice() }
      """)
    #expect(screenTexts(host).starts(with: ["Size", "Small", "Red", "Green"]), "\(screenTexts(host))")
    #expect(abs((textView("Size", host)?.globalFrame.minX ?? 0) - 36) < 1e-9)
    try tap("Green", host)
    #expect(screenTexts(host).contains("colour Green"))
  }

  @Test("a grid's columns are as wide as their widest cell: the cells of a column line up, rows stay apart")
  func grid() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Table: View {
        var body: some View {
          Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow {
              Text("Name")
              Text("Score")
            }
            GridRow {
              Text("A longer name")
              Text("7")
            }
            GridRow {
              Text("Solo")
            }
          }
        }
      }
      #Preview { Table() }
      """)
    let name = try #require(textView("Name", host)).globalFrame
    let longer = try #require(textView("A longer name", host)).globalFrame
    let score = try #require(textView("Score", host)).globalFrame
    let seven = try #require(textView("7", host)).globalFrame
    let solo = try #require(textView("Solo", host)).globalFrame
    #expect(name.minX == longer.minX && solo.minX == name.minX)
    #expect(score.minX == seven.minX)
    #expect(abs(score.minX - (longer.maxX + 12)) < 1e-9)
    #expect(seven.minY - score.minY >= 22)
  }

  @Test("a slider takes any floating-point binding, and draws its value labels on either side of the track")
  func sliderGenerics() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Volume: View {
        @State private var level: Float = 2
        var body: some View {
          VStack {
            Slider(value: $level, in: 0...10, step: 1) { Text("Volume") } minimumValueLabel: {
              Text("min")
            } maximumValueLabel: {
              Text("max")
            }
            Text("level \\(Int(level))")
          }
        }
      }
      #Preview { Volume() }
      """)
    #expect(screenTexts(host) == ["min", "max", "level 2"], "\(screenTexts(host))")
    let low = try #require(textView("min", host)).globalFrame
    let high = try #require(textView("max", host)).globalFrame
    #expect(low.minX == 0 && high.maxX == 390)
    // Drag the thumb to the track's end: the Float binding is set, on a step.
    let y = low.midY
    try host.deliver(pointer(.down, 200, y, at: 0))
    try host.deliver(pointer(.move, 385, y, at: 50))
    try host.deliver(pointer(.up, 385, y, at: 100))
    #expect(screenTexts(host).contains("level 10"), "\(screenTexts(host))")
  }

  @Test("a field bound to a number shows it as its format style writes it, and so does Text(_:format:)")
  func formattedValues() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Bill: View {
        @State private var amount = 1234.5
        @State private var tip = 0.15
        var body: some View {
          Form {
            TextField("Amount", value: $amount, format: .currency(code: "USD"))
            TextField("Amount", value: $amount, format: .number)
            Text(tip, format: .percent)
            Text(-3.0, format: .currency(code: "EUR"))
          }
        }
      }
      #Preview { Bill() }
      """)
    #expect(screenTexts(host) == ["$1,234.50", "1,234.5", "15%", "-€3.00"], "\(screenTexts(host))")
  }

  @Test("a button that is a list row takes taps across the whole row")
  func buttonRow() throws {
    let host = try makeFormHost(
      """
      import SwiftUI
      struct Reset: View {
        @State private var count = 0
        var body: some View {
          Form {
            Button("Reset") { count += 1 }
            Text("count \\(count)")
          }
        }
      }
      #Preview { Reset() }
      """)
    let reset = try centre(ofText: "Reset", host)
    try tap(x: 330, y: reset.y, host)
    #expect(screenTexts(host).contains("count 1"), "\(screenTexts(host))")
  }
}
