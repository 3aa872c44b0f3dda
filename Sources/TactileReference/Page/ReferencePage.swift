/// One page of the reference as its author wrote it (docs/reference-format.md): the front
/// matter's values and the body's sections, already checked against the format, so that the
/// renderers can rely on every required part being there.
public struct ReferencePage: Sendable {
  /// Where a page lives: a symbol page under `/reference/<id>/`, a guide under `/guides/<id>/`.
  public enum Folder: String, Sendable {
    case pages
    case guides
  }

  /// The page's id: its file name without `.md`, and its address.
  public var id: String
  public var folder: Folder
  /// The file it was read from, as given to the parser (used in errors).
  public var file: String
  public var title: String
  public var kind: PageKind
  /// The entry's number in docs/rules/symbols.md, or nil for a related symbol or a guide.
  public var entry: PageEntry?
  public var topic: Topic?
  public var availability: [Availability]
  public var deprecated: String?
  public var summary: String
  public var related: [Located<PageLink>]
  public var rules: [String]
  public var simulated: String?
  /// The live preview's size in points.
  public var previewSize: PreviewSize
  /// The body's sections in the order written.
  public var sections: [Section]

  /// The site address of the page, from the site's root.
  public var path: String { PageLink(folder: folder, id: id).path }

  /// The section with that heading, if the page has it.
  public func section(_ heading: SectionHeading) -> Section? {
    sections.first { $0.heading == heading }
  }

  /// The examples the page runs: one for a symbol page, the broken and the fixed one for a guide.
  public var examples: [PageExample] {
    var examples: [PageExample] = []
    for section in sections {
      guard let role = section.heading.exampleRole else { continue }
      for case .code(let code) in section.blocks {
        examples.append(PageExample(role: role, source: code.text, line: code.line))
      }
    }
    return examples
  }

  /// Every link the page makes to another page (prose links and `related`), with its line.
  public var internalLinks: [Located<PageLink>] {
    var links = related
    for section in sections {
      for block in section.blocks { block.collectLinks(into: &links) }
    }
    return links
  }
}

/// A value with the line of the page file it was written on.
public struct Located<Value: Sendable>: Sendable {
  public var value: Value
  public var line: Int

  public init(_ value: Value, line: Int) {
    self.value = value
    self.line = line
  }
}

/// A link to another page of the site: `draggesture`, `guides/drag-does-not-move`.
public struct PageLink: Hashable, Sendable {
  public var folder: ReferencePage.Folder
  public var id: String

  public init(folder: ReferencePage.Folder, id: String) {
    self.folder = folder
    self.id = id
  }

  /// The address of the linked page from the site's root.
  public var path: String { folder == .pages ? "/reference/\(id)/" : "/guides/\(id)/" }

  /// How an author writes it.
  public var written: String { folder == .pages ? id : "guides/\(id)" }
}

/// The `kind:` of a page, as Apple names the kinds of symbols.
public enum PageKind: String, CaseIterable, Sendable {
  case structure = "struct"
  case enumeration = "enum"
  case protocolType = "protocol"
  case propertyWrapper = "property wrapper"
  case instanceMethod = "instance method"
  case instanceProperty = "instance property"
  /// A global function such as `withAnimation(_:_:)`.
  case function
  case article
  case guide
}

/// The `entry:` of a page: its number in docs/rules/symbols.md, or a related symbol listed there.
public enum PageEntry: Hashable, Sendable {
  case number(Int)
  case related
}

/// The `availability:` of a page: one platform and the first version that has the symbol.
public struct Availability: Hashable, Sendable {
  public var platform: String
  public var version: String

  /// The platforms the format allows, in the order Apple lists them.
  public static let platforms = [
    "iOS", "iPadOS", "Mac Catalyst", "macOS", "tvOS", "watchOS", "visionOS",
  ]
}

/// The size of a page's live preview in points (`size: WxH`; 390×420 unless the page says).
public struct PreviewSize: Hashable, Sendable {
  public var width: Int
  public var height: Int

  public static let standard = PreviewSize(width: 390, height: 420)
}

/// One runnable example of a page.
public struct PageExample: Sendable {
  /// Which example it is: a symbol page's only one, or a guide's broken and fixed versions.
  public enum Role: String, Sendable {
    case example
    case broken
    case fixed
  }

  public var role: Role
  public var source: String
  /// The line of the page file where the example's code starts.
  public var line: Int
}
