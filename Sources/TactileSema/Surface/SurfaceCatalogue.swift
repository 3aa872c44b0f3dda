import TactileDiagnostics
import TactileLexer
import TactileParser

/// How much of a declaration of the surface Tactile runs.
public enum SurfaceState: Hashable, Sendable {
  /// It runs as it runs on the device.
  case simulated
  /// It is accepted and runs, but the canvas cannot show all of it; the text says what the
  /// preview leaves out (`check` warns at each use with it).
  case standIn(String)
  /// Apple's SDK has it and Tactile does not yet: a use is an error that says so.
  case notYet
}

/// One declaration of the supported surface: a type, or a member or global that has a key.
public struct SurfaceEntry: Sendable {
  /// What kind of declaration it is.
  public enum Kind: String, Sendable {
    case type, initializer, method, property, `operator`, `subscript`, function
  }
  /// The key the runtime binds it by: `View.padding(_:_:)`, `CGSize.width`, `DragGesture`.
  public var key: String
  public var kind: Kind
  public var state: SurfaceState
  /// The declaration as the interface writes it, on one line.
  public var declaration: String
  /// The interface file it is declared in (`SwiftUIModifiers.swiftinterface`).
  public var file: String
  /// For a type, what it is to the runtime; for a member, what its type is.
  public var role: Role
  /// Whether it is a requirement declared inside a protocol (which conforming types implement)
  /// rather than a member of a protocol extension (which the runtime binds itself).
  public var isRequirement = false
  /// Whether SwiftUI does not offer it on iOS (`@available(iOS, unavailable)`): the checker
  /// refuses it, so it needs no binding.
  public var isUnavailableOnIOS = false

  /// What a type is to the runtime, which says how its declarations are bound.
  public enum Role: Sendable {
    /// A view (conforms to `View`): its initializers make a description the host resolves.
    case view
    /// A gesture (conforms to `Gesture`).
    case gesture
    /// A protocol: its members are requirements or extension members.
    case `protocol`
    /// Any other type, or a global.
    case value
  }
}

/// Every declaration of the interface with its key and state, read from the prepared
/// interface: the one list that the generated `SurfaceKey`, `docs/surface.md`, the reference's
/// surface page and the registry's completeness tests are made from.
///
/// A declaration's state is written in the interface as an attribute: `@standIn("what the
/// preview does not show")` or `@notYet`; a member of a type so marked has the type's state.
public enum SurfaceCatalogue {
  /// The entries, sorted by key; several overloads with one key are one entry (the first
  /// declaration's text, and the most limited state among them).
  public static func entries() -> [SurfaceEntry] {
    let sema = SemanticAnalyzer.analyze("")
    let reader = MarkerReader(files: sema.files)
    let table = sema.declarations
    func role(_ ref: NominalRef?) -> SurfaceEntry.Role {
      guard let ref else { return .value }
      if table[ref].kind == .protocolType { return .protocol }
      let type = table.declaredType(ref)
      if sema.conforms(type, toProtocolNamed: "View") { return .view }
      if sema.conforms(type, toProtocolNamed: "Gesture") { return .gesture }
      return .value
    }
    var byKey: [String: SurfaceEntry] = [:]
    let requirements = reader.protocolMembers()
    func add(_ entry: SurfaceEntry, _ origin: DeclOrigin? = nil) {
      var entry = entry
      if let origin, let decl = origin.decl, requirements.contains(DeclKey(file: origin.file, decl: decl)) {
        entry.isRequirement = true
      }
      guard let existing = byKey[entry.key] else {
        byKey[entry.key] = entry
        return
      }
      if rank(entry.state) > rank(existing.state) { byKey[entry.key]!.state = entry.state }
    }
    func typeState(_ ref: NominalRef?) -> SurfaceState { reader.state(ofType: ref, in: table) }
    for (i, nominal) in table.nominals.enumerated() where nominal.isBuiltin {
      var entry = SurfaceEntry(
        key: nominal.qualifiedName, kind: .type, state: typeState(NominalRef(i)),
        declaration: reader.text(nominal.origin), file: reader.fileName(nominal.origin),
        role: role(NominalRef(i)))
      entry.isUnavailableOnIOS = sema.isUnavailable(NominalRef(i))
      add(entry)
    }
    for function in table.functions {
      guard let key = function.builtinKey else { continue }
      let kind: SurfaceEntry.Kind
      switch function.kind {
      case .initializer: kind = .initializer
      case .subscriptAccessor: kind = .subscript
      case .operatorFunction: kind = .operator
      case .function: kind = function.owner == nil ? .function : .method
      }
      var state = reader.state(function.origin)
      if state == .simulated { state = typeState(function.owner) }
      var entry = SurfaceEntry(
        key: key, kind: kind, state: state, declaration: reader.text(function.origin),
        file: reader.fileName(function.origin), role: role(function.owner))
      entry.isUnavailableOnIOS = sema.isUnavailableMember(function.origin, owner: function.owner)
      add(entry, function.origin)
    }
    for variable in table.variables {
      guard let key = variable.builtinKey else { continue }
      var state = reader.state(variable.origin)
      if state == .simulated { state = typeState(variable.owner) }
      var entry = SurfaceEntry(
        key: key, kind: .property, state: state, declaration: reader.text(variable.origin),
        file: reader.fileName(variable.origin), role: role(variable.owner))
      entry.isUnavailableOnIOS = sema.isUnavailableMember(variable.origin, owner: variable.owner)
      add(entry, variable.origin)
    }
    return byKey.values.sorted { $0.key < $1.key }
  }

