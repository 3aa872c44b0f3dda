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

  /// A closure written as a statement of its own, which nothing calls.
  ///
  /// Example: `var total = 0.0` with `{}` on the next line (not its accessors).
  public static var closureExpressionUnused: Self {
    Self(id: "closureExpressionUnused", "closure expression is unused")
  }

  /// A nested type that does not exist.
  ///
  /// Example: `DragGesture.Valu`.
  public static func noMemberType(_ name: String, _ base: String) -> Self {
    Self(id: "noMemberType", "'\(name)' is not a member type of \(base)")
  }
}

extension DiagnosticMessage {
  /// An argument of the wrong type.
  ///
  /// Example: `Circle().frame(width: "80")`.
  public static func cannotConvertArgument(_ actual: String, _ expected: String) -> Self {
    Self(
      id: "cannotConvertArgument",
      "cannot convert value of type '\(actual)' to expected argument type '\(expected)'")
  }

  /// A value assigned to a variable of another type.
  ///
  /// Example: `count = "one"` with `count: Int`.
  public static func cannotAssignValue(_ actual: String, _ expected: String) -> Self {
    Self(id: "cannotAssignValue", "cannot assign value of type '\(actual)' to type '\(expected)'")
  }

  /// An initial value that does not match the declared type.
  ///
  /// Example: `let x: CGSize = 3`.
  public static func cannotConvertToSpecifiedType(_ actual: String, _ expected: String) -> Self {
    Self(
      id: "cannotConvertToSpecifiedType",
      "cannot convert value of type '\(actual)' to specified type '\(expected)'")
  }

  /// A returned value of the wrong type.
  ///
  /// Example: `func f() -> Int { return "a" }`.
  public static func cannotConvertReturn(_ actual: String, _ expected: String) -> Self {
    Self(
      id: "cannotConvertReturn",
      "cannot convert return expression of type '\(actual)' to return type '\(expected)'")
  }

  /// A condition that is not a `Bool`.
  ///
  /// Example: `if count { }`.
  public static func cannotConvertCondition(_ actual: String) -> Self {
    Self(
      id: "cannotConvertCondition",
      "cannot convert value of type '\(actual)' to expected condition type 'Bool'")
  }

  /// A collection element of the wrong type.
  ///
  /// Example: `let a: [Int] = ["x"]`.
  public static func cannotConvertElement(_ actual: String, _ expected: String) -> Self {
    Self(
      id: "cannotConvertElement",
      "cannot convert value of type '\(actual)' to expected element type '\(expected)'")
  }

  /// A closure body whose value does not match the closure's result type.
  ///
  /// Example: `array.map { (x: Int) -> String in x }`.
  public static func cannotConvertClosureResult(_ actual: String, _ expected: String) -> Self {
    Self(
      id: "cannotConvertClosureResult",
      "cannot convert value of type '\(actual)' to closure result type '\(expected)'")
  }

  /// A value of one type where another is needed, outside the cases above.
  ///
  /// Example: `let y = x as String` with `x: Int`.
  public static func cannotConvertValue(_ actual: String, _ expected: String) -> Self {
    Self(id: "cannotConvertValue", "cannot convert value of type '\(actual)' to type '\(expected)'")
  }

  /// An optional used where its wrapped type is needed.
  ///
  /// Example: `let n: Int = optionalInt`.
  public static func optionalMustBeUnwrapped(_ actual: String, _ wrapped: String) -> Self {
    Self(
      id: "optionalMustBeUnwrapped",
      "value of optional type '\(actual)' must be unwrapped to a value of type '\(wrapped)'")
  }

  /// A member that the type does not have.
  ///
  /// Example: `value.translaton` on a `DragGesture.Value`.
  public static func noMember(_ type: String, _ name: String) -> Self {
    Self(id: "noMember", "value of type '\(type)' has no member '\(name)'")
  }

  /// A static member that the type does not have.
  ///
  /// Example: `Color.bleu`.
  public static func typeHasNoMember(_ type: String, _ name: String) -> Self {
    Self(id: "typeHasNoMember", "type '\(type)' has no member '\(name)'")
  }

  /// An implicit member expression with no type to look it up in.
  ///
  /// Example: `let c = .red`.
  public static func cannotInferContextualBase(_ name: String) -> Self {
    Self(id: "cannotInferContextualBase", "cannot infer contextual base in reference to member '\(name)'")
  }

