import TactileParser

/// The built-in interface with its declarations collected: the symbol table, the known types and
/// the (empty) results of its files, as every analysis starts from them.
///
/// Collecting the interface is most of the work of analysing a small file, and its outcome does
/// not depend on the user's file: the interface's names resolve to the interface's own types
/// (they come first in every lookup), and the user's declarations are only added after them.
/// So it is collected once (`standard`) and each analysis copies the tables (copy on write: only
/// what the user's file extends is copied) and collects the user's file on top.
public struct PreparedInterface: Sendable {
  public let files: [SourceFile]
  public let declarations: SymbolTable
  public let known: KnownTypes
  /// Problems found in the interface (none in a correct build).
  public let problems: [String]
  let results: [FileResults]

  /// Collects the declarations of `files` (interface files).
  public init(files: [SourceFile]) {
    let sema = SemanticAnalyzer(interfaceOnly: files)
    sema.collectDeclarations()
    self.files = files
    declarations = sema.declarations
    known = sema.known
    problems = sema.interfaceProblems
    results = sema.results
  }

  /// The built-in interface (`Interface.parsedFiles()`), collected once and shared.
  public static let standard = PreparedInterface(files: Interface.parsedFiles())
}
