// Swift 5 reads arguments after whitespace for attributes that take them, with a warning
// (swift-syntax parses in Swift 6 mode, where it is an error, so this fixture also has one).
struct Card {
  // warning@+1: extraneous whitespace between attribute name and '('; this is an error in the Swift 6 language mode
  @available (iOS 16, *)
  func badge() {}
  // Arguments followed by a declaration are the attribute's, whatever the attribute.
  // warning@+1: extraneous whitespace between attribute name and '('; this is an error in the Swift 6 language mode
  @Environment (\.dismiss) var dismiss
  // A function type after an attribute keeps its parameters.
  func run(_ body: @escaping (Int) -> Void) {}

  let count = // error: expected initial value after '='
}
