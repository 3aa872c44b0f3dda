/// Turns the front matter's text values into typed ones, reporting each value that does not
/// have the form the format gives it and each key the page's folder requires but lacks.
struct FrontMatterReader {
  /// The typed front matter of a page.
  struct Header {
    var title = ""
    var kind: PageKind?
    var entry: PageEntry?
    var topic: Topic?
    var availability: [Availability] = []
    var deprecated: String?
    var summary = ""
    var related: [Located<PageLink>] = []
    var rules: [Located<String>] = []
    var simulated: String?
    var size = PreviewSize.standard
  }

  let matter: FrontMatter
  let file: String
  let folder: ReferencePage.Folder
  var errors: [PageError] = []

  init(matter: FrontMatter, file: String, folder: ReferencePage.Folder) {
    self.matter = matter
    self.file = file
    self.folder = folder
  }

  mutating func read() -> Header {
    var header = Header()
    let isGuide = folder == .guides
    header.title = required("title") ?? ""
    header.summary = required("summary") ?? ""
    if let kind = required("kind") {
      if let value = PageKind(rawValue: kind) {
        header.kind = value
        if isGuide, value != .guide {
          fail("kind", "a page under guides/ has kind 'guide', not '\(kind)'")
        } else if !isGuide, value == .guide {
          fail("kind", "a guide belongs under Reference/guides/, not pages/")
        }
      } else {
        let kinds = PageKind.allCases.map(\.rawValue).joined(separator: ", ")
        fail("kind", "unknown kind '\(kind)'; the kinds are \(kinds)")
      }
    }
    if isGuide {
      for key in ["entry", "topic"] where matter[key] != nil {
        fail(key, "a guide has no '\(key)'")
      }
    } else {
      if let entry = required("entry") { header.entry = readEntry(entry) }
      if let topic = required("topic") { header.topic = readTopic(topic) }
      checkEntryTopic(header)
    }
    if let text = isGuide ? matter["availability"]?.value : required("availability") {
      header.availability = readAvailability(text)
      if header.availability.isEmpty, !isGuide, header.kind != .article {
        fail("availability", "availability is empty; list each platform as 'Platform Version+'")
      }
    }
    header.deprecated = optional("deprecated")
    header.simulated = optional("simulated")
    if let related = matter["related"] {
      for id in list(related.value) {
        if let link = PageIDs.link(id) {
          header.related.append(Located(link, line: related.line))
        } else {
          fail("related", "'\(id)' in related is not a page id (lowercase letters, digits and hyphens)")
        }
      }
    }
    if let rules = matter["rules"] {
      for rule in list(rules.value) {
        if Self.isRuleID(rule) {
          header.rules.append(Located(rule, line: rules.line))
        } else {
          fail("rules", "'\(rule)' is not a rule id such as R5.1")
        }
      }
    }
    if let size = optional("size") { header.size = readSize(size) ?? .standard }
    return header
  }

  // MARK: Values

  func list(_ text: String) -> [String] {
    text.split(separator: ",").map(\.trimmed).filter { !$0.isEmpty }
  }

  mutating func readEntry(_ text: String) -> PageEntry? {
    if text == "related" { return .related }
    if let number = Int(text), GesturesTopic.entry(number) != nil { return .number(number) }
    fail("entry", "entry is a number from 1 to \(GesturesTopic.entries.count) or 'related', not '\(text)'")
    return nil
  }

  mutating func readTopic(_ text: String) -> Topic? {
    if let topic = Topic(rawValue: text) { return topic }
    let topics = Topic.allCases.map(\.rawValue).joined(separator: ", ")
    fail("topic", "unknown topic '\(text)'; the topics are \(topics)")
    return nil
  }

  /// A numbered entry sits under its topic in Apple's list; a related symbol under Related symbols.
  mutating func checkEntryTopic(_ header: Header) {
    guard let entry = header.entry, let topic = header.topic else { return }
    switch entry {
    case .number(let number):
      let expected = GesturesTopic.entries[number - 1]
      if expected.topic != topic {
        fail(
          "topic",
          "entry \(number) (\(expected.symbol)) is under the topic '\(expected.topic.rawValue)', not '\(topic.rawValue)'"
        )
      }
    case .related:
      if topic != .relatedSymbols {
        fail("topic", "a related symbol is under the topic '\(Topic.relatedSymbols.rawValue)'")
      }
    }
  }

  mutating func readAvailability(_ text: String) -> [Availability] {
    var result: [Availability] = []
    for item in list(text) {
      guard item.hasSuffix("+"), let space = item.lastIndex(of: " ") else {
        fail("availability", "expected 'Platform Version+' in availability, found '\(item)'")
        continue
      }
      let platform = String(item[..<space]).trimmed
      let version = String(item[item.index(after: space)...].dropLast())
      guard Availability.platforms.contains(platform) else {
        let known = Availability.platforms.joined(separator: ", ")
        fail("availability", "unknown platform '\(platform)'; the platforms are \(known)")
        continue
      }
      let parts = version.split(separator: ".", omittingEmptySubsequences: false)
      guard !parts.isEmpty, parts.allSatisfy(Self.isDigits) else {
        fail("availability", "'\(version)' is not a version such as 17.0 in '\(item)'")
        continue
      }
      result.append(Availability(platform: platform, version: version))
    }
    return result
  }

  mutating func readSize(_ text: String) -> PreviewSize? {
    let parts = text.split(separator: "x")
    if parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (1...2000).contains(width),
      (1...2000).contains(height)
    {
      return PreviewSize(width: width, height: height)
    }
    fail("size", "size is WxH in points, such as 390x420, not '\(text)'")
    return nil
  }

  static func isRuleID(_ text: String) -> Bool {
    guard text.first == "R" else { return false }
    let parts = text.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
    return (1...3).contains(parts.count) && parts.allSatisfy(isDigits)
  }

  static func isDigits(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) }
  }

  // MARK: Keys

  /// The value of a key the page must have, reporting it when it is missing or empty.
  mutating func required(_ key: String) -> String? {
    guard let value = matter[key] else {
      errors.append(PageError(file: file, line: matter.endLine, message: "the front matter has no '\(key)'"))
      return nil
    }
    if value.value.isEmpty, key != "availability" {
      fail(key, "'\(key)' is empty")
      return nil
    }
    return value.value
  }

  func optional(_ key: String) -> String? {
    guard let value = matter[key]?.value, !value.isEmpty else { return nil }
    return value
  }

  mutating func fail(_ key: String, _ message: String) {
    errors.append(PageError(file: file, line: matter[key]?.line ?? matter.endLine, message: message))
  }
}
