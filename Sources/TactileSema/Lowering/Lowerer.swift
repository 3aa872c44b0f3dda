import TactileDiagnostics
import TactileLexer
import TactileParser
import TactileUIIR

/// Turns a checked file into a `Program`: every user type, property, function, accessor and
/// closure becomes IR with resolved slots, indices and builtin keys.
///
/// Lowering runs only on a file the checker accepted. Constructs the runtime does not support
/// are reported (`diagnostics`) at their source location, and lowered to `unsupported` so the
/// rest of the program still runs.
public final class Lowerer {
  let sema: SemanticAnalyzer
  let tree: SyntaxTree
  let file: Int
  var program = Program()
  public internal(set) var diagnostics: [Diagnostic] = []

  var builtinIndex: [String: Int] = [:]
  var typeIndex: [NominalRef: Int] = [:]
  var propertyIndex: [VariableRef: (type: Int, index: Int)] = [:]
  var functionIndex: [FunctionRef: Int] = [:]
  var getterIndex: [VariableRef: Int] = [:]
  /// Locals that are computed variables (`var names: [String] { … }` in a body): their slot
  /// holds the getter as a closure, called at each read.
  var computedLocals: Set<Int> = []
  /// Functions standing for property requirements of user protocols, by requirement.
  var requirementGetters: [VariableRef: Int] = [:]
  /// The protocol extensions' implementations, by "Protocol.name" (`declareWitnesses`).
  var protocolDefaults: [String: Int] = [:]
  var setterIndex: [VariableRef: Int] = [:]
  /// The setters of user subscripts that have one, by subscript.
  var subscriptSetters: [FunctionRef: Int] = [:]
  /// For class members called through a dispatch stub: their own code (what `super.…` calls).
  var directFunctions: [FunctionRef: Int] = [:]
  var directGetters: [VariableRef: Int] = [:]
  var directSetters: [VariableRef: Int] = [:]
  var dispatchStubs: [Int] = []
  /// Stored properties whose observers a subclass overrides: the type, the property, and the
  /// superclass's observers, which the override's run first.
  var overriddenObservers: [(type: Int, property: Int, declaring: Int)] = []
  var globalIndex: [VariableRef: Int] = [:]
  /// Functions whose bodies still have to be lowered (their index is reserved).
  var pendingBodies: [PendingBody] = []

  /// The frames being lowered, innermost last (a closure's frame sits on its maker's).
  var frames: [FrameBuilder] = []
  var nextChainID = 0
  /// The optional chains being lowered, innermost last.
  var chainStack: [Int] = []
  /// Set while the base of a postfix chain is lowered.
  var loweringChainBase = false
  /// While a postfix `#if` clause is lowered: the implicit member at the root of the clause's
  /// chain (`.opacity` in `.opacity(0.5).blur(radius: 2)`) and the value it applies to.
  var postfixIfRoot: (member: ExprID, receiver: Expr)?
  /// The user type whose member is being lowered (closures inside it see the same `self`).
  var currentOwner: Int?
  /// Whether the body being lowered is an initializer's (its first assignment to a wrapped
  /// property without an initial value makes the wrapper).
  var loweringInitializer = false
  /// While an expression statement, a variable declaration or a `return` is lowered: the
  /// statements that await, before it, what it awaits inside a larger expression (nil where an
  /// `await` is evaluated only sometimes: a closure, `??`, `&&`, `||`, `?:`, an optional chain).
  var hoistedAwaits: [Stmt]?
  /// The right operands of `??`, `&&` and `||`, evaluated only sometimes (their left operand
  /// always is: `await group.next() ?? 0` makes the call before the statement).
  var sometimesOperands: Set<ExprID> = []
  /// The functions of `#Preview` blocks, in source order.
  var previews: [Int] = []
  /// While a default root is made: the slot its GeometryProxy inputs read (the proxy of the
  /// GeometryReader the root is wrapped in), and whether an input took it.
  var defaultRootProxy: (slot: Int, used: Bool)?
  /// What a called name refers to when the checker recorded it on the call only (`action()`
  /// where `action` is a closure property or local).
  var calleeReferences: [Int: Reference] = [:]

  /// Prepares lowering of the user's file of `sema` (which must have been analysed).
  public init(_ sema: SemanticAnalyzer) {
    self.sema = sema
    self.file = sema.userFile
    self.tree = sema.files[sema.userFile].tree
  }

