/// Reads one page file of `Reference/` into a `ReferencePage`, checking it against
/// docs/reference-format.md: the front matter's keys and values, the sections a page of its
/// kind has and their order, the blocks each section must hold, and the form of every link.
/// It reports every problem of the file, each with its line, rather than stopping at the first.
/// Whether a link's target exists is for `ReferenceSite` to check, which knows every page.
public enum PageParser {
  public static func parse(
    _ text: String, file: String, id: String, folder: ReferencePage.Folder
  ) throws(PageErrors) -> ReferencePage {
    var errors: [PageError] = []
    if !PageIDs.isValid(id) {
      errors.append(
        PageError(
          file: file, line: 1, message: "'\(id)' is not a page id: use lowercase letters, digits and hyphens")
      )
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
    guard let matter = FrontMatter.read(lines, file: file, errors: &errors) else {
      throw PageErrors(errors: errors)
    }
    var reader = FrontMatterReader(matter: matter, file: file, folder: folder)
    let header = reader.read()
    errors += reader.errors

    var prose = ProseParser(file: file)
    let sections = readSections(
      lines, from: matter.endLine, file: file, kind: header.kind, prose: &prose, errors: &errors)
    errors += prose.errors
    if let kind = header.kind {
      SectionRules.check(sections, kind: kind, page: header, file: file, lastLine: lines.count, into: &errors)
    }
    guard errors.isEmpty, let kind = header.kind else {
      throw PageErrors(errors: errors.sorted { $0.line < $1.line })
    }
    return ReferencePage(
      id: id, folder: folder, file: file, title: header.title, kind: kind, entry: header.entry,
      topic: header.topic, availability: header.availability, deprecated: header.deprecated,
      summary: header.summary, related: header.related, rules: header.rules.map(\.value),
      simulated: header.simulated, previewSize: header.size, sections: sections)
  }

  /// Splits the body (after the front matter) at its `## ` headings.
  static func readSections(
    _ lines: [Substring], from start: Int, file: String, kind: PageKind?, prose: inout ProseParser,
    errors: inout [PageError]
  ) -> [Section] {
    var sections: [Section] = []
    var current: (heading: SectionHeading, line: Int)?
    var body: [(number: Int, text: Substring)] = []
    var inCode = false
    var reportedStrayText = false
    var afterUnknownHeading = false

    func finish(_ prose: inout ProseParser) {
      if let current {
        sections.append(Section(heading: current.heading, line: current.line, blocks: prose.blocks(body)))
      }
      body = []
    }

    for index in start..<lines.count {
      let number = index + 1
      let text = lines[index]
      if text.trimmed.hasPrefix("```") { inCode.toggle() }
      if !inCode, text.hasPrefix("## ") {
        finish(&prose)
        let title = String(text.dropFirst(3)).trimmed
        if let heading = SectionHeading(rawValue: title) {
          current = (heading, number)
        } else {
          let known = SectionRules.order(for: kind).map { $0.0.rawValue }.joined(separator: ", ")
          errors.append(
            PageError(
              file: file, line: number, message: "unknown section '## \(title)'; the sections are \(known)"))
          current = nil
          afterUnknownHeading = true
        }
        continue
      }
      if current == nil {
        // Text under an unknown heading was reported with the heading.
        if sections.isEmpty, !afterUnknownHeading, !reportedStrayText, !text.allSatisfy(\.isWhitespace) {
          errors.append(PageError(file: file, line: number, message: "text before the first '## ' section"))
          reportedStrayText = true
        }
        continue
      }
      body.append((number, text))
    }
    finish(&prose)
    return sections

  }
}
