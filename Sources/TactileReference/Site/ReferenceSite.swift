import Foundation

/// The generated part of the site, built from the page files of `Reference/`: every page
/// parsed and checked (format, duplicate entries, links to pages that exist), every example
/// run through the pipeline for its badge and instant preview, and every page rendered.
/// `files` maps a path under the site's root (`reference/draggesture/index.html`) to its text.
/// A page that cannot be read still gets its address, with its errors on it, so the rest of
/// the site stays whole while its author fixes it.
public struct ReferenceSite: Sendable {
  /// One page file's text and where it came from.
  public struct SourceFile: Sendable {
    public var folder: ReferencePage.Folder
    public var id: String
    /// The file as errors name it: `Reference/pages/draggesture.md`.
    public var displayPath: String
    public var text: String

    public init(folder: ReferencePage.Folder, id: String, displayPath: String, text: String) {
      self.folder = folder
      self.id = id
      self.displayPath = displayPath
      self.text = text
    }
  }

  public private(set) var pages: [ReferencePage] = []
  /// Every problem: malformed pages, duplicate entries and broken links, by file then line.
  public private(set) var errors: [PageError] = []
  /// Each page's example runs, in the page's order (one for a symbol page, two for a guide).
  public private(set) var runs: [PageLink: [ExampleRun]] = [:]
  public private(set) var files: [String: String] = [:]

  /// Reads `pages/*.md` and `guides/*.md` under `folder`; `displayName` is how errors name the
  /// folder (`Reference`).
  public static func load(_ folder: URL, displayName: String) -> [SourceFile] {
    var sources: [SourceFile] = []
    for kind in [ReferencePage.Folder.pages, .guides] {
      let directory = folder.appendingPathComponent(kind.rawValue)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".md") {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
        else {
          continue
        }
        sources.append(
          SourceFile(
            folder: kind, id: String(name.dropLast(3)),
            displayPath: "\(displayName)/\(kind.rawValue)/\(name)",
            text: String(decoding: data, as: UTF8.self)))
      }
    }
    return sources
  }

  public init(folder: URL, displayName: String = "Reference") {
    self.init(sources: Self.load(folder, displayName: displayName))
  }

  public init(sources: [SourceFile]) {
    var malformed: [(link: PageLink, errors: [PageError])] = []
    for source in sources {
      do throws(PageErrors) {
        pages.append(
          try PageParser.parse(source.text, file: source.displayPath, id: source.id, folder: source.folder))
      } catch {
        malformed.append((PageLink(folder: source.folder, id: source.id), error.errors))
        errors += error.errors
      }
    }
    let known = Set(sources.map { PageLink(folder: $0.folder, id: $0.id) })
    checkEntries()
    checkLinks(known: known)

    for page in pages {
      let link = PageLink(folder: page.folder, id: page.id)
      runs[link] = page.examples.map { example in
        let name =
          page.folder == .guides
          ? "\(example.role == .broken ? "Broken" : "Fixed").swift" : SymbolPageRenderer.fileName(page)
        return ExampleRunner.run(example.source, fileName: name, size: page.previewSize)
      }
    }
    let directory = SiteDirectory(pages: pages, runs: runs)
    for page in pages {
      let link = PageLink(folder: page.folder, id: page.id)
      let html =
        page.folder == .guides
        ? GuideRenderer.render(page, runs: runs[link] ?? [], site: directory)
        : SymbolPageRenderer.render(page, runs: runs[link] ?? [], site: directory)
      files[Self.file(for: link)] = html
    }
    for (link, pageErrors) in malformed {
      files[Self.file(for: link)] = ErrorPageRenderer.render(
        id: link.id, folder: link.folder, errors: pageErrors)
    }
    files["index.html"] = IndexRenderer.render(directory, malformed: malformed)
    files[SurfacePageRenderer.file] = SurfacePageRenderer.render()
    files["search-index.json"] = SearchIndex.json(pages, order: directory.order)
    errors.sort { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  /// `reference/<id>/index.html` or `guides/<id>/index.html`.
  public static func file(for link: PageLink) -> String {
    String(link.path.dropFirst()) + "index.html"
  }

  /// Each numbered entry has at most one page.
  mutating func checkEntries() {
    var owners: [Int: ReferencePage] = [:]
    for page in pages {
      guard case .number(let number) = page.entry else { continue }
      if let owner = owners[number] {
        errors.append(
          PageError(
            file: page.file, line: 1,
            message: "entry \(number) already has a page: \(owner.file)"))
      } else {
        owners[number] = page
      }
    }
  }

  /// Every link to another page goes to a page file that exists.
  mutating func checkLinks(known: Set<PageLink>) {
    for page in pages {
      for link in page.internalLinks where !known.contains(link.value) {
        errors.append(
          PageError(
            file: page.file, line: link.line,
            message:
              "broken link to '\(link.value.written)': no \(link.value.folder == .guides ? "guide" : "page") has that id"
          ))
      }
    }
  }
}
