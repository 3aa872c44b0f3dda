/// What each section of a page must hold (docs/reference-format.md, "Body of a symbol page"
/// and "Body of a guide"): which sections a kind of page has, in what order, and the blocks
/// inside them — declarations as swift blocks, steps with bold titles, exactly one example,
/// behaviour items naming their rule.
enum SectionRules {
  static func order(for kind: PageKind?) -> [(SectionHeading, required: Bool)] {
    switch kind {
    case .guide: return SectionHeading.guide
    case .article: return SectionHeading.article
    default: return SectionHeading.symbolPage
    }
  }

  static func check(
    _ sections: [Section], kind: PageKind, page: FrontMatterReader.Header, file: String, lastLine: Int,
    into errors: inout [PageError]
  ) {
    let order = order(for: kind)
    let allowed = order.map(\.0)
    var lastPosition = -1
    var seen: [SectionHeading: Int] = [:]
    for section in sections {
      guard let position = allowed.firstIndex(of: section.heading) else {
        let names = allowed.map(\.rawValue).joined(separator: ", ")
        let what = kind == .guide ? "a guide" : "a symbol page"
        errors.append(
          PageError(
            file: file, line: section.line,
            message: "'## \(section.heading.rawValue)' is not a section of \(what); its sections are \(names)"
          ))
        continue
      }
      if let first = seen[section.heading] {
        errors.append(
          PageError(
            file: file, line: section.line,
            message: "'## \(section.heading.rawValue)' appears twice (first on line \(first))"))
        continue
      }
      seen[section.heading] = section.line
      if position < lastPosition {
        errors.append(
          PageError(
            file: file, line: section.line,
            message: "'## \(section.heading.rawValue)' is out of order; the order is "
              + allowed.map(\.rawValue).joined(separator: ", ")))
      }
      lastPosition = max(lastPosition, position)
      checkContent(section, kind: kind, page: page, file: file, into: &errors)
    }
    // A missing section is reported where it belongs: at the next section the page has.
    for (index, (heading, required)) in order.enumerated() where required && seen[heading] == nil {
      let next = order[(index + 1)...].compactMap { seen[$0.0] }.min() ?? lastLine
      errors.append(PageError(file: file, line: next, message: "missing section '## \(heading.rawValue)'"))
    }
  }

  static func checkContent(
    _ section: Section, kind: PageKind, page: FrontMatterReader.Header, file: String,
    into errors: inout [PageError]
  ) {
    func fail(_ message: String, line: Int? = nil) {
      errors.append(PageError(file: file, line: line ?? section.line, message: message))
    }
    let codeBlocks = section.blocks.compactMap { block -> CodeBlock? in
      if case .code(let code) = block { return code }
      return nil
    }
    for code in codeBlocks where code.language != "swift" {
      fail("a code block is written ```swift, not ```\(code.language)", line: code.line - 1)
    }
    if section.blocks.isEmpty {
      fail("'## \(section.heading.rawValue)' is empty")
      return
    }
    switch section.heading {
    case .declaration:
      if codeBlocks.isEmpty { fail("'## Declaration' has no ```swift block") }
    case .example, .broken, .fixed:
      let name = section.heading.rawValue
      if codeBlocks.isEmpty {
        fail("the example is missing: '## \(name)' has no ```swift block")
      } else if codeBlocks.count > 1 {
        fail(
          "'## \(name)' holds \(codeBlocks.count) ```swift blocks; it holds exactly one",
          line: codeBlocks[1].line - 1)
      } else if codeBlocks[0].text.allSatisfy(\.isWhitespace) {
        fail("the example in '## \(name)' is empty", line: codeBlocks[0].line - 1)
      }
    case .howItWorks:
      checkHowItWorks(section, fail: fail)
    case .behaviour:
      checkBehaviour(section, rules: page.rules, fail: fail)
    default:
      break
    }
  }

  /// `## How it works` is one numbered list whose items start with a bold title.
  static func checkHowItWorks(_ section: Section, fail: (String, Int?) -> Void) {
    guard section.blocks.count == 1, case .numbered(let items) = section.blocks[0] else {
      fail("'## How it works' is one numbered list: 1. **Title.** …", nil)
      return
    }
    for (index, item) in items.enumerated() {
      guard case .strong = item.inlines.first else {
        fail(
          "step \(index + 1) of How it works starts with a bold title: \(index + 1). **Title.** …", item.line)
        continue
      }
    }
  }

  /// The rule id of a bold title, allowing a colon or full stop after it (`**R5.1.**`).
  static func ruleID(_ title: String) -> String? {
    var text = title.trimmed
    while let last = text.last, last == "." || last == ":" { text.removeLast() }
    return FrontMatterReader.isRuleID(text) ? text : nil
  }

  /// `## Behaviour` is one bullet list whose items start with a bold rule id, and each rule of
  /// the front matter's `rules` has its item.
  static func checkBehaviour(_ section: Section, rules: [Located<String>], fail: (String, Int?) -> Void) {
    guard section.blocks.count == 1, case .bullets(let items) = section.blocks[0] else {
      fail("'## Behaviour' is one bullet list: - **R5.1** …", nil)
      return
    }
    var explained: Set<String> = []
    for (index, item) in items.enumerated() {
      guard case .strong(let title) = item.inlines.first, let rule = ruleID(Inline.plainText(title)) else {
        fail("item \(index + 1) of Behaviour starts with a bold rule id: - **R5.1** …", item.line)
        continue
      }
      explained.insert(rule)
    }
    for rule in rules where !explained.contains(rule.value) {
      fail("rule \(rule.value) is listed in 'rules' but has no item in '## Behaviour'", rule.line)
    }
  }
}
