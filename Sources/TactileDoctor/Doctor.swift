import TactileDiagnostics
import TactileLexer
import TactileParser
import TactileSema

/// The gesture doctor: warnings about the mistakes people make with gestures, found in a file
/// that compiles (docs/gesture-doctor.md).
///
/// The doctor reads the checked file's syntax tree after the compiler is done with it; it never
/// changes what compiles or runs, and its findings are warnings, so `check` still exits 0.
/// Each warning ends with its rule's id (`[G002]`) and carries a note saying the consequence in
/// one sentence; `// tactile:ignore G002` on the line or the line above silences that rule there,
/// and `// tactile:ignore` every rule.
public enum Doctor {
  /// The doctor's warnings for a compiled file, in source order; none for a file with errors.
  public static func warnings(_ compilation: Compilation) -> [Diagnostic] {
    guard !compilation.hasErrors else { return [] }
    return warnings(in: compilation.tree)
  }

  /// The doctor's warnings for a syntax tree that parsed, in source order, without the ones an
  /// ignore comment silences.
  public static func warnings(in tree: SyntaxTree) -> [Diagnostic] {
    var walker = DoctorWalker(tree: tree)
    for item in tree.items { walker.visit(.stmt(item), DoctorContext()) }
    if walker.found.isEmpty { return [] }
    let ignores = IgnoreComments(tree.source.bytes)
    var kept: [Diagnostic] = []
    for warning in walker.found where !ignores.silences(warning) { kept.append(warning) }
    return kept.sorted { $0.range.start < $1.range.start }
  }

  /// A compilation's diagnostics followed by the doctor's warnings: what `check`, `render` and
  /// `replay` report.
  public static func diagnostics(_ compilation: Compilation) -> [Diagnostic] {
    compilation.diagnostics + warnings(compilation)
  }
}

/// The `// tactile:ignore [ids]` comments of a file, by line.
struct IgnoreComments {
  /// For each line with an ignore comment, the ids it names (empty: every rule).
  var lines: [Int: [String]] = [:]
  let converter: SourceLocationConverter

  init(_ bytes: [UInt8]) {
    converter = SourceLocationConverter(bytes: bytes)
    let marker = Array("tactile:ignore".utf8)
    var line = 1
    var i = 0
    var sawSlashes = false
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 10 {
        line += 1
        sawSlashes = false
        i += 1
        continue
      }
      if byte == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
        sawSlashes = true
        i += 2
        continue
      }
      if sawSlashes, byte == marker[0], i + marker.count <= bytes.count,
        Array(bytes[i..<i + marker.count]) == marker
      {
        i += marker.count
        // Ids follow, separated by spaces or commas; the first other word ends the list.
        var ids: [String] = []
        while i < bytes.count {
          while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: ",") { i += 1 }
          var end = i
          while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
          guard end - i == 4, bytes[i] == UInt8(ascii: "G"),
            bytes[i + 1..<end].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
          else { break }
          ids.append(String(decoding: bytes[i..<end], as: UTF8.self))
          i = end
        }
        lines[line] = ids
        continue
      }
      i += 1
    }
  }

  static func isWordByte(_ c: UInt8) -> Bool {
    (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
      || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
      || c == UInt8(ascii: "-")
  }

  /// Whether an ignore comment on the warning's line or the line above names its rule.
  func silences(_ warning: Diagnostic) -> Bool {
    let line = converter.location(of: warning.range.start).line
    for l in [line, line - 1] {
      if let ids = lines[l], ids.isEmpty || ids.contains(warning.id) { return true }
    }
    return false
  }
}
