/// The site's front page at `/`: the pages by topic in Apple's order, each with its kind,
/// summary and badge, with how many pages render and how many fail, then the guides, and the
/// pages that could not be read.
enum IndexRenderer {
  static func render(_ site: SiteDirectory, malformed: [(link: PageLink, errors: [PageError])]) -> String {
    let symbols = site.order.compactMap { site.entry($0) }.filter { $0.link.folder == .pages }
    let rendering = symbols.filter(\.renders).count
    let failing = symbols.count - rendering + malformed.count
    let guides = site.guides
    var main = """
      <div class="intro">
      <h1>SwiftUI gestures, live</h1>
      <p class="lead">A page for every symbol of SwiftUI's Gestures topic, each with an example you can \
      touch and edit. The examples are compiled by Tactile's own Swift pipeline and run in your browser.</p>
      <p class="counts" data-role="counts"><span data-count="pages">\(symbols.count + malformed.count) pages</span>: \
      <span class="badge renders" data-count="renders">\(rendering) render</span> \
      <span class="badge \(failing == 0 ? "neutral" : "fails")" data-count="fails">\(failing) fail</span> \
      · <a href="#guides">\(guides.count) guides</a> · <a href="/surface/">What Tactile supports</a></p>
      </div>
      <nav class="toc" aria-label="Topics"><ol>
      """
    let topics = Topic.allCases.filter { !site.pages(in: $0).isEmpty }
    for topic in topics {
      main += "<li><a href=\"#\(topic.anchor)\">\(HTML.escape(topic.rawValue))</a> "
      main += "<span class=\"count\">\(site.pages(in: topic).count)</span></li>"
    }
    main +=
      "<li><a href=\"#guides\">Guides</a> <span class=\"count\">\(guides.count)</span></li></ol></nav>\n"
    for topic in topics {
      main += """
        <section class="topic" aria-labelledby="\(topic.anchor)">
        <h2 id="\(topic.anchor)">\(HTML.escape(topic.rawValue))</h2>
        \(list(site.pages(in: topic)))
        </section>

        """
    }
    main += """
      <section class="topic" aria-labelledby="guides">
      <h2 id="guides">Guides</h2>
      <p>Problems people run into, each with a broken and a fixed example side by side.</p>
      \(list(guides))
      </section>

      """
    if !malformed.isEmpty {
      main +=
        "<section class=\"topic\" aria-labelledby=\"unreadable\">\n<h2 id=\"unreadable\">Pages with errors</h2>\n"
      main += "<ul class=\"entries\">"
      for (link, errors) in malformed {
        main += "<li><a\(HTML.attribute("href", link.path))>\(HTML.escape(link.written))</a> "
        main += "<span class=\"badge fails\">\(errors.count) error\(errors.count == 1 ? "" : "s")</span></li>"
      }
      main += "</ul>\n</section>\n"
    }
    return PageChrome.document(
      title: "SwiftUI gestures, live — Tactile",
      description:
        "A live reference of SwiftUI's gesture APIs: every page has an example you can touch and edit.",
      main: main, hasExamples: false)
  }

  static func list(_ entries: [SiteDirectory.Entry]) -> String {
    var html = "<ul class=\"entries\">"
    for entry in entries {
      html += "<li><a\(HTML.attribute("href", entry.link.path))>\(entry.titleHTML)</a>"
      html += " <span class=\"kind\">\(HTML.escape(SymbolPageRenderer.displayKind(entry.kind)))</span>"
      html +=
        entry.renders
        ? " <span class=\"badge renders\">✓ renders</span>"
        : " <span class=\"badge fails\">✗ does not render</span>"
      html += "<p>\(HTML.escape(entry.summary))</p></li>"
    }
    return html + "</ul>"
  }
}
