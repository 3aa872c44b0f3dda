import TactileDiagnostics
import TactileLexer
import TactileParser
import TactileUIIR

/// A stage of compilation, for callers that time or count them (`Compilation.init`'s `around`).
public enum CompilationStage: Hashable, Sendable {
  case lex, parse, check, lower
}

/// The one way source text becomes a program: lexed, parsed, checked and lowered, with the
/// diagnostics of every stage.
///
/// The CLI, the browser module, the reference build and the benchmarks all compile through
/// this type, so what one of them reports, all of them report.
/// A stage runs only if the stages before it found no errors: a file that does not parse is
/// not checked, and a file with errors is not lowered.
/// Warnings never stop a stage (a construct the runtime cannot run is a warning of lowering,
/// and its program still runs up to it).
public struct Compilation {
  /// The file's name, as diagnostics print it.
  public let fileName: String
  /// The source text.
  public let bytes: [UInt8]
  /// The tokens.
  public let tokens: TokenizedSource
  /// The syntax tree.
  public let tree: SyntaxTree
  /// The checked file, when it parsed without errors.
  public let analysis: SemanticAnalyzer?
  /// The program, when the file had no errors.
  public let program: Program?
  /// Every stage's diagnostics, stage by stage, each stage's in source order.
  public let diagnostics: [Diagnostic]

  /// Compiles `bytes`; `around` runs each stage (call the closure it is given exactly once),
  /// so that a caller can time it.
  public init(
    _ bytes: [UInt8], fileName: String,
    around: (CompilationStage, () -> Void) -> Void = { _, stage in stage() }
  ) {
    self.fileName = fileName
    self.bytes = bytes
    var tokens: TokenizedSource?
    around(.lex) { tokens = Lexer.tokenize(bytes) }
    var tree: SyntaxTree?
    around(.parse) { tree = Parser.parse(tokens!) }
    self.tokens = tokens!
    self.tree = tree!
    var diagnostics = tree!.diagnostics
    var analysis: SemanticAnalyzer?
    var program: Program?
    if !tree!.hasErrors {
      around(.check) {
        analysis = SemanticAnalyzer.analyze(SourceFile(name: fileName, tree: tree!, isInterface: false))
      }
      diagnostics += analysis!.diagnostics
      if !diagnostics.contains(where: { $0.severity == .error }) {
        around(.lower) {
          let (lowered, problems) = Lowerer.lower(analysis!)
          program = lowered
          // A construct lowered twice (a body inlined in two places) is reported once.
          for p in problems
          where !diagnostics.contains(where: { $0.range == p.range && $0.message == p.message }) {
            diagnostics.append(p)
          }
        }
      }
    }
    self.analysis = analysis
    self.program = program
    self.diagnostics = diagnostics
  }

  /// Compiles source text.
  public init(_ source: String, fileName: String) {
    self.init(Array(source.utf8), fileName: fileName)
  }

  /// Whether any stage reported an error (then `program` is nil).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The diagnostics in swiftc's text form.
  public func renderedDiagnostics() -> String {
    DiagnosticRenderer(fileName: fileName, bytes: bytes).render(diagnostics)
  }
}
