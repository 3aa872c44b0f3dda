import Testing

@testable import TactileReference

/// The Markdown subset rendered as HTML: every piece of text escaped, however hostile, and each
/// construct of the format (lists, links, code, emphasis) turned into its element.
@Suite struct ProseRendererTests {
  func html(_ lines: String) -> String {
    var parser = ProseParser(file: "test.md")
    let numbered = lines.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      (number: $0.offset + 1, text: $0.element)
    }
    return ProseRenderer.render(parser.blocks(numbered))
  }

  @Test func hostileTextIsEscapedEverywhere() {
    #expect(
      html("<script>alert('x')</script> & \"quotes\"")
        == "<p>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;</p>")
    #expect(
      html("`<img src=x onerror=alert(1)>`") == "<p><code>&lt;img src=x onerror=alert(1)&gt;</code></p>")
    #expect(html("**<b>bold</b>**") == "<p><strong>&lt;b&gt;bold&lt;/b&gt;</strong></p>")
    #expect(
      html("[<em>\"x\"</em>](draggesture)")
        == "<p><a href=\"/reference/draggesture/\">&lt;em&gt;&quot;x&quot;&lt;/em&gt;</a></p>")
    #expect(
      html("- <iframe>\n1. &amp;") == "<ul><li>&lt;iframe&gt;</li></ul>\n<ol><li>&amp;amp;</li></ol>")
  }

  @Test func anAddressCannotBreakOutOfItsAttribute() {
    #expect(
      html("[x](https://example.com/a?b=1&c=2)")
        == "<p><a href=\"https://example.com/a?b=1&amp;c=2\" rel=\"noopener\">x</a></p>")
    var parser = ProseParser(file: "test.md")
    _ = parser.blocks([(1, "[x](https://a.com/\"onmouseover=\"alert(1))")])
    #expect(parser.errors.count == 1)
  }

  @Test func codeBlocksAreHighlightedAndEscaped() {
    let rendered = html("```swift\nlet s = \"<tag>\" // a & b\n```")
    #expect(
      rendered
        == "<pre class=\"code\" tabindex=\"0\"><code><span class=\"kw\">let</span> s = <span class=\"st\">&quot;</span>"
        + "<span class=\"st\">&lt;tag&gt;</span><span class=\"st\">&quot;</span> "
        + "<span class=\"co\">// a &amp; b</span></code></pre>")
  }

  @Test func listsParagraphsAndContinuationLines() {
    #expect(
      html("First line\nsecond line.\n\n1. **One.** a\n   more\n2. **Two.** b\n\n- x\n- y")
        == "<p>First line second line.</p>\n"
        + "<ol><li><strong>One.</strong> a more</li><li><strong>Two.</strong> b</li></ol>\n"
        + "<ul><li>x</li><li>y</li></ul>")
  }

  @Test func linksGoToPagesGuidesAndAddresses() {
    #expect(
      html("[a](draggesture) [b](guides/tap-and-drag) [c](pages/tapgesture) [d](https://swift.org)")
        == "<p><a href=\"/reference/draggesture/\">a</a> <a href=\"/guides/tap-and-drag/\">b</a> "
        + "<a href=\"/reference/tapgesture/\">c</a> <a href=\"https://swift.org\" rel=\"noopener\">d</a></p>")
  }

  @Test func emphasisNeedsItsPartner() {
    #expect(
      html("*one* and **two** and `*not*`")
        == "<p><em>one</em> and <strong>two</strong> and <code>*not*</code></p>")
    #expect(html("a * b * c and 2 ** 3") == "<p>a * b * c and 2 ** 3</p>")
    #expect(
      html("*emphasis with **strong** inside*")
        == "<p><em>emphasis with <strong>strong</strong> inside</em></p>")
    #expect(html("an unclosed `tick and [bracket") == "<p>an unclosed `tick and [bracket</p>")
  }

  @Test func theWholePageIsEscapedToo() throws {
    let hostile = Fixture.page(
      replacing: "summary: Recognizes one or more taps.", with: "summary: <script>alert(1)</script>"
    )
    .replacingOccurrences(of: "title: TapGesture", with: "title: Tap\"><img src=x>")
    let site = ReferenceSite(sources: [
      .init(folder: .pages, id: "tapgesture", displayPath: "pages/tapgesture.md", text: hostile)
    ])
    let page = try #require(site.files["reference/tapgesture/index.html"])
    #expect(!page.contains("<script>alert"))
    #expect(!page.contains("<img src=x>"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.contains("Tap&quot;&gt;&lt;img src=x&gt;"))
    let index = try #require(site.files["index.html"])
    #expect(!index.contains("<script>alert"))
  }
}
