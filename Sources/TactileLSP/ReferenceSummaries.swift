import Foundation

/// The one-line summaries of the reference pages (`Reference/pages/*.md`, their `title:` and
/// `summary:` front matter, docs/reference-format.md), for hover on SwiftUI symbols.
///
/// Reading them costs a few milliseconds once (about 60 small files), on the first hover.
public enum ReferenceSummaries {
  /// `title` → `summary` of every page in `folder/pages`; empty when there is no such folder.
  public static func load(_ folder: String?) -> [String: String] {
    guard let folder else { return [:] }
    let pages = URL(fileURLWithPath: folder).appendingPathComponent("pages")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: pages.path) else { return [:] }
    var summaries: [String: String] = [:]
    for name in names.sorted() where name.hasSuffix(".md") {
      guard let text = try? String(contentsOf: pages.appendingPathComponent(name), encoding: .utf8) else {
        continue
      }
      let (title, summary) = frontMatter(text)
      if let title, let summary, summaries[title] == nil { summaries[title] = summary }
    }
    return summaries
  }

  /// The `title` and `summary` of a page's front matter.
  static func frontMatter(_ text: String) -> (String?, String?) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == "---" else { return (nil, nil) }
    var title: String?
    var summary: String?
    for line in lines.dropFirst() {
      if line == "---" { break }
      if line.hasPrefix("title:") { title = line.dropFirst(6).trimmingCharacters(in: .whitespaces) }
      if line.hasPrefix("summary:") { summary = line.dropFirst(8).trimmingCharacters(in: .whitespaces) }
    }
    return (title, summary)
  }
}
