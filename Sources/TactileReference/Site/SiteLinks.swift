import Foundation

/// Checks the generated pages' internal links (`href` and `src` values starting with `/`):
/// each must name a generated file or one of the site's static files, and a `#fragment` must
/// name an element id of the generated page it points to.
public enum SiteLinks {
  /// `page → link` for every link that leads nowhere. `staticFiles` are site paths such as
  /// `/studio/index.html` or `/shared/tactile.js`.
  public static func broken(in files: [String: String], staticFiles: Set<String>) -> [String] {
    var problems: [String] = []
    for (page, html) in files.sorted(by: { $0.key < $1.key }) where page.hasSuffix(".html") {
      for link in links(in: html) where link.hasPrefix("/") && !link.hasPrefix("//") {
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var path = String(parts[0])
        if path.hasSuffix("/") { path += "index.html" }
        let file = String(path.dropFirst())
        if let target = files[file] {
          if parts.count == 2, !parts[1].isEmpty, !target.contains("id=\"\(parts[1])\"") {
            problems.append("\(page) → \(link): no element has the id '\(parts[1])'")
          }
        } else if !staticFiles.contains(path) {
          problems.append("\(page) → \(link): no such file")
        }
      }
    }
    return problems
  }

  /// The site paths of the files under a folder of static files (`/studio/index.html`), plus
  /// the module, which the site serves from `/tactile.wasm`.
  public static func staticFiles(in folder: URL) -> Set<String> {
    var paths: Set<String> = ["/tactile.wasm"]
    let base = folder.standardizedFileURL.path
    if let walker = FileManager.default.enumerator(atPath: base) {
      for case let relative as String in walker {
        paths.insert("/" + relative)
      }
    }
    return paths
  }

  /// The values of the `href`, `src` and `srcset` attributes of an HTML text (data URLs left out).
  static func links(in html: String) -> [String] {
    var links: [String] = []
    for attribute in [" href=\"", " src=\""] {
      var rest = html[...]
      while let start = rest.range(of: attribute) {
        rest = rest[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { break }
        let value = String(rest[..<end])
        if !value.hasPrefix("data:") { links.append(value) }
        rest = rest[end...]
      }
    }
    return links
  }
}
