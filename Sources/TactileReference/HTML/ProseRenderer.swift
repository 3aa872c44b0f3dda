/// Renders the format's Markdown subset as HTML: paragraphs, lists, code blocks (Swift
/// highlighted by Tactile's own lexer), `code`, strong, emphasis and links. Text is escaped;
/// links to pages become site addresses, `https://` links open as they are, with
/// `rel="noopener"` and no other attribute taken from the page.
enum ProseRenderer {
  static func render(_ blocks: [Block]) -> String {
    blocks.map(render).joined(separator: "\n")
  }

  static func render(_ block: Block) -> String {
    switch block {
    case .paragraph(let inlines): return "<p>\(render(inlines))</p>"
    case .numbered(let items): return "<ol>\(items.map { "<li>\(render($0.inlines))</li>" }.joined())</ol>"
    case .bullets(let items): return "<ul>\(items.map { "<li>\(render($0.inlines))</li>" }.joined())</ul>"
    case .code(let code): return codeBlock(code.text, language: code.language)
    }
  }

  static func codeBlock(_ text: String, language: String) -> String {
    let body = language == "swift" ? SwiftHighlighter.html(text) : HTML.escape(text)
    // In the Tab order: a long line scrolls the block sideways, and the keyboard must reach it.
    return "<pre class=\"code\" tabindex=\"0\"><code>\(body)</code></pre>"
  }

  static func render(_ inlines: [Inline]) -> String {
    inlines.map(render).joined()
  }

  static func render(_ inline: Inline) -> String {
    switch inline {
    case .text(let text): return HTML.escape(text)
    case .code(let code): return "<code>\(HTML.escape(code))</code>"
    case .strong(let inner): return "<strong>\(render(inner))</strong>"
    case .emphasis(let inner): return "<em>\(render(inner))</em>"
    case .link(.page(let link), let inner, _):
      return "<a\(HTML.attribute("href", link.path))>\(render(inner))</a>"
    case .link(.external(let address), let inner, _):
      return "<a\(HTML.attribute("href", address)) rel=\"noopener\">\(render(inner))</a>"
    }
  }

  /// The text of blocks without markup, for the search index.
  static func plainText(_ blocks: [Block]) -> String {
    var parts: [String] = []
    for block in blocks {
      switch block {
      case .paragraph(let inlines): parts.append(Inline.plainText(inlines))
      case .numbered(let items), .bullets(let items):
        parts.append(contentsOf: items.map { Inline.plainText($0.inlines) })
      case .code: break
      }
    }
    return parts.joined(separator: " ")
  }
}
