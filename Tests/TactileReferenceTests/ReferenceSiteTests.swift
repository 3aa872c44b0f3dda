import Foundation
import Testing

@testable import TactileReference

/// The site built from the fixture pages: every page at its address, links that resolve,
/// cross-page checks (broken links, two pages for one entry) reported with file and line, the
/// index in Apple's topic order, and the search index.
@Suite struct ReferenceSiteTests {
  static let site = ReferenceSite(folder: Fixture.folder.appendingPathComponent("Reference"))

  @Test func everyPageHasItsAddress() {
    #expect(
      Self.site.files.keys.sorted() == [
        "guides/drag-does-not-move/index.html", "index.html", "reference/draggesture/index.html",
        "reference/gesturestate/index.html", "search-index.json", "surface/index.html",
      ])
  }

  @Test func theIndexListsTopicsInApplesOrder() throws {
    let index = try #require(Self.site.files["index.html"])
    let drag = try #require(index.range(of: "id=\"recognizing-gestures-that-change-over-time\""))
    let state = try #require(index.range(of: "id=\"managing-gesture-state\""))
    let guides = try #require(index.range(of: "<h2 id=\"guides\">"))
    #expect(drag.lowerBound < state.lowerBound && state.lowerBound < guides.lowerBound)
    #expect(index.contains("data-count=\"renders\">2 render</span>"))
    #expect(index.contains("data-count=\"fails\">0 fail</span>"))
  }

  @Test func internalLinksResolve() {
    let staticFiles = SiteLinks.staticFiles(in: Fixture.packageRoot.appendingPathComponent("Site"))
    #expect(staticFiles.contains("/studio/index.html"))
    #expect(SiteLinks.broken(in: Self.site.files, staticFiles: staticFiles) == [])
    var files = Self.site.files
    files["index.html"]! +=
      "<a href=\"/reference/nowhere/\">x</a><a href=\"/reference/draggesture/#nope\">y</a>"
    #expect(
      SiteLinks.broken(in: files, staticFiles: staticFiles) == [
        "index.html → /reference/nowhere/: no such file",
        "index.html → /reference/draggesture/#nope: no element has the id 'nope'",
      ])
  }

  @Test func brokenLinksAndDuplicateEntriesAreReported() {
    let page = Fixture.page(replacing: "Set `count` to `2`.", with: "See [drags](draggesture).")
    let twin = Fixture.page(replacing: "rules: R2.1", with: "rules: R2.1\nrelated: guides/nowhere")
    let site = ReferenceSite(sources: [
      .init(folder: .pages, id: "tapgesture", displayPath: "Reference/pages/tapgesture.md", text: page),
      .init(folder: .pages, id: "tap", displayPath: "Reference/pages/tap.md", text: twin),
    ])
    #expect(
      site.errors.map(\.description) == [
        "Reference/pages/tap.md:1: error: entry 4 already has a page: Reference/pages/tapgesture.md",
        "Reference/pages/tap.md:9: error: broken link to 'guides/nowhere': no guide has that id",
        "Reference/pages/tapgesture.md:23: error: broken link to 'draggesture': no page has that id",
      ])
  }

  @Test func aMalformedPageStillHasItsAddressWithItsErrors() throws {
    let site = ReferenceSite(sources: [
      .init(folder: .pages, id: "tapgesture", displayPath: "pages/tapgesture.md", text: "no front matter")
    ])
    let page = try #require(site.files["reference/tapgesture/index.html"])
    #expect(page.contains("pages/tapgesture.md:1: error: a page starts with front matter"))
    #expect(site.files["index.html"]?.contains("Pages with errors") == true)
  }

  @Test func theSearchIndexHoldsEveryPage() throws {
    let json = try #require(Self.site.files["search-index.json"])
    let records = try JSONDecoder().decode([SearchIndex.Record].self, from: Data(json.utf8))
    #expect(
      records.map(\.path) == [
        "/reference/draggesture/", "/reference/gesturestate/", "/guides/drag-does-not-move/",
      ])
    #expect(records[0].text.contains("minimumDistance: CGFloat = 10"))
    #expect(records[2].topic == "Guides")
  }

  @Test func pagesLinkTheirNeighboursAndRelatedPages() throws {
    let drag = try #require(Self.site.files["reference/draggesture/index.html"])
    #expect(drag.contains("<a rel=\"next\" href=\"/reference/gesturestate/\">"))
    #expect(drag.contains("<a href=\"/guides/drag-does-not-move/\">A drag that does not move</a>"))
    let guide = try #require(Self.site.files["guides/drag-does-not-move/index.html"])
    #expect(guide.contains("<h2 id=\"broken\">Broken</h2>"))
    #expect(guide.contains("<h2 id=\"fixed\">Fixed</h2>"))
    #expect(guide.components(separatedBy: "data-example ").count == 3)
  }
}
