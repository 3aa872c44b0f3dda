/// A catalogue entry: a stable identifier, a severity and the English text of one message.
///
/// The catalogue is the set of static members in the `DiagnosticMessage` extensions
/// (`LexerMessages.swift`, `ParserMessages.swift`, and one file for each later stage).
/// Each member is named after its `id`, is documented with an example that triggers it, and
/// the members are kept in alphabetical order.
/// An `id` is never renamed or reused once it has shipped, because tests, tools and the Studio
/// match on it; retire an entry by leaving it in place with a note instead.
/// Wording follows swiftc's where swiftc has a message for the same problem.
public struct DiagnosticMessage: Hashable, Sendable {
  /// The stable identifier, equal to the name of the static member that creates the message.
  public var id: String
  /// How serious the problem is.
  public var severity: Severity
  /// The message text.
  public var text: String

  /// Creates a message; catalogue members call this, other code should use the members.
  public init(id: String, severity: Severity = .error, _ text: String) {
    self.id = id
    self.severity = severity
    self.text = text
  }
}
