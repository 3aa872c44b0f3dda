import Foundation

/// `tactile test --junit FILE`: the results as JUnit XML, in the structure of the JUnit schema
/// that CI systems read (Jenkins' `junit-10.xsd`): `testsuites` > `testsuite` > `testcase`, a
/// failing case holding one `failure` with a `message` and the report's text.
enum TestReport {
  static func junit(_ results: [TestResult]) -> String {
    let failures = results.filter { !$0.passed }.count
    let time = seconds(results.reduce(0) { $0 + $1.seconds })
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"tactile test\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(time)\">\n"
    xml +=
      "  <testsuite name=\"tactile test\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(time)\">\n"
    for result in results {
      let attributes =
        "name=\"\(escape(result.name))\" classname=\"\(escape(result.folder))\" time=\"\(seconds(result.seconds))\""
      if result.passed {
        xml += "    <testcase \(attributes)/>\n"
        continue
      }
      let message = result.failures.map(\.message).joined(separator: "; ")
      var body = result.report
      if body.hasSuffix("\n") { body.removeLast() }
      xml += "    <testcase \(attributes)>\n"
      xml += "      <failure message=\"\(escape(message))\" type=\"mismatch\">\(escape(body))</failure>\n"
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// Seconds with three decimals, as `xs:decimal` wants them (no exponent).
  static func seconds(_ value: Double) -> String {
    let millis = Int((max(0, value) * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }

  /// `text` as XML character data or an attribute value: markup characters and quotes as
  /// entities, line breaks and tabs as character references (so attributes keep them), and the
  /// characters XML 1.0 cannot carry at all (other control characters, U+FFFE, U+FFFF) as U+FFFD.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      case "\t": out += "&#9;"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}

/// A line diff of an expectation and what the run gave, for people: a line the replay no longer
/// prints starts with `-`, a new one with `+`, and two unchanged lines around each change show
/// where it is (`…` stands for the unchanged lines between).
enum TextDiff {
  static func unified(expected: String, actual: String, context: Int = 2) -> String {
    let old = lines(expected)
    let new = lines(actual)
    // Longest common subsequence, by dynamic programming from the ends (the files are small;
    // beyond 4000 lines each, every line is listed as changed).
    guard old.count <= 4000, new.count <= 4000 else {
      return (old.map { "-" + $0 } + new.map { "+" + $0 }).joined(separator: "\n") + "\n"
    }
    var length = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        length[i][j] = old[i] == new[j] ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
      }
    }
    var operations: [(mark: Character, line: String)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        operations.append((" ", old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || length[i + 1][j] >= length[i][j + 1] {
        operations.append(("-", old[i]))
        i += 1
      } else {
        operations.append(("+", new[j]))
        j += 1
      }
    }
    // Keep changes and the context around them.
    var keep = [Bool](repeating: false, count: operations.count)
    for (index, operation) in operations.enumerated() where operation.mark != " " {
      for k in max(0, index - context)...min(operations.count - 1, index + context) { keep[k] = true }
    }
    var text = ""
    var skipped = false
    for (index, operation) in operations.enumerated() {
      if keep[index] {
        if skipped { text += " …\n" }
        skipped = false
        text += "\(operation.mark)\(operation.line)\n"
      } else {
        skipped = true
      }
    }
    if skipped { text += " …\n" }
    if expected.isEmpty { text = "(expected nothing)\n" + text }
    if actual.isEmpty { text += "(the replay printed nothing)\n" }
    return text
  }

  static func lines(_ text: String) -> [String] {
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if parts.last == "" { parts.removeLast() }
    return parts
  }
}
