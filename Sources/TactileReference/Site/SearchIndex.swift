import Foundation

/// The search index the pages load (`/search-index.json`): for each page its title, address,
/// kind, topic, summary, and the words of its text and declarations, for
/// `Site/reference/search.js` to match as the reader types.
enum SearchIndex {
  struct Record: Codable {
    var title: String
    var path: String
    var kind: String
    var topic: String
    var summary: String
    var text: String
  }

  static func json(_ pages: [ReferencePage], order: [PageLink]) -> String {
    let byLink = Dictionary(uniqueKeysWithValues: pages.map { (PageLink(folder: $0.folder, id: $0.id), $0) })
    let records = order.compactMap { byLink[$0] }.map { page in
      var text: [String] = []
      for section in page.sections where section.heading.exampleRole == nil {
        text.append(ProseRenderer.plainText(section.blocks))
        if section.heading == .declaration {
          for case .code(let code) in section.blocks { text.append(code.text) }
        }
      }
      return Record(
        title: page.title, path: page.path, kind: SymbolPageRenderer.displayKind(page.kind),
        topic: page.folder == .guides ? "Guides" : page.topic?.rawValue ?? "", summary: page.summary,
        text: normalised(text.joined(separator: " ")))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(records)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// Whitespace runs collapsed to one space.
  static func normalised(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
