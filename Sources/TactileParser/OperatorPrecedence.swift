import TactileLexer

/// Swift's standard precedence groups, and which group each standard operator belongs to.
///
/// Groups are ordered from loosest to tightest binding; `DefaultPrecedence` (for operators the
/// file does not declare, such as custom operators) sits just above `TernaryPrecedence`, as
/// in the standard library's declaration `precedencegroup DefaultPrecedence { higherThan:
/// TernaryPrecedence }`.
/// Swift leaves `DefaultPrecedence` unordered with the other groups and rejects mixing them
/// without parentheses in semantic analysis; the parser folds such mixtures as if
/// `DefaultPrecedence` were lower than all of them, and leaves the error to semantic analysis.
public enum PrecedenceGroup: Int, Comparable, Sendable {
  /// `=`, `+=`, `-=`, … (right-associative, assignment).
  case assignment
  /// `? :` (right-associative).
  case ternary
  /// Custom and unknown operators (non-associative).
  case defaultPrecedence
  /// `||` (left-associative).
  case logicalDisjunction
  /// `&&` (left-associative).
  case logicalConjunction
  /// `==`, `<`, `~=`, … (non-associative).
  case comparison
  /// `??` (right-associative).
  case nilCoalescing
  /// `is`, `as`, `as?`, `as!` (non-associative).
  case casting
  /// `...`, `..<` (non-associative).
  case rangeFormation
  /// `+`, `-`, `|`, `^`, `&+`, … (left-associative).
  case addition
  /// `*`, `/`, `%`, `&`, `&*` (left-associative).
  case multiplication
  /// `<<`, `>>` (non-associative).
  case bitwiseShift

  public static func < (a: PrecedenceGroup, b: PrecedenceGroup) -> Bool { a.rawValue < b.rawValue }

  /// Whether a chain of operators of this group groups to the right.
  public var isRightAssociative: Bool {
    self == .assignment || self == .ternary || self == .nilCoalescing
  }

  /// The group's name as the standard library spells it.
  public var name: String {
    switch self {
    case .assignment: "AssignmentPrecedence"
    case .ternary: "TernaryPrecedence"
    case .defaultPrecedence: "DefaultPrecedence"
    case .logicalDisjunction: "LogicalDisjunctionPrecedence"
    case .logicalConjunction: "LogicalConjunctionPrecedence"
    case .comparison: "ComparisonPrecedence"
    case .nilCoalescing: "NilCoalescingPrecedence"
    case .casting: "CastingPrecedence"
    case .rangeFormation: "RangeFormationPrecedence"
    case .addition: "AdditionPrecedence"
    case .multiplication: "MultiplicationPrecedence"
    case .bitwiseShift: "BitwiseShiftPrecedence"
    }
  }

  static let table: [(StaticString, PrecedenceGroup)] = [
    ("<<", .bitwiseShift), (">>", .bitwiseShift), ("&<<", .bitwiseShift), ("&>>", .bitwiseShift),
    ("*", .multiplication), ("/", .multiplication), ("%", .multiplication),
    ("&*", .multiplication), ("&", .multiplication),
    ("+", .addition), ("-", .addition), ("&+", .addition), ("&-", .addition), ("|", .addition),
    ("^", .addition),
    ("...", .rangeFormation), ("..<", .rangeFormation),
    ("??", .nilCoalescing),
    ("<", .comparison), ("<=", .comparison), (">", .comparison), (">=", .comparison),
    ("==", .comparison), ("!=", .comparison), ("===", .comparison), ("!==", .comparison),
    ("~=", .comparison), (".==", .comparison), (".!=", .comparison), (".<", .comparison),
    (".<=", .comparison), (".>", .comparison), (".>=", .comparison),
    ("&&", .logicalConjunction), (".&", .logicalConjunction),
    ("||", .logicalDisjunction), (".|", .logicalDisjunction), (".^", .logicalDisjunction),
    ("*=", .assignment), ("/=", .assignment), ("%=", .assignment), ("+=", .assignment),
    ("-=", .assignment), ("<<=", .assignment), (">>=", .assignment), ("&=", .assignment),
    ("|=", .assignment), ("^=", .assignment), ("&*=", .assignment), ("&+=", .assignment),
    ("&-=", .assignment), ("&<<=", .assignment), ("&>>=", .assignment), (".&=", .assignment),
    (".|=", .assignment), (".^=", .assignment),
  ]
}

extension Parser {
  /// The precedence group of the binary operator token at `index`.
  func precedenceGroup(ofOperatorAt index: Int) -> PrecedenceGroup {
    let token = tokens[index]
    for (spelling, group) in PrecedenceGroup.table where textIs(token, spelling) {
      return group
    }
    return .defaultPrecedence
  }
}
