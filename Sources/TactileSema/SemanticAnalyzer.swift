import TactileDiagnostics
import TactileLexer
import TactileParser

/// Runs semantic analysis over the interface and one user file: collects declarations, resolves
/// types, checks bodies, and records what lowering needs.
///
/// Diagnostics are produced only for the user's file; problems in the interface are the
/// project's bugs and are reported separately (`interfaceProblems`) so tests can insist on none.
public final class SemanticAnalyzer {
  public private(set) var files: [SourceFile]
  public var declarations = SymbolTable()
  public var known = KnownTypes()
  /// Diagnostics for the user's file, in the order found (sorted when `result` is taken).
  public var diagnostics: [Diagnostic] = []
  /// Problems found in the interface files (always empty in a correct build).
  public var interfaceProblems: [String] = []
  /// The file being processed.
  var currentFile = 0

  // MARK: Checking state

  /// Inference state of the expression being checked.
  var solver = Solver()
  /// Every local declaration of the user's file.
  public internal(set) var locals: [LocalSymbol] = []
  /// Names visible at the point being checked, innermost scope last.
  var scopes: [[String: LocalRef]] = []

  // MARK: Results, per file, indexed by syntax node

  /// What checking found, for every file (interface files: their default values).
  public internal(set) var results: [FileResults] = []

  // The current file's results, read here and written through `setExprType(_:_:)` and its
  // siblings (Speculation.swift), which record the values they replace while an attempt is
  // speculative.

