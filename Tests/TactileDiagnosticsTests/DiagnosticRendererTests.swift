import TactileDiagnostics
import TactileParser
import Testing

/// The swiftc-style rendering and the line/column conversion that every stage relies on.
struct DiagnosticRendererTests {
  @Test func rendersLocationLineMarkerAndNote() {
    let source = "let x = foo(1, 2\n"
    let tree = Parser.parse(source)
    let text = DiagnosticRenderer(fileName: "File.swift", bytes: Array(source.utf8)).render(tree.diagnostics)
    #expect(
      text == """
        File.swift:2:1: error: expected ')' in expression list

        ^
        File.swift:1:12: note: to match this opening '('
        let x = foo(1, 2
                   ^

        """)
  }

  @Test func rendersRangeWithTildesAndFixItInsertion() {
    let source = "let a = 1 let b = 2\n"
    let tree = Parser.parse(source)
    let text = DiagnosticRenderer(fileName: "F.swift", bytes: Array(source.utf8)).render(tree.diagnostics)
    #expect(
      text == """
        F.swift:1:10: error: consecutive statements on a line must be separated by ';'
        let a = 1 let b = 2
                 ^
                 ;

        """)
    let ranged = Diagnostic(.expectedExpression, range: SourceRange(start: 4, end: 9))
    let marker = DiagnosticRenderer(fileName: "F.swift", bytes: Array(source.utf8)).render(ranged)
    #expect(marker.split(separator: "\n")[2] == "    ^~~~~")
  }

  @Test func expandsTabsLikeSwiftc() {
    let source = "\tlet s = \"abc\n"
    let tree = Parser.parse(source)
    let text = DiagnosticRenderer(fileName: "c.swift", bytes: Array(source.utf8)).render(tree.diagnostics)
    #expect(
      text == "c.swift:1:10: error: unterminated string literal\n        let s = \"abc\n                ^\n")
  }

  @Test func convertsOffsetsToLinesAndColumns() {
    let bytes = Array("ab\r\ncd\ref\né\nx".utf8)
    let converter = SourceLocationConverter(bytes: bytes)
    #expect(converter.lineStarts == [0, 4, 7, 10, 13])
    #expect(converter.location(of: 5) == SourceLocation(offset: 5, line: 2, column: 2))
    #expect(converter.location(of: 13) == SourceLocation(offset: 13, line: 5, column: 1))
    #expect(converter.location(of: 12).column == 3)  // columns count UTF-8 bytes
    #expect(converter.location(of: 999).offset == bytes.count)
  }

  @Test func structuredFormResolvesEveryRange() {
    let source = "foo(1, 2\n"
    let tree = Parser.parse(source)
    let converter = SourceLocationConverter(source: source)
    let structured = tree.diagnostics.map { StructuredDiagnostic($0, converter: converter) }
    #expect(structured.count == 1)
    #expect(structured.first?.id == "expectedClosing")
    #expect(structured.first?.span.start.line == 2)
    #expect(structured.first?.notes.first?.span.start.column == 4)
  }
}