  /// Orders states from the fullest to the most limited.
  static func rank(_ state: SurfaceState) -> Int {
    switch state {
    case .simulated: 0
    case .standIn: 1
    case .notYet: 2
    }
  }
}

/// A declaration of an interface file.
struct DeclKey: Hashable {
  var file: Int
  var decl: DeclID
}

/// Reads the interface's state markers and declaration texts.
struct MarkerReader {
  let files: [SourceFile]

  /// The declarations written directly inside a protocol: its requirements.
  func protocolMembers() -> Set<DeclKey> {
    var keys: Set<DeclKey> = []
    for (f, file) in files.enumerated() where file.isInterface {
      let tree = file.tree
      for i in 0..<tree.decls.count {
        let decl = DeclID(rawIndex: i)
        guard case .typeDecl(let t) = tree[decl].kind, tree.text(t.keyword) == "protocol" else { continue }
        for member in t.members.members { keys.insert(DeclKey(file: f, decl: member)) }
      }
    }
    return keys
  }

  /// A type's state: its own marker's, else the nearest enclosing type's (`.simulated` when
  /// none of them has a marker).
  func state(ofType ref: NominalRef?, in table: SymbolTable) -> SurfaceState {
    var current = ref
    while let r = current {
      let state = state(table[r].origin)
      if state != .simulated { return state }
      current = table[r].parent
    }
    return .simulated
  }

  /// The state the declaration at `origin` is marked with.
  func state(_ origin: DeclOrigin) -> SurfaceState {
    guard let decl = origin.decl else { return .simulated }
    let tree = files[origin.file].tree
    guard let header = header(tree, decl) else { return .simulated }
    for attribute in header.attributes {
      guard case .identifier(let name, _) = tree[attribute.name].kind else { continue }
      switch tree.text(name) {
      case "notYet":
        return .notYet
      case "standIn":
        guard case .list(_, let arguments, _)? = attribute.arguments, let first = arguments.first,
          case .stringLiteral(let literal) = tree[first.value].kind
        else { return .standIn("") }
        return .standIn(Literals.plainString(literal, in: tree))
      default:
        continue
      }
    }
    return .simulated
  }

  func header(_ tree: SyntaxTree, _ decl: DeclID) -> DeclHeader? {
    switch tree[decl].kind {
    case .typeDecl(let d): d.header
    case .function(let d): d.header
    case .initializer(let d): d.header
    case .variable(let d): d.header
    case .subscriptDecl(let d): d.header
    default: nil
    }
  }

  /// The interface file's name.
  func fileName(_ origin: DeclOrigin) -> String { files[origin.file].name }

  /// The declaration's text on one line, without its markers; a type's without its members.
  func text(_ origin: DeclOrigin) -> String {
    guard let decl = origin.decl else { return "" }
    let tree = files[origin.file].tree
    let range = tree.range(of: tree[decl].span)
    var bytes = Array(tree.source.bytes[range.start..<range.end])
    if case .typeDecl = tree[decl].kind, let brace = bytes.firstIndex(of: UInt8(ascii: "{")) {
      bytes = Array(bytes[..<brace])
    }
    var words = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
      .map(String.init)
    while let first = words.first, first.hasPrefix("@standIn") || first == "@notYet" {
      words.removeFirst()
      // A stand-in's reason may span words up to its closing parenthesis.
      if first.hasPrefix("@standIn") && !first.hasSuffix(")") {
        while let w = words.first {
          words.removeFirst()
          if w.hasSuffix(")") { break }
        }
      }
    }
    return words.joined(separator: " ")
  }
}
