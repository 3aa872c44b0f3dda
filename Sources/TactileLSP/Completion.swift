import TactileDiagnostics
import TactileParser
import TactileSema

/// Completion of members after a dot (`Text("Hi").` → `padding(_:)`, `font(_:)`, …;
/// `Color.` → `red`, …; `self.` → the view's own properties).
///
/// The receiver's type is what the type checker knows: the server removes the dot and the
/// partly typed name, compiles the rest, and reads the type of the expression that ends where
/// the dot was. Members come from the type, its extensions and every protocol it conforms to
/// (so a view gets every `View` modifier). What is weak: an implicit member (`.red` with no
/// receiver) gets nothing, since it needs the type the context expects; a receiver whose type
/// the checker could not settle (a file with errors around it) gets nothing; members of
/// constrained extensions are offered whether or not the constraint holds.
extension LanguageServer {
  func completion(_ params: JSON) throws -> JSON {
    let document = try document(params)
    let offset = try offset(params["position"], in: document)
    let items = completionItems(at: offset, in: document)
    return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
  }

  func completionItems(at offset: Int, in document: Document) -> [JSON] {
    let bytes = document.bytes
    func isNameByte(_ b: UInt8) -> Bool {
      (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
        || b >= 0x80
    }
    var dot = min(offset, bytes.count)
    while dot > 0, isNameByte(bytes[dot - 1]) { dot -= 1 }
    guard dot > 0, bytes[dot - 1] == UInt8(ascii: ".") else { return [] }
    dot -= 1
    var receiverEnd = dot
    while receiverEnd > 0, [32, 9, 10, 13].contains(bytes[receiverEnd - 1]) { receiverEnd -= 1 }
    guard receiverEnd > 0 else { return [] }
    var unwrap = false
    if bytes[receiverEnd - 1] == UInt8(ascii: "?") {
      unwrap = true
      receiverEnd -= 1
    }
    let last = bytes[receiverEnd - 1]
    // `.red` as an argument: an implicit member, whose type the context would have to give.
    guard
      isNameByte(last) || last == UInt8(ascii: ")") || last == UInt8(ascii: "]") || last == UInt8(ascii: "\"")
        || last == UInt8(ascii: "!") || last == UInt8(ascii: "}")
    else { return [] }
    var edited = bytes
    edited.removeSubrange(dot..<min(offset, bytes.count))
    if unwrap { edited.remove(at: receiverEnd) }
    let compilation = Compilation(edited, fileName: document.fileName)
    guard let analysis = compilation.analysis else { return [] }
    let tree = compilation.tree
    let results = analysis.results[analysis.userFile]
    var best: (length: Int, index: Int)?
    for (index, node) in tree.exprs.enumerated() where index < results.exprTypes.count {
      let range = tree.range(of: node.span)
      guard range.end == receiverEnd, let type = results.exprTypes[index], Self.usable(type) else { continue }
      if best == nil || range.length < best!.length { best = (range.length, index) }
    }
    guard let best, var type = results.exprTypes[best.index] else { return [] }
    var isType = false
    if best.index < results.references.count, case .type(let named)? = results.references[best.index] {
      type = named
      isType = true
    } else if case .metatype(let base) = type {
      type = base
      isType = true
    }
    if unwrap, case .nominal(let ref, let args) = type, ref == analysis.known.optional, args.count == 1 {
      type = args[0]
    }
    return members(of: type, statics: isType, analysis: analysis)
  }

  /// Whether the checker settled enough of a type to list its members: an opaque type's
  /// constraint is enough even when its underlying type is not settled.
  static func usable(_ type: SType) -> Bool {
    switch type {
    case .opaque: true
    case .nominal(_, _), .metatype: !type.containsError
    default: false
    }
  }

  /// LSP `CompletionItemKind`s.
  enum ItemKind: Int {
    case method = 2
    case function = 3
    case constructor = 4
    case field = 5
    case variable = 6
    case classKind = 7
    case interface = 8
    case
      property = 10
    case enumKind = 13
    case enumMember = 20
    case structKind = 22
    case typeParameter = 25
  }

  func members(of type: SType, statics: Bool, analysis: SemanticAnalyzer) -> [JSON] {
    let declarations = analysis.declarations
    var roots: [NominalRef] = []
    switch type {
    case .nominal(let ref, _): roots = [ref]
    case .opaque(let constraint, let underlying):
      roots = [constraint]
      if case .nominal(let ref, _)? = underlying, !(underlying?.containsError ?? true) {
        roots.insert(ref, at: 0)
      }
    default: return []
    }
    // The type, its superclasses and every protocol it conforms to, each once.
    var visited: Set<Int> = []
    var order: [NominalRef] = []
    var queue = roots
    while let next = queue.first {
      queue.removeFirst()
      guard visited.insert(next.index).inserted else { continue }
      order.append(next)
      for inherited in declarations[next].inherited {
        if case .nominal(let ref, _) = inherited { queue.append(ref) }
      }
    }
    var items: [JSON] = []
    var seen: Set<String> = []
    for (rank, nominal) in order.enumerated() {
      let symbol = declarations[nominal]
      for name in symbol.members.keys.sorted() where !name.hasPrefix("_") {
        for member in symbol.members[name] ?? [] {
          guard let item = item(member, statics: statics, analysis: analysis) else { continue }
          guard seen.insert(item.label).inserted else { continue }
          var fields: [(String, JSON)] = [
            ("label", .string(item.label)), ("kind", .int(item.kind.rawValue)),
          ]
          if let detail = item.detail { fields.append(("detail", .string(detail))) }
          // The type's own members first, then its protocols', each alphabetically.
          fields.append(("sortText", .string(String(format2(rank)) + item.label)))
          fields.append(("filterText", .string(item.insert)))
          fields.append(("insertText", .string(item.insert)))
          items.append(.object(fields))
        }
      }
    }
    return items
  }

  func format2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

  struct Item {
    var label: String
    var kind: ItemKind
    var detail: String?
    var insert: String
  }

  func item(_ member: MemberRef, statics: Bool, analysis: SemanticAnalyzer) -> Item? {
    let declarations = analysis.declarations
    switch member {
    case .variable(let ref):
      let v = declarations[ref]
      guard v.isStatic == statics else { return nil }
      return Item(
        label: v.name, kind: .property, detail: v.type.map { analysis.display($0) }, insert: v.name)
    case .function(let ref):
      let f = declarations[ref]
      switch f.kind {
      case .function:
        guard f.isStatic == statics else { return nil }
        return Item(
          label: f.signatureName, kind: statics ? .function : .method,
          detail: declarationText(f.origin, analysis: analysis) ?? analysis.display(f.result), insert: f.name)
      case .initializer:
        guard statics else { return nil }
        return Item(
          label: f.signatureName, kind: .constructor, detail: declarationText(f.origin, analysis: analysis),
          insert: "init")
      case .subscriptAccessor, .operatorFunction: return nil
      }
    case .enumCase(let ref):
      guard statics else { return nil }
      let c = declarations[ref]
      let label =
        c.associatedValues.isEmpty
        ? c.name : c.name + "(" + c.associatedValues.map { ($0.label ?? "_") + ":" }.joined() + ")"
      return Item(label: label, kind: .enumMember, detail: nil, insert: c.name)
    case .nominal(let ref):
      guard statics else { return nil }
      let n = declarations[ref]
      let kind: ItemKind =
        switch n.kind {
        case .structType: .structKind
        case .enumType: .enumKind
        case .classType, .actorType: .classKind
        case .protocolType: .interface
        }
      return Item(label: n.name, kind: kind, detail: n.qualifiedName, insert: n.name)
    case .typeAlias(let ref):
      guard statics else { return nil }
      let a = declarations[ref]
      return Item(label: a.name, kind: .typeParameter, detail: analysis.display(a.underlying), insert: a.name)
    case .associatedType: return nil
    }
  }
}
