/// The files made from the surface catalogue: the Swift enum the runtime binds by, and the
/// page that tells users what works. Both are committed and checked against the interface by
/// a test (`SurfaceFilesTests`); `swift run tactile-generate` rewrites them.
extension SurfaceCatalogue {
  /// Where the generated enum lives, from the repository's root.
  public static let swiftPath = "Sources/TactileUIIR/generated/SurfaceKey.swift"
  /// Where the generated page lives, from the repository's root.
  public static let markdownPath = "docs/surface.md"

  /// `SurfaceKey`: one case per entry, named by its key as a raw identifier, and the table of
  /// keys the runtime reads names and argument labels from.
  public static func swiftSource(_ entries: [SurfaceEntry] = entries()) -> String {
    var out = """
      // swift-format-ignore-file
      // Generated from the interface (Sources/TactileSema/Interface) by
      // SurfaceCatalogue.swiftSource(); never edit it by hand. After changing the interface,
      // regenerate it with: swift run tactile-generate

      /// Every declaration of the SwiftUI, Swift, Foundation and UIKit surface that Tactile's
      /// interface declares, named by its key: a type (`DragGesture`), a member
      /// (`View.padding(_:_:)`, `CGSize.width`) or a global (`print(_:separator:terminator:)`).
      /// Overloads with the same argument labels share a key.
      ///
      /// The runtime binds behaviour to these cases, so a binding for a declaration that does
      /// not exist does not compile.
      public enum SurfaceKey: UInt16, Sendable {

      """
    for entry in entries { out += "  case `\(entry.key)`\n" }
    out += """
      }

      extension SurfaceKey {
        /// The keys in case order, one a line.
        static let keyTable: StaticString = \"\"\"

      """
    for entry in entries { out += "    \(entry.key)\n" }
    out += "    \"\"\"\n}\n"
    return out
  }

  /// `docs/surface.md`: every declaration with its state, by type.
  public static func markdown(_ entries: [SurfaceEntry] = entries()) -> String {
    var counts = (simulated: 0, standIn: 0, notYet: 0)
    for entry in entries {
      switch entry.state {
      case .simulated: counts.simulated += 1
      case .standIn: counts.standIn += 1
      case .notYet: counts.notYet += 1
      }
    }
    var out = """
      # What Tactile supports

      <!-- Generated from the interface by SurfaceCatalogue.markdown(); never edit it by hand. -->
      <!-- Regenerate it with: swift run tactile-generate -->

      Every declaration of the SwiftUI, Swift, Foundation and UIKit surface that Tactile knows, with what happens when code uses it.
      Overloads with the same argument labels are one row.

      - **simulated**: it runs as it runs on the device.
      - **stand-in**: it is accepted and runs, but the preview cannot show all of it; `tactile check` warns at each use and says what is left out.
      - **not yet**: Apple's SDK has it and Tactile does not yet; a use is an error that says so (the code is not wrong).

      \(entries.count) declarations: \(counts.simulated) simulated, \(counts.standIn) stand-ins, \(counts.notYet) not yet.

      """
    var groups: [(String, [SurfaceEntry])] = []
    var index: [String: Int] = [:]
    for entry in entries {
      let group = owner(of: entry)
      if let i = index[group] {
        groups[i].1.append(entry)
      } else {
        index[group] = groups.count
        groups.append((group, [entry]))
      }
    }
    groups.sort { $0.0 < $1.0 }
    for (group, members) in groups {
      out += "\n## \(group)\n\n| declaration | state |\n| --- | --- |\n"
      for entry in members {
        let declaration = entry.declaration.isEmpty ? entry.key : entry.declaration
        out += "| `\(escapedCell(declaration))` | \(describe(entry.state)) |\n"
      }
    }
    return out
  }

  /// The group a declaration is listed under: the outermost type it belongs to, or "Globals".
  public static func owner(of entry: SurfaceEntry) -> String {
    let name = entry.key.prefix { $0 != "(" }
    guard let dot = name.firstIndex(of: ".") else {
      return entry.kind == .type ? String(name) : "Globals"
    }
    return String(name[..<dot])
  }

  static func describe(_ state: SurfaceState) -> String {
    switch state {
    case .simulated: "simulated"
    case .standIn(let reason): "stand-in: " + escapedCell(reason)
    case .notYet: "not yet"
    }
  }

  static func escapedCell(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "|": out += "\\|"
      case "`": out += "'"
      default: out.append(c)
      }
    }
    return out
  }
}
