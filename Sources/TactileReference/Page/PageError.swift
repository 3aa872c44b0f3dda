/// A problem in a page file, at a line: `Reference/pages/draggesture.md:12: error: …`.
public struct PageError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): error: \(message)" }
}

/// Every problem found in one page file, in line order.
public struct PageErrors: Error, Sendable, CustomStringConvertible {
  public var errors: [PageError]

  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
