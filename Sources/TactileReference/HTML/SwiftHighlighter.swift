import TactileLexer

/// Colours Swift code for the pages with Tactile's own lexer: each token becomes a `<span>`
/// whose class says what it is (keyword, type, number, string, attribute, comment). The
/// lexer's tokens tile the source, so the output holds every byte of it, escaped.
enum SwiftHighlighter {
  /// Contextual keywords the lexer reads as identifiers.
  static let contextualKeywords: Set<String> = ["some", "any", "get", "set", "willSet", "didSet", "mutating"]

  static func html(_ source: String) -> String {
    let tokenized = Lexer.tokenize(source)
    let bytes = tokenized.bytes
    var html = ""
    var afterAt = false
    for token in tokenized.tokens {
      html += trivia(bytes[token.start..<token.textStart])
      let text = String(decoding: bytes[token.textStart..<token.textEnd], as: UTF8.self)
      if let kind = cssClass(token.kind, text: text, afterAt: afterAt), !text.isEmpty {
        html += "<span class=\"\(kind)\">\(HTML.escape(text))</span>"
      } else {
        html += HTML.escape(text)
      }
      afterAt = token.kind == .atSign
      html += trivia(bytes[token.textEnd..<token.end])
    }
    return html
  }

  static func cssClass(_ kind: TokenKind, text: String, afterAt: Bool) -> String? {
    switch kind {
    case .keyword: return "kw"
    case .identifier:
      if afterAt { return "at" }
      if contextualKeywords.contains(text) { return "kw" }
      return text.first.map { $0.isUppercase } == true ? "ty" : nil
    case .integerLiteral, .floatLiteral: return "nu"
    case .stringOpen, .stringSegment, .stringClose: return "st"
    case .atSign: return "at"
    case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundIdentifier, .poundAvailable,
      .poundUnavailable:
      return "kw"
    default: return nil
    }
  }

  /// Whitespace and comments between tokens, with the comments marked.
  static func trivia(_ bytes: ArraySlice<UInt8>) -> String {
    var html = ""
    var i = bytes.startIndex
    var plainStart = i
    func flushPlain(to end: Int) {
      if plainStart < end { html += HTML.escape(String(decoding: bytes[plainStart..<end], as: UTF8.self)) }
    }
    while i < bytes.endIndex {
      let next = i + 1 < bytes.endIndex ? bytes[i + 1] : 0
      if bytes[i] == UInt8(ascii: "/"), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
        flushPlain(to: i)
        var end = i + 2
        if next == UInt8(ascii: "/") {
          while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        } else {
          while end + 1 < bytes.endIndex,
            !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/"))
          {
            end += 1
          }
          end = min(end + 2, bytes.endIndex)
        }
        html += "<span class=\"co\">\(HTML.escape(String(decoding: bytes[i..<end], as: UTF8.self)))</span>"
        i = end
        plainStart = i
        continue
      }
      i += 1
    }
    flushPlain(to: bytes.endIndex)
    return html
  }
}
