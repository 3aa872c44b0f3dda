/// The expressions of Swift, as folded by the parser.
///
/// Binary operators are already grouped by precedence (`a + b * c` is `infix(a, +, infix(b, *,
/// c))`), `try` and `await` cover everything to their right that binds tighter than assignment,
/// and casts and the ternary operator are their own nodes.
/// `missing` stands where an expression is required but absent; `unexpected` wraps tokens the
/// parser skipped while recovering, so no token is lost.
public enum ExprKind: Sendable {
  /// A name: `foo`, `$0`, `$binding`, `self`, `Self`, `super`, optionally with generic
  /// arguments (`Array<Int>`) or argument labels (`min(_:_:)`).
  indirect case identifier(
    name: TokenID, argumentNames: DeclNameArguments?, genericArguments: GenericArgumentClause?)
  /// `42`, `0xFF`.
  case integerLiteral(TokenID)
  /// `1.5`.
  case floatLiteral(TokenID)
  /// `true` or `false`.
  case booleanLiteral(TokenID)
  /// `nil`.
  case nilLiteral(TokenID)
  /// A string literal, interpolations included.
  indirect case stringLiteral(StringLiteral)
  /// `#/regex/#`.
  case regexLiteral(TokenID)
  /// `[a, b]`.
  indirect case arrayLiteral(open: TokenID, elements: [ListElement], close: TokenID?)
  /// `[k: v]` or `[:]`.
  indirect case dictionaryLiteral(
    open: TokenID, elements: [DictionaryElement], colon: TokenID?, close: TokenID?)
  /// `(a)` (one unlabeled element: parentheses) or `(a, b: c)` (a tuple).
  indirect case tuple(open: TokenID, elements: [CallArgument], close: TokenID?)
  /// `base.name`, `base.0`, or with no base the implicit member `.name`.
  indirect case member(
    base: ExprID?, dot: TokenID, name: TokenID?, argumentNames: DeclNameArguments?,
    genericArguments: GenericArgumentClause?)
  /// `callee(args) { trailing } label: { … }`; `open`/`close` are nil when only trailing closures
  /// are given.
  indirect case call(
    callee: ExprID, open: TokenID?, arguments: [CallArgument], close: TokenID?,
    trailingClosures: [TrailingClosure])
  /// `base[args]`, possibly with trailing closures.
  indirect case subscriptCall(
    base: ExprID, open: TokenID, arguments: [CallArgument], close: TokenID?,
    trailingClosures: [TrailingClosure])
  /// `base?` in an optional chain.
  case optionalChain(base: ExprID, question: TokenID)
  /// `base!`.
  case forceUnwrap(base: ExprID, exclamation: TokenID)
  /// `base...` and other postfix operators.
  case postfixOperator(base: ExprID, operator: TokenID)
  /// `-x`, `!flag`, `..<n` and other prefix operators.
  case prefixOperator(operator: TokenID, operand: ExprID)
  /// `&x`, an inout argument.
  case inoutExpr(ampersand: TokenID, operand: ExprID)
  /// `lhs op rhs`, including assignment `=` and compound assignment.
  case infix(lhs: ExprID, operator: TokenID, rhs: ExprID)
  /// `condition ? then : else`.
  indirect case ternary(condition: ExprID, question: TokenID, then: ExprID, colon: TokenID?, else: ExprID)
  /// `expr is Type`.
  case isType(expr: ExprID, isKeyword: TokenID, type: TypeID)
  /// `expr as Type`, `as? Type`, `as! Type`.
  indirect case asType(expr: ExprID, asKeyword: TokenID, mark: TokenID?, type: TypeID)
  /// `try expr`, `try? expr`, `try! expr`.
  indirect case tryExpr(tryKeyword: TokenID, mark: TokenID?, operand: ExprID)
  /// `await expr`.
  case awaitExpr(awaitKeyword: TokenID, operand: ExprID)
  /// `{ params in body }`.
  indirect case closure(Closure)
  /// `\Root.path.to?.value`, `\.self`.
  indirect case keyPath(backslash: TokenID, root: TypeID?, components: [KeyPathComponent])
  /// An `if` used as an expression; the statement node holds it.
  case ifExpr(StmtID)
  /// A `switch` used as an expression; the statement node holds it.
  case switchExpr(StmtID)
  /// `#name`, `#name(args)`, `#Preview { … }` in expression position.
  indirect case macroExpansion(MacroExpansion)
  /// `_`, as in `_ = value`.
  case discard(TokenID)
  /// A pattern inside an expression pattern, such as `let x` in `case .some(let x)`.
  case pattern(PatternID)
  /// A type used as a value where the grammar needs one: `[Int]()` is an array literal, but
  /// `Int?.none` or `any P.Type` are types.
  case type(TypeID)
  /// `base` followed by `#if` clauses of postfix members (`.padding()` under `#if os(iOS)`).
  indirect case postfixIfConfig(base: ExprID, config: IfConfig<ExprID>)
  /// An expression the source lacks; the parser has reported it.
  case missing
  /// Tokens skipped during recovery, kept in the tree.
  case unexpected(TokenSpan)
}

/// An element of an array literal with its separating comma.
public struct ListElement: Sendable {
  /// The element.
  public var value: ExprID
  /// The comma after it, if any.
  public var comma: TokenID?
}

