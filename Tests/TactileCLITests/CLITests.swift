import Foundation
import TactileTestSupport
import Testing

/// The `tactile` command's promises in docs/interfaces.md: output, exit codes, usage errors. Runs the
/// built executable (`swift build` puts it in `.build/debug`).
@Suite struct CLITests {
  typealias Result = TactileExecutable.Result

  static let packageRoot = Repository.root

  func tactile(_ arguments: [String]) throws -> Result { try TactileExecutable.run(arguments) }

  func temporaryFile(_ name: String, _ contents: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tactile-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent(name).path
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("check: a valid file exits 0 and prints nothing")
  func checkValid() throws {
    let file = try temporaryFile(
      "Good.swift", "struct A: View {\n  var body: some View { Text(\"hi\") }\n}\n")
    let result = try tactile(["check", file])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty && result.stdout.isEmpty)
  }

  @Test("check: a stand-in API exits 0 with a warning at its use that says what the preview leaves out")
  func checkStandIn() throws {
    let file = try temporaryFile(
      "Scale.swift", "struct A: View {\n  var body: some View { Text(\"hi\").minimumScaleFactor(0.5) }\n}\n")
    let result = try tactile(["check", file])
    #expect(result.status == 0)
    #expect(
      result.stderr.hasPrefix(
        "\(file):2:36: warning: 'minimumScaleFactor(_:)' is a stand-in in Tactile's preview: text is not scaled down to fit\n"
      ),
      "\(result.stderr)")
  }

  @Test("check: a gesture doctor warning ends with its rule id, has its note, and exits 0; JSON too")
  func checkDoctorWarning() throws {
    let file = try temporaryFile(
      "Tap.swift",
      "struct A: View {\n  @State var n = 0\n  var body: some View {\n    Button(\"Add\") { n += 1 }.onTapGesture { n += 2 }\n  }\n}\n"
    )
    let result = try tactile(["check", file])
    #expect(result.status == 0)
    #expect(
      result.stderr.hasPrefix("\(file):4:30: warning: 'onTapGesture' on a 'Button' takes its tap [G005]\n"),
      "\(result.stderr)")
    #expect(result.stderr.contains("note: the tap gesture wins over the button's action"), "\(result.stderr)")
    let json = try tactile(["check", "--format", "json", file])
    #expect(json.status == 0)
    #expect(json.stdout.contains("[G005]") && json.stdout.contains("\"warning\""), "\(json.stdout)")
  }

  @Test("check: an API Tactile does not have yet is an error that names Tactile, not the code")
  func checkNotYet() throws {
    let file = try temporaryFile(
      "Table.swift",
      "struct A: View {\n  var body: some View {\n    let tab = Table(\"Home\", systemImage: \"house\") { Text(\"x\") }\n    Text(\"row\")\n  }\n}\n"
    )
    let result = try tactile(["check", file])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "\(file):3:15: error: 'Table' is not available in Tactile yet\n"
      ),
      "\(result.stderr)")
    #expect(!result.stderr.contains("has no member"))
  }

  @Test("check: errors exit 1 and print swiftc's form with line, column, source line and marker")
  func checkErrors() throws {
    let file = try temporaryFile("Bad.swift", "struct A: View {\n  var body: some View { Text(\"hi\" }\n}\n")
    let result = try tactile(["check", file])
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        \(file):2:35: error: expected ')' in expression list
          var body: some View { Text("hi" }
                                          ^
        \(file):2:29: note: to match this opening '('
          var body: some View { Text("hi" }
                                    ^

        """)
  }

  @Test("check: every error of a file is reported, not only the first")
  func checkAllErrors() throws {
    let file = try temporaryFile("Two.swift", "let a = (1\nlet b = [2\n")
    let result = try tactile(["check", file])
    #expect(result.status == 1)
    #expect(result.stderr.components(separatedBy: ": error: ").count - 1 == 2)
  }

  @Test("check: a missing file or no file is a usage error, exit 2")
  func checkUsage() throws {
    #expect(try tactile(["check", "/nonexistent/X.swift"]).status == 2)
    #expect(try tactile(["check"]).status == 2)
  }

  @Test(
    "dump: tokens, syntax, typed and uiir print stable text; layout and display need a root view (exit 2)")
  func dump() throws {
    let file = try temporaryFile("T.swift", "let x = 1\n")
    let tokens = try tactile(["dump", "--stage", "tokens", file])
    #expect(tokens.status == 0)
    #expect(
      tokens.stdout
        == "1:1 kw.let 'let' trailing=' '\n1:5 identifier 'x' trailing=' '\n1:7 equal '=' trailing=' '\n"
        + "1:9 integer '1'\n2:1 eof '' leading='\\n'\n")
    let syntax = try tactile(["dump", "--stage", "syntax", file])
    #expect(syntax.status == 0)
    #expect(syntax.stdout.hasPrefix("source_file\n  let\n    binding\n      pattern_name 'x'\n"))
    let typed = try tactile(["dump", "--stage", "typed", file])
    #expect(typed.status == 0)
    #expect(typed.stdout.contains("integer '1'  :: Int"))
    let uiir = try tactile(["dump", "--stage", "uiir", file])
    #expect(uiir.status == 0)
    #expect(uiir.stdout.contains("global @0 x = fn0"))
    let display = try tactile(["dump", "--stage", "display", file])
    #expect(display.status == 2 && display.stderr.contains("no root view"))
  }

  static let circleView = """
    import SwiftUI
    struct Dot: View {
      @State private var on = false
      var body: some View {
        Circle().fill(on ? Color.red : .blue).frame(width: 100, height: 100).onTapGesture { on.toggle() }
      }
    }
    """

  @Test("dump --stage display prints the drawing commands of the laid-out view")
  func dumpDisplay() throws {
    let file = try temporaryFile("Dot.swift", Self.circleView)
    let display = try tactile(["dump", "--stage", "display", file])
    #expect(display.status == 0)
    #expect(display.stdout.hasPrefix("display 390×844 light background #FFFFFF\n"))
    #expect(display.stdout.contains("fill circle (0, 0, 100, 100) #007AFF at (145, 372)"))
  }

  @Test(
    "render: SVG after the events (or at --at), dark scheme, PNG through rsvg-convert; bad output names exit 2"
  )
  func render() throws {
    let file = try temporaryFile("Dot.swift", Self.circleView)
    let events = try temporaryFile("tap.events", "100 tap 195 422\n")
    let directory = URL(fileURLWithPath: file).deletingLastPathComponent()
    let svg = directory.appendingPathComponent("dot.svg").path
    #expect(try tactile(["render", file, "-o", svg, "--events", events]).status == 0)
    let after = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(after.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"844\""))
    #expect(after.contains("fill=\"#FF3B30\""))
    #expect(
      try tactile(["render", file, "-o", svg, "--events", events, "--at", "50", "--scheme", "dark"]).status
        == 0)
    let before = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(
      before.contains("fill=\"#0A84FF\"")
        && before.contains("<rect width=\"390\" height=\"844\" fill=\"#000000\"/>"))
    let png = directory.appendingPathComponent("dot.png").path
    let made = try tactile(["render", file, "-o", png, "--size", "200x200"])
    #expect(made.status == 0, "\(made.stderr)")
    let bytes = try #require(FileManager.default.contents(atPath: png))
    #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    let wrong = try tactile(["render", file, "-o", directory.appendingPathComponent("dot.txt").path])
    #expect(wrong.status == 2 && wrong.stderr.contains(".svg or .png"))
  }
}

extension CLITests {
  @Test("replay: prints what the program prints, then --state; exit 0")
  func replay() throws {
    let source = """
      import SwiftUI
      struct CounterView: View {
        @State private var count = 0
        var body: some View {
          Text("Count: \\(count)")
            .padding()
            .onTapGesture {
              count += 1
              print("tapped", count)
            }
        }
      }
      """
    let file = try temporaryFile("Counter.swift", source)
    let events = try temporaryFile("taps.events", "100 tap 195 422\n400 tap 195 422\n")
    let result = try tactile(["replay", file, "--events", events, "--state"])
    #expect(result.status == 0)
    #expect(result.stdout == "tapped 1\ntapped 2\nCounterView.count = 2\n")
  }

  @Test("replay: a runtime error exits 3 with its location; a bad events file exits 2 with its line")
  func replayErrors() throws {
    let source = """
      import SwiftUI
      struct V: View {
        @State private var items: [Int] = []
        var body: some View {
          Rectangle().onTapGesture {
            print(items[3])
          }
        }
      }
      """
    let file = try temporaryFile("Crash.swift", source)
    let events = try temporaryFile("tap.events", "0 tap 195 422\n")
    let crash = try tactile(["replay", file, "--events", events])
    #expect(crash.status == 3)
    #expect(crash.stderr.contains("Crash.swift:6:"))
    let bad = try temporaryFile("bad.events", "0 tap 195 422\n10 wiggle 1 2\n")
    let refused = try tactile(["replay", file, "--events", bad])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains(":2:"))
  }
}

extension CLITests {
  @Test(
    "replay: /dev/null is an empty events file (nothing happens, exit 0); a folder cannot be read (exit 2)")
  func replayEmptyDevice() throws {
    let source = """
      import SwiftUI
      struct V: View {
        @State private var count = 0
        var body: some View {
          Text("Hi \\(count)").onTapGesture { count += 1 }.accessibilityAddTraits(.isButton)
        }
      }
      """
    let file = try temporaryFile("Quiet.swift", source)
    let result = try tactile(["replay", file, "--events", "/dev/null", "--state"])
    #expect(result.status == 0)
    #expect(result.stdout == "V.count = 0\n")
    #expect(result.stderr.isEmpty)
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
    let refused = try tactile(["replay", file, "--events", folder])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("cannot read"))
  }

  @Test("replay: runaway code (an endless loop, unbounded recursion) exits 3 with a located message")
  func replayRunaway() throws {
    let loop = """
      import SwiftUI
      struct V: View {
        @State private var n = 0
        var body: some View {
          Rectangle().onTapGesture {
            while true { n += 1 }
          }
        }
      }
      """
    let events = try temporaryFile("tap.events", "0 tap 195 422\n")
    let looping = try tactile(["replay", try temporaryFile("Loop.swift", loop), "--events", events])
    #expect(looping.status == 3)
    #expect(looping.stderr.contains("Loop.swift:6:") && looping.stderr.contains("endless loop"))
    let recursion = """
      import SwiftUI
      struct V: View {
        func depth(_ n: Int) -> Int { depth(n + 1) }
        var body: some View {
          Rectangle().onTapGesture { print(depth(0)) }
        }
      }
      """
    let recursing = try tactile(["replay", try temporaryFile("Deep.swift", recursion), "--events", events])
    #expect(recursing.status == 3)
    #expect(recursing.stderr.contains("Deep.swift:") && recursing.stderr.contains("endless recursion"))
  }
}

extension CLITests {
  @Test("site: writes the Studio, the module and the editor's files; without --out it is a usage error")
  func site() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tactile-site-\(UUID().uuidString)")
    let wasm = directory.appendingPathComponent("module.wasm")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data([0, 0x61, 0x73, 0x6D]).write(to: wasm)
    let out = directory.appendingPathComponent("out").path
    let made = try tactile([
      "site", "--out", out, "--site", Self.packageRoot.appendingPathComponent("Site").path, "--wasm",
      wasm.path,
    ])
    #expect(made.status == 0, "\(made.stderr)")
    #expect(FileManager.default.fileExists(atPath: out + "/studio/index.html"))
    #expect(FileManager.default.contents(atPath: out + "/tactile.wasm") == Data([0, 0x61, 0x73, 0x6D]))
    if FileManager.default.fileExists(atPath: "/usr/share/javascript/codemirror/mode/swift/swift.js") {
      #expect(FileManager.default.fileExists(atPath: out + "/vendor/codemirror/mode/swift/swift.js"))
      #expect(FileManager.default.fileExists(atPath: out + "/vendor/codemirror/lib/codemirror.js"))
    }
    #expect(try tactile(["site"]).status == 2)
  }
}

extension CLITests {
  @Test(
    "R12.5 replay --arbitration: iOS 26 by default (a row's simultaneous drag stops the list), ios18 scrolls")
  func replayArbitration() throws {
    let source = """
      import SwiftUI
      struct Rows: View {
        var body: some View {
          ScrollView {
            ForEach(0..<30, id: \\.self) { i in
              Text("row \\(i)").frame(maxWidth: .infinity, minHeight: 60).contentShape(Rectangle())
                .simultaneousGesture(DragGesture().onEnded { _ in print("dragged row", i) })
            }
          }
        }
      }
      """
    let file = try temporaryFile("Rows.swift", source)
    // Drag a row up by 200 pt, then drag sideways at the same point: the row under the finger
    // is the same one when the list did not scroll.
    let events = try temporaryFile(
      "rows.events", "0 drag 195 330 195 130 200 8\n1000 drag 195 330 235 330 100 4\n")
    let ios26 = try tactile(["replay", file, "--events", events])
    #expect(ios26.status == 0)
    let rows26 = ios26.stdout.split(separator: "\n")
    #expect(rows26.count == 2 && rows26[0] == rows26[1], "the list did not scroll: \(ios26.stdout)")
    let ios18 = try tactile(["replay", file, "--events", events, "--arbitration", "ios18"])
    #expect(ios18.status == 0)
    let rows18 = ios18.stdout.split(separator: "\n")
    #expect(rows18.count == 2 && rows18[0] != rows18[1], "the list scrolled: \(ios18.stdout)")
    let bad = try tactile(["replay", file, "--events", events, "--arbitration", "ios16"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--arbitration"))
  }
}
