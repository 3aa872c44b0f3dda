import TactileDiagnostics
import Testing

@testable import TactileLexer

/// Table-driven lexer tests: each case is a source and the token tags (and, for errors, the
/// diagnostic IDs) it must produce.
struct LexerTests {
  func tags(_ source: String) -> [String] {
    let lexed = Lexer.tokenize(source)
    return lexed.tokens.dropLast().map { $0.kind.dumpTag + " " + lexed.text(of: $0) }
  }

  func diagnosticIDs(_ source: String) -> [String] {
    Lexer.tokenize(source).diagnostics.map(\.id)
  }

  @Test func identifiersAndKeywords() {
    #expect(
      tags("let `class` = some é_1") == [
        "kw.let let", "identifier `class`", "equal =", "identifier some", "identifier é_1",
      ])
    #expect(
      tags("$0 $foo _ self Self") == [
        "dollar_identifier $0", "dollar_identifier $foo", "kw._ _", "kw.self self", "kw.Self Self",
      ])
  }

  @Test func numbers() {
    #expect(
      tags("1_000 0xFF 0o17 0b1010 1.5 1e-3 0x1p4 0x1.8p1 1.description") == [
        "integer 1_000", "integer 0xFF", "integer 0o17", "integer 0b1010", "float 1.5",
        "float 1e-3", "float 0x1p4", "float 0x1.8p1", "integer 1", "period .",
        "identifier description",
      ])
    #expect(diagnosticIDs("0b102") == ["invalidDigit"])
    #expect(diagnosticIDs("1abc") == ["invalidDigit"])
    #expect(diagnosticIDs("0x1.8") == ["hexFloatNeedsExponent"])
    #expect(diagnosticIDs("1e") == ["expectedDigitInExponent"])
  }

  @Test func operatorsFollowWhitespaceRules() {
    #expect(tags("a + b") == ["identifier a", "binary_operator +", "identifier b"])
    #expect(tags("a+b") == ["identifier a", "binary_operator +", "identifier b"])
    #expect(tags("-a") == ["prefix_operator -", "identifier a"])
    #expect(tags("a...") == ["identifier a", "postfix_operator ..."])
    #expect(tags("a!.b") == ["identifier a", "exclaim !", "period .", "identifier b"])
    #expect(
      tags("a?.b ?? c") == [
        "identifier a", "postfix_question ?", "period .", "identifier b", "binary_operator ??",
        "identifier c",
      ])
    #expect(
      tags("x ? y : z") == [
        "identifier x", "infix_question ?", "identifier y", "colon :", "identifier z",
      ])
    #expect(tags(".red") == ["prefix_period .", "identifier red"])
    #expect(tags("0..<n") == ["integer 0", "binary_operator ..<", "identifier n"])
    #expect(tags("&x -> y") == ["prefix_amp &", "identifier x", "arrow ->", "identifier y"])
    #expect(tags("a!=b") == ["identifier a", "exclaim !", "equal =", "identifier b"])
  }

  @Test func strings() {
    #expect(
      tags(#""a\(b + "c")d""#) == [
        "string_open \"", "string_segment a", "interpolation_open \\(", "identifier b",
        "binary_operator +", "string_open \"", "string_segment c", "string_close \"",
        "interpolation_close )", "string_segment d", "string_close \"",
      ])
    #expect(
      tags(##"#"a\(b)\#(c)"#"##) == [
        "string_open #\"", "string_segment a\\(b)", "interpolation_open \\#(", "identifier c",
        "interpolation_close )", "string_close \"#",
      ])
    #expect(
      tags("\"\"\"\n  a\n  \"\"\"") == [
        "string_open \"\"\"", "string_segment \n  a\n  ", "string_close \"\"\"",
      ])
    #expect(tags(#""\(f(x)) \(items.map { $0 })""#).count == 17)
    #expect(diagnosticIDs("\"abc\nlet x = 1") == ["unterminatedString"])
    #expect(tags("\"abc\nlet") == ["string_open \"", "string_segment abc", "kw.let let"])
    #expect(diagnosticIDs(#""\q""#) == ["invalidEscape"])
    #expect(diagnosticIDs(#""\u{110000}""#) == ["invalidUnicodeScalar"])
    #expect(diagnosticIDs(#""\u{}""#) == ["escapeUnicodeDigitCount"])
    #expect(diagnosticIDs("\"\"\"abc\n\"\"\"") == ["multilineStringContentOnOpeningLine"])
    #expect(diagnosticIDs("\"\"\"\n a\n  \"\"\"") == ["multilineStringInsufficientIndentation"])
  }

  @Test func poundKeywordsAndAttributes() {
    #expect(
      tags("#if os(iOS) #else #endif #Preview @State") == [
        "pound_if #if", "identifier os", "l_paren (", "identifier iOS", "r_paren )",
        "pound_else #else", "pound_endif #endif", "pound_identifier #Preview", "at_sign @",
        "identifier State",
      ])
  }

  @Test func triviaIsKept() {
    let source = "let x = 1 // one\n/* a /* nested */ b */ let y"
    let lexed = Lexer.tokenize(source)
    #expect(lexed.tokens[3].hasTrailingTrivia)
    #expect(lexed.tokens[4].isAtStartOfLine)
    #expect(diagnosticIDs("/* open") == ["unterminatedBlockComment"])
  }

  @Test func invalidInputBecomesUnknownTokens() {
    let bytes: [UInt8] = [0x6C, 0xFF, 0xFE, 0x20, 0x24, 0x00, 0x60]
    let lexed = Lexer.tokenize(bytes)
    #expect(lexed.tokens.last?.kind == .endOfFile)
    #expect(
      lexed.diagnostics.map(\.id) == [
        "invalidUTF8", "invalidDollarIdentifier", "nulCharacter", "unterminatedBacktick",
      ])
    var rebuilt: [UInt8] = []
    for token in lexed.tokens { rebuilt += bytes[token.start..<token.end] }
    #expect(rebuilt == bytes)
  }
}
