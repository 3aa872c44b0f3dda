/// What running one page example through the pipeline gave: whether it renders (the badge),
/// the diagnostics when it does not, the first frame as SVG in light and dark (the instant
/// preview), and what each stage did and how long it took (the pipeline line).
public struct ExampleRun: Sendable {
  /// How far the example got.
  public enum Status: String, Sendable {
    /// Compiled, chose its root view, and rendered a first frame: the page earns "✓ renders".
    case renders
    /// The lexer, parser or checker reported errors.
    case compileErrors
    /// It compiled, but no view could be chosen as the root.
    case noRootView
    /// Its code failed while rendering the first frame.
    case runtimeError
  }

  public var status: Status
  /// swiftc-style diagnostics (errors and warnings), or the runtime error, as text.
  public var diagnostics: String
  public var previewLight: String?
  public var previewDark: String?
  public var stages: [PipelineStage]
  /// What the example printed while rendering its first frame.
  public var printed: String

  public var renders: Bool { status == .renders }
  /// Whether the example passes `tactile check` (no compile errors).
  public var passesCheck: Bool { status != .compileErrors }
}

/// One stage of the pipeline line: `lexer · 212 tokens · 0.08 ms`.
public struct PipelineStage: Sendable {
  public var name: String
  public var detail: String
  public var milliseconds: Double
}
