extension Interface {
  /// Foundation's `LocalizedError` (a thrown value's `localizedDescription` is its
  /// `errorDescription` when it gives one) and the C library's `sleep`, which screens call in
  /// loading code (docs/runtime-values.md, "Foundation").
  static let foundationErrors = #"""
    protocol LocalizedError: Error {
      var errorDescription: String? { get }
      var failureReason: String? { get }
      var recoverySuggestion: String? { get }
      var helpAnchor: String? { get }
    }
    extension LocalizedError {
      var errorDescription: String? { get }
      var failureReason: String? { get }
      var recoverySuggestion: String? { get }
      var helpAnchor: String? { get }
    }
    @standIn("the preview does not wait: the call returns at once") func sleep(_ seconds: UInt32) -> UInt32
    """#
}
