import Foundation
import TactileDiagnostics
import TactileParser
import Testing

/// Error fixtures state their expected diagnostics inline, at the line they concern:
/// `// error: message` expects an error with exactly that message on the comment's line, and
/// `// error@+N: message` on the N-th line below it (`warning` works the same way).
/// The test fails on every expected diagnostic that is missing and on every reported one that
/// is not expected.
struct InlineDiagnosticTests {
  struct Expectation: Hashable, CustomStringConvertible {
    var line: Int
    var severity: String
    var message: String
    var description: String { "\(line): \(severity): \(message)" }
  }

  static func expectations(in source: String) -> [Expectation] {
    var result: [Expectation] = []
    for (offset, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      for severity in ["error", "warning"] {
        var rest = Substring(line)
        while let marker = rest.range(of: "// " + severity) {
          var after = rest[marker.upperBound...]
          var delta = 0
          if after.hasPrefix("@+") {
            let digits = after.dropFirst(2).prefix(while: \.isNumber)
            delta = Int(digits) ?? 0
            after = after.dropFirst(2 + digits.count)
          }
          guard after.hasPrefix(": ") else { break }
          let message = after.dropFirst(2)
          // Several expectations on one line are separated by a further `// error`.
          let end = message.range(of: " // ")?.lowerBound ?? message.endIndex
          result.append(
            Expectation(line: offset + 1 + delta, severity: severity, message: String(message[..<end])))
          rest = message[end...]
        }
      }
    }
    return result
  }

  @Test(arguments: Fixtures.invalidFiles)
  func diagnosticsMatchInlineExpectations(_ url: URL) {
    let bytes = Fixtures.bytes(url)
    let source = String(decoding: bytes, as: UTF8.self)
    let expected = Self.expectations(in: source)
    #expect(!expected.isEmpty, "an error fixture must state at least one expected diagnostic")
    let tree = Parser.parse(bytes)
    let converter = SourceLocationConverter(bytes: bytes)
    let actual = tree.diagnostics.map {
      Expectation(
        line: converter.location(of: $0.range.start).line, severity: $0.severity.name, message: $0.message)
    }
    var unmatched = actual
    for expectation in expected {
      if let i = unmatched.firstIndex(of: expectation) {
        unmatched.remove(at: i)
      } else {
        Issue.record("missing diagnostic \(expectation) in \(url.lastPathComponent)")
      }
    }
    for extra in unmatched {
      Issue.record("unexpected diagnostic \(extra) in \(url.lastPathComponent)")
    }
  }
}
