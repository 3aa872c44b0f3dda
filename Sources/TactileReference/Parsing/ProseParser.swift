/// Reads the format's Markdown subset into blocks: paragraphs separated by blank lines,
/// numbered (`1. `) and bullet (`- `) lists of one-line items, and ```` ``` ```` fenced code.
/// A line that continues a list item without a marker is joined to the item. Anything that
/// looks like Markdown the format leaves out (headings other than the section's `## `) is an
/// error; everything else is text, `<` and `&` included.
struct ProseParser {
  let file: String
  var errors: [PageError] = []
  /// Where each line of the text being parsed starts in it, for the lines of links.
  var lineStarts: [(offset: Int, line: Int)] = []

  init(file: String) { self.file = file }

  /// The blocks of `lines`, each with its line number in the file.
  mutating func blocks(_ lines: [(number: Int, text: Substring)]) -> [Block] {
    var blocks: [Block] = []
    var paragraph: [(number: Int, text: String)] = []
    var items: [[(number: Int, text: String)]] = []
    var listIsNumbered = false
    var index = 0

    func flush(_ parser: inout ProseParser) {
      if !paragraph.isEmpty {
        blocks.append(.paragraph(parser.inlines(paragraph)))
        paragraph = []
      }
      if !items.isEmpty {
        let parsed = items.map { ListItem(inlines: parser.inlines($0), line: $0[0].number) }
        blocks.append(listIsNumbered ? .numbered(parsed) : .bullets(parsed))
        items = []
      }
    }

    while index < lines.count {
      let (number, text) = lines[index]
      let trimmed = text.trimmed
      if trimmed.isEmpty {
        flush(&self)
        index += 1
        continue
      }
      if trimmed.hasPrefix("```") {
        flush(&self)
        let language = String(trimmed.dropFirst(3)).trimmed
        var code: [Substring] = []
        var closed = false
        index += 1
        while index < lines.count {
          if lines[index].text.trimmed == "```" {
            closed = true
            break
          }
          code.append(lines[index].text)
          index += 1
        }
        if !closed {
          errors.append(
            PageError(file: file, line: number, message: "this code block is not closed with ```"))
        }
        blocks.append(
          .code(CodeBlock(language: language, text: code.joined(separator: "\n"), line: number + 1)))
        index += 1
        continue
      }
      if let level = Self.headingLevel(trimmed) {
        errors.append(
          PageError(
            file: file, line: number,
            message: "a heading of level \(level) is not part of the format; sections start with '## '"))
        index += 1
        continue
      }
      if let item = Self.numberedItem(trimmed) {
        if !paragraph.isEmpty || (!items.isEmpty && !listIsNumbered) { flush(&self) }
        listIsNumbered = true
        items.append([(number, item)])
      } else if trimmed.hasPrefix("- ") {
        if !paragraph.isEmpty || (!items.isEmpty && listIsNumbered) { flush(&self) }
        listIsNumbered = false
        items.append([(number, String(trimmed.dropFirst(2)).trimmed)])
      } else if !items.isEmpty {
        items[items.count - 1].append((number, trimmed))
      } else {
        paragraph.append((number, trimmed))
      }
      index += 1
    }
    flush(&self)
    return blocks
  }

  /// `3. text` → `text`.
  static func numberedItem(_ line: String) -> String? {
    let digits = line.prefix(while: \.isNumber)
    guard !digits.isEmpty else { return nil }
    let rest = line.dropFirst(digits.count)
    guard rest.hasPrefix(". ") else { return nil }
    return String(rest.dropFirst(2)).trimmed
  }

  /// The level of a Markdown heading (`#`, `###`, …), if the line is one.
  static func headingLevel(_ line: String) -> Int? {
    let hashes = line.prefix(while: { $0 == "#" }).count
    guard hashes > 0, hashes <= 6 else { return nil }
    let rest = line.dropFirst(hashes)
    return rest.isEmpty || rest.first == " " ? hashes : nil
  }

  // MARK: Inlines

  /// Parses the inlines of text that spans the given lines (joined with single spaces).
  mutating func inlines(_ lines: [(number: Int, text: String)]) -> [Inline] {
    var characters: [Character] = []
    lineStarts = []
    for (number, text) in lines {
      if !characters.isEmpty { characters.append(" ") }
      lineStarts.append((characters.count, number))
      characters.append(contentsOf: text)
    }
    return inlines(characters[...])
  }

  /// The file line of a character of the text being parsed.
  func line(at offset: Int) -> Int {
    lineStarts.last(where: { $0.offset <= offset })?.line ?? lineStarts.first?.line ?? 0
  }

