import Foundation
import TactileTestSupport
import Testing

/// The module dependencies ARCHITECTURE.md states, checked against the `import`s of `Sources/`.
/// The table of its code map is the rule; the engine's, geometry's, layout's and animation's
/// rules are also written here, so that loosening the table cannot loosen them silently.
@Suite struct DependencyTests {
  static let table = ArchitectureDocument.load().dependencyTable
  static let modules = SourceImports.modules

  @Test(
    "Architecture invariant: every module of Sources/ has a row in the dependency table, and every row a module"
  )
  func everyModuleHasARow() {
    #expect(Self.table.count > 10, "no dependency table under '### Module dependencies' in ARCHITECTURE.md")
    let missing = Self.modules.filter { Self.table[$0] == nil }
    #expect(missing == [], "modules missing from ARCHITECTURE.md's dependency table: \(missing)")
    let stale = Self.table.keys.filter { !Self.modules.contains($0) }.sorted()
    #expect(stale == [], "rows of ARCHITECTURE.md's dependency table for modules that do not exist: \(stale)")
  }

  @Test("Architecture invariant: every import in Sources/<Module> is in its row of the dependency table")
  func importsFollowTheTable() {
    var violations: [String] = []
    for module in Self.modules {
      let allowed = Self.table[module]?.mayImport ?? []
      for found in SourceImports.imports(of: module)
      where found.module != module && !allowed.contains(found.module) {
        violations.append("\(found): \(module) may not import \(found.module) (ARCHITECTURE.md)")
      }
    }
    #expect(violations == [], "\(violations.joined(separator: "\n"))")
  }

  @Test("Architecture invariant: the rows of the dependency table form no cycle")
  func tableHasNoCycle() {
    // Depth-first search over the table's edges between its own modules.
    var state: [String: Int] = [:]  // 1 visiting, 2 done
    var cycle: [String] = []
    func visit(_ module: String, _ path: [String]) -> Bool {
      if state[module] == 2 { return false }
      if state[module] == 1 {
        cycle = Array(path.drop { $0 != module }) + [module]
        return true
      }
      state[module] = 1
      for next in (Self.table[module]?.mayImport ?? []).sorted() where Self.table[next] != nil {
        if visit(next, path + [module]) { return true }
      }
      state[module] = 2
      return false
    }
    for module in Self.table.keys.sorted() where visit(module, []) { break }
    #expect(cycle == [], "the dependency table has a cycle: \(cycle.joined(separator: " → "))")
  }

  @Test(
    "Architecture invariant: the gesture engine imports nothing but the standard library and TactileGeometry")
  func engineImportsOnlyGeometry() {
    let extra = SourceImports.imports(of: "TactileGestures").filter { $0.module != "TactileGeometry" }
    #expect(extra == [], "\(extra)")
    #expect(Self.table["TactileGestures"]?.mayImport == ["TactileGeometry"])
  }

  @Test(
    "Architecture invariant: TactileGeometry imports only the standard library; TactileLayout and TactileAnimation import only it"
  )
  func geometryLayoutAnimationImportOnlyGeometry() {
    #expect(SourceImports.imports(of: "TactileGeometry") == [])
    for module in ["TactileLayout", "TactileAnimation"] {
      let extra = SourceImports.imports(of: module).filter { $0.module != "TactileGeometry" }
      #expect(extra == [], "\(extra)")
      #expect(Self.table[module]?.mayImport == ["TactileGeometry"])
    }
    #expect(Self.table["TactileGeometry"]?.mayImport == [])
  }

  @Test(
    "Architecture invariant: the modules marked wasm are exactly those scripts/build-wasm compiles, and they import only each other"
  )
  func wasmModulesAreSelfContained() throws {
    let script = try #require(Repository.read(Repository.url("scripts/build-wasm")))
    let line = try #require(
      script.split(separator: "\n").first { $0.hasPrefix("modules=(") },
      "no modules=(…) in scripts/build-wasm")
    let built = Set(
      line.dropFirst("modules=(".count).prefix { $0 != ")" }.split(separator: " ").map(String.init))
    let marked = Set(Self.table.values.filter(\.isWasm).map(\.module))
    #expect(
      built == marked, "scripts/build-wasm builds \(built.sorted()); ARCHITECTURE.md marks \(marked.sorted())"
    )
    var violations: [String] = []
    for module in marked.sorted() {
      for found in SourceImports.imports(of: module) where !marked.contains(found.module) {
        violations.append("\(found): \(module) runs in wasm, \(found.module) does not")
      }
    }
    #expect(violations == [], "\(violations.joined(separator: "\n"))")
  }

  @Test(
    "Architecture invariant: a file of a wasm module that names a geometry type imports TactileGeometry itself, as Embedded Swift requires"
  )
  func geometryImportsPerFile() {
    let names = ["CGPoint", "CGSize", "CGRect", "CGFloat", "CGAffineTransform", "CGVector", "UnitPoint"]
    var missing: [String] = []
    let users = Self.table.values.filter { $0.isWasm && $0.mayImport.contains("TactileGeometry") }
    for module in users.map(\.module).sorted() {
      for file in SourceImports.files(of: module) {
        let text = Repository.read(Repository.url(file)) ?? ""
        let imported = SourceImports.imports(in: text, file: file).contains { $0.module == "TactileGeometry" }
        if imported { continue }
        // Only code counts: doc comments and comments may name the types freely.
        let code = text.split(separator: "\n").filter {
          !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }
        .joined(separator: "\n")
        if let name = names.first(where: { Self.mentions(code, $0) }) {
          missing.append("\(file) names \(name)")
        }
      }
    }
    #expect(missing == [], "\(missing.joined(separator: "\n"))")
  }

  /// Whether `code` has `name` as a whole word outside string literals and backquoted names
  /// (`` .`CGPoint.zero` `` is a surface key, not the type).
  static func mentions(_ code: String, _ name: String) -> Bool {
    var inMultilineString = false
    for line in code.split(separator: "\n") {
      let quotes = line.components(separatedBy: "\"\"\"").count - 1
      defer { if quotes % 2 == 1 { inMultilineString.toggle() } }
      if inMultilineString || quotes > 0 { continue }
      var inString = false
      var inBackquotes = false
      var word = ""
      for c in line {
        if c == "\"" { inString.toggle() }
        if c == "`" { inBackquotes.toggle() }
        if inString || inBackquotes { continue }
        if c.isLetter || c.isNumber || c == "_" {
          word.append(c)
        } else {
          if word == name { return true }
          word = ""
        }
      }
      if word == name { return true }
    }
    return false
  }

  @Test("Architecture invariant: no module re-exports another; each file imports the modules it names")
  func noReexports() {
    let exported = Self.modules.flatMap { SourceImports.imports(of: $0) }.filter(\.isExported)
    #expect(exported == [], "\(exported)")
  }

  @Test("the import reader skips example programs inside multi-line strings")
  func readerSkipsStrings() {
    let text = """
      import TactileGeometry
      @_exported import TactileLayout
      let example = \"\"\"
        import SwiftUI
        \"\"\"
      import struct TactileUIIR.Program
      """
    #expect(
      SourceImports.imports(in: text, file: "f.swift").map { "\($0.module) \($0.isExported)" } == [
        "TactileGeometry false", "TactileLayout true", "TactileUIIR false",
      ])
  }
}
