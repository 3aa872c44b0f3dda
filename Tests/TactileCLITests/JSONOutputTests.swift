import Foundation
import Testing

/// `check --format json` and `replay --format json` (docs/interfaces.md,
/// docs/tactile-output.schema.json), read back with Foundation's JSON parser.
extension CLITests {
  func parseObject(_ text: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(value as? [String: Any], "\(text)")
  }

  func diagnostics(_ output: String) throws -> [[String: Any]] {
    let object = try parseObject(output)
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.count == 1)
    return try #require(files.first?["diagnostics"] as? [[String: Any]])
  }

  @Test(
    "check --format json: an error and a stand-in warning, columns counted in UTF-8 bytes after non-ASCII text"
  )
  func checkJSONErrorAndWarning() throws {
    let line5 = "    let label = \"héllo wörld\"; let x = undefinedName"
    let source =
      "import SwiftUI\nstruct A: View {\n  var body: some View {\n  \(line5)\n    Text(label).minimumScaleFactor(0.5)\n  }\n}\n"
    let file = try temporaryFile("A.swift", source)
    let result = try tactile(["check", "--format", "json", file])
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    let object = try parseObject(result.stdout)
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.first?["path"] as? String == file)
    let list = try diagnostics(result.stdout)
    #expect(list.count == 2)
    let error = list[0]
    #expect(error["severity"] as? String == "error")
    #expect(error["message"] as? String == "cannot find 'undefinedName' in scope")
    #expect(error["line"] as? Int == 4)
    // Two two-byte letters before the name: the column counts bytes, not characters.
    let column = ("  " + line5).utf8.count - "undefinedName".utf8.count + 1
    #expect(column == ("  " + line5).count - "undefinedName".count + 1 + 2)
    #expect(error["column"] as? Int == column)
    #expect(error["endLine"] as? Int == 4)
    #expect(error["endColumn"] as? Int == column + 13)
    #expect(error["id"] is String)
    #expect((error["notes"] as? [Any])?.isEmpty == true)
    #expect((error["fixits"] as? [Any])?.isEmpty == true)
    let warning = list[1]
    #expect(warning["severity"] as? String == "warning")
    #expect(warning["line"] as? Int == 5)
    #expect(warning["column"] as? Int == 17)
    #expect((warning["message"] as? String)?.hasPrefix("'minimumScaleFactor(_:)' is a stand-in") == true)
  }

  @Test("check --format json: a parse error's fix-it edit and note, keys in the documented order")
  func checkJSONFixItAndNote() throws {
    let source =
      "import SwiftUI\nstruct B: View {\n  var body: some View {\n    Text(\"é\").onTapGesture(count: 2 {\n    }\n  }\n}\n"
    let file = try temporaryFile("B.swift", source)
    let result = try tactile(["check", "--format", "json", file])
    #expect(result.status == 1)
    let list = try diagnostics(result.stdout)
    let separator = try #require(list.first { ($0["message"] as? String) == "expected ',' separator" })
    #expect(separator["severity"] as? String == "error")
    #expect(separator["line"] as? Int == 4 && separator["column"] as? Int == 38)
    let fixits = try #require(separator["fixits"] as? [[String: Any]])
    #expect(fixits.count == 1)
    // After the `2`, where swiftc puts the comma.
    #expect(fixits.first?["replacement"] as? String == ",")
    #expect(fixits.first?["line"] as? Int == 4 && fixits.first?["column"] as? Int == 37)
    #expect(fixits.first?["endLine"] as? Int == 4 && fixits.first?["endColumn"] as? Int == 37)
    let paren = try #require(list.first { ($0["message"] as? String) == "expected ')' in expression list" })
    let notes = try #require(paren["notes"] as? [[String: Any]])
    #expect(notes.count == 1)
    #expect(notes.first?["severity"] as? String == "note")
    #expect(notes.first?["message"] as? String == "to match this opening '('")
    #expect(notes.first?["line"] as? Int == 4 && notes.first?["column"] as? Int == 28)
    // Stable key order, as documented.
    let keys = [
      "\"severity\"", "\"line\"", "\"column\"", "\"endLine\"", "\"endColumn\"", "\"message\"", "\"id\"",
      "\"notes\"", "\"fixits\"",
    ]
    let first = result.stdout.components(separatedBy: "\"notes\"")[0]
    let positions = keys.dropLast(2).map { first.range(of: $0)?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
  }

  @Test("check --format json: a valid file has an empty list and exits 0; several files keep their order")
  func checkJSONValid() throws {
    let good = try temporaryFile(
      "Good.swift", "struct A: View {\n  var body: some View { Text(\"hi\") }\n}\n")
    let bad = try temporaryFile("Bad.swift", "struct A: View {\n  var body: some View { Text(1 }\n}\n")
    let result = try tactile(["check", "--format", "json", good])
    #expect(result.status == 0)
    #expect(try diagnostics(result.stdout).isEmpty)
    let both = try tactile(["check", "--format", "json", good, bad])
    #expect(both.status == 1)
    let files = try #require(try parseObject(both.stdout)["files"] as? [[String: Any]])
    #expect(files.map { $0["path"] as? String } == [good, bad])
    #expect((files[1]["diagnostics"] as? [Any])?.isEmpty == false)
  }

  @Test("replay --format json: output, state split into view/property/value, trace with --trace, exit 0")
  func replayJSON() throws {
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
            .accessibilityAddTraits(.isButton)
        }
      }
      """
    let file = try temporaryFile("Counter.swift", source)
    let events = try temporaryFile("taps.events", "100 tap 195 422\n400 tap 195 422\n")
    let result = try tactile(["replay", file, "--events", events, "--format", "json", "--trace"])
    #expect(result.status == 0)
    let object = try parseObject(result.stdout)
    #expect(object["output"] as? String == "tapped 1\ntapped 2\n")
    let state = try #require(object["state"] as? [[String: String]])
    #expect(state == [["view": "CounterView", "property": "count", "value": "2"]])
    let trace = try #require(object["trace"] as? [String])
    #expect(!trace.isEmpty)
    #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
    #expect(result.stdout.hasPrefix("{\"output\":"))
  }

  @Test(
    "replay --format json: a runtime error is the last diagnostic (exit 3); a compile error exits 1 with JSON"
  )
  func replayJSONErrors() throws {
    let source = """
      import SwiftUI
      struct V: View {
        @State private var items: [Int] = []
        var body: some View {
          Rectangle().onTapGesture {
            print("before")
            print(items[3])
          }
        }
      }
      """
    let file = try temporaryFile("Crash.swift", source)
    let events = try temporaryFile("tap.events", "0 tap 195 422\n")
    let crash = try tactile(["replay", file, "--events", events, "--format", "json"])
    #expect(crash.status == 3)
    let object = try parseObject(crash.stdout)
    #expect(object["output"] as? String == "before\n")
    let list = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(list.last?["severity"] as? String == "error")
    #expect(list.last?["line"] as? Int == 7)
    let broken = try temporaryFile("Broken.swift", "struct V: View {\n  var body: some View { Text(1 }\n}\n")
    let refused = try tactile(["replay", broken, "--events", events, "--format", "json"])
    #expect(refused.status == 1)
    let failed = try parseObject(refused.stdout)
    #expect((failed["diagnostics"] as? [[String: Any]])?.first?["severity"] as? String == "error")
    #expect((failed["state"] as? [Any])?.isEmpty == true)
  }
}
