import ArgumentParser
import Foundation
import TactileGestures
import TactileHost

/// `tactile test [PATH…] [--record] [--junit FILE]`: runs folders of recorded test cases
/// (docs/interfaces.md). Each `NAME.events` below the paths is a case: its view is the file a
/// first line `# view: File.swift` names (relative to the events file's folder), else the only
/// `.swift` file beside it; `NAME.expected` is what `replay --state` prints, and `NAME.png`, when
/// present, what `render -o NAME.png` draws after the events, compared with `ImageTolerance`.
/// Exit 0 when every case passes; 1 when one fails; 2 for a usage error (no case found, a path
/// that does not exist, a JUnit file that cannot be written).
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run folders of recorded test cases: NAME.events with NAME.expected and, optionally, NAME.png.")

  @ArgumentParser.Argument(
    help: "Folders to search (recursively) for NAME.events files, or events files (default: .).")
  var paths: [String] = []

  @Flag(help: "Write the expectations that are missing or have changed, and say which.")
  var record = false

  @Option(help: "Also write the results as JUnit XML to this file.")
  var junit: String?

  func run() throws {
    let roots = paths.isEmpty ? ["."] : paths
    let cases: [TestCase]
    do {
      cases = try TestCase.find(under: roots)
    } catch {
      CommandSupport.fail(error.message, code: error.code)
    }
    guard !cases.isEmpty else {
      CommandSupport.fail(
        "no test cases: no NAME.events file under \(roots.joined(separator: ", "))", code: 2)
    }
    var results: [TestResult] = []
    for testCase in cases {
      let started = Foundation.Date()
      var result = testCase.run(record: record)
      result.seconds = Foundation.Date().timeIntervalSince(started)
      results.append(result)
      FileHandle.standardOutput.write(Data(result.report.utf8))
    }
    // The drawings of failing cases stay for their readers; an empty folder goes.
    let folder = TestResult.actualImagesFolder.path
    if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
      try? FileManager.default.removeItem(atPath: folder)
    }
    let failed = results.filter { !$0.passed }.count
    print("\(results.count - failed) passed, \(failed) failed")
    if let junit {
      let xml = TestReport.junit(results)
      guard FileManager.default.createFile(atPath: junit, contents: Data(xml.utf8)) else {
        CommandSupport.fail("cannot write '\(junit)'", code: 2)
      }
    }
    if failed > 0 { throw ExitCode(1) }
  }
}

/// One case: `NAME.events` and what lies beside it.
struct TestCase {
  /// The name printed for the case: the events file's path without `.events`.
  var name: String
  /// The events file's path.
  var events: String

  var folder: String {
    (events as NSString).deletingLastPathComponent.isEmpty
      ? "." : (events as NSString).deletingLastPathComponent
  }
  var base: String { String((events as NSString).lastPathComponent.dropLast(".events".count)) }
  func sibling(_ suffix: String) -> String { (folder as NSString).appendingPathComponent(base + suffix) }

