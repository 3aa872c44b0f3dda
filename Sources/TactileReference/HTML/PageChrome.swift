/// The frame every generated page shares: the document head, a skip link, the header with the
/// site name, the search box and the site navigation, the `main` landmark and the footer.
/// Pages with live examples also preload the module and the scripts that run them.
enum PageChrome {
  static func document(title: String, description: String, main: String, hasExamples: Bool) -> String {
    var head = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>\(HTML.escape(title))</title>
      <meta name="description"\(HTML.attribute("content", description))>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml">
      <link rel="stylesheet" href="/reference/reference.css">

      """
    if hasExamples {
      head += """
        <link rel="preload" href="/tactile.wasm" as="fetch" type="application/wasm" crossorigin>
        <link rel="modulepreload" href="/shared/tactile.js">
        <link rel="modulepreload" href="/shared/keyboard.js">
        <script type="module" src="/reference/live.js"></script>

        """
    }
    head += "<script type=\"module\" src=\"/reference/search.js\"></script>\n</head>\n"
    return head + """
      <body>
      <a class="skip-link" href="#main">Skip to content</a>
      \(header)
      <main id="main" tabindex="-1">
      \(main)
      </main>
      <footer class="site-footer">
      <p>Every example on these pages is compiled and drawn by Tactile's own pipeline, in your browser. \
      SwiftUI and Apple Pencil are trademarks of Apple Inc.; this reference is written independently.</p>
      </footer>
      </body>
      </html>

      """
  }

  static let header = """
    <header class="site-header">
    <a class="site-name" href="/">Tactile <span>Gestures reference</span></a>
    <div class="search" role="search">
    <label for="search-input" class="visually-hidden">Search the reference</label>
    <input id="search-input" type="search" placeholder="Search (press /)" autocomplete="off" spellcheck="false" \
    role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="search-results" \
    aria-describedby="search-hint">
    <span id="search-hint" class="visually-hidden">Type to search titles, summaries and text; \
    the arrow keys choose a result and Enter opens it.</span>
    <ul id="search-results" role="listbox" aria-label="Search results" hidden></ul>
    <span id="search-status" class="visually-hidden" role="status"></span>
    </div>
    <nav class="site-nav" aria-label="Site">
    <a href="/">Reference</a>
    <a href="/#guides">Guides</a>
    <a href="/studio/">Studio</a>
    </nav>
    </header>
    """

  /// The breadcrumb trail above a page's title.
  static func breadcrumbs(_ trail: [(String, String?)]) -> String {
    let items = trail.map { label, href in
      if let href { return "<li><a\(HTML.attribute("href", href))>\(HTML.escape(label))</a></li>" }
      return "<li aria-current=\"page\">\(HTML.escape(label))</li>"
    }
    return "<nav class=\"breadcrumbs\" aria-label=\"Breadcrumb\"><ol>\(items.joined())</ol></nav>"
  }

  /// A section of an article with its heading, labelled by it.
  static func section(_ heading: String, id: String, _ content: String) -> String {
    """
    <section class="part" aria-labelledby="\(id)">
    <h2 id="\(id)">\(HTML.escape(heading))</h2>
    \(content)
    </section>
    """
  }
}