  /// The type of every checked expression of the current file.
  var exprTypes: [SType?] { results[currentFile].exprTypes }
  var references: [Reference?] { results[currentFile].references }
  var calls: [CallResolution?] { results[currentFile].calls }
  var conversions: [Conversion?] { results[currentFile].conversions }
  var patternLocals: [LocalRef?] { results[currentFile].patternLocals }
  var closureTupleElements: [[LocalRef]?] { results[currentFile].closureTupleElements }
  var closureParameters: [[LocalRef]?] { results[currentFile].closureParameters }
  /// Set while the base of a postfix chain is checked, so that the chain's top wraps the
  /// result of an optional chain (`a?.b.c` is optional) and inner links do not.
  /// The types written in the user's file as the checker resolved them in their scopes (a
  /// nested type in `catch is Inner`), by type node; `writtenType` reads them.
  var writtenTypeResolutions: [Int: SType] = [:]
  var checkingChainBase = false
  /// The member a chain reads from the call being checked as its base (`blur` in
  /// `gradient.opacity(0.1).blur(radius: 5)`): between overloads that fit equally, the one
  /// whose result has that member is swiftc's choice, as it solves the chain as a whole.
  var chainMemberHint: String?
  /// The elements of an array literal of implicit members that is the base of the call being
  /// checked (`[.red, .blue].map { Swatch(color: $0) }`), and the inference variable standing
  /// for their type: they are checked once the call has decided it.
  var deferredArrayBase: (elements: [ExprID], element: SType)?
  /// Which candidate the next implicit member on an inference variable names (0: the first);
  /// set while a call tries each (`chooseImplicitMember`).
  var implicitMemberChoice = 0
  /// The `where` requirements of the extension whose member's body is being checked
  /// (`extension Shape where Self: Equatable`): they hold inside it.
  var bodyRequirements: [Requirement] = []
  /// Set while an argument for a `@ViewBuilder` parameter is checked: a closure there builds
  /// views.
  var pendingViewBuilderClosure = false
  /// The protocol the pending builder closure's result conforms to, when it is not `View`.
  var pendingBuilderProtocol: String?
  /// The program's result builder the closure argument being checked is built with.
  var pendingUserBuilder: NominalRef?
  var closureUserBuilder: NominalRef?
  /// Closures built with a program's result builder, by expression index (user file).
  public internal(set) var userBuilderClosures: [Int: NominalRef] = [:]
  /// The `buildExpression` chosen for each expression statement of a built body.
  public internal(set) var builderExpressionCalls: [Int: FunctionRef] = [:]
  /// The same, for the closure whose body is about to be checked.
  var closureBuilderProtocol: String?
  /// The value of the `KeyframeTrack` whose content closure is about to be checked.
  var pendingKeyframeValue: SType?
  /// The value of the tab view's `selection:` binding, for its tab content closure.
  var pendingTabSelection: SType?
  /// The type a postfix `#if` clause's member chain applies to (`.onTapGesture { … }` inside
  /// `#if os(iOS)` after a view); its leading `.member` is a member of this type.
  var postfixIfBase: SType?
  /// Argument mismatches of the calls being applied, reported once their closures are checked.
  var pendingMismatches: [(value: ExprID, type: SType, expected: SType)] = []
  /// The result type of the operator function applied last (see `resolveOperator`).
  var lastOperatorResult: SType?
  /// Properties whose types are being inferred (to stop cycles).
  var inferringVariables: Set<Int> = []
  /// User properties and functions whose bodies have been checked.
  var checkedVariables: Set<Int> = []
  /// For a property of a `@propertyWrapper` type of the program: the wrapper's initializer that
  /// makes its storage, and the attribute's arguments by label (`wrappedValue` comes first when
  /// the initializer takes it).
  public internal(set) var customWrapperInits: [VariableRef: (FunctionRef, [ExprID])] = [:]
  /// The wrapper's `init(wrappedValue:…)` for a value given later (a memberwise initializer's
  /// argument, an initializer's first assignment), with the attribute's other arguments.
  public internal(set) var customWrapperValueInits: [VariableRef: (FunctionRef, [ExprID])] = [:]
  var checkedFunctions: Set<Int> = []
  /// How many speculative attempts (`snapshot()`) are under way.
  var speculationDepth = 0
  /// Results that closures of a chain checked again must return (`retryWithWiderClosureResults`).
  var forcedClosureResults: [ExprID: SType] = [:]
  /// While an attempt is under way, the results it overwrote, oldest first (see `CheckSnapshot`).
  var resultsJournal: [ResultUndo] = []
  /// Bodies checked on demand, in order, so that a dropped speculative attempt can undo them.
  var lazyLog: [LazyCheck] = []
  /// How deep `check` is nested; deferred closure bodies are checked when it returns to 0.
  var checkDepth = 0
  /// Multi-statement closure bodies whose result type only the enclosing expression can
  /// decide (`.map { …; return .left }.eraseToAnyGesture()`), checked once it is solved.
  var deferredClosures: [DeferredClosure] = []
  /// The locals standing for each user function's parameters, by function.
  public internal(set) var parameterLocals: [FunctionRef: [LocalRef]] = [:]
  /// The local of an accessor's `newValue`/`oldValue`, by property and accessor keyword.
  public internal(set) var accessorLocals: [VariableRef: [String: LocalRef]] = [:]
  /// The local of a subscript setter's `newValue`, by subscript.
  public internal(set) var subscriptSetterLocals: [FunctionRef: LocalRef] = [:]
  /// Local functions: the local holding the function and its parameters' locals, by declaration.
  public internal(set) var localFunctions: [DeclID: (function: LocalRef, parameters: [LocalRef])] = [:]
  /// The locals a closure's capture list declares, by closure expression.
  public internal(set) var captureLocals: [ExprID: [LocalRef]] = [:]
  /// Closures whose bodies build views (arguments for `@ViewBuilder` parameters).
  public internal(set) var viewBuilderClosures: Set<ExprID> = []
  /// What the name of an `if let name` shorthand refers to, by pattern.
  public internal(set) var shorthandReferences: [PatternID: Reference] = [:]
  /// The user's declarations by syntax node.
  var userNominals: [Int: NominalRef] = [:]
  /// For each protocol asked about, its associated types that a property requirement has as its
  /// type, with that property's name (`Identifiable`: `ID` → `id`); see `inferredAssociatedType`.
  var witnessingProperties: [NominalRef: [String: String]] = [:]
  /// Types declared in code blocks of the user's file, declared as if at its top level.
  var localTypes: [DeclID] = []
  /// The view a `#Preview` with `@Previewable` variables makes, by the macro's declaration.
  public internal(set) var previewViews: [Int: NominalRef] = [:]
  /// For each protocol, its associated types that a requirement function returns, by name.
  var witnessingFunctions: [NominalRef: [String: String]] = [:]
  var userFunctions: [Int: FunctionRef] = [:]
  var userVariables: [Int: [VariableRef]] = [:]

  /// How many of `files` (from the first) have had their declarations collected.
  var collectedFiles = 0

  /// Prepares analysis of `user` (parsed) against the built-in interface, which is collected
  /// again with the user's file.
  public init(interface: [SourceFile], user: SourceFile) {
    files = interface + [user]
    results = files.map { FileResults(tree: $0.tree) }
  }

