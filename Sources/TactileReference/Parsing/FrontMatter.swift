/// The `key: value` lines between a page's two `---` lines, with the line of each, checked for
/// unknown and repeated keys. Reading the values is `PageParser`'s job.
struct FrontMatter {
  /// The keys the format defines, in the order its table lists them.
  static let keys = [
    "title", "kind", "entry", "topic", "availability", "deprecated", "summary", "related", "rules",
    "simulated", "size",
  ]

  var values: [String: Located<String>] = [:]
  /// The line of the closing `---` (where a missing key is reported).
  var endLine: Int

  /// Reads the front matter at the top of `lines`; the body starts after `endLine`.
  static func read(_ lines: [Substring], file: String, errors: inout [PageError]) -> FrontMatter? {
    guard let first = lines.first, first.trimmingTrailingSpaces == "---" else {
      errors.append(
        PageError(file: file, line: 1, message: "a page starts with front matter between two '---' lines"))
      return nil
    }
    guard let end = lines.indices.dropFirst().first(where: { lines[$0].trimmingTrailingSpaces == "---" })
    else {
      errors.append(PageError(file: file, line: 1, message: "the front matter has no closing '---' line"))
      return nil
    }
    var matter = FrontMatter(endLine: end + 1)
    for index in 1..<end {
      let line = index + 1
      let text = lines[index]
      if text.allSatisfy(\.isWhitespace) { continue }
      guard let colon = text.firstIndex(of: ":") else {
        errors.append(PageError(file: file, line: line, message: "expected 'key: value' in the front matter"))
        continue
      }
      let key = String(text[..<colon]).trimmed
      let value = String(text[text.index(after: colon)...]).trimmed
      guard keys.contains(key) else {
        errors.append(
          PageError(
            file: file, line: line,
            message: "unknown front matter key '\(key)'; the keys are \(keys.joined(separator: ", "))"))
        continue
      }
      if let earlier = matter.values[key] {
        errors.append(
          PageError(
            file: file, line: line, message: "'\(key)' is given twice (first on line \(earlier.line))"))
        continue
      }
      matter.values[key] = Located(value, line: line)
    }
    return matter
  }

  subscript(key: String) -> Located<String>? { values[key] }
}

extension StringProtocol {
  var trimmed: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  var trimmingTrailingSpaces: Substring {
    var text = Substring(self)
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text
  }
}