  /// `nil` with nothing saying which optional type it is.
  ///
  /// Example: `let x = nil`.
  public static var nilRequiresContextualType: Self {
    Self(id: "nilRequiresContextualType", "'nil' requires a contextual type")
  }

  /// An empty array or dictionary literal with no type.
  ///
  /// Example: `let items = []`.
  public static var emptyCollectionLiteral: Self {
    Self(id: "emptyCollectionLiteral", "empty collection literal requires an explicit type")
  }

  /// An integer literal whose value the integer type it is stored into cannot hold; the value
  /// is written in decimal, as swiftc writes it.
  ///
  /// Example: `let big = 9_223_372_036_854_775_808` (one past `Int.max`).
  public static func integerLiteralOverflow(_ value: String, _ type: String) -> Self {
    Self(id: "integerLiteralOverflow", "integer literal '\(value)' overflows when stored into '\(type)'")
  }

  /// A call that leaves out a parameter without a default value.
  ///
  /// Example: `Circle().frame(width:)` … `RoundedRectangle()`.
  public static func missingArgument(_ name: String) -> Self {
    Self(id: "missingArgument", "missing argument for parameter '\(name)' in call")
  }

  /// A call with more arguments than the function takes.
  ///
  /// Example: `Circle(5)`.
  public static var extraArgument: Self {
    Self(id: "extraArgument", "extra argument in call")
  }

  /// A call with an argument whose label the function does not take.
  ///
  /// Example: `Text("a", size: 4)`.
  public static func extraArgumentNamed(_ label: String) -> Self {
    Self(id: "extraArgumentNamed", "extra argument '\(label)' in call")
  }

  /// A call to a function that takes no arguments.
  ///
  /// Example: `Circle(1)`.
  public static var argumentPassedToNoArguments: Self {
    Self(id: "argumentPassedToNoArguments", "argument passed to call that takes no arguments")
  }

  /// Argument labels that do not match the function's.
  ///
  /// Example: `DragGesture(minDistance: 0)`.
  public static func incorrectArgumentLabels(_ have: String, _ expected: String) -> Self {
    Self(
      id: "incorrectArgumentLabels",
      "incorrect argument label in call (have '\(have)', expected '\(expected)')")
  }

  /// An unlabeled argument where the function wants a label.
  ///
  /// Example: `.offset(10, 20)` for `offset(x:y:)`.
  public static func missingArgumentLabel(_ label: String) -> Self {
    Self(id: "missingArgumentLabel", "missing argument label '\(label):' in call")
  }

  /// A labeled argument where the function takes none.
  ///
  /// Example: `Text(text: "a")`.
  public static func extraneousArgumentLabel(_ label: String) -> Self {
    Self(id: "extraneousArgumentLabel", "extraneous argument label '\(label):' in call")
  }

  /// Several overloads exist and none fits the arguments.
  ///
  /// Example: `Color(1, 2)`.
  public static func noExactMatches(_ what: String) -> Self {
    Self(id: "noExactMatches", "no exact matches in call to \(what)")
  }

  /// A generic requirement that the arguments do not meet.
  ///
  /// Example: `TapGesture().onChanged { _ in }` (`()` is not `Equatable`). `quotedType` is the
  /// type as swiftc quotes it, with its sugar: `'TapGesture.Value' (aka '()')`.
  public static func requirementNotMet(_ what: String, _ owner: String, _ quotedType: String, _ proto: String)
    -> Self
  {
    Self(
      id: "requirementNotMet",
      "referencing \(what) on '\(owner)' requires that \(quotedType) conform to '\(proto)'")
  }

  /// A same-type requirement of a member's extension or a generic function that the types
  /// do not meet.
  ///
  /// Example: `[[1], [2]].jj()` for `extension Array where Element == String { func jj() }`.
  public static func sameTypeRequirementNotMet(_ what: String, _ first: String, _ second: String) -> Self {
    Self(
      id: "sameTypeRequirementNotMet", "\(what) requires the types '\(first)' and '\(second)' be equivalent")
  }

  /// A generic function's requirement on an argument type.
  ///
  /// Example: `Text(5)` (`Int` is not a `StringProtocol`).
  public static func genericRequirementNotMet(_ what: String, _ type: String, _ proto: String) -> Self {
    Self(id: "genericRequirementNotMet", "\(what) requires that '\(type)' conform to '\(proto)'")
  }

  /// A binary operator with operands no overload accepts.
  ///
  /// Example: `count * 1.5` with `count: Int`.
  public static func binaryOperatorOperands(_ op: String, _ lhs: String, _ rhs: String) -> Self {
    Self(
      id: "binaryOperatorOperands",
      "binary operator '\(op)' cannot be applied to operands of type '\(lhs)' and '\(rhs)'")
  }