  /// Prepares analysis of `user` on top of an interface whose declarations are collected
  /// already: the analysis starts from copies of its tables and collects only the user's file.
  public init(prepared: PreparedInterface, user: SourceFile) {
    var user = user
    user.tree = Self.joiningConditionTrailingClosures(user.tree)
    files = prepared.files + [user]
    declarations = prepared.declarations
    known = prepared.known
    interfaceProblems = prepared.problems
    results = prepared.results + [FileResults(tree: user.tree)]
    collectedFiles = prepared.files.count
  }

  /// `if let c = sequence(first: v) { $0.next }.first(…)`: in a statement condition the parser
  /// builds a trailing closure after `(…)` as a call of its own, as swift-syntax does, while
  /// swiftc checks one call with a trailing closure; the two nodes are joined into that call
  /// (the inner one is left unreferenced).
  static func joiningConditionTrailingClosures(_ tree: SyntaxTree) -> SyntaxTree {
    var tree = tree
    for i in tree.exprs.indices {
      guard case .call(let callee, nil, let arguments, nil, let trailing) = tree.exprs[i].kind,
        arguments.isEmpty, !trailing.isEmpty,
        case .call(let inner, let open?, let innerArguments, let close, let innerTrailing) = tree[callee].kind,
        innerTrailing.isEmpty
      else { continue }
      tree.exprs[i].kind = .call(
        callee: inner, open: open, arguments: innerArguments, close: close, trailingClosures: trailing)
    }
    return tree
  }

  /// An analyzer of the interface's files alone (for `PreparedInterface`).
  init(interfaceOnly interface: [SourceFile]) {
    files = interface
    results = files.map { FileResults(tree: $0.tree) }
  }

  /// The index of the user's file in `files`.
  public var userFile: Int { files.count - 1 }

  /// The tree of file `index`.
  func tree(_ index: Int) -> SyntaxTree { files[index].tree }

  /// Reports `message` at `range` in the current file (interface problems are collected apart).
  func report(_ message: DiagnosticMessage, at range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []) {
    if files[currentFile].isInterface {
      interfaceProblems.append("\(files[currentFile].name): \(message.text)")
      return
    }
    diagnostics.append(Diagnostic(message, range: range, notes: notes, fixIts: fixIts))
  }

  /// The source range of a token in the current file.
  func range(_ token: TokenID) -> SourceRange {
    let t = files[currentFile].tree[token]
    return SourceRange(start: t.textStart, end: t.textEnd)
  }

  /// The source range of a node span in the current file.
  func range(_ span: TokenSpan) -> SourceRange { files[currentFile].tree.range(of: span) }

  /// The text of a token in the current file.
  func text(_ token: TokenID) -> String { files[currentFile].tree.text(token) }
}

/// What checking found in one file, indexed by syntax node.
public struct FileResults: Sendable {
  /// The type of every checked expression.
  public internal(set) var exprTypes: [SType?]
  /// What every name, member and callee expression refers to.
  public internal(set) var references: [Reference?]
  /// How every call (and subscript) resolved, indexed by the call expression.
  public internal(set) var calls: [CallResolution?]
  /// Implicit conversions applied to expressions' values.
  public internal(set) var conversions: [Conversion?]
  /// The local each binding pattern declares, indexed by pattern.
  public internal(set) var patternLocals: [LocalRef?]
  /// The parameters of each closure expression (including `$0`…), indexed by expression.
  public internal(set) var closureParameters: [[LocalRef]?]
  /// For a closure whose several parameters stand for the elements of the one tuple its
  /// context passes (`ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`),
  /// the locals of those elements; its `closureParameters` entry is then the tuple's own
  /// local. Indexed by expression.
  public internal(set) var closureTupleElements: [[LocalRef]?]
  /// The implicit `error` local of each `catch` without a pattern, by its `catch` keyword.
  public internal(set) var implicitErrorLocals: [TokenID: LocalRef] = [:]
  /// For a local `@Bindable`, `@StateObject` or `@State var model = …`: the local `$model` (its projection), by the
  /// binding's pattern.
  public internal(set) var bindableProjections: [Int: LocalRef] = [:]

  init(tree: SyntaxTree) {
    exprTypes = Array(repeating: nil, count: tree.exprs.count)
    references = Array(repeating: nil, count: tree.exprs.count)
    calls = Array(repeating: nil, count: tree.exprs.count)
    conversions = Array(repeating: nil, count: tree.exprs.count)
    patternLocals = Array(repeating: nil, count: tree.patterns.count)
    closureParameters = Array(repeating: nil, count: tree.exprs.count)
    closureTupleElements = Array(repeating: nil, count: tree.exprs.count)
  }
}
