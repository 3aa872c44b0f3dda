/// A guide as HTML: the problem, the broken and the fixed example side by side (both live,
/// each with its own editor and preview), why the fix works, and what to try.
enum GuideRenderer {
  static func render(_ page: ReferencePage, runs: [ExampleRun], site: SiteDirectory) -> String {
    var main = PageChrome.breadcrumbs([("Reference", "/"), ("Guides", "/#guides"), (page.title, nil)])
    main += "\n<article class=\"guide\">\n<header class=\"symbol-header\">\n<p class=\"eyebrow\">Guide</p>\n"
    main += "<h1>\(HTML.escape(page.title))</h1>\n<p class=\"summary\">\(HTML.escape(page.summary))</p>\n"
    main +=
      "<div class=\"facts\">\(runs.map(SymbolPageRenderer.badge).joined(separator: " "))</div>\n</header>\n"
    if let problem = page.section(.problem) {
      main +=
        PageChrome.section("The problem", id: "the-problem", ProseRenderer.render(problem.blocks)) + "\n"
    }
    main += "<div class=\"comparison\">\n"
    for (example, run) in zip(page.examples, runs) {
      let name = example.role == .broken ? "Broken" : "Fixed"
      let context = ExampleRenderer.Context(
        fileName: "\(name).swift", size: page.previewSize, simulated: page.simulated,
        idPrefix: "\(name.lowercased())-",
        description: "The \(name.lowercased()) version of \(page.title): \(page.summary)")
      let section = page.section(example.role == .broken ? .broken : .fixed)
      let prose =
        section.map { $0.blocks.filter { if case .code = $0 { return false } else { return true } } } ?? []
      main += """
        <section class="part side \(name.lowercased())" aria-labelledby="\(name.lowercased())">
        <h2 id="\(name.lowercased())">\(name)</h2>
        \(ProseRenderer.render(prose))
        \(ExampleRenderer.render(example.source, run: run, context: context))
        </section>

        """
    }
    main += "</div>\n"
    for heading in [SectionHeading.why, .tryIt] {
      if let section = page.section(heading) {
        main +=
          PageChrome.section(
            heading.rawValue, id: SymbolPageRenderer.anchor(heading), ProseRenderer.render(section.blocks))
          + "\n"
      }
    }
    main += SymbolPageRenderer.relatedSection(page, site: site)
    main += site.neighbours(of: page)
    main += "</article>"
    return PageChrome.document(
      title: "\(page.title) — Tactile guides", description: page.summary, main: main, hasExamples: true)
  }
}