  /// A prefix or postfix operator with an operand no overload accepts.
  ///
  /// Example: `!count` with `count: Int`.
  public static func unaryOperatorOperand(_ op: String, _ operand: String) -> Self {
    Self(
      id: "unaryOperatorOperand",
      "unary operator '\(op)' cannot be applied to an operand of type '\(operand)'")
  }

  /// Assignment to a `let`.
  ///
  /// Example: `let x = 1; x = 2`.
  public static func cannotAssignToLet(_ name: String) -> Self {
    Self(id: "cannotAssignToLet", "cannot assign to value: '\(name)' is a 'let' constant")
  }

  /// Assignment to a property without a setter (a `@GestureState` outside `updating`).
  ///
  /// Example: `dragOffset = .zero` with `@GestureState var dragOffset`.
  public static func cannotAssignToGetOnly(_ name: String) -> Self {
    Self(id: "cannotAssignToGetOnly", "cannot assign to property: '\(name)' is a get-only property")
  }

  /// Assignment to a stored property of an immutable `self` (a view's plain property).
  ///
  /// Example: `count += 1` in a view with `var count = 0` (not `@State`).
  public static var cannotAssignSelfImmutable: Self {
    Self(id: "cannotAssignSelfImmutable", "cannot assign to property: 'self' is immutable")
  }

  /// Assignment to something that is not a variable.
  ///
  /// Example: `5 = x`.
  public static var cannotAssignToValue: Self {
    Self(id: "cannotAssignToValue", "cannot assign to value: expression is not assignable")
  }

  /// A closure with a different number of parameters than its context passes.
  ///
  /// Example: `.onEnded { a, b in }` for a one-argument callback.
  public static func closureParameterCount(_ type: String, _ expected: Int, _ actual: Int) -> Self {
    let args = expected == 1 ? "argument" : "arguments"
    let were = actual == 1 ? "was" : "were"
    return Self(
      id: "closureParameterCount",
      "contextual closure type '\(type)' expects \(expected) \(args), but \(actual) \(were) used in closure body"
    )
  }

  /// A call to something that is not a function.
  ///
  /// Example: `let n = 1; n()`.
  public static func cannotCallNonFunction(_ type: String) -> Self {
    Self(id: "cannotCallNonFunction", "cannot call value of non-function type '\(type)'")
  }

  /// A generic parameter that nothing determines.
  ///
  /// Example: `let x = [].first`.
  public static func genericParameterNotInferred(_ name: String) -> Self {
    Self(id: "genericParameterNotInferred", "generic parameter '\(name)' could not be inferred")
  }

  /// `return` with a value in a function that returns nothing, or outside any function.
  ///
  /// Example: `func f() { return 1 }`.
  public static var unexpectedReturnValue: Self {
    Self(id: "unexpectedReturnValue", "unexpected non-void return value in void function")
  }

  /// A function with a result but a body that may end without `return`.
  ///
  /// Example: `func f() -> Int { }`.
  public static func missingReturn(_ what: String, _ type: String) -> Self {
    Self(id: "missingReturn", "missing return in \(what) expected to return '\(type)'")
  }

  /// A value of a type that is not a view inside a view builder.
  ///
  /// Example: `VStack { 42 }`.
  public static func notAView(_ type: String) -> Self {
    Self(id: "notAView", "static method 'buildExpression' requires that '\(type)' conform to 'View'")
  }

  /// A statement a view builder cannot hold.
  ///
  /// Example: `var body: some View { for i in 0..<3 { Text("\(i)") } }`.
  public static func closureContainsControlFlow(_ keyword: String) -> Self {
    Self(
      id: "closureContainsControlFlow",
      "closure containing control flow statement cannot be used with result builder 'ViewBuilder'")
  }

  /// The note under a misspelled name: the closest existing name.
  public static func didYouMean(_ name: String) -> Self {
    Self(id: "didYouMean", severity: .note, "did you mean '\(name)'?")
  }

  /// A `switch` that does not cover every case.
  ///
  /// Example: `switch direction { case .left: … }`.
  public static var switchMustBeExhaustive: Self {
    Self(id: "switchMustBeExhaustive", "switch must be exhaustive")
  }

