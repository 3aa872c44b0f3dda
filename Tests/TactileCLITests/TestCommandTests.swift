import Foundation
import TactileTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `tactile test` (docs/interfaces.md): folders of recorded cases, one line per case, the closing
/// count, `--record`, image comparison within its tolerance, JUnit XML and the exit codes.
extension CLITests {
  /// A fresh folder holding `files` (relative path → contents).
  func caseFolder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tactile-test-\(UUID().uuidString)")
    for (path, contents) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
  }

  static let counterView = """
    import SwiftUI
    struct Counter: View {
      @State private var count = 0
      var body: some View {
        Rectangle().fill(Color.blue).frame(width: 200, height: 200)
          .onTapGesture {
            count += 1
            print("tap", count)
          }
      }
    }
    """

  static let otherView = """
    import SwiftUI
    struct Other: View {
      @State private var flag = false
      var body: some View { Color.green.onTapGesture { flag = true } }
    }
    """

  @Test("test: a passing and a failing case print ok and FAIL with a diff, then the counts; exit 1")
  func testPassAndFail() throws {
    let folder = try caseFolder([
      "Counter.swift": Self.counterView,
      "two.events": "0 tap 195 422\n500 tap 195 422\n",
      "two.expected": "tap 1\ntap 2\nCounter.count = 2\n",
      "one.events": "0 tap 195 422\n",
      "one.expected": "tap 1\nCounter.count = 5\n",
    ])
    let result = try tactile(["test", folder.path])
    #expect(result.status == 1, "\(result.stderr)")
    let name = folder.path + "/"
    #expect(
      result.stdout == """
        FAIL \(name)one
          one.expected differs from the replay (- expected, + actual)
             tap 1
            -Counter.count = 5
            +Counter.count = 1
        ok \(name)two
        1 passed, 1 failed

        """, "\(result.stdout)")
  }

  @Test(
    "test: every case passing exits 0; the default path is the current folder and names are relative to it")
  func testAllPass() throws {
    let folder = try caseFolder([
      "taps/Counter.swift": Self.counterView,
      "taps/two.events": "0 tap 195 422\n500 tap 195 422\n",
      "taps/two.expected": "tap 1\ntap 2\nCounter.count = 2\n",
      "none/Counter.swift": Self.counterView,
      "none/miss.events": "0 tap 10 10\n",
      "none/miss.expected": "Counter.count = 0",
    ])
    let process = try tactileIn(folder, ["test"])
    #expect(process.status == 0, "\(process.stdout)\(process.stderr)")
    #expect(process.stdout == "ok none/miss\nok taps/two\n2 passed, 0 failed\n")
  }

  @Test("test: '# view:' picks the file among several; without it the only .swift file is the view")
  func testViewResolution() throws {
    let folder = try caseFolder([
      "a/Counter.swift": Self.counterView,
      "a/Other.swift": Self.otherView,
      "a/named.events": "# view: Other.swift\n0 tap 195 422\n",
      "a/named.expected": "Other.flag = true\n",
      "a/up.events": "# view: ../b/Solo.swift\n0 tap 195 422\n",
      "a/up.expected": "tap 1\nCounter.count = 1\n",
      "b/Solo.swift": Self.counterView,
      "b/only.events": "0 tap 195 422\n",
      "b/only.expected": "tap 1\nCounter.count = 1\n",
    ])
    let result = try tactile([
      "test", folder.appendingPathComponent("a").path, folder.appendingPathComponent("b").path,
    ])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.hasSuffix("3 passed, 0 failed\n"))
    #expect(result.stdout.contains("ok \(folder.path)/a/named\n"))
    #expect(result.stdout.contains("ok \(folder.path)/b/only\n"))
  }

  @Test(
    "test: a missing view, several .swift files without '# view:', and no .swift file each fail with a clear message"
  )
  func testMissingView() throws {
    let folder = try caseFolder([
      "many/Counter.swift": Self.counterView,
      "many/Other.swift": Self.otherView,
      "many/which.events": "0 tap 195 422\n",
      "many/gone.events": "# view: Gone.swift\n0 tap 195 422\n",
      "empty/lonely.events": "0 tap 195 422\n",
    ])
    let result = try tactile(["test", folder.path])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "FAIL \(folder.path)/many/which\n  cannot choose the view for which.events: its folder has 2 .swift files (Counter.swift, Other.swift); name one on its first line: '# view: File.swift'\n"
      ), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "FAIL \(folder.path)/many/gone\n  the view 'Gone.swift' named on the first line of gone.events does not exist"
      ), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "FAIL \(folder.path)/empty/lonely\n  no view for lonely.events: its folder has no .swift file, and its first line names none ('# view: File.swift')\n"
      ), "\(result.stdout)")
    #expect(result.stdout.hasSuffix("0 passed, 3 failed\n"))
  }

  @Test("test: a compile error, a runtime error and a bad events line fail their case with the message")
  func testCaseErrors() throws {
    let folder = try caseFolder([
      "bad/Broken.swift":
        "import SwiftUI\nstruct Broken: View {\n  var body: some View { Text(undefinedName) }\n}\n",
      "bad/broken.events": "0 tap 195 422\n",
      "crash/Crash.swift": """
      import SwiftUI
      struct Crash: View {
        @State private var items: [Int] = []
        var body: some View { Color.red.onTapGesture { print(items[3]) } }
      }
      """,
      "crash/crash.events": "0 tap 195 422\n",
      "lines/Counter.swift": Self.counterView,
      "lines/wiggle.events": "0 tap 195 422\n10 wiggle 1 2\n",
    ])
    let result = try tactile(["test", folder.path])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "FAIL \(folder.path)/bad/broken\n  \(folder.path)/bad/Broken.swift does not compile\n"))
    #expect(result.stdout.contains("cannot find 'undefinedName' in scope"), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "FAIL \(folder.path)/crash/crash\n  runtime error: \(folder.path)/crash/Crash.swift:4:"))
    #expect(
      result.stdout.contains("FAIL \(folder.path)/lines/wiggle\n  \(folder.path)/lines/wiggle.events:2:"))
    #expect(result.stdout.hasSuffix("0 passed, 3 failed\n"))
  }

  @Test("test: --record writes missing and changed expectations and says which; the next run passes")
  func testRecord() throws {
    let folder = try caseFolder([
      "Counter.swift": Self.counterView,
      "new.events": "0 tap 195 422\n",
      "old.events": "0 tap 195 422\n500 tap 195 422\n",
      "old.expected": "tap 1\nCounter.count = 1\n",
      "same.events": "0 tap 10 10\n",
      "same.expected": "Counter.count = 0\n",
    ])
    let before = try tactile(["test", folder.path])
    #expect(before.status == 1)
    #expect(
      before.stdout.contains(
        "FAIL \(folder.path)/new\n  new.expected is missing (tactile test --record writes it); the replay printed\n    tap 1\n    Counter.count = 1\n"
      ), "\(before.stdout)")
    let recorded = try tactile(["test", "--record", folder.path])
    #expect(recorded.status == 0)
    #expect(
      recorded.stdout == """
        ok \(folder.path)/new (recorded new.expected)
        ok \(folder.path)/old (recorded old.expected)
        ok \(folder.path)/same
        3 passed, 0 failed

        """, "\(recorded.stdout)")
    let written = try String(contentsOf: folder.appendingPathComponent("old.expected"), encoding: .utf8)
    #expect(written == "tap 1\ntap 2\nCounter.count = 2\n")
    let after = try tactile(["test", folder.path])
    #expect(after.status == 0 && after.stdout.hasSuffix("3 passed, 0 failed\n"), "\(after.stdout)")
  }

  @Test("test: no case found and a path that does not exist are usage errors, exit 2")
  func testUsage() throws {
    let empty = try caseFolder(["View.swift": Self.counterView])
    let none = try tactile(["test", empty.path])
    #expect(none.status == 2)
    #expect(none.stderr == "error: no test cases: no NAME.events file under \(empty.path)\n")
    let missing = try tactile(["test", empty.appendingPathComponent("nowhere").path])
    #expect(missing.status == 2 && missing.stderr.contains("no such file or folder"))
  }
}

