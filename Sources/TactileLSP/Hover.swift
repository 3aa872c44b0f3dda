import TactileDiagnostics
import TactileLexer
import TactileParser
import TactileSema

/// Hover: the declaration the checker resolved at the cursor, from the interface or from the
/// user's own file, with its type for locals and values, and the reference page's summary for
/// SwiftUI symbols that have a page.
extension LanguageServer {
  func hover(_ params: JSON) throws -> JSON {
    let document = try document(params)
    let offset = try offset(params["position"], in: document)
    guard let (range, markdown) = hoverText(at: offset, in: document) else { return .null }
    return .object([
      ("contents", .object([("kind", .string("markdown")), ("value", .string(markdown))])),
      ("range", lspRange(range, in: document)),
    ])
  }

  func hoverText(at offset: Int, in document: Document) -> (SourceRange, String)? {
    let compilation = document.compilation
    let tree = compilation.tree
    guard let token = Self.identifierToken(at: offset, in: tree) else { return nil }
    let tokenRange = SourceRange(start: token.textStart, end: token.textEnd)
    guard let analysis = compilation.analysis else { return nil }
    let results = analysis.results[analysis.userFile]
    // The smallest expression with a resolved reference whose name is the token.
    var best: (length: Int, index: Int)?
    for (index, node) in tree.exprs.enumerated() where index < results.references.count {
      guard results.references[index] != nil else { continue }
      let range = tree.range(of: node.span)
      guard range.start <= tokenRange.start, tokenRange.end <= range.end, range.end == tokenRange.end else {
        continue
      }
      if best == nil || range.length < best!.length { best = (range.length, index) }
    }
    // A call's callee, resolved to the overload the call uses (`Text(label)` → its initializer).
    var call: (length: Int, reference: Reference)?
    for (index, node) in tree.exprs.enumerated() where index < results.calls.count {
      guard let resolution = results.calls[index], case .call(let callee, _, _, _, _) = node.kind else {
        continue
      }
      let range = tree.range(of: tree[callee].span)
      guard range.start <= tokenRange.start, range.end == tokenRange.end else { continue }
      if call == nil || range.length < call!.length { call = (range.length, resolution.callee) }
    }
    let text = String(decoding: document.bytes[tokenRange.start..<tokenRange.end], as: UTF8.self)
    if let call, best == nil || call.length <= best!.length,
      let markdown = describe(call.reference, type: nil, analysis: analysis)
    {
      return (tokenRange, markdown)
    }
    if let best, let reference = results.references[best.index] {
      let type = best.index < results.exprTypes.count ? results.exprTypes[best.index] : nil
      if let markdown = describe(reference, type: type, analysis: analysis) { return (tokenRange, markdown) }
    }
    // The name in a declaration of the file's own: a property, a method.
    let user = analysis.userFile
    for (index, variable) in analysis.declarations.variables.enumerated()
    where variable.origin.file == user && variable.name == text {
      if let decl = variable.origin.decl, tree.range(of: tree[decl].span).contains(tokenRange.start),
        let markdown = describe(.property(VariableRef(index)), type: variable.type, analysis: analysis)
      {
        return (tokenRange, markdown)
      }
    }
    for (index, function) in analysis.declarations.functions.enumerated()
    where function.origin.file == user && function.name == text {
      if let decl = function.origin.decl, tree.range(of: tree[decl].span).contains(tokenRange.start),
        let markdown = describe(.function(FunctionRef(index)), type: nil, analysis: analysis)
      {
        return (tokenRange, markdown)
      }
    }
    // A type's name in a type annotation or declaration.
    if let nominal = analysis.declarations.nominal(named: text) {
      return (tokenRange, describeNominal(nominal, analysis: analysis))
    }
    return nil
  }

  static func identifierToken(at offset: Int, in tree: SyntaxTree) -> Token? {
    for token in tree.tokens where token.textStart <= offset && offset <= token.textEnd {
      if token.kind == .identifier || token.kind == .dollarIdentifier, token.textEnd > token.textStart {
        // At the boundary of two tokens, prefer the one the cursor is inside or before.
        if offset == token.textEnd, let next = tree.tokens.first(where: { $0.textStart == offset }),
          next.kind == .identifier || next.kind == .dollarIdentifier
        {
          return next
        }
        return token
      }
    }
    return nil
  }

