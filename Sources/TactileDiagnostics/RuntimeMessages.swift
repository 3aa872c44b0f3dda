/// Messages of lowering and of the runtime: what Tactile cannot run, and what went wrong while
/// running user code.
extension DiagnosticMessage {
  /// The root view needs inputs and no preview makes it: it is shown with plain values.
  ///
  /// Example: `struct Row: View { let title: String … }` alone in a file.
  public static func previewWithDefaultValues(_ view: String, _ inputs: [String]) -> Self {
    let list = inputs.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      id: "previewWithDefaultValues", severity: .warning,
      "'\(view)' has no preview, so it is shown with plain values for \(list); add a #Preview that makes it to choose them"
    )
  }

  /// The root view needs an input of a type Tactile cannot make a plain value of, and no
  /// preview makes it: the view is made without it, and the first use of that input fails.
  ///
  /// Example: `struct Card<Model: CardModel>: View { let model: Model … }` alone in a file.
  public static func previewInputWithoutValue(_ view: String, _ input: String) -> Self {
    Self(
      id: "previewInputWithoutValue", severity: .warning,
      "'\(view)' has no preview, and Tactile has no plain value for its input '\(input)': add a #Preview that makes '\(view)' with one"
    )
  }

  /// No preview, and several views that no other view uses: the first is shown.
  ///
  /// Example: `struct Spinner: View` and `struct Dot: View`, neither using the other.
  public static func rootChosenAmongSeveral(_ view: String, _ others: [String]) -> Self {
    let list = others.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      id: "rootChosenAmongSeveral", severity: .warning,
      "'\(view)' is shown because it comes first; the file has no preview and \(list) could be shown too: add a #Preview, or give --view"
    )
  }

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