  /// Parses `code`, **strong**, *emphasis* and [links](target). A marker without its closing
  /// partner is text. `*` and `**` open only before a non-space and close only after one, so
  /// that `a * b` stays text. Indices are those of the whole text, for line numbers.
  mutating func inlines(_ characters: ArraySlice<Character>) -> [Inline] {
    var result: [Inline] = []
    var plain = ""
    var i = characters.startIndex

    func flushText() {
      if !plain.isEmpty {
        result.append(.text(plain))
        plain = ""
      }
    }

    while i < characters.endIndex {
      let c = characters[i]
      if c == "`", let close = Self.find("`", in: characters, from: i + 1) {
        flushText()
        result.append(.code(String(characters[(i + 1)..<close])))
        i = close + 1
        continue
      }
      if c == "*", i + 1 < characters.endIndex, characters[i + 1] == "*",
        let close = Self.findEmphasisClose(2, in: characters, from: i + 2)
      {
        flushText()
        result.append(.strong(inlines(characters[(i + 2)..<close])))
        i = close + 2
        continue
      }
      if c == "*", let close = Self.findEmphasisClose(1, in: characters, from: i + 1) {
        flushText()
        result.append(.emphasis(inlines(characters[(i + 1)..<close])))
        i = close + 1
        continue
      }
      if c == "[", let (textEnd, targetEnd) = Self.findLink(in: characters, from: i) {
        flushText()
        let label = inlines(characters[(i + 1)..<textEnd])
        let target = String(characters[(textEnd + 2)..<targetEnd])
        let line = line(at: i)
        if let parsed = linkTarget(target, line: line) {
          result.append(.link(parsed, label, line: line))
        } else {
          result.append(contentsOf: label)
        }
        i = targetEnd + 1
        continue
      }
      plain.append(c)
      i += 1
    }
    flushText()
    return result
  }

  /// Reads a link's target: a page id, `guides/<id>` (or `pages/<id>`), or an `https://` address.
  mutating func linkTarget(_ target: String, line: Int) -> LinkTarget? {
    if let link = PageIDs.link(target) { return .page(link) }
    if target.hasPrefix("https://"), target.count > 8,
      !target.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "<" || $0 == ">" })
    {
      return .external(target)
    }
    errors.append(
      PageError(
        file: file, line: line,
        message: "bad link target '\(target)': a link goes to a page id, guides/<id> or an https:// address"))
    return nil
  }

  static func find(_ marker: Character, in characters: ArraySlice<Character>, from start: Int) -> Int? {
    var i = start
    while i < characters.endIndex {
      if characters[i] == marker { return i }
      i += 1
    }
    return nil
  }

  /// The start of the closing run of `width` stars: the content is not empty, does not start
  /// or end with a space, and runs of the other width inside it (nested emphasis) are skipped.
  static func findEmphasisClose(_ width: Int, in characters: ArraySlice<Character>, from start: Int) -> Int? {
    guard start < characters.endIndex, !characters[start].isWhitespace, characters[start] != "*" || width == 2
    else { return nil }
    var i = start
    while i < characters.endIndex {
      if characters[i] == "`", let close = find("`", in: characters, from: i + 1) {
        i = close + 1
        continue
      }
      if characters[i] == "*" {
        var run = 0
        while i + run < characters.endIndex, characters[i + run] == "*" { run += 1 }
        let closes = width == 1 ? run == 1 : run >= 2
        if closes, i > start, !characters[i - 1].isWhitespace { return i }
        i += run
        continue
      }
      i += 1
    }
    return nil
  }

  /// For `[text](target)` starting at `start`: the index of `]` and of `)`.
  static func findLink(in characters: ArraySlice<Character>, from start: Int) -> (Int, Int)? {
    guard let close = find("]", in: characters, from: start + 1), close + 1 < characters.endIndex,
      characters[close + 1] == "(", let end = find(")", in: characters, from: close + 2)
    else { return nil }
    return (close, end)
  }
}

/// The shape of page ids: lowercase ASCII letters, digits and hyphens.
enum PageIDs {
  static func isValid(_ id: some StringProtocol) -> Bool {
    !id.isEmpty && id.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }

  /// `draggesture`, `pages/draggesture` or `guides/drag-does-not-move` as a link, if well formed.
  static func link(_ text: String) -> PageLink? {
    if text.hasPrefix("guides/") {
      let id = text.dropFirst("guides/".count)
      return isValid(id) ? PageLink(folder: .guides, id: String(id)) : nil
    }
    let id = text.hasPrefix("pages/") ? String(text.dropFirst("pages/".count)) : text
    return isValid(id) ? PageLink(folder: .pages, id: id) : nil
  }
}
