import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// Navigation stacks, presentations and lists, driven by taps and drags as a user would.
@Suite struct NavigationTests {
  func tap(_ host: ViewHost, _ x: Double, _ y: Double, at t: Double) throws {
    try host.deliver(pointer(.down, x, y, at: t))
    try host.deliver(pointer(.up, x, y, at: t + 50))
  }

  func tap(_ host: ViewHost, text: String, at t: Double) throws {
    let p = try centre(ofText: text, host)
    try tap(host, p.x, p.y, at: t)
  }

  /// A drag of pointer 1 from `(x0, y0)` to `(x1, y1)` over `ms`, in 8 moves.
  func drag(
    _ host: ViewHost, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, ms: Double, at t: Double
  ) throws {
    try host.deliver(pointer(.down, x0, y0, at: t))
    for step in 1...8 {
      let f = Double(step) / 8
      try host.deliver(pointer(.move, x0 + (x1 - x0) * f, y0 + (y1 - y0) * f, at: t + ms * f))
    }
    try host.deliver(pointer(.up, x1, y1, at: t + ms))
  }

  static let stack = """
    import SwiftUI

    struct Detail: View {
      @Environment(\\.dismiss) var dismiss
      let name: String
      var body: some View {
        VStack {
          Text("Detail of \\(name)")
          Button("Close") { dismiss() }
        }
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
      }
    }

    struct Root: View {
      @State private var count = 0
      var body: some View {
        NavigationStack {
          VStack {
            NavigationLink("Open A") { Detail(name: "A") }
            NavigationLink("Open B", value: "B")
            Button("Count \\(count)") { count += 1 }
          }
          .navigationTitle("Home")
          .navigationDestination(for: String.self) { name in Detail(name: name) }
          .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) { Button("Plus") { count += 10 } }
          }
        }
      }
    }
    #Preview { Root() }
    """

  @Test("a link's tap pushes its destination under an inline title and a back button; the back button pops")
  func pushAndPop() throws {
    let host = try makeHost(Self.stack)
    #expect(screenTexts(host).contains("Home"))
    try tap(host, text: "Open A", at: 0)
    let texts = screenTexts(host)
    #expect(texts.contains("Detail of A"))
    #expect(texts.contains("A"))
    #expect(texts.contains("Home"))  // the back button's title
    #expect(!texts.contains("Plus"))
    try tap(host, text: "Home", at: 1000)
    #expect(screenTexts(host).contains("Open A"))
    #expect(!screenTexts(host).contains("Detail of A"))
  }

  @Test("a value link shows the stack's navigationDestination; dismiss() pops; the root keeps its state")
  func valueLinkAndDismiss() throws {
    let host = try makeHost(Self.stack)
    try tap(host, text: "Count 0", at: 0)
    try tap(host, text: "Plus", at: 500)
    #expect(screenTexts(host).contains("Count 11"))
    try tap(host, text: "Open B", at: 1000)
    #expect(screenTexts(host).contains("Detail of B"))
    try tap(host, text: "Close", at: 2000)
    #expect(screenTexts(host).contains("Count 11"))
    #expect(!screenTexts(host).contains("Detail of B"))
  }