/// A `key: value` element of a dictionary literal.
public struct DictionaryElement: Sendable {
  /// The key.
  public var key: ExprID
  /// The colon (missing if the source lacks it).
  public var colon: TokenID?
  /// The value.
  public var value: ExprID
  /// The comma after the element.
  public var comma: TokenID?
}

/// A possibly labeled argument or tuple element: `label: value,`.
public struct CallArgument: Sendable {
  /// The label, if any.
  public var label: TokenID?
  /// The colon after the label.
  public var colon: TokenID?
  /// The value.
  public var value: ExprID
  /// The comma after the argument.
  public var comma: TokenID?
}

/// A trailing closure: the first is unlabeled, later ones are `label: { … }`.
public struct TrailingClosure: Sendable {
  /// The label of an additional trailing closure.
  public var label: TokenID?
  /// Its colon.
  public var colon: TokenID?
  /// The closure expression.
  public var closure: ExprID
}

/// `(a:b:)` after a name: the argument labels of a referenced function.
public struct DeclNameArguments: Sendable {
  /// `(`.
  public var open: TokenID
  /// The labels, each followed by its colon.
  public var labels: [TokenID]
  /// `)`.
  public var close: TokenID?
}

/// A string literal: delimiters and the pieces between them.
public struct StringLiteral: Sendable {
  /// One piece of a string literal's content.
  public enum Piece: Sendable {
    /// Literal text (escapes undecoded).
    case text(TokenID)
    /// `\(arguments)`.
    case interpolation(open: TokenID, arguments: [CallArgument], close: TokenID?)
  }
  /// The opening delimiter.
  public var open: TokenID
  /// The content.
  public var pieces: [Piece]
  /// The closing delimiter; nil if unterminated (the lexer reported it).
  public var close: TokenID?
}

/// A closure expression.
public struct Closure: Sendable {
  /// `{`.
  public var open: TokenID
  /// The part before `in`, if written.
  public var signature: ClosureSignature?
  /// The statements of the body.
  public var body: [StmtID]
  /// `}`.
  public var close: TokenID?
}

/// `[captures] (params) async throws -> Result in`.
public struct ClosureSignature: Sendable {
  /// How the parameters are written.
  public enum Parameters: Sendable {
    /// `a, b in`.
    case shorthand([ClosureParameter])
    /// `(a: Int, b) in`.
    case parenthesized(open: TokenID, parameters: [ClosureParameter], close: TokenID?)
  }
  /// Attributes such as `@MainActor`.
  public var attributes: [Attribute]
  /// The capture list.
  public var captures: CaptureList?
  /// The parameters, if any.
  public var parameters: Parameters?
  /// The effect specifiers and result type.
  public var effects: EffectSpecifiers
  /// `->`.
  public var arrow: TokenID?
  /// The result type.
  public var returnType: TypeID?
  /// `in`.
  public var inKeyword: TokenID?
}

/// A closure parameter: `name`, `name: Type`, `_ name: Type`, `values: Int...`.
public struct ClosureParameter: Sendable {
  /// The first name.
  public var firstName: TokenID
  /// The second name, if two are written.
  public var secondName: TokenID?
  /// The colon before the type.
  public var colon: TokenID?
  /// The type.
  public var type: TypeID?
  /// `...` after the type.
  public var ellipsis: TokenID?
  /// The comma after the parameter.
  public var comma: TokenID?
}

/// `[weak self, x = y]`.
public struct CaptureList: Sendable {
  /// One captured value.
  public struct Item: Sendable {
    /// `weak`, `unowned`, `unowned(safe)` tokens.
    public var specifiers: [TokenID]
    /// The name being bound (`x` in `x = y`, or the captured name).
    public var name: TokenID?
    /// `=`.
    public var equal: TokenID?
    /// The captured expression.
    public var value: ExprID?
    /// The comma after it.
    public var comma: TokenID?
  }
  /// `[`.
  public var open: TokenID
  /// The items.
  public var items: [Item]
  /// `]`.
  public var close: TokenID?
}

/// `async`, `throws`, `rethrows`, `throws(E)` after a parameter list.
public struct EffectSpecifiers: Sendable {
  /// `async`.
  public var asyncKeyword: TokenID?
  /// `throws` or `rethrows`.
  public var throwsKeyword: TokenID?
  /// The thrown error type in `throws(E)`.
  public var thrownType: TypeID?
  /// The empty specifiers.
  public static var none: EffectSpecifiers { EffectSpecifiers() }
}

/// One component of a key path after the root.
public enum KeyPathComponent: Sendable {
  /// `.name` (the dot is absent for the first component after a root type).
  case property(dot: TokenID?, name: TokenID)
  /// `[args]`.
  case subscriptComponent(dot: TokenID?, open: TokenID, arguments: [CallArgument], close: TokenID?)
  /// `?`.
  case optionalChain(TokenID)
  /// `!`.
  case forceUnwrap(TokenID)
}

/// `#name<T>(args) { trailing }` as an expression or declaration.
public struct MacroExpansion: Sendable {
  /// The `#name` token.
  public var pound: TokenID
  /// Generic arguments.
  public var genericArguments: GenericArgumentClause?
  /// `(`.
  public var open: TokenID?
  /// The arguments.
  public var arguments: [CallArgument]
  /// `)`.
  public var close: TokenID?
  /// Trailing closures.
  public var trailingClosures: [TrailingClosure]
}
