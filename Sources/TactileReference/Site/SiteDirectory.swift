/// What every page of the site knows about the others: titles and summaries for links,
/// whether each page's examples render, and the reading order of the index (topics in Apple's
/// order, entries by number, related symbols by title, then the guides), for the previous and
/// next links at the foot of each page.
struct SiteDirectory {
  struct Entry {
    var link: PageLink
    var title: String
    var kind: PageKind
    var topic: Topic?
    var entryNumber: Int?
    var summary: String
    /// Whether every example of the page renders.
    var renders: Bool

    var titleHTML: String {
      kind == .article || kind == .guide ? HTML.escape(title) : "<code>\(HTML.escape(title))</code>"
    }
  }

  private(set) var entries: [PageLink: Entry] = [:]
  private(set) var order: [PageLink] = []

  init(pages: [ReferencePage], runs: [PageLink: [ExampleRun]]) {
    for page in pages {
      let link = PageLink(folder: page.folder, id: page.id)
      var number: Int?
      if case .number(let n) = page.entry { number = n }
      entries[link] = Entry(
        link: link, title: page.title, kind: page.kind, topic: page.topic, entryNumber: number,
        summary: page.summary, renders: (runs[link] ?? []).allSatisfy(\.renders))
    }
    let symbols = entries.values.filter { $0.link.folder == .pages }
    for topic in Topic.allCases {
      order += symbols.filter { $0.topic == topic }.sorted(by: Self.indexOrder).map(\.link)
    }
    order += entries.values.filter { $0.link.folder == .guides }.sorted { $0.title < $1.title }.map(\.link)
  }

  static func indexOrder(_ a: Entry, _ b: Entry) -> Bool {
    switch (a.entryNumber, b.entryNumber) {
    case (let x?, let y?): return x != y ? x < y : a.link.id < b.link.id
    case (.some, nil): return true
    case (nil, .some): return false
    case (nil, nil):
      return a.title.lowercased() != b.title.lowercased()
        ? a.title.lowercased() < b.title.lowercased() : a.link.id < b.link.id
    }
  }

  func entry(_ link: PageLink) -> Entry? { entries[link] }

  /// The pages of a topic in index order.
  func pages(in topic: Topic) -> [Entry] {
    order.compactMap { entries[$0] }.filter { $0.link.folder == .pages && $0.topic == topic }
  }

  var guides: [Entry] { order.compactMap { entries[$0] }.filter { $0.link.folder == .guides } }

  /// The previous and next pages in reading order, as a navigation landmark.
  func neighbours(of page: ReferencePage) -> String {
    let link = PageLink(folder: page.folder, id: page.id)
    guard let index = order.firstIndex(of: link) else { return "" }
    var html = "<nav class=\"neighbours\" aria-label=\"Previous and next pages\">"
    if index > 0, let previous = entries[order[index - 1]] {
      html += "<a rel=\"prev\"\(HTML.attribute("href", previous.link.path))><span>Previous</span> "
      html += "\(previous.titleHTML)</a>"
    }
    if index + 1 < order.count, let next = entries[order[index + 1]] {
      html +=
        "<a rel=\"next\"\(HTML.attribute("href", next.link.path))><span>Next</span> \(next.titleHTML)</a>"
    }
    return html + "</nav>\n"
  }
}
