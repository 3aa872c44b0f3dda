// Inside `SurfaceKey`, a type's name is its case (`Int`, `String`): standard-library types are
// written `Swift.Int` there.
extension SurfaceKey {
  /// How many declarations there are.
  public static var count: Swift.Int { SurfaceNames.shared.names.count }

  /// Every key, in case order.
  public static var allKeys: [SurfaceKey] { (0..<count).map { SurfaceKey(rawValue: Swift.UInt16($0))! } }

  /// The key's text: `View.padding(_:_:)`.
  public var name: Swift.String { SurfaceNames.shared.names[Swift.Int(rawValue)] }

  /// The key whose text is `name`.
  public init?(name: Swift.String) {
    guard let key = SurfaceNames.shared.keys[name] else { return nil }
    self = key
  }

  /// The argument labels of a function or initializer (`_` where there is none), in order;
  /// empty for a type or a property.
  public var labels: [Swift.String] { SurfaceNames.shared.labels[Swift.Int(rawValue)] }

  /// The type part of the key: `View` for `View.padding(_:_:)`, `DragGesture.Value` for
  /// `DragGesture.Value.translation`, the type itself for a type; empty for a global.
  public var owner: Substring {
    let name = self.name
    let base = name.prefix { $0 != "(" }
    if labels.isEmpty && !name.contains("(") {
      // A type or a property: a property's owner is everything before its last dot.
      guard let dot = base.lastIndex(of: ".") else { return base }
      let last = base[base.index(after: dot)...]
      if let first = last.first, first.isUppercase { return base }
      return base[..<dot]
    }
    guard let dot = base.lastIndex(of: ".") else { return "" }
    return base[..<dot]
  }
}

/// The key table decoded once: names by case, cases by name, labels by case.
final class SurfaceNames: @unchecked Sendable {
  static let shared = SurfaceNames()

  let names: [String]
  let keys: [String: SurfaceKey]
  let labels: [[String]]

  init() {
    let table = SurfaceKey.keyTable
    let text = table.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    var names: [String] = []
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      if !trimmed.isEmpty { names.append(String(trimmed)) }
    }
    self.names = names
    var keys: [String: SurfaceKey] = [:]
    keys.reserveCapacity(names.count)
    var labels: [[String]] = []
    labels.reserveCapacity(names.count)
    for (i, name) in names.enumerated() {
      keys[name] = SurfaceKey(rawValue: UInt16(i))
      labels.append(Self.labels(of: name))
    }
    self.keys = keys
    self.labels = labels
  }

  /// `["_", "label"]` for `f(_:label:)`.
  static func labels(of name: String) -> [String] {
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return [] }
    let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
    return inside.split(separator: ":").map(String.init)
  }
}

extension SurfaceKey {
  /// The member's own name: `translation` for `DragGesture.Value.translation`, `padding` for
  /// `View.padding(_:_:)`.
  public var memberName: Swift.String {
    let base = name.prefix { $0 != "(" }
    guard let dot = base.lastIndex(of: ".") else { return Swift.String(base) }
    return Swift.String(base[base.index(after: dot)...])
  }
}
