import TactileGestures
import TactileUIIR

/// A failure while running user code, with the byte offset of the code responsible: a
/// force-unwrapped `nil`, an index out of range, a runaway loop, unbounded recursion.
public struct RuntimeError: Error, @unchecked Sendable {
  public var message: String
  /// Byte offset in the source.
  public var location: Int
  /// Set when this is not an error but an optional chain (`a?.b`) meeting `nil`, which the
  /// chain with this id turns into `nil`.
  var chainExit: Int?
  /// Set when user code threw this error value (`throw`): `try?`, `try!` and `catch` handle
  /// it; any other runtime error is the host's and nothing in the program catches it.
  public var thrown: Value?
  /// Set when this is not an error but a cancelled task leaving its operation
  /// (`Task.checkCancellation()`): the task ends quietly.
  var endsTask = false
  public init(_ message: String, at location: Int) {
    self.message = message
    self.location = location
  }
  /// An error value user code threw.
  init(thrown value: Value, at location: Int) {
    message = "an error was thrown and not caught"
    self.location = location
    thrown = value
  }
  init(endingTask: Void) {
    message = "the task was cancelled"
    location = 0
    endsTask = true
  }
  init(chainExit id: Int) {
    message = "optional chain"
    location = 0
    chainExit = id
  }
}

/// How a statement list finished.
enum Completion {
  case normal
  case returned(Value)
  case breakLoop(String?)
  case continueLoop(String?)
  case fallthroughCase
}
