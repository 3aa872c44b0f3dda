/// Escaping for the generated pages. Every piece of text that comes from a page file or an
/// example goes through `escape` (text and attribute values alike), so that nothing an author
/// writes is ever read as markup: `<`, `&` and quotes are always text.
enum HTML {
  static func escape(_ text: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// `name="value"` with the value escaped.
  static func attribute(_ name: String, _ value: some StringProtocol) -> String {
    " \(name)=\"\(escape(value))\""
  }
}