  /// The cases below `roots`, each folder searched recursively (hidden folders skipped), sorted
  /// by name within each root; an events file given as a root is a case itself.
  static func find(under roots: [String]) throws(CommandFailure) -> [TestCase] {
    var cases: [TestCase] = []
    var seen: Set<String> = []
    for root in roots {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
        throw CommandFailure("no such file or folder '\(root)'", code: 2)
      }
      var found: [TestCase] = []
      if !isFolder.boolValue {
        guard root.hasSuffix(".events") else {
          throw CommandFailure("'\(root)' is neither a folder nor a NAME.events file", code: 2)
        }
        found.append(TestCase(name: String(root.dropLast(".events".count)), events: root))
      } else {
        let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        guard let walker = FileManager.default.enumerator(atPath: trimmed) else {
          throw CommandFailure("cannot read the folder '\(root)'", code: 2)
        }
        while let relative = walker.nextObject() as? String {
          let last = (relative as NSString).lastPathComponent
          if last.hasPrefix(".") {
            walker.skipDescendants()
            continue
          }
          guard relative.hasSuffix(".events") else { continue }
          let path = trimmed == "." ? relative : (trimmed as NSString).appendingPathComponent(relative)
          found.append(TestCase(name: String(path.dropLast(".events".count)), events: path))
        }
      }
      for testCase in found.sorted(by: { $0.name < $1.name }) {
        let key = URL(fileURLWithPath: testCase.events).standardizedFileURL.path
        if seen.insert(key).inserted { cases.append(testCase) }
      }
    }
    return cases
  }

  /// The Swift file of the case's view: the one the first line names, or the only one beside it.
  func viewFile(eventsText: String) throws(CommandFailure) -> String {
    let first = eventsText.prefix(while: { $0 != "\n" }).trimmingCharacters(in: .whitespacesAndNewlines)
    if first.hasPrefix("#") {
      let comment = first.dropFirst().trimmingCharacters(in: .whitespaces)
      if comment.hasPrefix("view:") {
        let named = comment.dropFirst("view:".count).trimmingCharacters(in: .whitespaces)
        guard !named.isEmpty else {
          throw CommandFailure("the first line of \(base).events says '# view:' but names no file", code: 2)
        }
        let path = named.hasPrefix("/") ? named : (folder as NSString).appendingPathComponent(named)
        guard FileManager.default.fileExists(atPath: path) else {
          throw CommandFailure(
            "the view '\(named)' named on the first line of \(base).events does not exist (looked for \(path))",
            code: 2)
        }
        return path
      }
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted()
    guard names.count == 1 else {
      if names.isEmpty {
        throw CommandFailure(
          "no view for \(base).events: its folder has no .swift file, and its first line names none ('# view: File.swift')",
          code: 2)
      }
      throw CommandFailure(
        "cannot choose the view for \(base).events: its folder has \(names.count) .swift files (\(names.joined(separator: ", "))); name one on its first line: '# view: File.swift'",
        code: 2)
    }
    return (folder as NSString).appendingPathComponent(names[0])
  }

  /// Runs the case: the replay against `NAME.expected`, the drawing against `NAME.png` if there
  /// is one. With `record`, missing or changed expectations are written instead of failing.
  func run(record: Bool) -> TestResult {
    var result = TestResult(name: name, folder: folder)
    guard let data = SourceReader.contents(events) else {
      return result.failing("cannot read '\(events)'")
    }
    let view: String
    let prepared: PreparedView
    do {
      view = try viewFile(eventsText: String(decoding: data, as: UTF8.self))
    } catch {
      return result.failing(error.message)
    }
    do {
      prepared = try PreparedView.load(file: view, events: events)
    } catch {
      return error.code == 1
        ? result.failing("\(view) does not compile", details: error.message) : result.failing(error.message)
    }
    // What `replay --state` prints.
    let outcome = ReplayCommand.replay(prepared, arbitration: .iOS26)
    if let error = outcome.error {
      return result.failing(
        "runtime error: \(CommandSupport.located(error, in: prepared.program, file: prepared.file))",
        details: outcome.output.isEmpty ? "" : "printed before it:\n" + outcome.output)
    }
    let actual = outcome.output + ReplayCommand.stateText(outcome)
    let expectedPath = sibling(".expected")
    if let data = FileManager.default.contents(atPath: expectedPath) {
      var expected = String(decoding: data, as: UTF8.self)
      if !expected.isEmpty && !expected.hasSuffix("\n") { expected += "\n" }
      if expected != actual {
        if record {
          result.write(actual, to: expectedPath)
        } else {
          result.fail(
            "\(base).expected differs from the replay (- expected, + actual)",
            details: TextDiff.unified(expected: expected, actual: actual))
        }
      }
    } else if record {
      result.write(actual, to: expectedPath)
    } else {
      result.fail(
        "\(base).expected is missing (tactile test --record writes it); the replay printed",
        details: actual.isEmpty ? "(nothing)" : actual)
    }
    let imagePath = sibling(".png")
    if FileManager.default.fileExists(atPath: imagePath) {
      compareImage(prepared, with: imagePath, record: record, into: &result)
    }
    return result
  }

  /// What `render -o NAME.png` draws after the events, against `NAME.png`.
  private func compareImage(
    _ prepared: PreparedView, with path: String, record: Bool, into result: inout TestResult
  ) {
    let drawing = RenderCommand.draw(prepared)
    guard let svg = drawing.svg else {
      result.fail("\(base).png: the view produced no layout to draw")
      return
    }
    let actualPath = TestResult.actualImagesFolder.appendingPathComponent(
      name.replacingOccurrences(of: "/", with: "_") + ".png"
    ).path
    do {
      try FileManager.default.createDirectory(
        at: TestResult.actualImagesFolder, withIntermediateDirectories: true)
      try RenderCommand.rasterise(svg, to: actualPath)
    } catch let error as CommandFailure {
      result.fail("\(base).png: \(error.message)")
      return
    } catch {
      result.fail("\(base).png: cannot write '\(actualPath)': \(error)")
      return
    }
    guard let actualData = FileManager.default.contents(atPath: actualPath),
      let expectedData = FileManager.default.contents(atPath: path)
    else {
      result.fail("\(base).png: cannot read the images")
      return
    }
    let problem: String?
    var details = ""
    do throws(PNGImage.DecodeError) {
      let actual = try PNGImage(decoding: actualData)
      let expected: PNGImage
      do throws(PNGImage.DecodeError) {
        expected = try PNGImage(decoding: expectedData)
      } catch {
        throw PNGImage.DecodeError(description: "\(base).png cannot be read: \(error.description)")
      }
      if actual.width != expected.width || actual.height != expected.height {
        problem =
          "\(base).png is \(expected.width)×\(expected.height) pixels, the drawing \(actual.width)×\(actual.height)"
      } else {
        let comparison = expected.compare(with: actual)
        if comparison.withinTolerance {
          problem = nil
        } else {
          problem = "\(base).png differs from the drawing beyond the tolerance"
          details = """
            \(comparison.differing) of \(comparison.total) pixels (\(percent(comparison.fraction))) differ by more than \
            \(ImageTolerance.channel) in a channel; at most \(percent(ImageTolerance.fraction)) may.
            The largest difference is \(comparison.largest) at (\(comparison.at.x), \(comparison.at.y)).
            """
        }
      }
    } catch {
      problem = error.description
    }
    guard let problem else {
      try? FileManager.default.removeItem(atPath: actualPath)
      return
    }
    if record {
      result.write(actualData, to: path)
      try? FileManager.default.removeItem(atPath: actualPath)
    } else {
      result.fail(
        problem, details: details + (details.isEmpty ? "" : "\n") + "The drawing is at \(actualPath).")
    }
  }

  private func percent(_ fraction: Double) -> String {
    let hundredths = (fraction * 10000).rounded()
    return "\(Int(hundredths) / 100).\(String(Int(hundredths) % 100).leftPadded(to: 2))%"
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

/// What one case gave: passed or the failures, with what `--record` wrote.
struct TestResult {
  var name: String
  var folder: String
  /// Each failure's one-line message and its details (a diff, diagnostics).
  var failures: [(message: String, details: String)] = []
  /// The files `--record` wrote.
  var recorded: [String] = []
  var seconds: Double = 0

  var passed: Bool { failures.isEmpty }

  /// Where `tactile test` leaves the drawings it compared, for a failing case's reader.
  static let actualImagesFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tactile-test-\(ProcessInfo.processInfo.processIdentifier)")

  mutating func fail(_ message: String, details: String = "") {
    failures.append((message, details))
  }

  func failing(_ message: String, details: String = "") -> TestResult {
    var copy = self
    copy.fail(message, details: details)
    return copy
  }

  mutating func write(_ text: String, to path: String) {
    write(Data(text.utf8), to: path)
  }

  mutating func write(_ data: Data, to path: String) {
    if FileManager.default.createFile(atPath: path, contents: data) {
      recorded.append((path as NSString).lastPathComponent)
    } else {
      fail("cannot write '\(path)'")
    }
  }

  /// The lines printed for the case: `ok NAME`, with what was recorded, or `FAIL NAME` and each
  /// failure's message and details, indented.
  var report: String {
    if passed {
      return recorded.isEmpty ? "ok \(name)\n" : "ok \(name) (recorded \(recorded.joined(separator: ", ")))\n"
    }
    var text = "FAIL \(name)\n"
    for failure in failures {
      text += "  \(failure.message)\n"
      for line in failure.details.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
        failure.details.hasSuffix("\n") ? 1 : 0) where !failure.details.isEmpty
      {
        text += "    \(line)\n"
      }
    }
    return text
  }
}
