import Foundation
import TactileGeometry
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileParser
import TactileSema
import TactileUIIR
import Testing

@testable import TactileReference

/// The site built from the repository's own `Reference/` folder, checked as issue 7 asks: every
/// entry of docs/rules/symbols.md has exactly one page, every page file follows the format, no
/// internal link is broken, every example passes `check`, and each page's badge is what a fresh
/// run of its example through the pipeline gives.
@Suite struct RepositoryReferenceTests {
  static let site = ReferenceSite(
    folder: Fixture.packageRoot.appendingPathComponent("Reference"), displayName: "Reference")

  @Test("Every entry 1–52 of spec section 1 has exactly one page")
  func everyEntryHasExactlyOnePage() {
    var owners: [Int: [String]] = [:]
    for page in Self.site.pages {
      if case .number(let number) = page.entry { owners[number, default: []].append(page.file) }
    }
    let missing = GesturesTopic.entries.filter { owners[$0.number] == nil }
    let everyEntryHasAPage = missing.isEmpty
    #expect(
      everyEntryHasAPage,
      Comment(
        rawValue: "\(missing.count) of 52 entries have no page in Reference/pages:\n"
          + missing.map { "  \($0.number). \($0.symbol) (\($0.topic.rawValue))" }.joined(separator: "\n")))
    let doubled = owners.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
    let noEntryHasTwoPages = doubled.isEmpty
    #expect(
      noEntryHasTwoPages,
      Comment(
        rawValue: "entries with more than one page:\n"
          + doubled.map { "  \($0.key): \($0.value.joined(separator: ", "))" }.joined(separator: "\n")))
  }

  @Test func everyPageFileFollowsTheFormat() {
    #expect(Self.site.errors.isEmpty, "\n\(Self.site.errors.map(\.description).joined(separator: "\n"))")
  }

  @Test func noInternalLinkIsBroken() {
    let staticFiles = SiteLinks.staticFiles(in: Fixture.packageRoot.appendingPathComponent("Site"))
    let broken = SiteLinks.broken(in: Self.site.files, staticFiles: staticFiles)
    #expect(broken.isEmpty, "\n\(broken.joined(separator: "\n"))")
  }

  @Test func everyExamplePassesCheck() {
    var failing: [String] = []
    for page in Self.site.pages {
      for example in page.examples {
        let tree = Parser.parse(example.source)
        let diagnostics =
          tree.hasErrors
          ? tree.diagnostics
          : SemanticAnalyzer.analyze(
            TactileSema.SourceFile(name: "Example.swift", tree: tree, isInterface: false)
          )
          .diagnostics
        let errors = diagnostics.filter { $0.severity == .error }.map(\.message)
        if let first = errors.first {
          failing.append("\(page.file):\(example.line): \(errors.count) error(s), the first: \(first)")
        }
      }
    }
    let everyExamplePassesCheck = failing.isEmpty
    #expect(
      everyExamplePassesCheck,
      "\(failing.count) examples do not pass check:\n\(failing.joined(separator: "\n"))")
  }

  /// Runs an example without the generator's code: compile, choose the root, render once.
  static func freshlyRenders(_ source: String, size: PreviewSize) -> Bool {
    let tree = Parser.parse(source)
    guard !tree.hasErrors else { return false }
    let sema = SemanticAnalyzer.analyze(
      TactileSema.SourceFile(name: "Example.swift", tree: tree, isInterface: false))
    guard !sema.diagnostics.contains(where: { $0.severity == .error }) else { return false }
    let (program, _) = Lowerer.lower(sema)
    guard let root = program.root else { return false }
    let host = ViewHost(
      program: program, root: root,
      canvas: TactileGeometry.CGSize(width: Double(size.width), height: Double(size.height)))
    do throws(RuntimeError) {
      try host.render()
    } catch {
      return false
    }
    return host.layout != nil
  }

  @Test func theBadgeMatchesAFreshRun() throws {
    for page in Self.site.pages {
      let html = try #require(
        Self.site.files[ReferenceSite.file(for: PageLink(folder: page.folder, id: page.id))])
      let shown = html.components(separatedBy: "data-renders=\"").dropFirst().map { $0.hasPrefix("true") }
      let fresh = page.examples.map { Self.freshlyRenders($0.source, size: page.previewSize) }
      #expect(shown == fresh, "\(page.file): the page shows \(shown), a fresh run gives \(fresh)")
      let badges = html.contains("data-badge=\"renders\"") && !html.contains("data-badge=\"fails\"")
      #expect(badges == fresh.allSatisfy { $0 }, "\(page.file): the badge does not match a fresh run")
    }
  }
}