  /// Lowers `sema`'s user file.
  public static func lower(_ sema: SemanticAnalyzer) -> (Program, [Diagnostic]) {
    let lowerer = Lowerer(sema)
    lowerer.run()
    return (lowerer.program, lowerer.diagnostics)
  }

  func run() {
    program.lineStarts = lineStarts()
    declareTypes()
    declareMembers()
    var guardCount = 0
    while !pendingBodies.isEmpty, guardCount < 100_000 {
      guardCount += 1
      let body = pendingBodies.removeFirst()
      lowerBody(body)
    }
    completeDispatchStubs()
    chooseRoot()
  }

  private func lineStarts() -> [Int] {
    var starts = [0]
    for (i, byte) in tree.source.bytes.enumerated() where byte == 10 { starts.append(i + 1) }
    return starts
  }

  // MARK: Tables

  /// The index of a builtin key, adding it on first use.
  func builtin(_ key: String, kind: BuiltinKind = .value) -> BuiltinRef {
    if let i = builtinIndex[key] {
      if kind != .value { program.builtinKinds[i] = kind }
      return i
    }
    let i = program.builtins.count
    program.builtins.append(key)
    program.builtinKinds.append(kind)
    program.builtinKeys.append(SurfaceKey(name: key))
    builtinIndex[key] = i
    return i
  }

  /// Whether an expression's value is a view or a gesture (for the builtin that makes it).
  func kind(of e: ExprID) -> BuiltinKind {
    let t = type(e)
    // Toolbar items are descriptions the toolbar reads, as views are.
    // So are a keyframe animator's tracks and keyframes.
    for name in ["View", "ToolbarContent", "TabContent", "Keyframes", "KeyframeTrackContent"]
    where sema.conforms(t, toProtocolNamed: name) {
      return .view
    }
    if sema.conforms(t, toProtocolNamed: "Gesture") { return .gesture }
    return .value
  }

  /// Reports a construct the runtime does not support.
  func unsupported(_ what: String, at offset: Int) -> Expr {
    diagnostics.append(
      Diagnostic(.unsupportedConstruct(what), range: SourceRange(start: offset, end: offset)))
    return .unsupported(what, at: offset)
  }

  /// The byte offset where an expression starts.
  func offset(_ e: ExprID) -> Int { tree.range(of: tree[e].span).start }

  /// The settled type of an expression.
  func type(_ e: ExprID) -> SType { sema.results[file].exprTypes[Int(e.index)] ?? .error }

  func reference(_ e: ExprID) -> Reference? {
    sema.results[file].references[Int(e.index)] ?? calleeReferences[Int(e.index)]
  }

  func isUser(_ origin: DeclOrigin) -> Bool { origin.file == file }
}

/// A function whose body is lowered after every index is known.
struct PendingBody {
  enum Source {
    case function(FunctionRef)
    case getter(VariableRef, [StmtID])
    case setter(VariableRef, Block, parameter: String)
    /// A user subscript's `set`: the subscript's parameters, then the new value.
    case subscriptSetter(FunctionRef, Block)
    case observer(VariableRef, Block, parameter: String)
    case initialValue(VariableRef, ExprID)
    /// `@Entry var name: T = value` in an extension of `ContainerValues`: the value a view's
    /// `containerValue(\.name, …)` set, read from the container values it is called on, else
    /// the initial value.
    case containerEntry(VariableRef, ExprID, name: String)
    /// A program's property wrapper made by its initializer from these arguments; with
    /// `takesValue`, the function's one parameter is the first argument (`wrappedValue:`).
    case wrapperStorage(VariableRef, FunctionRef, [ExprID], takesValue: Bool)
    case preview([StmtID])
  }
  var index: Int
  var source: Source
}

/// The slots of one function being lowered, and what it captures from the enclosing one.
struct FrameBuilder {
  /// Slots of the sema locals declared in this frame.
  var slots: [Int: Int] = [:]
  /// Captures of locals of enclosing frames, by sema local.
  var captureMap: [Int: Int] = [:]
  var captures: [Capture] = []
  var cellSlots: Set<Int> = []
  var slotCount = 0
  /// Whether `self` is available (methods, accessors, closures inside them).
  var hasSelf: Bool

  mutating func newSlot(for local: Int?) -> Int {
    let s = slotCount
    slotCount += 1
    if let local { slots[local] = s }
    return s
  }
}
