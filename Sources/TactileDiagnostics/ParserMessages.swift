/// The parser's part of the diagnostic catalogue, in alphabetical order.
///
/// Wording follows swiftc's parser (`swiftc -parse`) wherever it has a message for the same
/// problem; the position is where the missing text belongs (the end of the previous token) or
/// the first unexpected token.
extension DiagnosticMessage {
  /// Two member declarations on one line with nothing between them.
  ///
  /// Example: `struct S { let x = 1 let y = 2 }`.
  public static var consecutiveDeclarations: Self {
    Self(id: "consecutiveDeclarations", "consecutive declarations on a line must be separated by ';'")
  }

  /// Two statements on one line with nothing between them.
  ///
  /// Example: `let x = 1 let y = 2`.
  public static var consecutiveStatements: Self {
    Self(id: "consecutiveStatements", "consecutive statements on a line must be separated by ';'")
  }

  /// Whitespace between an attribute's name and its arguments: accepted, as Swift 5 does.
  ///
  /// Example: `@available (iOS 16, *)`.
  public static var attributeArgumentsAfterWhitespace: Self {
    Self(
      id: "attributeArgumentsAfterWhitespace", severity: .warning,
      "extraneous whitespace between attribute name and '('; this is an error in the Swift 6 language mode")
  }

  /// A closing bracket is missing; `what` says which and where, as swiftc words it.
  ///
  /// Example: `foo(1, 2` gives `expected ')' in expression list`.
  public static func expectedClosing(_ what: String) -> Self {
    Self(id: "expectedClosing", "expected " + what)
  }

  /// A `,` is missing between two elements of a list.
  ///
  /// Example: `foo(a: 1 b: 2)`.
  public static var expectedCommaSeparator: Self {
    Self(id: "expectedCommaSeparator", "expected ',' separator")
  }

  /// Something other than a declaration where only declarations may appear.
  ///
  /// Example: `struct S { 42 }`.
  public static var expectedDeclaration: Self {
    Self(id: "expectedDeclaration", "expected declaration")
  }

  /// An expression is required but absent.
  ///
  /// Example: `let x = (`.
  public static var expectedExpression: Self {
    Self(id: "expectedExpression", "expected expression")
  }

  /// A binary operator with nothing after it.
  ///
  /// Example: `let x = 1 +`.
  public static var expectedExpressionAfterOperator: Self {
    Self(id: "expectedExpressionAfterOperator", "expected expression after operator")
  }

  /// An element of a parenthesised or bracketed list is not an expression.
  ///
  /// Example: `foo(1, )` or `foo(#if` on its own line.
  public static var expectedExpressionInList: Self {
    Self(id: "expectedExpressionInList", "expected expression in list of expressions")
  }

  /// A name is required after a keyword; `context` is swiftc's phrase for the declaration.
  ///
  /// Example: `struct { }` gives `expected identifier in struct declaration`.
  public static func expectedIdentifier(in context: String) -> Self {
    Self(id: "expectedIdentifier", "expected identifier in " + context)
  }

  /// `=` with nothing after it in a declaration.
  ///
  /// Example: `let x = `.
  public static var expectedInitialValue: Self {
    Self(id: "expectedInitialValue", "expected initial value after '='")
  }

  /// A `.` with no member name after it.
  ///
  /// Example: `x = a.`.
  public static var expectedMemberName: Self {
    Self(id: "expectedMemberName", "expected member name following '.'")
  }

  /// A parameter without a name.
  ///
  /// Example: `func f( { }`.
  public static var expectedParameterName: Self {
    Self(id: "expectedParameterName", "expected parameter name followed by ':'")
  }

  /// A pattern is required but absent.
  ///
  /// Example: `var = 3`.
  public static var expectedPattern: Self {
    Self(id: "expectedPattern", "expected pattern")
  }

  /// A specific token is missing; `what` is swiftc's phrase.
  ///
  /// Example: `if x { } else` gives `expected '{' or 'if' after 'else'`.
  public static func expectedToken(_ what: String) -> Self {
    Self(id: "expectedToken", "expected " + what)
  }

  /// A type is required but absent.
  ///
  /// Example: `let x: = 3`.
  public static var expectedType: Self {
    Self(id: "expectedType", "expected type")
  }

  /// `->` with no result type after it.
  ///
  /// Example: `func f() -> { }`.
  public static var expectedTypeForResult: Self {
    Self(id: "expectedTypeForResult", "expected type for function result")
  }

  /// A `}` at top level with no `{` to close.
  ///
  /// Example: `}`.
  public static var extraneousRightBrace: Self {
    Self(id: "extraneousRightBrace", "extraneous '}' at top level")
  }

  /// An `if`, `while` or `guard` with no condition before its body.
  ///
  /// Example: `while { }` gives `missing condition in 'while' statement`.
  public static func missingCondition(_ keyword: String) -> Self {
    Self(id: "missingCondition", "missing condition in '" + keyword + "' statement")
  }

  /// A statement inside a `switch` that is not under a `case` or `default` label.
  ///
  /// Example: `switch x { foo() }`.
  public static var statementOutsideCase: Self {
    Self(
      id: "statementOutsideCase",
      "all statements inside a switch must be covered by a 'case' or 'default'")
  }

  /// Input nested deeper than the parser's limit.
  ///
  /// Example: ten thousand `(` in a row.
  public static var tooDeeplyNested: Self {
    Self(id: "tooDeeplyNested", "expression is too deeply nested to parse")
  }

  /// Tokens that fit nowhere; `what` names them, for example `'}'` or `code`.
  ///
  /// Example: `let x = 1 )`.
  public static func unexpected(_ what: String) -> Self {
    Self(id: "unexpected", "unexpected " + what)
  }
}
