import TactileParser

/// What the checker knows about the code it is inside: the enclosing type and function, what
/// `self` is and whether it may be mutated, the result type returns must have, and whether the
/// body builds views.
struct CheckContext {
  /// The type of `self`, if the code is inside a type.
  var selfType: SType?
  /// The enclosing type.
  var owner: NominalRef?
  /// Whether `self` is a type (static members) rather than a value.
  var isStatic = false
  /// Whether `self` may be mutated (mutating methods, initializers, closures inside them do
  /// not count).
  var isMutating = false
  /// The type `return` statements must produce; `nil` where `return` is not allowed.
  var resultType: SType?
  /// The error type of `throws(E)` (typed throws, SE-0413): what a `throw` statement's value
  /// must be, so that `throw .empty` names a case of `E`; nil for an untyped `throws`.
  var thrownType: SType?
  /// Whether statements of this body are views to collect (`body`, `@ViewBuilder`).
  var isViewBuilder = false
  /// The program's `@resultBuilder` type the statements are built with: each expression
  /// statement is a component (SE-0289).
  var userBuilder: NominalRef?
  /// The innermost generic context (for written types).
  var genericContext: Int?
  /// Whether the code is a closure body (returns go to the closure).
  var isClosure = false
  /// Whether the code is an initializer's body (which may assign `let` properties of `self`).
  var isInitializer = false
  /// Whether the code is a stored instance property's initial value, which runs before
  /// `self` exists and so cannot use other instance members.
  var isPropertyInitializer = false
  /// While the branches of an `if` or `switch` used as a value are checked: the type each
  /// branch's last expression must have (SE-0380).
  var branchValue: SType?
  /// In a `@KeyframesBuilder<Value>` closure: `Value`, the root of its `KeyframeTrack`s' key
  /// paths (the builder's `buildExpression` gives it to `KeyframeTrack(\.scale)`).
  var keyframesRoot: SType?
  /// In a keyframes builder or a track's content builder: the value its keyframes move (the
  /// root, or the track's value), which `LinearKeyframe(.degrees(20), …)` takes as its `Value`.
  var keyframeValue: SType?
  /// In a tab view's `@TabContentBuilder<SelectionValue>` content: `SelectionValue`, the value
  /// of its `Tab`s (the builder gives it to `Tab(value: .home)`).
  var tabValue: SType?
  /// The `Tab` call at the start of a tab's modifier chain (`Tab(value: .home) { … }.badge(2)`),
  /// checked as a `Tab<tabValue, _, _>` when it is reached.
  var tabCall: ExprID?
  /// Whether a call matches its expected type before its arguments are checked (a keyframe's
  /// implicit members need its `Value` from the builder).
  var resultFirst = false
}

extension SemanticAnalyzer {
  /// The type scope for written types inside `context`.
  func typeScope(_ context: CheckContext) -> TypeScope {
    TypeScope(file: currentFile, genericContext: context.genericContext, nominal: context.owner)
  }
}
