/// The body of a page as blocks of the format's Markdown subset: paragraphs, numbered and
/// bullet lists whose items are one line each, and fenced code blocks. Text is kept as written
/// (unescaped); the renderer escapes all of it.
public enum Block: Sendable {
  case paragraph([Inline])
  case numbered([ListItem])
  case bullets([ListItem])
  case code(CodeBlock)

  func collectLinks(into links: inout [Located<PageLink>]) {
    switch self {
    case .paragraph(let inlines): Inline.collectLinks(inlines, into: &links)
    case .numbered(let items), .bullets(let items):
      for item in items { Inline.collectLinks(item.inlines, into: &links) }
    case .code: break
    }
  }
}

/// One item of a list, with the line it starts on.
public struct ListItem: Sendable {
  public var inlines: [Inline]
  public var line: Int
}

/// A fenced code block: its language (`swift`) and its text without the fences.
public struct CodeBlock: Sendable {
  public var language: String
  public var text: String
  /// The line of the first line of code in the page file.
  public var line: Int
}

/// Text inside a block: plain text, `code`, **strong**, *emphasis* and links.
public indirect enum Inline: Sendable {
  case text(String)
  case code(String)
  case strong([Inline])
  case emphasis([Inline])
  case link(LinkTarget, [Inline], line: Int)

  /// The inline's text without any markup (for the search index and titles).
  public var plainText: String {
    switch self {
    case .text(let text), .code(let text): return text
    case .strong(let inlines), .emphasis(let inlines), .link(_, let inlines, _):
      return Inline.plainText(inlines)
    }
  }

  public static func plainText(_ inlines: [Inline]) -> String {
    inlines.map(\.plainText).joined()
  }

  static func collectLinks(_ inlines: [Inline], into links: inout [Located<PageLink>]) {
    for inline in inlines {
      switch inline {
      case .link(.page(let link), let inner, let line):
        links.append(Located(link, line: line))
        collectLinks(inner, into: &links)
      case .link(_, let inner, _), .strong(let inner), .emphasis(let inner):
        collectLinks(inner, into: &links)
      case .text, .code: break
      }
    }
  }
}

/// Where a link goes: another page of the site, or an `https://` address.
public enum LinkTarget: Hashable, Sendable {
  case page(PageLink)
  case external(String)
}
