import Foundation
import TactileSema
import Testing

@testable import TactileReference

/// The site's page of what Tactile supports is made from the surface catalogue: one row per
/// declaration, each with its state, and the index links to it.
@Suite struct SurfacePageTests {
  @Test("every declaration has one row with its state, and the counts add up")
  func rows() {
    let entries = SurfaceCatalogue.entries()
    let html = SurfacePageRenderer.render(entries)
    let rows = html.components(separatedBy: "<tr data-state=").count - 1
    #expect(rows == entries.count)
    let standIns = entries.filter { if case .standIn = $0.state { true } else { false } }
    #expect(html.components(separatedBy: "<tr data-state=\"stand-in\">").count - 1 == standIns.count)
    #expect(html.contains("\(entries.count) declarations"))
    // A stand-in's reason is shown, escaped.
    if let first = standIns.first, case .standIn(let reason) = first.state {
      #expect(html.contains(HTML.escape(reason)))
    }
  }

  @Test("the site has the page and the index links to it")
  func linked() {
    let site = RepositoryReferenceTests.site
    #expect(site.files[SurfacePageRenderer.file] != nil)
    #expect(site.files["index.html"]?.contains("href=\"/surface/\"") == true)
  }
}
