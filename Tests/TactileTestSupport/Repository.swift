import Foundation

/// The checkout the tests were built from, found from this file's path
/// (`Tests/TactileTestSupport/Repository.swift`), so that tests read the repository's files and
/// fixtures wherever it is cloned.
public enum Repository {
  /// The repository's root: the folder holding `Package.swift`.
  public static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `path`, relative to the root.
  public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// The text of the file at `url`, or nil when it cannot be read.
  public static func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

  /// The names of the files in `folder` that end in `suffix`, without it, sorted.
  public static func names(in folder: URL, suffix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
  }
}

/// The fixture folders that the tests of more than one target read, named once.
public enum SharedFixtures {
  /// The front end's fixtures: `Lexer/`, `Parser/ok`, `Parser/err` and `Seeds/`, each `.swift`
  /// with its goldens beside it (the parser's tests own them; the lexer's read `Lexer/`).
  public static let frontEnd = Repository.url("Tests/TactileParserTests/Fixtures")
  /// The checker's corpus of valid programs (replayed and drawn by the host's and display's tests).
  public static let validCorpus = Repository.url("Tests/TactileSemaTests/Fixtures/Valid")
  /// The seeds' views (links to `Site/studio/examples`) with their events and replay goldens.
  public static let replay = Repository.url("Tests/TactileHostTests/Fixtures/Replay")
  /// Events and replay goldens for the programs of the checker's corpus.
  public static let corpusReplay = Repository.url("Tests/TactileHostTests/Fixtures/CorpusReplay")
}
