/// Semantic analysis's part of the diagnostic catalogue, in alphabetical order.
///
/// Wording follows swiftc's type checker (`swiftc -typecheck`) for the same problem; types are
/// printed as swiftc prints them (`DragGesture.Value`, `[Int]`, `CGSize?`).
extension DiagnosticMessage {
  /// A name that is not declared anywhere in scope.
  ///
  /// Example: `Text(titel)` with no `titel`.
  public static func cannotFindInScope(_ name: String) -> Self {
    Self(id: "cannotFindInScope", "cannot find '\(name)' in scope")
  }

  /// A type name that is not declared anywhere in scope.
  ///
  /// Example: `let x: Strng = ""`.
  public static func cannotFindTypeInScope(_ name: String) -> Self {
    Self(id: "cannotFindTypeInScope", "cannot find type '\(name)' in scope")
  }

  /// A nested type that does not exist.
  ///
  /// Example: `DragGesture.Valu`.
  public static func noMemberType(_ name: String, _ base: String) -> Self {
    Self(id: "noMemberType", "'\(name)' is not a member type of \(base)")
  }
}
