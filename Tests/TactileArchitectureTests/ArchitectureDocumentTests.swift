import TactileTestSupport
import Testing

/// ARCHITECTURE.md's own form: short enough to read, one sentence per line so that a change
/// reads as a change of the sentences it touches.
@Suite struct ArchitectureDocumentTests {
  static let document = ArchitectureDocument.load()

  @Test("Architecture invariant: ARCHITECTURE.md is at most 400 lines")
  func atMost400Lines() {
    let count = Self.document.lines.count - (Self.document.text.hasSuffix("\n") ? 1 : 0)
    #expect(count > 0 && count <= 400, "ARCHITECTURE.md has \(count) lines")
  }

  @Test("Architecture invariant: ARCHITECTURE.md has one sentence per line, code blocks and tables excepted")
  func oneSentencePerLine() {
    let lines = Self.document.lines
    let several = Self.document.linesWithSeveralSentences.map { "\($0): \(lines[$0 - 1])" }
    #expect(
      several == [],
      "lines of ARCHITECTURE.md with more than one sentence:\n\(several.joined(separator: "\n"))")
  }

  @Test("the sentence check finds two sentences on a line, and ignores code, code blocks and tables")
  func sentenceCheck() {
    let document = ArchitectureDocument(
      text: """
        One sentence, with `a. B` in code.
        Two sentences. Here is the second.
        A quoted end." Then more.
        ```
        Code. Is not prose.
        ```
        | A table. Cell |
        """)
    #expect(document.linesWithSeveralSentences == [2, 3])
  }
}