  func describe(_ reference: Reference, type: SType?, analysis: SemanticAnalyzer) -> String? {
    let declarations = analysis.declarations
    switch reference {
    case .local(let ref), .anonymousParameter(let ref):
      guard ref.index < analysis.locals.count else { return nil }
      let local = analysis.locals[ref.index]
      return Self.code("\(local.isLet ? "let" : "var") \(local.name): \(analysis.display(local.type))")
    case .property(let ref), .projectedValue(let ref), .wrapperStorage(let ref):
      let variable = declarations[ref]
      var text = Self.code(declarationText(variable.origin, analysis: analysis) ?? "var \(variable.name)")
      if let owner = variable.owner { text += "\n\nIn `\(declarations[owner].qualifiedName)`." }
      if let type, !type.containsError { text += "\n\nType: `\(analysis.display(type))`" }
      return text + summary(variable.name, owner: variable.owner, analysis: analysis)
    case .function(let ref):
      let function = declarations[ref]
      var text = Self.code(declarationText(function.origin, analysis: analysis) ?? function.signatureName)
      if let owner = function.owner { text += "\n\nIn `\(declarations[owner].qualifiedName)`." }
      let title = function.kind == .initializer ? nil : function.signatureName
      if let title { text += summary(title, owner: function.owner, analysis: analysis) }
      if function.kind == .initializer, let owner = function.owner {
        text += summary(declarations[owner].name, owner: nil, analysis: analysis)
      }
      return text
    case .memberwiseInitializer(let nominal):
      return describeNominal(nominal, analysis: analysis)
    case .enumCase(let ref):
      let symbol = declarations[ref]
      var text = Self.code(declarationText(symbol.origin, analysis: analysis) ?? "case \(symbol.name)")
      text += "\n\nIn `\(declarations[symbol.owner].qualifiedName)`."
      return text
    case .type(let type):
      if case .nominal(let ref, _) = type { return describeNominal(ref, analysis: analysis) }
      return Self.code(analysis.display(type))
    case .selfValue, .tupleElement:
      guard let type, !type.containsError else { return nil }
      return Self.code(analysis.display(type))
    }
  }

  func describeNominal(_ ref: NominalRef, analysis: SemanticAnalyzer) -> String {
    let symbol = analysis.declarations[ref]
    let text = Self.code(
      declarationText(symbol.origin, analysis: analysis) ?? "\(symbol.kind.keyword) \(symbol.name)")
    return text + summary(symbol.name, owner: symbol.parent, analysis: analysis)
  }

  /// The reference page's summary of a SwiftUI symbol, as a paragraph, or nothing.
  func summary(_ title: String, owner: NominalRef?, analysis: SemanticAnalyzer) -> String {
    if let owner, !analysis.declarations[owner].isBuiltin { return "" }
    guard let summary = summaries[title] else { return "" }
    return "\n\n" + summary
  }

  static func code(_ text: String) -> String { "```swift\n" + text + "\n```" }

  /// A declaration's text from the file it was written in, without its body and attributes'
  /// line breaks: `func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View`.
  func declarationText(_ origin: DeclOrigin, analysis: SemanticAnalyzer) -> String? {
    guard let decl = origin.decl, origin.file < analysis.files.count else { return nil }
    let tree = analysis.files[origin.file].tree
    let range = tree.range(of: tree[decl].span)
    let bytes = tree.source.bytes
    guard range.start < range.end, range.end <= bytes.count else { return nil }
    // Stop at the body's brace (depth 0 of parentheses and brackets), and at a line comment.
    var depth = 0
    var end = range.end
    var i = range.start
    var inString = false
    while i < range.end {
      let b = bytes[i]
      if b == UInt8(ascii: "\"") { inString.toggle() }
      if !inString {
        if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") { depth += 1 }
        if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { depth -= 1 }
        if b == UInt8(ascii: "{"), depth == 0 {
          end = i
          break
        }
        if b == UInt8(ascii: "="), depth == 0, i + 1 < range.end, bytes[i + 1] != UInt8(ascii: "="),
          i > range.start, bytes[i - 1] == UInt8(ascii: " ")
        {
          // A stored property's initial value is not part of what hover shows.
          if case .variable = tree[decl].kind {
            end = i
            break
          }
        }
      }
      i += 1
    }
    var out: [UInt8] = []
    var lastWasSpace = false
    var j = range.start
    while j < end {
      if bytes[j] == UInt8(ascii: "/"), j + 1 < end, bytes[j + 1] == UInt8(ascii: "/") {
        while j < end, bytes[j] != 10 { j += 1 }
        continue
      }
      let b = bytes[j]
      if b == 32 || b == 9 || b == 10 || b == 13 {
        if !lastWasSpace { out.append(32) }
        lastWasSpace = true
      } else {
        lastWasSpace = false
        out.append(b)
      }
      j += 1
    }
    let decoded = String(decoding: out, as: UTF8.self)
    var trimmed = Substring(decoded)
    while trimmed.last == " " { trimmed = trimmed.dropLast() }
    while trimmed.first == " " { trimmed = trimmed.dropFirst() }
    if trimmed.count > 600 { return String(trimmed.prefix(600)) + " …" }
    return String(trimmed)
  }
}
