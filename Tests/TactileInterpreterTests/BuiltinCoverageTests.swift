import TactileInterpreter
import TactileSema
import TactileUIIR
import Testing

/// Every builtin of the standard library's and CoreGraphics' interface files, and of SwiftUI's
/// geometry values, has a native: none falls back to a symbol or a "not supported" error.
@Suite struct BuiltinCoverageTests {
  /// The keys declared by the interface files `files`, and by the members of `owners` elsewhere.
  static func keys(files: Set<String>, owners: Set<String>) -> Set<String> {
    let sema = SemanticAnalyzer.analyze("")
    let table = sema.declarations
    var keys: Set<String> = []
    func consider(_ key: String?, file: Int) {
      guard let key else { return }
      let owner = key.split(separator: ".").first.map(String.init) ?? ""
      if files.contains(sema.files[file].name) || owners.contains(owner) { keys.insert(key) }
    }
    for f in table.functions { consider(f.builtinKey, file: f.origin.file) }
    for v in table.variables { consider(v.builtinKey, file: v.origin.file) }
    return keys
  }

  @Test("every standard-library, CoreGraphics and SwiftUI geometry key has a native")
  func everyKeyHasANative() {
    let keys = Self.keys(
      files: ["Swift.swiftinterface", "SwiftCollections.swiftinterface", "CoreGraphics.swiftinterface"],
      owners: ["Angle", "UnitPoint", "EdgeInsets", "Animation", "Transaction", "Font", "Color"])
    #expect(keys.count > 300)
    let registry = BuiltinRegistry.standard()
    // Constants without data are symbols by design (docs/runtime-values.md).
    let symbols: Set<String> = ["Font.Weight", "Font.Design", "Font.TextStyle", "Color.RGBColorSpace"]
    let missing = keys.filter { key in
      SurfaceKey(name: key).flatMap { registry[$0] } == nil && !symbols.contains { key.hasPrefix($0 + ".") }
        && !Self.namedColor(key) && !Self.textStyle(key)
    }
    #expect(missing.sorted() == [])
  }

  /// `Color.red` and the other named colours stay symbols.
  static func namedColor(_ key: String) -> Bool {
    key.hasPrefix("Color.") && !key.contains("(")
  }

  /// `Font.title` and the other text styles stay symbols.
  static func textStyle(_ key: String) -> Bool {
    key.hasPrefix("Font.") && !key.contains("(")
  }
}