  /// A value of an optional type compared or used where unwrapping is required in a condition.
  ///
  /// Example: `if let x = 5 { }`.
  public static func initializerForConditionalBinding(_ type: String) -> Self {
    Self(
      id: "initializerForConditionalBinding",
      "initializer for conditional binding must have Optional type, not '\(type)'")
  }
}

extension DiagnosticMessage {
  /// `?` after a value that is not optional.
  ///
  /// Example: `count?.description` with `count: Int`.
  public static func cannotUseOptionalChaining(_ type: String) -> Self {
    Self(
      id: "cannotUseOptionalChaining", "cannot use optional chaining on non-optional value of type '\(type)'")
  }

  /// `!` after a value that is not optional.
  ///
  /// Example: `count!` with `count: Int`.
  public static func cannotForceUnwrap(_ type: String) -> Self {
    Self(id: "cannotForceUnwrap", "cannot force unwrap value of non-optional type '\(type)'")
  }
}

extension DiagnosticMessage {
  /// Several unlabeled arguments where the function wants labels.
  ///
  /// Example: `.offset(10, 20)` for `offset(x:y:)`.
  public static func missingArgumentLabels(_ labels: String) -> Self {
    Self(id: "missingArgumentLabels", "missing argument labels '\(labels)' in call")
  }

  /// Several labeled arguments where the function takes none.
  ///
  /// Example: `atan2(y: 1, x: 2)`.
  public static func extraneousArgumentLabels(_ labels: String) -> Self {
    Self(id: "extraneousArgumentLabels", "extraneous argument labels '\(labels)' in call")
  }

  /// An argument for an `inout` parameter without `&`.
  ///
  /// Example: `swap(a, b)`.
  public static func passingInoutWithoutAmpersand(_ type: String) -> Self {
    Self(
      id: "passingInoutWithoutAmpersand",
      "passing value of type '\(type)' to an inout parameter requires explicit '&'")
  }
}

extension DiagnosticMessage {
  /// `value[…]` on a type without subscripts.
  ///
  /// Example: `count[0]` with `count: Int`.
  public static func noSubscript(_ type: String) -> Self {
    Self(id: "noSubscript", "value of type '\(type)' has no subscripts")
  }
}

extension DiagnosticMessage {
  /// A tuple pattern whose shape does not fit the value.
  ///
  /// Example: `let (a, b) = 5`, or `case .moved(let a, let b)` for a case with one value.
  public static func tuplePatternMismatch(_ type: String, _ count: Int) -> Self {
    if type.hasPrefix("(") {
      return Self(id: "tuplePatternMismatch", "tuple pattern has the wrong length for tuple type '\(type)'")
    }
    return Self(
      id: "tuplePatternMismatch", "tuple pattern cannot match values of the non-tuple type '\(type)'")
  }

  /// `for … in` over a value that is not a sequence.
  ///
  /// Example: `for i in 5 { }`.
  public static func notASequence(_ type: String) -> Self {
    Self(id: "notASequence", "for-in loop requires '\(type)' to conform to 'Sequence'")
  }

  /// `return` without a value in a function that returns one.
  ///
  /// Example: `func f() -> Int { return }`.
  public static var nonVoidFunctionShouldReturn: Self {
    Self(id: "nonVoidFunctionShouldReturn", "non-void function should return a value")
  }

  /// A second type with the same name in the same scope.
  ///
  /// Example: `struct CounterView: View { … }` declared twice in one file.
  public static func invalidRedeclaration(_ name: String) -> Self {
    Self(id: "invalidRedeclaration", "invalid redeclaration of '\(name)'")
  }

  /// A stored property's initial value that reads another instance member.
  ///
  /// Example: `@State var expanded = progress > 0.5` where `progress` is a property.
  public static func instanceMemberInPropertyInitializer(_ name: String) -> Self {
    Self(
      id: "instanceMemberInPropertyInitializer",
      "cannot use instance member '\(name)' within property initializer; property initializers run before 'self' is available"
    )
  }

  /// A subclass member with a superclass member's name and signature, without `override`.
  ///
  /// Example: `func speak()` in `class Dog: Animal` where `Animal` declares `func speak()`.
  public static var overrideKeywordRequired: Self {
    Self(id: "overrideKeywordRequired", "overriding declaration requires an 'override' keyword")
  }

  /// `override` on a member whose superclass has nothing it overrides.
  ///
  /// Example: `override func bark()` in `class Dog: Animal` where `Animal` has no `bark()`.
  public static func overridesNothing(_ kind: String) -> Self {
    Self(id: "overridesNothing", "\(kind) does not override any \(kind) from its superclass")
  }

