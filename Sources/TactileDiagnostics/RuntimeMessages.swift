/// Messages of lowering and of the runtime: what Tactile cannot run, and what went wrong while
/// running user code.
extension DiagnosticMessage {
  /// Valid Swift that Tactile's runtime does not run yet.
  ///
  /// Example: `let x = if flag { 1 } else { 2 }` (an `if` expression).
  public static func unsupportedConstruct(_ what: String) -> Self {
    Self(id: "unsupportedConstruct", "\(what) is not supported by Tactile's runtime")
  }
}
