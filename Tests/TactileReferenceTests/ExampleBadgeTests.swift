import Testing

@testable import TactileReference

/// The "✓ renders" badge is earned at build time by running the example through the pipeline:
/// an example that fails gets no badge, and its page shows why.
@Suite struct ExampleBadgeTests {
  func build(example: String) throws -> (ReferenceSite, String) {
    let site = ReferenceSite(sources: [
      .init(
        folder: .pages, id: "tapgesture", displayPath: "pages/tapgesture.md",
        text: Fixture.page(replacing: Fixture.example, with: example))
    ])
    return (site, try #require(site.files["reference/tapgesture/index.html"]))
  }

  @Test func aRenderingExampleEarnsTheBadgeAndAnInstantPreview() throws {
    let (site, html) = try build(example: Fixture.example)
    #expect(site.errors.isEmpty)
    let run = try #require(site.runs[PageLink(folder: .pages, id: "tapgesture")]?.first)
    #expect(run.status == .renders)
    #expect(run.previewLight?.hasPrefix("<svg") == true)
    #expect(html.contains("data-badge=\"renders\""))
    #expect(html.contains("✓ renders</span>"))
    #expect(html.contains("data-role=\"instant\" src=\"data:image/svg+xml;base64,"))
    #expect(run.stages.map(\.name) == ["swift", "lexer", "parser", "sema", "uiir", "canvas"])
    #expect(run.stages[1].detail == "39 tokens")
  }

  @Test func aFailingExampleGetsNoBadgeAndShowsItsDiagnostic() throws {
    let broken = Fixture.example.replacingOccurrences(of: "taps += 1", with: "tap += 1")
    let (site, html) = try build(example: broken)
    let run = try #require(site.runs[PageLink(folder: .pages, id: "tapgesture")]?.first)
    #expect(run.status == .compileErrors)
    #expect(!html.contains("✓ renders"))
    #expect(html.contains("data-badge=\"fails\""))
    #expect(html.contains("✗ does not render</span>"))
    #expect(html.contains("TapGesture.swift:8:29: error: cannot find &#39;tap&#39; in scope"))
    #expect(!html.contains("data-role=\"instant\""))
    let index = try #require(site.files["index.html"])
    #expect(index.contains("data-count=\"renders\">0 render</span>"))
    #expect(index.contains("data-count=\"fails\">1 fail</span>"))
  }

  @Test func aRuntimeErrorIsAFailureWithItsLocation() throws {
    let runaway = Fixture.example.replacingOccurrences(
      of: "Text(\"Taps: \\(taps)\")", with: "Text(\"Taps: \\(loop())\")"
    )
    .replacingOccurrences(
      of: "    var body: some View {",
      with:
        "    func loop() -> Int { var i = 0; while true { i += 1 }; return i }\n\n    var body: some View {")
    let (site, html) = try build(example: runaway)
    let run = try #require(site.runs[PageLink(folder: .pages, id: "tapgesture")]?.first)
    #expect(run.status == .runtimeError)
    #expect(html.contains("It stopped with a runtime error:"))
    #expect(html.contains("TapGesture.swift:6:"))
  }

  @Test func anExampleWithoutAViewHasNoRoot() throws {
    let (site, _) = try build(example: "import SwiftUI\n\nlet x = 1\n")
    #expect(site.runs[PageLink(folder: .pages, id: "tapgesture")]?.first?.status == .noRootView)
  }
}
