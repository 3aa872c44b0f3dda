/// The page shown in place of a page file that could not be read: its address still works,
/// and it lists the file's problems, each with its line, so that an author serving the site
/// sees what to fix.
enum ErrorPageRenderer {
  static func render(id: String, folder: ReferencePage.Folder, errors: [PageError]) -> String {
    var main = PageChrome.breadcrumbs([("Reference", "/"), (id, nil)])
    main += "\n<article class=\"symbol\">\n<h1>\(HTML.escape(id))</h1>\n"
    main += "<p class=\"deprecated\" role=\"note\"><strong>This page could not be read.</strong> "
    main += "Its file does not follow the reference's page format:</p>\n<pre class=\"build-diagnostics\">"
    main += HTML.escape(errors.map(\.description).joined(separator: "\n")) + "</pre>\n</article>"
    return PageChrome.document(
      title: "\(id) — Tactile", description: "A page of the reference with errors", main: main,
      hasExamples: false)
  }
}