  @Test("a status item sits in the bottom bar's centre, between the bar's items")
  func statusPlacement() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Root: View {
        var body: some View {
          NavigationStack {
            Text("Body")
              .toolbar {
                ToolbarItem(placement: .bottomBar) { Text("Left") }
                ToolbarItem(placement: .bottomBar) { Text("Right") }
                ToolbarItem(placement: .status) { Text("Status") }
              }
          }
        }
      }
      #Preview { Root() }
      """)
    let left = try centre(ofText: "Left", host)
    let status = try centre(ofText: "Status", host)
    let right = try centre(ofText: "Right", host)
    #expect(left.x < status.x && status.x < right.x)
    #expect(abs(status.x - 195) < 10)
    #expect(status.y == left.y)
  }

  @Test("isDetailLink(false) leaves the link as it is: a tap pushes its destination")
  func detailLink() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Root: View {
        var body: some View {
          NavigationView {
            NavigationLink("Push", destination: Text("Pushed"))
              .isDetailLink(false)
          }
        }
      }
      #Preview { Root() }
      """)
    try tap(host, text: "Push", at: 0)
    #expect(screenTexts(host).contains("Pushed"))
  }

  @Test("the large title sits below the 44-point bar; the inline title is centred in it")
  func barLayout() throws {
    let host = try makeHost(Self.stack)
    let home = try centre(ofText: "Home", host)
    #expect(home.y == 44 + 26)
    #expect(home.x < 100)
    try tap(host, text: "Open A", at: 0)
    let inline = try centre(ofText: "A", host)
    #expect(inline.x == 195)
    #expect(inline.y == 22)
  }

  static let path = """
    import SwiftUI

    struct Root: View {
      @State private var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          VStack {
            Button("Deep") { path = [1, 2] }
            Text("depth \\(path.count)")
          }
          .navigationDestination(for: Int.self) { n in
            VStack {
              Text("Screen \\(n)")
              Button("Next") { path.append(n + 1) }
            }
          }
        }
      }
    }
    #Preview { Root() }
    """

  @Test("a path binding shows one screen per element; the back button removes the last element")
  func pathBinding() throws {
    let host = try makeHost(Self.path)
    try tap(host, text: "Deep", at: 0)
    #expect(screenTexts(host).contains("Screen 2"))
    try tap(host, text: "Next", at: 500)
    #expect(screenTexts(host).contains("Screen 3"))
    try tap(host, text: "Back", at: 1000)
    try tap(host, text: "Back", at: 1500)
    #expect(screenTexts(host).contains("Screen 1"))
    try tap(host, text: "Back", at: 2000)
    #expect(screenTexts(host).contains("depth 0"))
  }

  static let sheet = """
    import SwiftUI

    struct Root: View {
      @State private var show = false
      @State private var dismissals = 0
      var body: some View {
        VStack {
          Button("Open") { show = true }
          Text("dismissed \\(dismissals)")
        }
        .sheet(isPresented: $show, onDismiss: { dismissals += 1 }) {
          VStack {
            Text("In the sheet")
            Button("Done") { show = false }
          }
        }
      }
    }
    #Preview { Root() }
    """

  @Test("a sheet slides up over a dimmed, unhittable view; a downward drag dismisses it and runs onDismiss")
  func sheetDragDismiss() throws {
    let host = try makeHost(Self.sheet)
    try tap(host, text: "Open", at: 0)
    #expect(screenTexts(host).contains("In the sheet"))
    // It starts below the canvas and slides to its place at the next moment.
    try host.advance(to: EventTime(milliseconds: 100))
    #expect(try centre(ofText: "In the sheet", host).y > 400)
    #expect(try centre(ofText: "In the sheet", host).y < 844)
    // A tap behind the sheet reaches nothing.
    try tap(host, 195, 20, at: 500)
    // A short drag springs back; a long one dismisses.
    try drag(host, 195, 300, 195, 330, ms: 400, at: 1000)
    #expect(screenTexts(host).contains("In the sheet"))
    try drag(host, 195, 300, 195, 700, ms: 200, at: 2000)
    #expect(!screenTexts(host).contains("In the sheet"))
    #expect(screenTexts(host).contains("dismissed 1"))
  }

  @Test("setting the binding false dismisses the sheet and runs onDismiss")
  func sheetProgrammaticDismiss() throws {
    let host = try makeHost(Self.sheet)
    try tap(host, text: "Open", at: 0)
    try host.advance(to: EventTime(milliseconds: 100))
    try tap(host, text: "Done", at: 500)
    #expect(!screenTexts(host).contains("In the sheet"))
    #expect(screenTexts(host).contains("dismissed 1"))
  }

  @Test("a sheet's content is built only while it is presented")
  func sheetContentIsLazy() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct Root: View {
        @State private var show = false
        var body: some View {
          Button("Open") { show = true }
            .sheet(isPresented: $show) {
              let _ = print("built")
              Text("Sheet")
            }
        }
      }
      #Preview { Root() }
      """)
    #expect(host.interpreter.output.isEmpty)
    try tap(host, text: "Open", at: 0)
    #expect(host.interpreter.output == "built\n")
  }

  static let alert = """
    import SwiftUI

    struct Root: View {
      @State private var show = false
      @State private var legacy = false
      @State private var log = "none"
      var body: some View {
        VStack {
          Button("Ask") { show = true }
          Button("Old") { legacy = true }
          Text(log)
        }
        .alert("Delete it?", isPresented: $show) {
          Button("Delete", role: .destructive) { log = "deleted" }
          Button("Cancel", role: .cancel) { log = "kept" }
        } message: {
          Text("It cannot be undone.")
        }
        .alert(isPresented: $legacy) {
          Alert(title: Text("Legacy"), message: Text("Old style"), dismissButton: .default(Text("Fine")) { log = "fine" })
        }
      }
    }
    #Preview { Root() }
    """

  @Test("an alert's buttons run their action and dismiss it; the struct form works the same")
  func alerts() throws {
    let host = try makeHost(Self.alert)
    try tap(host, text: "Ask", at: 0)
    #expect(screenTexts(host).contains("Delete it?"))
    #expect(screenTexts(host).contains("It cannot be undone."))
    // Two buttons side by side, cancel first.
    #expect(try centre(ofText: "Cancel", host).x < centre(ofText: "Delete", host).x)
    try tap(host, text: "Delete", at: 500)
    #expect(!screenTexts(host).contains("Delete it?"))
    #expect(screenTexts(host).contains("deleted"))
    try tap(host, text: "Old", at: 1000)
    #expect(screenTexts(host).contains("Legacy"))
    try tap(host, text: "Fine", at: 1500)
    #expect(screenTexts(host).contains("fine"))
    #expect(!screenTexts(host).contains("Legacy"))
  }

  @Test("alert(presenting:) shows only while its data is there, with actions and message made from it")
  func alertPresentingData() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Pet { let name: String }
      struct Root: View {
        @State private var showing = false
        @State private var pet: Pet? = nil
        @State private var log = "none"
        var body: some View {
          VStack {
            Button("Empty") { showing = true }
            Button("Rex") { pet = Pet(name: "Rex"); showing = true }
            Text(log)
          }
          .alert("Adopt?", isPresented: $showing, presenting: pet) { p in
            Button("Adopt \\(p.name)") { log = "adopted \\(p.name)" }
          } message: { p in
            Text("\\(p.name) is waiting")
          }
        }
      }
      #Preview { Root() }
      """)
    try tap(host, text: "Empty", at: 0)
    #expect(!screenTexts(host).contains("Adopt?"))
    try tap(host, text: "Rex", at: 500)
    #expect(screenTexts(host).contains("Adopt?"))
    #expect(screenTexts(host).contains("Rex is waiting"))
    try tap(host, text: "Adopt Rex", at: 1000)
    #expect(screenTexts(host).contains("adopted Rex"))
    #expect(!screenTexts(host).contains("Adopt?"))
  }

  static let list = """
    import SwiftUI

    struct Root: View {
      @State private var items = ["One", "Two", "Three"]
      @State private var log = ""
      var body: some View {
        NavigationStack {
          List {
            ForEach(items, id: \\.self) { item in
              Text(item)
                .swipeActions(edge: .leading) {
                  Button("Pin") { log = "pinned \\(item)" }
                }
                .contextMenu {
                  Button("Copy") { log = "copied \\(item)" }
                }
            }
            .onDelete { offsets in items.remove(atOffsets: offsets) }
            .onMove { from, to in items.move(fromOffsets: from, toOffset: to) }
            Text("log: \\(log)")
          }
          .toolbar { EditButton() }
        }
      }
    }
    #Preview { Root() }
    """

  @Test("a full swipe left deletes the row; a short one reveals Delete, whose tap deletes")
  func swipeToDelete() throws {
    let host = try makeHost(Self.list)
    let two = try centre(ofText: "Two", host)
    try drag(host, 350, two.y, 40, two.y, ms: 160, at: 0)
    #expect(!screenTexts(host).contains("Two"))
    let three = try centre(ofText: "Three", host)
    try drag(host, 350, three.y, 290, three.y, ms: 400, at: 1000)
    #expect(screenTexts(host).contains("Delete"))
    try tap(host, text: "Delete", at: 2000)
    #expect(!screenTexts(host).contains("Three"))
    #expect(screenTexts(host).contains("One"))
  }

  @Test("a swipe right reveals the leading swipe action; a long press opens the context menu")
  func leadingActionAndMenu() throws {
    let host = try makeHost(Self.list)
    let one = try centre(ofText: "One", host)
    try drag(host, 60, one.y, 140, one.y, ms: 400, at: 0)
    try tap(host, text: "Pin", at: 1000)
    #expect(screenTexts(host).contains("log: pinned One"))
    let two = try centre(ofText: "Two", host)
    try host.deliver(pointer(.down, two.x, two.y, at: 2000))
    try host.deliver(pointer(.up, two.x, two.y, at: 2700))
    try tap(host, text: "Copy", at: 3000)
    #expect(screenTexts(host).contains("log: copied Two"))
    #expect(!screenTexts(host).contains("Copy"))
  }

  @Test("EditButton toggles edit mode; a row's move handle reorders it")
  func editMode() throws {
    let host = try makeHost(Self.list)
    try tap(host, text: "Edit", at: 0)
    #expect(screenTexts(host).contains("Done"))
    #expect(screenTexts(host).contains("≡"))
    let one = try centre(ofText: "One", host)
    let handle = try #require(
      host.layout?.views.first { v in
        if case .text(let t, _) = v.element { return t.string == "≡" && abs(v.globalFrame.midY - one.y) < 5 }
        return false
      })
    let rowHeight = try centre(ofText: "Two", host).y - one.y
    try drag(
      host, handle.globalFrame.midX, one.y, handle.globalFrame.midX, one.y + rowHeight, ms: 300, at: 1000)
    let texts = screenTexts(host)
    let order = texts.filter { ["One", "Two", "Three"].contains($0) }
    #expect(order == ["Two", "One", "Three"])
  }

  static let form = """
    import SwiftUI

    struct Root: View {
      @State private var fruits = ["Apple", "Pear", "Plum"]
      @State private var log = ""
      var body: some View {
        NavigationStack {
          Form {
            Section("Fruits") {
              ForEach(fruits, id: \\.self) { fruit in
                Text(fruit)
              }
              .onDelete { offsets in fruits.remove(atOffsets: offsets) }
              .onMove { from, to in fruits.move(fromOffsets: from, toOffset: to) }
            }
            Section {
              Text("Archive")
                .swipeActions {
                  Button("Flag") { log = "flagged" }
                }
            } footer: {
              Text("log: \\(log)")
            }
          }
          .toolbar { EditButton() }
        }
      }
    }
    #Preview { Root() }
    """

  @Test("rows in a form's sections swipe, delete and move as a list's rows do")
  func sectionRowActions() throws {
    let host = try makeHost(Self.form)
    #expect(screenTexts(host).contains("FRUITS"))
    let pear = try centre(ofText: "Pear", host)
    try drag(host, 350, pear.y, 40, pear.y, ms: 160, at: 0)
    #expect(!screenTexts(host).contains("Pear"))
    let archive = try centre(ofText: "Archive", host)
    try drag(host, 350, archive.y, 290, archive.y, ms: 400, at: 1000)
    try tap(host, text: "Flag", at: 2000)
    #expect(screenTexts(host).contains("log: flagged"))
    try tap(host, text: "Edit", at: 3000)
    let apple = try centre(ofText: "Apple", host)
    let handle = try #require(
      host.layout?.views.first { v in
        if case .text(let t, _) = v.element {
          return t.string == "≡" && abs(v.globalFrame.midY - apple.y) < 5
        }
        return false
      })
    // Only the rows of the ForEach with onMove have a handle.
    let handles = (host.layout?.views ?? []).filter { v in
      if case .text(let t, _) = v.element { return t.string == "≡" }
      return false
    }
    #expect(handles.count == 2)
    let rowHeight = try centre(ofText: "Plum", host).y - apple.y
    try drag(
      host, handle.globalFrame.midX, apple.y, handle.globalFrame.midX, apple.y + rowHeight, ms: 300, at: 4000)
    let order = screenTexts(host).filter { ["Apple", "Plum"].contains($0) }
    #expect(order == ["Plum", "Apple"])
  }

  @Test(
    "a vertical pan scrolls a list of sections; a horizontal one on a row without actions scrolls nothing")
  func listScrolls() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct Root: View {
        var body: some View {
          List {
            ForEach(0..<12) { section in
              Section("Part \\(section)") {
                ForEach(0..<3) { row in Text("Row \\(section).\\(row)") }
              }
            }
          }
        }
      }
      #Preview { Root() }
      """)
    let first = try centre(ofText: "Row 0.0", host)
    try drag(host, first.x, first.y, first.x + 200, first.y, ms: 300, at: 0)
    #expect(try centre(ofText: "Row 0.0", host) == first)
    try drag(host, 200, 600, 200, 300, ms: 300, at: 1000)
    let moved = try centre(ofText: "Row 0.0", host)
    #expect(abs(moved.y - (first.y - 300)) < 1, "\(moved)")
    #expect(moved.x == first.x)
  }
}