  /// `override init` where the superclass has no such designated initializer.
  public static var initializerOverridesNothing: Self {
    Self(
      id: "initializerOverridesNothing",
      "initializer does not override a designated initializer from its superclass")
  }

  /// An override of a `final` member.
  ///
  /// Example: `override func speak()` where `Animal` declares `final func speak()`.
  public static func overridesFinal(_ kind: String, _ overridden: String) -> Self {
    Self(id: "overridesFinal", "\(kind) overrides a 'final' \(overridden)")
  }

  /// `super` in a class without a superclass.
  public static func superInRootClass(_ name: String) -> Self {
    Self(id: "superInRootClass", "'super' cannot be used in class '\(name)' because it has no superclass")
  }

  /// A static member named without its type from an instance context.
  ///
  /// Example: `static let limit = 3` and `let count = limit + 1` in the same struct.
  public static func staticMemberOnInstance(_ name: String, _ type: String) -> Self {
    Self(id: "staticMemberOnInstance", "static member '\(name)' cannot be used on instance of type '\(type)'")
  }

  /// A property whose type depends on itself.
  ///
  /// Example: `var a = b` and `var b = a`.
  public static func circularReference(_ name: String) -> Self {
    Self(id: "circularReference", "circular reference to '\(name)'")
  }

  /// A stored property with neither a type nor an initial value.
  ///
  /// Example: `var offset` in a struct.
  public static var typeAnnotationMissing: Self {
    Self(id: "typeAnnotationMissing", "type annotation missing in pattern")
  }

  /// A value of a type that does not conform to the protocol an opaque result names.
  ///
  /// Example: `var g: some Gesture { 5 }`.
  public static func opaqueUnderlyingNotConforming(_ type: String, _ proto: String) -> Self {
    Self(
      id: "opaqueUnderlyingNotConforming",
      "return type of property '\(type)' requires that it conform to '\(proto)'")
  }

  /// A `some P` body that returns different types on different paths.
  public static var opaqueMismatchedUnderlying: Self {
    Self(
      id: "opaqueMismatchedUnderlying",
      "function declares an opaque return type, but the return statements in its body do not have matching underlying types"
    )
  }

  /// A struct conforming to `View` without a `body`.
  ///
  /// Example: `struct V: View { }`.
  public static func typeDoesNotConform(_ type: String, _ proto: String) -> Self {
    Self(id: "typeDoesNotConform", "type '\(type)' does not conform to protocol '\(proto)'")
  }
}

extension DiagnosticMessage {
  /// A value of a structural type (a tuple, `()`, a function) inside a view builder.
  ///
  /// Example: `var body: some View { print("hi") }`.
  public static func cannotConformToView(_ type: String) -> Self {
    Self(id: "cannotConformToView", "type '\(type)' cannot conform to 'View'")
  }
}

extension DiagnosticMessage {
  /// A name that is not declared, with exactly one close spelling in scope (swiftc's typo
  /// correction).
  ///
  /// Example: `Text(titel)` with a property `title`.
  public static func cannotFindInScopeCorrected(_ name: String, _ correction: String) -> Self {
    Self(id: "cannotFindInScope", "cannot find '\(name)' in scope; did you mean '\(correction)'?")
  }

  /// A member that the type does not have, with exactly one close spelling among its members.
  ///
  /// Example: `value.translaton` on a `DragGesture.Value`.
  public static func noMemberCorrected(_ type: String, _ name: String, _ correction: String) -> Self {
    Self(id: "noMember", "value of type '\(type)' has no member '\(name)'; did you mean '\(correction)'?")
  }

  /// A static member that the type does not have, with exactly one close spelling.
  ///
  /// Example: `Font.titel`.
  public static func typeHasNoMemberCorrected(_ type: String, _ name: String, _ correction: String) -> Self {
    Self(id: "typeHasNoMember", "type '\(type)' has no member '\(name)'; did you mean '\(correction)'?")
  }
}

extension DiagnosticMessage {
  /// A call to a type that has no initializers at all (a protocol, or a type declared without
  /// any).
  ///
  /// Example: `View()`.
  public static func noAccessibleInitializers(_ type: String) -> Self {
    Self(
      id: "noAccessibleInitializers",
      "'\(type)' cannot be constructed because it has no accessible initializers")
  }
}

