import TactileDiagnostics
import TactileParser

/// Platform availability: the interface marks what SwiftUI does not offer on iOS with
/// `@available(iOS, unavailable)`, and since the checker compiles for iOS (as
/// `CompilationCondition` does), every use of such a declaration in the user's file is swiftc's
/// error "'X' is unavailable in iOS".
///
/// A member of an unavailable type is unavailable too. Uses are found after checking, from the
/// references and calls the checker recorded (so speculative overload attempts report
/// nothing), and in written types as they are resolved; each place is reported once.
extension SemanticAnalyzer {
  /// The platform the checker compiles for, as `@available` spells it.
  static let targetPlatform = "iOS"

  /// Whether the interface declaration written at `origin` says `@available(iOS, unavailable)`.
  func isMarkedUnavailable(_ origin: DeclOrigin) -> Bool {
    guard files[origin.file].isInterface, let decl = origin.decl else { return false }
    let tree = self.tree(origin.file)
    let header: DeclHeader
    switch tree[decl].kind {
    case .typeDecl(let d): header = d.header
    case .function(let d): header = d.header
    case .initializer(let d): header = d.header
    case .variable(let d): header = d.header
    default: return false
    }
    for attribute in header.attributes where attributeName(attribute, tree) == "available" {
      guard case .tokens(_, let span, _)? = attribute.arguments else { continue }
      var words: [String] = []
      for i in Int(span.first)..<Int(span.end) { words.append(tree.text(TokenID(i))) }
      if words.first == Self.targetPlatform, words.contains("unavailable") { return true }
    }
    return false
  }

  /// Whether nominal `ref`, or a type it is nested in, is unavailable on the target.
  func isUnavailable(_ ref: NominalRef) -> Bool {
    var current: NominalRef? = ref
    while let r = current {
      if isMarkedUnavailable(declarations[r].origin) { return true }
      current = declarations[r].parent
    }
    return false
  }

  /// Whether a member declared at `origin` with owner `owner` is unavailable on the target.
  func isUnavailableMember(_ origin: DeclOrigin, owner: NominalRef?) -> Bool {
    isMarkedUnavailable(origin) || owner.map(isUnavailable) ?? false
  }

  /// What Tactile does with the interface declaration at `origin`, a member of `owner` (a
  /// type's state is its members' too): `SurfaceCatalogue` lists the same states.
  func surfaceState(_ origin: DeclOrigin, owner: NominalRef?) -> SurfaceState {
    guard files[origin.file].isInterface else { return .simulated }
    let reader = MarkerReader(files: files)
    let own = reader.state(origin)
    if own != .simulated { return own }
    return reader.state(ofType: owner, in: declarations)
  }

  /// Reports a use of a declaration Tactile does not have yet (an error naming Tactile) or runs
  /// as a stand-in (a warning saying what the preview leaves out), once per place.
  func reportSurfaceState(_ state: SurfaceState, _ name: String, at range: SourceRange) {
    let message: DiagnosticMessage
    switch state {
    case .simulated: return
    case .notYet: message = .notYetInTactile(name)
    case .standIn(let reason): message = .standInInTactile(name, reason)
    }
    if diagnostics.contains(where: { $0.range.start == range.start && $0.message == message.text }) { return }
    report(message, at: range)
  }

  /// Reports a use of an unavailable declaration, once per place.
  func reportUnavailable(_ name: String, at range: SourceRange) {
    let message = DiagnosticMessage.unavailableInPlatform(name, Self.targetPlatform)
    if diagnostics.contains(where: { $0.range.start == range.start && $0.message == message.text }) { return }
    report(message, at: range)
  }

  /// Reports every use the checker recorded in the user's file of a declaration unavailable on
  /// the target: types named as values, functions and methods called (an initializer is
  /// reported through its type), properties and enum cases.
  func reportUnavailableUses() {
    let saved = currentFile
    currentFile = userFile
    defer { currentFile = saved }
    // A call's callee is recorded on the call (`x.f()`), a name on its expression (`X`, `.p`).
    let file = results[userFile]
    let uses = file.references.indices.flatMap { i in
      [file.references[i], file.calls[i]?.callee].compactMap { $0.map { (ExprID(rawIndex: i), $0) } }
    }
    for (e, reference) in uses {
      switch reference {
      case .type(.nominal(let ref, _)):
        if isUnavailable(ref) {
          reportUnavailable(declarations[ref].name, at: expressionLocation(e))
        } else {
          let symbol = declarations[ref]
          reportSurfaceState(
            surfaceState(symbol.origin, owner: symbol.parent), symbol.name, at: expressionLocation(e))
        }
      case .function(let f):
        let fn = declarations[f]
        if fn.kind != .initializer, isUnavailableMember(fn.origin, owner: fn.owner) {
          reportUnavailable(fn.signatureName, at: expressionLocation(e))
        } else if fn.kind != .initializer || !files[fn.origin.file].isInterface
          || surfaceState(fn.origin, owner: nil) != .simulated
        {
          // An initializer is reported through its type unless it is marked itself.
          let state = surfaceState(fn.origin, owner: fn.kind == .initializer ? nil : fn.owner)
          reportSurfaceState(state, fn.signatureName, at: expressionLocation(e))
        }
      case .property(let v):
        let variable = declarations[v]
        if isUnavailableMember(variable.origin, owner: variable.owner) {
          reportUnavailable(variable.name, at: expressionLocation(e))
        } else {
          reportSurfaceState(
            surfaceState(variable.origin, owner: variable.owner), variable.name, at: expressionLocation(e))
        }
      case .enumCase(let c):
        let symbol = declarations[c]
        guard isUnavailable(symbol.owner) else { continue }
        reportUnavailable(symbol.name, at: expressionLocation(e))
      default:
        continue
      }
    }
  }
}
