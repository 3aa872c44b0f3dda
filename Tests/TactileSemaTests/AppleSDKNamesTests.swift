import Testing

@testable import TactileSema

/// The "not available in Tactile yet" lists name only what the interface lacks: a name the
/// interface declares is Tactile's API, and must leave the lists when it is added.
@Suite struct AppleSDKNamesTests {
  let declarations = PreparedInterface.standard.declarations

  /// The nominal type of the interface named by a dotted path (`Text.LineStyle`).
  func nominal(_ path: [Substring]) -> NominalRef? {
    guard let first = path.first, var ref = declarations.nominal(named: String(first)) else { return nil }
    for name in path.dropFirst() {
      guard let nested = declarations.nestedNominal(String(name), in: ref) else { return nil }
      ref = nested
    }
    return ref
  }

  /// Whether `ref`, or a type it inherits from or conforms to, declares a member named `name`.
  func declares(_ ref: NominalRef, _ name: String) -> Bool {
    var pending = [ref]
    var seen: Set<Int> = []
    while let next = pending.popLast() {
      guard seen.insert(next.index).inserted else { continue }
      if !(declarations[next].members[name] ?? []).isEmpty { return true }
      for case .nominal(let parent, _) in declarations[next].inherited { pending.append(parent) }
    }
    return false
  }

  @Test("no type or global name in the list is declared by the interface")
  func typesAreUndeclared() {
    let declared = AppleSDKNames.types.filter { !(declarations.globals[$0] ?? []).isEmpty }
    #expect(declared.sorted() == [])
  }

  @Test("no view modifier in the list is declared on View by the interface")
  func viewModifiersAreUndeclared() throws {
    let view = try #require(declarations.nominal(named: "View"))
    let declared = AppleSDKNames.viewModifiers.filter { declares(view, $0) }
    #expect(declared.sorted() == [])
  }

  @Test("no Type.member in the list is declared by the interface")
  func membersAreUndeclared() {
    let declared = AppleSDKNames.members.filter { entry in
      let path = entry.split(separator: ".")
      guard path.count >= 2, let owner = nominal(Array(path.dropLast())) else { return false }
      return declares(owner, String(path[path.count - 1]))
    }
    #expect(declared.sorted() == [])
  }
}