extension CLITests {
  func tactileIn(_ folder: URL, _ arguments: [String]) throws -> Result {
    try TactileExecutable.run(arguments, in: folder)
  }

  /// A view that `render` draws as one red rectangle over the whole 390×844 canvas.
  static let redView = """
    import SwiftUI
    struct Red: View {
      @State private var taps = 0
      var body: some View { Color(red: 1, green: 0, blue: 0).onTapGesture { taps += 1 } }
    }
    """

  @Test(
    "test: NAME.png matches the drawing within the tolerance (a channel off by 8, 0.1% of pixels off) and fails beyond it",
    arguments: [
      (changed: 0, by: 0, size: 390, passes: true),
      (changed: 390 * 844, by: 8, size: 390, passes: true),
      (changed: 329, by: 255, size: 390, passes: true),
      (changed: 390 * 844, by: 9, size: 390, passes: false),
      (changed: 330, by: 255, size: 390, passes: false),
      (changed: 0, by: 0, size: 391, passes: false),
    ])
  func testImage(_ variant: (changed: Int, by: Int, size: Int, passes: Bool)) throws {
    let folder = try caseFolder([
      "Red.swift": Self.redView,
      "red.events": "0 tap 195 422\n",
      "red.expected": "Red.taps = 1\n",
    ])
    // The expected image: the red canvas, with the first `changed` pixels' green raised by `by`.
    let width = variant.size
    let height = 844
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in 0..<(width * height) {
      pixels[i * 4] = 255
      pixels[i * 4 + 1] = i < variant.changed ? UInt8(variant.by) : 0
      pixels[i * 4 + 3] = 255
    }
    try TestPNG.encode(width: width, height: height, rgba: pixels).write(
      to: folder.appendingPathComponent("red.png"))
    let result = try tactile(["test", folder.path])
    #expect(result.status == (variant.passes ? 0 : 1), "\(result.stdout)")
    if variant.passes {
      #expect(result.stdout == "ok \(folder.path)/red\n1 passed, 0 failed\n")
    } else if variant.size != 390 {
      #expect(
        result.stdout.contains("  red.png is 391×844 pixels, the drawing 390×844\n"), "\(result.stdout)")
    } else {
      #expect(
        result.stdout.contains("  red.png differs from the drawing beyond the tolerance\n"),
        "\(result.stdout)")
      #expect(
        result.stdout.contains("    \(variant.changed) of 329160 pixels ("), "\(result.stdout)")
    }
  }

  @Test("test: --record rewrites an image beyond the tolerance with the drawing, which then passes")
  func testRecordImage() throws {
    let folder = try caseFolder([
      "Red.swift": Self.redView,
      "red.events": "0 tap 195 422\n",
      "red.expected": "Red.taps = 1\n",
    ])
    let image = folder.appendingPathComponent("red.png")
    let white = [UInt8](repeating: 255, count: 390 * 844 * 4)
    try TestPNG.encode(width: 390, height: 844, rgba: white).write(to: image)
    #expect(try tactile(["test", folder.path]).status == 1)
    let recorded = try tactile(["test", "--record", folder.path])
    #expect(
      recorded.stdout == "ok \(folder.path)/red (recorded red.png)\n1 passed, 0 failed\n",
      "\(recorded.stdout)")
    let bytes = try Data(contentsOf: image)
    #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    #expect(try tactile(["test", folder.path]).status == 0)
  }

  @Test("test --junit writes JUnit XML with the schema's required elements and attributes, escaped")
  func testJUnit() throws {
    let tricky = """
      import SwiftUI
      struct Tricky: View {
        @State private var text = "a < b & \\"c\\" > 'd'"
        var body: some View { Color.red.onTapGesture { print("x & y <z>") } }
      }
      """
    let folder = try caseFolder([
      "ok/Counter.swift": Self.counterView,
      "ok/pass.events": "0 tap 10 10\n",
      "ok/pass.expected": "Counter.count = 0\n",
      "bad/Tricky.swift": tricky,
      "bad/fail<&>.events": "0 tap 195 422\n",
      "bad/fail<&>.expected": "nothing\n",
    ])
    let report = folder.appendingPathComponent("report.xml")
    let result = try tactile(["test", "--junit", report.path, folder.path])
    #expect(result.status == 1)
    let data = try Data(contentsOf: report)
    let document = try #require(JUnitSchema.validate(data), "not well-formed XML")
    #expect(JUnitSchema.problems(document).isEmpty, "\(JUnitSchema.problems(document))")
    #expect(document.name == "testsuites" && document["tests"] == "2" && document["failures"] == "1")
    let suite = try #require(document.children.first)
    let cases = suite.children
    #expect(cases.map { $0["name"] } == ["\(folder.path)/bad/fail<&>", "\(folder.path)/ok/pass"])
    let failure = try #require(cases.first?.children.first)
    #expect(failure.name == "failure")
    #expect(failure["message"] == "fail<&>.expected differs from the replay (- expected, + actual)")
    #expect(failure.text.contains("+x & y <z>\n"), "\(failure.text)")
    #expect(failure.text.contains("+Tricky.text = a < b & \"c\" > 'd'"), "\(failure.text)")
    #expect(cases.last?.children.isEmpty == true)
    let unwritable = try tactile([
      "test", "--junit", folder.appendingPathComponent("no/such/dir.xml").path, folder.path,
    ])
    #expect(unwritable.status == 2)
  }
}

