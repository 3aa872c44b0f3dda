import TactileSema

/// `/surface/`: every declaration Tactile knows, by type, with what happens when code uses it
/// (simulated, a stand-in and what the preview leaves out, or not yet), made from the same
/// catalogue as docs/surface.md, so that anyone can see what works before pasting code.
enum SurfacePageRenderer {
  /// The page's path in the site.
  static let file = "surface/index.html"

  static func render(_ entries: [SurfaceEntry] = SurfaceCatalogue.entries()) -> String {
    var simulated = 0
    var standIns = 0
    var notYet = 0
    for entry in entries {
      switch entry.state {
      case .simulated: simulated += 1
      case .standIn: standIns += 1
      case .notYet: notYet += 1
      }
    }
    let groups = Dictionary(grouping: entries, by: SurfaceCatalogue.owner(of:)).sorted { $0.key < $1.key }
    var main = PageChrome.breadcrumbs([("Reference", "/"), ("What Tactile supports", nil)])
    main += """

      <article class="surface">
      <h1>What Tactile supports</h1>
      <p class="lead">Every declaration of SwiftUI, Swift, Foundation and UIKit that Tactile knows, and what \
      happens when code uses it.</p>
      <ul class="states">
      <li><span class="badge renders">simulated</span> runs as it runs on the device.</li>
      <li><span class="badge neutral">stand-in</span> is accepted and runs, but the preview cannot show all of \
      it; <code>tactile check</code> warns at each use and says what is left out.</li>
      <li><span class="badge fails">not yet</span> is in Apple's SDK but not in Tactile yet; a use is an error \
      that says so.</li>
      </ul>
      <p class="counts" data-role="surface-counts">\(entries.count) declarations: \(simulated) simulated, \
      \(standIns) stand-ins, \(notYet) not yet.</p>
      <nav class="toc" aria-label="Types"><ol>
      """
    for (group, members) in groups {
      main += "<li><a href=\"#\(anchor(group))\">\(HTML.escape(group))</a> "
      main += "<span class=\"count\">\(members.count)</span></li>"
    }
    main += "</ol></nav>\n"
    for (group, members) in groups {
      main += "<section aria-labelledby=\"\(anchor(group))\">\n"
      main += "<h2 id=\"\(anchor(group))\">\(HTML.escape(group))</h2>\n"
      main += "<table class=\"surface-table\">\n<thead><tr><th scope=\"col\">Declaration</th>"
      main += "<th scope=\"col\">State</th></tr></thead>\n<tbody>\n"
      for entry in members {
        let declaration = entry.declaration.isEmpty ? entry.key : entry.declaration
        main +=
          "<tr data-state=\"\(stateName(entry.state))\"><td><code>\(HTML.escape(declaration))</code></td>"
        main += "<td>\(describe(entry.state))</td></tr>\n"
      }
      main += "</tbody>\n</table>\n</section>\n"
    }
    main += "</article>"
    return PageChrome.document(
      title: "What Tactile supports — Tactile",
      description: "Every SwiftUI declaration Tactile knows: simulated, stand-in or not yet", main: main,
      hasExamples: false)
  }

  static func stateName(_ state: SurfaceState) -> String {
    switch state {
    case .simulated: "simulated"
    case .standIn: "stand-in"
    case .notYet: "not-yet"
    }
  }

  static func describe(_ state: SurfaceState) -> String {
    switch state {
    case .simulated: "<span class=\"badge renders\">simulated</span>"
    case .standIn(let reason): "<span class=\"badge neutral\">stand-in</span> " + HTML.escape(reason)
    case .notYet: "<span class=\"badge fails\">not yet</span>"
    }
  }

  /// An id for a heading: letters, digits and dashes.
  static func anchor(_ group: String) -> String {
    "t-" + String(group.map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }
}
