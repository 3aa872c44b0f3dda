/// A symbol page (or an article) as HTML: breadcrumbs, the kind, the title, the summary, the
/// availability per platform, the badge earned at build time, the deprecation, then the
/// sections in the format's order with the live example, the behaviour rules with their ids,
/// the notes and the related pages.
enum SymbolPageRenderer {
  static func render(_ page: ReferencePage, runs: [ExampleRun], site: SiteDirectory) -> String {
    let run = runs.first
    var main = PageChrome.breadcrumbs([
      ("Reference", "/"), (page.topic?.rawValue ?? "", "/#\(page.topic?.anchor ?? "")"), (page.title, nil),
    ])
    main += "\n<article class=\"symbol\">\n<header class=\"symbol-header\">\n"
    main += "<p class=\"eyebrow\">\(HTML.escape(displayKind(page.kind)))</p>\n"
    main += "<h1>\(titleHTML(page))</h1>\n"
    main += "<p class=\"summary\">\(HTML.escape(page.summary))</p>\n"
    main += "<div class=\"facts\">\n"
    if !page.availability.isEmpty {
      main += "<ul class=\"availability\" aria-label=\"Availability\">"
      for item in page.availability {
        main += "<li><span class=\"platform\">\(HTML.escape(item.platform))</span> "
        main += "<span class=\"version\">\(HTML.escape(item.version))+</span></li>"
      }
      main += "</ul>\n"
    }
    if let run { main += badge(run) + "\n" }
    main += "</div>\n"
    if let deprecated = page.deprecated {
      main +=
        "<p class=\"deprecated\" role=\"note\"><strong>Deprecated.</strong> \(HTML.escape(deprecated))</p>\n"
    }
    main += "</header>\n"

    for section in page.sections {
      let id = anchor(section.heading)
      switch section.heading {
      case .example:
        guard let example = page.examples.first, let run else { continue }
        let context = ExampleRenderer.Context(
          fileName: fileName(page), size: page.previewSize, simulated: page.simulated, idPrefix: "ex-",
          simulatesPencil: page.topic == .pencilGestures,
          description: "The example of \(page.title): \(page.summary)")
        main += PageChrome.section(
          "Example", id: id,
          "<p class=\"hint\">Drag, tap or hold the preview. <em>Run live &amp; edit</em> turns the code into an "
            + "editor: the preview follows every change.</p>\n"
            + ExampleRenderer.render(example.source, run: run, context: context))
      case .howItWorks:
        main += PageChrome.section(
          section.heading.rawValue, id: id,
          ProseRenderer.render(section.blocks).replacingOccurrences(of: "<ol>", with: "<ol class=\"steps\">"))
      case .behaviour:
        main += PageChrome.section(
          section.heading.rawValue, id: id,
          ProseRenderer.render(section.blocks).replacingOccurrences(of: "<ul>", with: "<ul class=\"rules\">"))
      default:
        main += PageChrome.section(section.heading.rawValue, id: id, ProseRenderer.render(section.blocks))
      }
      main += "\n"
    }
    main += relatedSection(page, site: site)
    main += site.neighbours(of: page)
    main += "</article>"
    return PageChrome.document(
      title: "\(page.title) — Tactile", description: page.summary, main: main, hasExamples: run != nil)
  }

  static func badge(_ run: ExampleRun) -> String {
    run.renders
      ? "<span class=\"badge renders\" data-badge=\"renders\" title=\"The example compiled and drew its first "
        + "frame when the site was built\">✓ renders</span>"
      : "<span class=\"badge fails\" data-badge=\"fails\" title=\"The example failed when the site was built; "
        + "its diagnostics are shown with it\">✗ does not render</span>"
  }

  static func titleHTML(_ page: ReferencePage) -> String {
    page.kind == .article || page.kind == .guide
      ? HTML.escape(page.title) : "<code>\(HTML.escape(page.title))</code>"
  }

  static func displayKind(_ kind: PageKind) -> String {
    switch kind {
    case .structure: return "Structure"
    case .enumeration: return "Enumeration"
    case .protocolType: return "Protocol"
    case .propertyWrapper: return "Property wrapper"
    case .instanceMethod: return "Instance method"
    case .instanceProperty: return "Instance property"
    case .function: return "Function"
    case .article: return "Article"
    case .guide: return "Guide"
    }
  }

  static func anchor(_ heading: SectionHeading) -> String {
    heading.rawValue.lowercased().split(separator: " ").joined(separator: "-")
  }

  /// The example's file name: the symbol's name without its arguments (`DragGesture.swift`),
  /// or the page id for an article.
  static func fileName(_ page: ReferencePage) -> String {
    let name = page.title.prefix(while: { $0 != "(" })
    if page.kind != .article, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
      return "\(name).swift"
    }
    return "\(page.id).swift"
  }

  static func relatedSection(_ page: ReferencePage, site: SiteDirectory) -> String {
    guard !page.related.isEmpty else { return "" }
    var items = ""
    for link in page.related {
      guard let entry = site.entry(link.value) else { continue }
      items += "<li><a\(HTML.attribute("href", link.value.path))>\(entry.titleHTML)</a>"
      items += " <span class=\"related-summary\">\(HTML.escape(entry.summary))</span></li>"
    }
    return PageChrome.section("Related", id: "related", "<ul class=\"related\">\(items)</ul>") + "\n"
  }
}