/// A PNG writer for the tests' expected images: 8-bit RGBA, filter 0, zlib's stored blocks.
enum TestPNG {
  static func encode(width: Int, height: Int, rgba: [UInt8]) -> Data {
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (width * 4 + 1))
    for y in 0..<height {
      raw.append(0)
      raw += rgba[(y * width * 4)..<((y + 1) * width * 4)]
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, raw.count - offset)
      let last: UInt8 = offset + count == raw.count ? 1 : 0
      zlib += [
        last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
      ]
      zlib += raw[offset..<(offset + count)]
      offset += count
    } while offset < raw.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    zlib += bigEndian((b << 16) | a)
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
    png += chunk("IDAT", zlib)
    png += chunk("IEND", [])
    return Data(png)
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in typed {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return bigEndian(UInt32(body.count)) + typed + bigEndian(~crc)
  }
}

/// The structure the JUnit schema (docs/junit.xsd, the format CI systems read) requires of what
/// `tactile test --junit` writes, checked element by element inside the tests; CI also validates
/// the reports against the XSD itself with an XSD validator (scripts/junit-schema-check.py).
enum JUnitSchema {
  final class Element {
    var name: String
    var attributes: [String: String]
    var children: [Element] = []
    var text = ""
    init(_ name: String, _ attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }
    subscript(_ attribute: String) -> String? { attributes[attribute] }
  }

