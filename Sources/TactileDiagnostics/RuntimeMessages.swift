/// Messages of lowering and of the runtime: what Tactile cannot run, and what went wrong while
/// running user code.
extension DiagnosticMessage {
  /// Valid Swift that Tactile's runtime does not run yet: a warning, since the code is not
  /// wrong; the program runs until it reaches the construct.
  ///
  /// Example: a construct lowering has no form for.
  public static func unsupportedConstruct(_ what: String) -> Self {
    Self(
      id: "unsupportedConstruct", severity: .warning,
      "\(what) is not available in Tactile yet; the preview stops with an error if this code runs")
  }
}
