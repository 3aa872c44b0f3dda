import Foundation
import TactileTestSupport

/// One `import` declaration of a source file.
struct SourceImport: Hashable, CustomStringConvertible {
  /// The file, relative to the repository's root, and the 1-based line.
  var file: String
  var line: Int
  /// The imported module.
  var module: String
  /// Whether it is `@_exported`.
  var isExported: Bool

  var description: String { "\(file):\(line): import \(module)" }
}

/// The modules of `Sources/` and what their files import, read as text: a line that begins
/// with `import` (after attributes such as `@testable` or `@_exported`, and an optional kind
/// such as `struct`) outside multi-line string literals, which hold example programs.
enum SourceImports {
  static let sources = Repository.url("Sources")

  /// Every module folder of `Sources/`, sorted.
  static var modules: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return names.filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: sources.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }

  /// The `.swift` files of `module`, as paths relative to the repository's root, sorted.
  static func files(of module: String) -> [String] {
    let folder = sources.appendingPathComponent(module)
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
      "Sources/\(module)/\($0)"
    }
  }

  /// The import declarations of `text` (a file at `file`).
  static func imports(in text: String, file: String) -> [SourceImport] {
    var result: [SourceImport] = []
    var inMultilineString = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      // A line with an odd number of `"""` opens or closes a multi-line string literal.
      let quotes = line.components(separatedBy: "\"\"\"").count - 1
      defer { if quotes % 2 == 1 { inMultilineString.toggle() } }
      if inMultilineString { continue }
      var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      var exported = false
      while let first = words.first, first.hasPrefix("@") {
        if first == "@_exported" { exported = true }
        words.removeFirst()
      }
      guard words.first == "import", words.count >= 2 else { continue }
      let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
      let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
      let module = String(path.prefix { $0 != "." })
      result.append(SourceImport(file: file, line: index + 1, module: module, isExported: exported))
    }
    return result
  }

  /// Every import of every file of `module`.
  static func imports(of module: String) -> [SourceImport] {
    files(of: module).flatMap { file in
      imports(in: Repository.read(Repository.url(file)) ?? "", file: file)
    }
  }

  /// The modules `module`'s files import.
  static func importedModules(of module: String) -> Set<String> { Set(imports(of: module).map(\.module)) }
}
