import TactileUIIR

/// `NavigationPath.CodableRepresentation` (docs/runtime-values.md, "NavigationPath's codable
/// representation"): as SwiftUI keeps it, the path's elements from the last to the first, each
/// as a pair of its type's name (`Swift.Int`) and its own JSON text; `JSONEncoder` writes the
/// pairs as one flat array of strings.
package enum NavigationPathCoding {
  static let recordName = "NavigationPath.CodableRepresentation"

  /// A representation of the pairs `items` (tag, JSON text), last element first.
  static func representation(_ items: [Value]) -> Value {
    .record(Record(name: recordName, labels: ["items"], fields: [.array(items)]))
  }

  /// The flat array of strings a representation encodes to.
  static func items(_ value: Value) -> [Value]? {
    guard case .record(let r) = unwrapped(value), r.name == recordName, case .array(let items)? = r["items"]
    else {
      return nil
    }
    return items
  }
}

extension Interpreter {
  /// `path.codable`: nil when an element cannot be encoded (it is not `Codable`).
  package func navigationPathRepresentation(_ elements: [Value]) -> Value? {
    var items: [Value] = []
    for element in elements.reversed() {
      guard let tag = codingTag(element),
        let json = try? encode(element, path: [], CodingOptions([:]), at: 0)
      else { return nil }
      items.append(.string(tag))
      items.append(.string(JSON.write(json, pretty: false, sorted: false, escapeSlashes: true)))
    }
    return NavigationPathCoding.representation(items)
  }

  /// `NavigationPath(representation)`: each element decoded from its JSON text as the type its
  /// tag names, first element first.
  package func navigationPathElements(_ representation: Value, at: Int) throws(RuntimeError) -> [Value]? {
    guard let items = NavigationPathCoding.items(representation) else { return nil }
    guard items.count % 2 == 0 else {
      throw RuntimeError(
        "a NavigationPath representation holds a type name and a value for each element", at: at)
    }
    var elements: [Value] = []
    var i = items.count - 2
    while i >= 0 {
      guard case .string(let tag) = items[i], case .string(let text) = items[i + 1] else {
        throw RuntimeError("a NavigationPath representation holds strings", at: at)
      }
      guard let type = decodingType(tag) else {
        throw RuntimeError("NavigationPath cannot find the type '\(tag)' to decode", at: at)
      }
      guard let json = JSON.parse(Array(text.utf8)) else {
        throw decodingError("dataCorrupted", [], context([], "The given data was not valid JSON."), at: at)
      }
      elements.append(try decode(type, json, path: [], CodingOptions([:]), at: at))
      i -= 2
    }
    return elements
  }

  /// The name Swift's `_typeName` gives an element's type: `Swift.Int` for the standard
  /// library's; a program's own type by its name (the preview has no module to prefix).
  private func codingTag(_ value: Value) -> String? {
    switch value {
    case .int: return "Swift.Int"
    case .double: return "Swift.Double"
    case .string: return "Swift.String"
    case .bool: return "Swift.Bool"
    case .date: return "Foundation.Date"
    case .instance(let i): return program.types[i.type].name
    case .object(let o): return program.types[o.type].name
    case .enumCase(let t, _, _): return program.types[t].name
    case .record(let r) where r.name == "UUID": return "Foundation.UUID"
    case .record(let r) where r.name == "URL": return "Foundation.URL"
    default: return nil
    }
  }

  /// The type a tag names, as `decode` takes it; a program's type by its name with or without
  /// a module in front.
  private func decodingType(_ tag: String) -> Value? {
    switch tag {
    case "Swift.Int": return .string("Int")
    case "Swift.Double": return .string("Double")
    case "Swift.String": return .string("String")
    case "Swift.Bool": return .string("Bool")
    case "Foundation.Date": return .string("Date")
    case "Foundation.UUID": return .string("UUID")
    case "Foundation.URL": return .string("URL")
    default: break
    }
    let withoutModule =
      tag.split(separator: ".", maxSplits: 1).count == 2
      ? String(tag.split(separator: ".", maxSplits: 1)[1]) : tag
    for (t, info) in program.types.enumerated() where info.name == tag || info.name == withoutModule {
      return .type(t)
    }
    return nil
  }
}
