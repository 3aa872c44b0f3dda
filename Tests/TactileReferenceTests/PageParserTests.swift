import Testing

@testable import TactileReference

/// The page format of docs/reference-format.md as the parser reads it: a good page's parts, and
/// for each kind of mistake the exact error with its file and line.
@Suite struct PageParserTests {
  @Test func aGoodPageHasEveryPart() throws {
    let page = try Fixture.parse(Fixture.page())
    #expect(page.title == "TapGesture")
    #expect(page.kind == .structure)
    #expect(page.entry == .number(4))
    #expect(page.topic == .tapGestures)
    #expect(
      page.availability == [
        Availability(platform: "iOS", version: "13.0"), Availability(platform: "macOS", version: "10.15"),
      ])
    #expect(page.rules == ["R2.1"])
    #expect(page.previewSize == .standard)
    #expect(page.sections.map(\.heading) == [.declaration, .howItWorks, .tryIt, .example, .behaviour])
    #expect(page.examples.count == 1)
    #expect(page.examples[0].source == Fixture.example)
    #expect(page.examples[0].line == 28)
    #expect(page.path == "/reference/tapgesture/")
  }

  @Test func theFixturePagesParse() throws {
    let site = ReferenceSite(folder: Fixture.folder.appendingPathComponent("Reference"))
    #expect(site.errors.isEmpty, "\(site.errors)")
    #expect(site.pages.count == 3)
  }

  @Test func sizeDeprecatedAndSimulatedAreRead() throws {
    let page = try Fixture.parse(
      Fixture.page(
        replacing: "rules: R2.1",
        with:
          "rules: R2.1\nsize: 300x200\ndeprecated: Use MagnifyGesture.\nsimulated: A button stands in for a squeeze."
      ))
    #expect(page.previewSize == PreviewSize(width: 300, height: 200))
    #expect(page.deprecated == "Use MagnifyGesture.")
    #expect(page.simulated == "A button stands in for a squeeze.")
  }

  @Test func anUnknownKeyIsAnErrorAtItsLine() {
    #expect(
      Fixture.errors(Fixture.page(replacing: "rules: R2.1", with: "rules: R2.1\nauthor: someone")) == [
        "pages/tapgesture.md:9: error: unknown front matter key 'author'; the keys are title, kind, entry, topic, availability, deprecated, summary, related, rules, simulated, size"
      ])
  }

  @Test func aMissingKeyIsReportedAtTheClosingLine() {
    #expect(
      Fixture.errors(Fixture.page(replacing: "summary: Recognizes one or more taps.\n", with: "")) == [
        "pages/tapgesture.md:8: error: the front matter has no 'summary'"
      ])
  }

  @Test func aPageWithoutFrontMatterIsRefused() {
    #expect(
      Fixture.errors("## Declaration\n") == [
        "pages/tapgesture.md:1: error: a page starts with front matter between two '---' lines"
      ])
    #expect(
      Fixture.errors("---\ntitle: x\n") == [
        "pages/tapgesture.md:1: error: the front matter has no closing '---' line"
      ])
  }

  @Test func aMissingSectionIsNamed() {
    let text = Fixture.page(replacing: "## Try it\n\nSet `count` to `2`.\n\n", with: "")
    #expect(Fixture.errors(text) == ["pages/tapgesture.md:21: error: missing section '## Try it'"])
  }

  @Test func aMissingExampleIsAnError() {
    let text = Fixture.page(replacing: "```swift\n\(Fixture.example)\n```", with: "The example is coming.")
    #expect(
      Fixture.errors(text) == [
        "pages/tapgesture.md:25: error: the example is missing: '## Example' has no ```swift block"
      ])
  }

  @Test func twoExamplesAreAnError() {
    let text = Fixture.page(
      replacing: "```swift\n\(Fixture.example)\n```",
      with: "```swift\n\(Fixture.example)\n```\n\n```swift\nlet x = 1\n```")
    #expect(
      Fixture.errors(text) == [
        "pages/tapgesture.md:40: error: '## Example' holds 2 ```swift blocks; it holds exactly one"
      ])
  }

  @Test func badLinksAreErrorsAtTheirLine() {
    let text = Fixture.page(
      replacing: "Set `count` to `2`.",
      with:
        "Set `count` to `2`; see [the docs](http://example.com)\nand [this](javascript:alert(1)) and [ok](guides/tap-and-drag)."
    )
    #expect(
      Fixture.errors(text) == [
        "pages/tapgesture.md:23: error: bad link target 'http://example.com': a link goes to a page id, guides/<id> or an https:// address",
        "pages/tapgesture.md:24: error: bad link target 'javascript:alert(1': a link goes to a page id, guides/<id> or an https:// address",
      ])
  }

  @Test func sectionsOutOfOrderOrUnknownAreErrors() {
    let swapped = Fixture.page(replacing: "## Try it\n\nSet `count` to `2`.\n\n", with: "")
      .replacingOccurrences(of: "## Behaviour", with: "## Try it\n\nSet `count` to `2`.\n\n## Behaviour")
      .replacingOccurrences(of: "## Declaration", with: "## Overview\n\nText.\n\n## Declaration")
    #expect(
      Fixture.errors(swapped) == [
        "pages/tapgesture.md:11: error: unknown section '## Overview'; the sections are Declaration, How it works, Try it, Example, Behaviour, Notes",
        "pages/tapgesture.md:40: error: '## Try it' is out of order; the order is Declaration, How it works, Try it, Example, Behaviour, Notes",
      ])
  }

  @Test func valuesAreChecked() {
    let text = Fixture.page(replacing: "kind: struct", with: "kind: class")
      .replacingOccurrences(of: "entry: 4", with: "entry: 53")
      .replacingOccurrences(of: "iOS 13.0+, macOS 10.15+", with: "iOS 13.0+, Android 1.0+, macOS 10.15")
      .replacingOccurrences(of: "rules: R2.1", with: "rules: R2.1, 5.1\nsize: big")
    #expect(
      Fixture.errors(text) == [
        "pages/tapgesture.md:3: error: unknown kind 'class'; the kinds are struct, enum, protocol, property wrapper, instance method, instance property, function, article, guide",
        "pages/tapgesture.md:4: error: entry is a number from 1 to 52 or 'related', not '53'",
        "pages/tapgesture.md:6: error: unknown platform 'Android'; the platforms are iOS, iPadOS, Mac Catalyst, macOS, tvOS, watchOS, visionOS",
        "pages/tapgesture.md:6: error: expected 'Platform Version+' in availability, found 'macOS 10.15'",
        "pages/tapgesture.md:8: error: '5.1' is not a rule id such as R5.1",
        "pages/tapgesture.md:9: error: size is WxH in points, such as 390x420, not 'big'",
      ])
  }

  @Test func anEntrySitsUnderItsTopic() {
    let text = Fixture.page(replacing: "entry: 4", with: "entry: 17")
    #expect(
      Fixture.errors(text) == [
        "pages/tapgesture.md:5: error: entry 17 (DragGesture) is under the topic 'Recognizing gestures that change over time', not 'Recognizing tap gestures'"
      ])
  }

  @Test func stepsHaveBoldTitlesAndRulesHaveItems() {
    let text = Fixture.page(
      replacing: "1. **Count the taps.** The gesture ends after `count` taps.",
      with: "1. **Count the taps.** The gesture ends.\n2. Then it fires."
    )
    .replacingOccurrences(of: "- **R2.1** A tap", with: "- R2.1 A tap")
    #expect(
      Fixture.errors(text) == [
        "pages/tapgesture.md:8: error: rule R2.1 is listed in 'rules' but has no item in '## Behaviour'",
        "pages/tapgesture.md:20: error: step 2 of How it works starts with a bold title: 2. **Title.** …",
        "pages/tapgesture.md:43: error: item 1 of Behaviour starts with a bold rule id: - **R5.1** …",
      ])
  }

  @Test func anUnclosedCodeBlockAndExtraHeadingsAreErrors() {
    let text = Fixture.page(replacing: "Set `count` to `2`.", with: "### Details\n\nSet `count` to `2`.")
    #expect(
      Fixture.errors(text) == [
        "pages/tapgesture.md:23: error: a heading of level 3 is not part of the format; sections start with '## '"
      ])
    let unclosed = Fixture.page(replacing: "\(Fixture.example)\n```", with: Fixture.example)
    #expect(
      Fixture.errors(unclosed) == [
        "pages/tapgesture.md:27: error: this code block is not closed with ```",
        "pages/tapgesture.md:42: error: missing section '## Behaviour'",
      ])
  }

  @Test func anArticleMayLeaveOutTheDeclarationAndAvailability() throws {
    let text = Fixture.page(replacing: "## Declaration\n\n```swift\nstruct TapGesture\n```\n\n", with: "")
      .replacingOccurrences(of: "kind: struct", with: "kind: article")
      .replacingOccurrences(of: "iOS 13.0+, macOS 10.15+", with: "")
      .replacingOccurrences(of: "entry: 4", with: "entry: 2")
    let page = try Fixture.parse(text)
    #expect(page.kind == .article)
    #expect(page.availability.isEmpty)
    #expect(
      Fixture.errors(Fixture.page(replacing: "iOS 13.0+, macOS 10.15+", with: "")) == [
        "pages/tapgesture.md:6: error: availability is empty; list each platform as 'Platform Version+'"
      ])
  }

  @Test func aGuideHasItsOwnSections() throws {
    let guide = """
      ---
      title: Tap and drag on one view
      kind: guide
      summary: Both gestures on one view.
      related: tapgesture
      ---

      ## The problem

      The tap never fires.

      ## Broken

      ```swift
      \(Fixture.example)
      ```

      ## Fixed

      Give the tap precedence.

      ```swift
      \(Fixture.example)
      ```

      ## Why

      1. **Order matters.** The drag wins first.

      ## Try it

      Swap them back.
      """
    let page = try Fixture.parse(guide, id: "tap-and-drag", folder: .guides)
    #expect(page.examples.map(\.role) == [.broken, .fixed])
    #expect(page.path == "/guides/tap-and-drag/")
    #expect(
      Fixture.errors(
        guide.replacingOccurrences(of: "summary: Both", with: "entry: 3\nsummary: Both"), folder: .guides)
        == ["pages/tapgesture.md:4: error: a guide has no 'entry'"])
    #expect(
      Fixture.errors(Fixture.page(), folder: .guides).first
        == "pages/tapgesture.md:3: error: a page under guides/ has kind 'guide', not 'struct'")
  }

  @Test func aBadPageIdIsAnError() {
    #expect(
      Fixture.errors(Fixture.page(), id: "Tap Gesture") == [
        "pages/Tap Gesture.md:1: error: 'Tap Gesture' is not a page id: use lowercase letters, digits and hyphens"
      ])
  }
}