extension DiagnosticMessage {
  /// A value that must be mutable and is not, worded as swiftc words it for what was tried
  /// (`prefix`) and why it fails (`reason`).
  ///
  /// Example: `count += 1` in a view whose `count` is a plain `var`:
  /// `left side of mutating operator isn't mutable: 'self' is immutable`.
  public static func cannotMutate(_ prefix: String, _ reason: String) -> Self {
    Self(id: "cannotMutate", "\(prefix): \(reason)")
  }
}

extension DiagnosticMessage {
  /// A closure without parameters (and without `$0`) where its context passes arguments.
  ///
  /// Example: `DragGesture().onChanged { print("moved") }`.
  public static func closureArgumentsIgnored(_ count: Int) -> Self {
    Self(
      id: "closureArgumentsIgnored",
      "contextual type for closure argument list expects \(count) argument\(count == 1 ? "" : "s"), which cannot be implicitly ignored"
    )
  }
}

extension DiagnosticMessage {
  /// An optional used as a condition.
  ///
  /// Example: `if selection { }` with `selection: CGPoint?`.
  public static func optionalUsedAsBoolean(_ type: String) -> Self {
    Self(
      id: "optionalUsedAsBoolean",
      "optional type '\(type)' cannot be used as a boolean; test for '!= nil' instead")
  }

  /// A number used as a condition.
  ///
  /// Example: `if unread { }` with `unread: Int`.
  public static func numberUsedAsBoolean(_ type: String) -> Self {
    Self(id: "numberUsedAsBoolean", "type '\(type)' cannot be used as a boolean; test for '!= 0' instead")
  }

  /// A declaration SwiftUI marks `@available(iOS, unavailable)`, used in code compiled for iOS.
  ///
  /// Example: `.gesture(WindowDragGesture())` outside `#if os(macOS)`.
  public static func unavailableInPlatform(_ name: String, _ platform: String) -> Self {
    Self(id: "unavailableInPlatform", "'\(name)' is unavailable in \(platform)")
  }
}

extension DiagnosticMessage {
  /// A local `let` declared without a value and assigned again on some path.
  ///
  /// Example: `let size: CGFloat` then `size = 50` and, later, `size = 100`.
  public static func letInitializedTwice(_ name: String) -> Self {
    Self(id: "letInitializedTwice", "immutable value '\(name)' may only be initialized once")
  }

  /// A local `let` declared without a value, read where some path has not assigned it.
  ///
  /// Example: `let color: Color` then `if on { color = .red }` and `Circle().fill(color)`.
  public static func constantUsedBeforeInitialized(_ name: String) -> Self {
    Self(id: "constantUsedBeforeInitialized", "constant '\(name)' used before being initialized")
  }

  /// A closure that captures a local `let` before it has a value on every path.
  ///
  /// Example: `let n: Int` then `.onTapGesture { print(n) }` before `n = 1`.
  public static func constantCapturedBeforeInitialized(_ name: String) -> Self {
    Self(
      id: "constantCapturedBeforeInitialized",
      "constant '\(name)' captured by a closure before being initialized")
  }
}

extension DiagnosticMessage {
  /// A key path whose root type nothing around it gives.
  ///
  /// Example: `let path = \.count`.
  public static var keyPathRootNotInferred: Self {
    Self(
      id: "keyPathRootNotInferred",
      "cannot infer key path type from context; consider explicitly specifying a root type")
  }
}

extension DiagnosticMessage {
  /// A closure parameter written `$name` where the context passes something that is not a
  /// `Binding`.
  ///
  /// Example: `ForEach(items) { $item in … }` with `items` an array, not `$items`.
  public static func projectionNotPropertyWrapper(_ type: String) -> Self {
    Self(id: "projectionNotPropertyWrapper", "inferred projection type '\(type)' is not a property wrapper")
  }
}

/// Messages about Tactile's own surface rather than the user's code: an API Apple's SDK has
/// and Tactile does not have yet, and an API Tactile runs without showing all of it.
extension DiagnosticMessage {
  /// A declaration of Apple's SDK that Tactile does not have yet; the code is not wrong.
  ///
  /// Example: `context.converter.globalLocation` in a gesture representable.
  public static func notYetInTactile(_ name: String) -> Self {
    Self(id: "notYetInTactile", "'\(name)' is not available in Tactile yet")
  }

  /// A declaration Tactile accepts and runs, though the preview cannot show all of it.
  ///
  /// Example: `.blur(radius: 4)` (the blur is not drawn).
  public static func standInInTactile(_ name: String, _ reason: String) -> Self {
    Self(
      id: "standInInTactile", severity: .warning, "'\(name)' is a stand-in in Tactile's preview: \(reason)")
  }
}
