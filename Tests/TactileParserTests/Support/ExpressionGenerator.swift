import TactileTestSupport

/// Generates random, valid Swift expressions from a small grammar (deterministic for a seed),
/// mixing every standard precedence group, prefix and postfix forms, casts, ternaries,
/// `try`/`await`, calls with labels and trailing closures, member chains, subscripts,
/// closures, tuples and collection literals — the variations the differential test feeds to
/// both parsers to compare operator grouping.
struct ExpressionGenerator {
  var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// A SplitMix64 step.
  mutating func next() -> UInt64 { random.next() }

  mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }

  static let binaryOperators = [
    "+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&+", "..<", "...", "??", "<", "<=", "==",
    "!=", "===", "~=", "&&", "||",
  ]

  mutating func expression(depth: Int) -> String {
    guard depth > 0 else { return atom() }
    switch next() % 12 {
    case 0, 1, 2:
      return expression(depth: depth - 1) + " " + pick(Self.binaryOperators) + " "
        + expression(depth: depth - 1)
    case 3:
      return expression(depth: depth - 1) + " ? " + expression(depth: depth - 1) + " : "
        + expression(depth: depth - 1)
    case 4:
      return "(" + expression(depth: depth - 1)
        + pick([" as Int", " as? String", " as! [Int]", " is Double"]) + ")"
    case 5: return pick(["try ", "try? ", "await ", "try await "]) + expression(depth: depth - 1)
    case 6: return pick(["-", "!", "~"]) + postfix(depth: depth - 1)
    case 7: return "(" + expression(depth: depth - 1) + ")"
    default: return postfix(depth: depth - 1)
    }
  }

  mutating func postfix(depth: Int) -> String {
    var base = atom()
    let count = Int(next() % 4)
    for _ in 0..<count {
      switch next() % 7 {
      case 0: base += "." + pick(["count", "first", "offset", "zero"])
      case 1: base += "(" + arguments(depth: depth) + ")"
      case 2: base += "[" + expression(depth: max(0, depth - 1)) + "]"
      case 3 where !base.hasSuffix("}"):
        base += " { " + pick(["$0", "x in x + 1", "_ in", "a, b in a * b"]) + " }"
      case 4 where !base.hasSuffix("}"):
        base += "(" + arguments(depth: depth) + ") { value in value } onEnded: { _ in }"
      case 5: base += "?.value"
      case 3, 4: base += ".count"
      default: base += "!"
      }
    }
    return base
  }

  mutating func arguments(depth: Int) -> String {
    let count = Int(next() % 3)
    return (0..<count).map { _ in
      pick(["", "x: ", "width: ", "in: "]) + expression(depth: max(0, depth - 1))
    }.joined(separator: ", ")
  }

  /// A statement using generated expressions, possibly with nested statements.
  mutating func statement(depth: Int) -> String {
    let e = expression(depth: 2)
    guard depth > 0 else { return pick(["x = ", "let t = ", "_ = "]) + e }
    switch next() % 9 {
    case 0:
      return "if " + condition() + " {\n" + statement(depth: depth - 1) + "\n} else if " + condition()
        + " {\n" + statement(depth: depth - 1) + "\n} else {\n" + statement(depth: depth - 1) + "\n}"
    case 1: return "guard let v = " + expression(depth: 2) + ", " + condition() + " else { return }"
    case 2:
      return "for item in " + atom() + " where " + condition() + " {\n" + statement(depth: depth - 1) + "\n}"
    case 3:
      return "switch " + atom() + " {\ncase .a, .b(let v) where v > 1:\n" + statement(depth: depth - 1)
        + "\ncase 1...5:\n  break\ndefault:\n" + statement(depth: depth - 1) + "\n}"
    case 4: return "while " + condition() + " {\n" + statement(depth: depth - 1) + "\n}"
    case 5: return "do {\n  try " + postfix(depth: 1) + "\n} catch {\n" + statement(depth: depth - 1) + "\n}"
    case 6: return "let c = { (a: Int) -> Int in\n" + statement(depth: depth - 1) + "\nreturn a\n}"
    case 7: return "if case .some(let v) = " + atom() + " { " + statement(depth: depth - 1) + " }"
    default: return "x = " + e
    }
  }

  /// A condition that is valid before a `{`: a comparison or a parenthesised expression.
  mutating func condition() -> String {
    pick(["a < b", "flag", "(" + expression(depth: 2) + ")", "!done && count > 1", "value == .zero"])
  }

  mutating func atom() -> String {
    pick([
      "a", "b", "value", "1", "2.5", "0x1F", "\"s\"", "\"t\\(a + 1)\"", "true", "nil", ".zero",
      "[1, 2]", "[\"k\": 1]", "(a, b)", "self.x", "$0", "CGSize.zero", "Color.red",
    ])
  }
}
