import TactileHost
import TactileInterpreter
import TactileSema
import TactileUIIR
import Testing

/// Every declaration of the interface is bound to behaviour exactly once, and nothing is bound
/// that is not declared (the second holds by construction: bindings name `SurfaceKey` cases,
/// generated from the interface).
@Suite struct SurfaceBindingTests {
  /// Whether an entry needs a binding of its own: requirements are implemented by conforming
  /// types, a type by its members (a view type is bound as a view), and a declaration marked
  /// not yet must have none.
  static func needsBinding(_ entry: SurfaceEntry) -> Bool {
    if entry.isRequirement || entry.isUnavailableOnIOS { return false }
    if entry.kind == .type { return entry.role == .view }
    return true
  }

  static let entries = SurfaceCatalogue.entries()

  @Test("every declaration of the interface has a binding or is marked not yet")
  func everyDeclarationIsBound() throws {
    var unbound: [String] = []
    for entry in Self.entries where entry.state != .notYet && Self.needsBinding(entry) {
      let key = try #require(SurfaceKey(name: entry.key), "\(entry.key) is missing from SurfaceKey")
      if SurfaceBindings.bindings(of: key).isEmpty && !SurfaceBindings.isInitializerOfBoundView(key) {
        unbound.append(entry.key)
      }
    }
    #expect(unbound == [], "\(unbound.count) declarations have no binding")
  }

  @Test("a declaration marked not yet has no binding")
  func notYetIsUnbound() throws {
    for entry in Self.entries where entry.state == .notYet {
      let key = try #require(SurfaceKey(name: entry.key))
      #expect(SurfaceBindings.bindings(of: key).isEmpty, "\(entry.key) is marked not yet but bound")
    }
  }

  @Test("no declaration is bound twice") func boundOnce() throws {
    #expect(SurfaceBindings.duplicates.map(\.name) == [])
    for entry in Self.entries {
      let key = try #require(SurfaceKey(name: entry.key))
      let kinds = SurfaceBindings.bindings(of: key).filter { $0 != .setter }
      #expect(kinds.count <= 1, "\(entry.key) is bound as \(kinds)")
    }
  }

  @Test("every SurfaceKey case is a declaration of the interface") func keysMatch() {
    #expect(Set(Self.entries.map(\.key)) == Set(SurfaceKey.allKeys.map(\.name)))
  }
}
