import TactileDiagnostics
import TactileParser

/// Runs semantic analysis over the interface and one user file: collects declarations, resolves
/// types, checks bodies, and records what lowering needs.
///
/// Diagnostics are produced only for the user's file; problems in the interface are the
/// project's bugs and are reported separately (`interfaceProblems`) so tests can insist on none.
public final class SemanticAnalyzer {
  public private(set) var files: [SourceFile]
  public var declarations = SymbolTable()
  public var known = KnownTypes()
  /// Diagnostics for the user's file, in the order found (sorted when `result` is taken).
  public var diagnostics: [Diagnostic] = []
  /// Problems found in the interface files (always empty in a correct build).
  public var interfaceProblems: [String] = []
  /// The file being processed.
  var currentFile = 0

  /// Prepares analysis of `user` (parsed) against the built-in interface.
  public init(interface: [SourceFile], user: SourceFile) {
    files = interface + [user]
  }

  /// The index of the user's file in `files`.
  public var userFile: Int { files.count - 1 }

  /// The tree of file `index`.
  func tree(_ index: Int) -> SyntaxTree { files[index].tree }

  /// Reports `message` at `range` in the current file (interface problems are collected apart).
  func report(_ message: DiagnosticMessage, at range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []) {
    if files[currentFile].isInterface {
      interfaceProblems.append("\(files[currentFile].name): \(message.text)")
      return
    }
    diagnostics.append(Diagnostic(message, range: range, notes: notes, fixIts: fixIts))
  }

  /// The source range of a token in the current file.
  func range(_ token: TokenID) -> SourceRange {
    let t = files[currentFile].tree[token]
    return SourceRange(start: t.textStart, end: t.textEnd)
  }

  /// The source range of a node span in the current file.
  func range(_ span: TokenSpan) -> SourceRange { files[currentFile].tree.range(of: span) }

  /// The text of a token in the current file.
  func text(_ token: TokenID) -> String { files[currentFile].tree.text(token) }
}