  final class Builder: NSObject, XMLParserDelegate {
    var stack: [Element] = []
    var root: Element?
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String]
    ) {
      let element = Element(name, attributes)
      stack.last?.children.append(element)
      if stack.isEmpty { root = element }
      stack.append(element)
    }
    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      stack.removeLast()
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
  }

  /// The document's root element, or nil when the XML is not well-formed.
  static func validate(_ data: Data) -> Element? {
    let parser = XMLParser(data: data)
    let builder = Builder()
    parser.delegate = builder
    return parser.parse() ? builder.root : nil
  }

  /// What breaks the schema: elements where they may not be, required attributes missing,
  /// counts that are not integers or do not add up, times that are not decimals.
  static func problems(_ root: Element) -> [String] {
    var problems: [String] = []
    func integer(_ element: Element, _ attribute: String, required: Bool) -> Int? {
      guard let value = element[attribute] else {
        if required { problems.append("<\(element.name)> lacks \(attribute)") }
        return nil
      }
      guard let number = Int(value), number >= 0 else {
        problems.append("<\(element.name)> \(attribute)=\"\(value)\" is not a count")
        return nil
      }
      return number
    }
    func decimal(_ element: Element, _ attribute: String) {
      guard let value = element[attribute] else { return }
      let valid =
        !value.isEmpty && value.allSatisfy { $0.isNumber || $0 == "." }
        && value.filter { $0 == "." }.count <= 1
      if !valid { problems.append("<\(element.name)> \(attribute)=\"\(value)\" is not an xs:decimal") }
    }
    guard root.name == "testsuites" else { return ["the root is <\(root.name)>, not <testsuites>"] }
    for attribute in ["tests", "failures", "errors"] { _ = integer(root, attribute, required: false) }
    decimal(root, "time")
    var allTests = 0
    var allFailures = 0
    for suite in root.children {
      guard suite.name == "testsuite" else {
        problems.append("<testsuites> holds <\(suite.name)>")
        continue
      }
      if suite["name"] == nil { problems.append("<testsuite> lacks name") }
      let tests = integer(suite, "tests", required: true)
      let failures = integer(suite, "failures", required: false) ?? 0
      for attribute in ["errors", "skipped", "disabled"] { _ = integer(suite, attribute, required: false) }
      decimal(suite, "time")
      var failed = 0
      for testCase in suite.children {
        let allowed = ["properties", "testcase", "system-out", "system-err"]
        guard allowed.contains(testCase.name) else {
          problems.append("<testsuite> holds <\(testCase.name)>")
          continue
        }
        guard testCase.name == "testcase" else { continue }
        if testCase["name"] == nil { problems.append("<testcase> lacks name") }
        decimal(testCase, "time")
        for child in testCase.children {
          if !["skipped", "error", "failure", "system-out", "system-err"].contains(child.name) {
            problems.append("<testcase> holds <\(child.name)>")
          }
        }
        if testCase.children.contains(where: { $0.name == "failure" }) { failed += 1 }
      }
      let counted = suite.children.filter { $0.name == "testcase" }.count
      if let tests, tests != counted {
        problems.append("<testsuite> says tests=\(tests) but holds \(counted)")
      }
      if failures != failed { problems.append("<testsuite> says failures=\(failures) but \(failed) failed") }
      allTests += counted
      allFailures += failed
    }
    if let tests = root["tests"].flatMap(Int.init), tests != allTests {
      problems.append("<testsuites> says tests=\(tests) but holds \(allTests)")
    }
    if let failures = root["failures"].flatMap(Int.init), failures != allFailures {
      problems.append("<testsuites> says failures=\(failures) but \(allFailures) failed")
    }
    return problems
  }
}
