import TactileAnimation
import TactileGestures
import TactileUIIR

/// A builtin's implementation: reads the receiver and arguments of `call` (and may change
/// them, for mutating methods and `inout` parameters, which the interpreter writes back).
public typealias Native = (inout NativeCall) throws(RuntimeError) -> Value

/// A builtin call in progress.
public struct NativeCall {
  package init(
    interpreter: Interpreter, receiver: Value, arguments: [Value], key: String, surfaceKey: SurfaceKey? = nil,
    at: Int
  ) {
    self.surfaceKey = surfaceKey
    self.interpreter = interpreter
    self.receiver = receiver
    self.arguments = arguments
    self.key = key
    self.at = at
  }
  public let interpreter: Interpreter
  /// The receiver (`.void` when there is none).
  public var receiver: Value
  public var arguments: [Value]
  /// The builtin's key.
  public let key: String
  /// The declaration called, when it is one of the surface's.
  public let surfaceKey: SurfaceKey?
  /// Where the call is written (byte offset).
  public let at: Int
}

/// Runs a `Program`: evaluates expressions and statements over `Value`s, calls user functions
/// and closures, and dispatches builtins to their natives.
///
/// Work is bounded: every statement and call costs a step, and a program that runs more than
/// `stepLimit` steps in one evaluation, or nests calls deeper than `depthLimit`, stops with a
/// `RuntimeError` at the code responsible — never a hang and never a crash of the host.
public final class Interpreter {
  public let program: Program
  /// The natives of `program.builtins`, by `BuiltinRef`.
  package var natives: [Native?]
  /// The setters of `program.builtins`, by `BuiltinRef`.
  var setters: [Setter?]
  var globals: [Value?]
  var globalsInProgress: Set<Int> = []
  /// The virtual clock, in seconds since the run started: `DispatchQueue.main.asyncAfter`
  /// schedules against it, and `Date()` is `dateOrigin` plus it. The host advances it.
  public var now: Double = 0
  /// The date the run starts at, in seconds since 2001-01-01 00:00:00 UTC: a fixed instant
  /// unless the host sets another, so that a run replays alike (docs/runtime-values.md).
  public var dateOrigin: Double = Interpreter.previewStartDate
  /// Monday 1 June 2026, 09:41:00 UTC: the preview's "now" when the run starts.
  public static let previewStartDate: Double = 801_999_660
  /// `Date()`: the date at the virtual clock's time, in seconds since the reference date.
  public var currentDate: Double { dateOrigin + now }
  /// Work scheduled on the virtual clock (`DispatchQueue.main.async` and `asyncAfter`, a
  /// `Timer`'s next tick, a timer publisher's next value, a task resuming after `Task.sleep`),
  /// in the order it was scheduled, with its due time. The host runs and removes what is due
  /// (`runScheduled(_:)`).
  public var scheduled: [ScheduledWork] = []
  /// The transaction of the innermost `withAnimation` or `withTransaction` that is running (nil
  /// outside them): state written while it is set changes with that animation.
  public var transaction: Value?
  /// The animation the state changes since the last render carry: the one of the transaction
  /// current when state was written (`withAnimation`, `withTransaction`, or the transaction an
  /// `updating` body set). The view host takes it at each render.
  public var pendingAnimation: AnimationSpec?
  /// What a `Canvas` renderer running now has drawn, in order (`GraphicsContext` records the
  /// commands here; `ViewResolver.resolveCanvas` turns them into views).
  package var canvasCommands: [Value] = []
  /// A runtime error inside user code the gesture engine ran outside the bridge's callbacks (a
  /// `@GestureState` reset closure); the host throws it after the update.
  public var callbackFailure: RuntimeError?
  /// What the builtins keep between calls: the random generator, the UUID counter, the
  /// module name that printing qualifies user types with.
  public var builtinState = BuiltinState()
  /// What `print` wrote.
  public var output: String = ""
  /// Called with each piece of text `print` writes (after it is added to `output`).
  public var onPrint: ((String) -> Void)?
  /// Steps taken since `resetBudget()`.
  public private(set) var steps = 0
  public var stepLimit = 2_000_000
  var depth = 0
  /// The properties whose `willSet`/`didSet` is running (`type << 20 | index`): an observer's
  /// own assignment to its property runs no observer again, as in Swift.
  var runningObservers: [Int] = []
  public var depthLimit = 180
  /// The state sources (`@State` cells, `@GestureState` storages, observed objects) read
  /// through their wrappers while a view's body is evaluated; nil when nothing records them.
  /// The view host records them to know which bodies a state change invalidates.
  package var stateReads: [ObjectIdentifier]?

  /// Every binding of the values' half, for what the program reaches without naming it (an
  /// `@Environment` key).
  let registry: BuiltinRegistry

  /// The native bound to `key`, whether or not the program names it.
  package func registryNative(_ key: SurfaceKey) -> Native? { registry[key] }

  public init(program: Program, registry: BuiltinRegistry) {
    self.program = program
    self.registry = registry
    natives = program.builtinKeys.map { $0.flatMap { registry[$0] } }
    setters = program.builtinKeys.map { $0.flatMap { registry.setters[Int($0.rawValue)] } }
    globals = Array(repeating: nil, count: program.globals.count)
  }

  /// Starts a new step budget (the host calls this for each event or update).
  public func resetBudget() { steps = 0 }

  @inline(__always)
  func step(at location: Int) throws(RuntimeError) {
    steps += 1
    if steps > stepLimit {
      throw RuntimeError(
        "execution took too long (more than \(stepLimit) steps); is there an endless loop?", at: location)
    }
  }

  /// Writes text as `print` does.
  public func write(_ text: String) {
    output += text
    onPrint?(text)
  }

  // MARK: Calls

  /// Calls user function `index` with `self` and arguments. For `inout` parameters and a
  /// mutating `self`, the final values are returned in `inout` arrays.
  package func invoke(
    _ index: Int, selfValue: inout Value, arguments: inout [Value], captures: [Cell] = [], at location: Int
  ) throws(RuntimeError) -> Value {
    let f = program.functions[index]
    if let requirement = f.requirement {
      return try invokeWitness(
        requirement, of: index, selfValue: &selfValue, arguments: &arguments, captures: captures, at: location
      )
    }
    depth += 1
    defer { depth -= 1 }
    if depth > depthLimit {
      throw RuntimeError(
        "too many nested calls (more than \(depthLimit)); is there an endless recursion?", at: location)
    }
    try step(at: location)
    let frame = Frame(function: f, selfValue: selfValue, captures: captures)
    for (i, a) in arguments.enumerated() where i < f.parameterCount { frame.write(i, a) }
    var result: Value = .void
    if f.kind == .initializer, let owner = f.owner {
      if case .type(let t) = selfValue {
        // A superclass's initializer inherited by a subclass (`Dog(name:)`): it initializes a
        // new instance of the subclass.
        frame.selfValue = try defaultInstance(t, at: location)
      } else if case .object = selfValue, program.types[owner].kind == .classType {
        // `super.init(…)`, or `self.init(…)` in a class's initializer: the instance exists.
      } else {
        frame.selfValue = try defaultInstance(owner, at: location)
      }
    }
    let completion = try execute(f.body, frame)
    if case .returned(let v) = completion { result = v }
    if f.isViewBuilder, let views = frame.views {
      if case .returned = completion {} else { result = .view(ViewValue.combining(views)) }
    }
    for i in f.inoutParameters where i < arguments.count { arguments[i] = frame.read(i) }
    if f.mutatesSelf || f.kind == .initializer { selfValue = frame.selfValue }
    if f.kind == .initializer { return frame.selfValue }
    return result
  }

  /// `a < b` by the `<` of `a`'s user type (`static func < (a: Point, b: Point) -> Bool`), for
  /// the builtins that compare elements (`sorted()`, `min()`); nil when the type declares none.
  func userLess(_ a: Value, _ b: Value, at location: Int) throws(RuntimeError) -> Bool? {
    guard let t = a.userType, case .function(let f)? = program.types[t].witnesses["<(_:_:)"] else {
      return nil
    }
    var selfValue = Value.void
    var arguments = [a, b]
    guard case .bool(let less) = try invoke(f, selfValue: &selfValue, arguments: &arguments, at: location)
    else {
      return nil
    }
    return less
  }

  /// A requirement of a user protocol, called on `selfValue`: what its type has under the
  /// requirement's name, else the protocol extension's default.
  private func invokeWitness(
    _ requirement: String, of index: Int, selfValue: inout Value, arguments: inout [Value], captures: [Cell],
    at location: Int
  ) throws(RuntimeError) -> Value {
    var type = selfValue.userType
    if case .type(let t) = selfValue { type = t }  // an initializer inherited by a subclass
    switch type.flatMap({ program.types[$0].witnesses[requirement] }) {
    case .function(let f)?, .getter(let f)?:
      return try invoke(f, selfValue: &selfValue, arguments: &arguments, captures: captures, at: location)
    case .stored(let p)?:
      return readWrapped(field(selfValue, p))
    case nil:
      if let fallback = program.functions[index].defaultImplementation {
        return try invoke(
          fallback, selfValue: &selfValue, arguments: &arguments, captures: captures, at: location)
      }
      let typeName = type.map { program.types[$0].name } ?? "this value"
      throw RuntimeError("'\(typeName)' has no '\(requirement)' for its protocol", at: location)
    }
  }

  /// Calls a closure value with arguments (inout ones written back into `arguments`).
  public func call(_ closure: Closure, _ arguments: inout [Value], at location: Int) throws(RuntimeError)
    -> Value
  {
    switch closure.code {
    case .function(let index):
      var selfValue = closure.selfValue ?? .void
      // A function of several parameters given one tuple (passed where a function of a tuple
      // was expected): its elements are the arguments.
      if arguments.count == 1, program.functions[index].parameterCount >= 2,
        case .tuple(let elements, _) = arguments[0], elements.count == program.functions[index].parameterCount
      {
        arguments = elements
      }
      return try invoke(
        index, selfValue: &selfValue, arguments: &arguments, captures: closure.captures, at: location)
    case .native(let body):
      return body(arguments)
    }
  }

  /// Calls a closure value with arguments passed by value.
  public func call(_ closure: Closure, _ arguments: [Value], at location: Int) throws(RuntimeError) -> Value {
    var args = arguments
    return try call(closure, &args, at: location)
  }

  /// A closure made from `function` in `frame`: captured cells are shared, other captured
  /// values copied.
  func makeClosure(_ index: Int, in frame: Frame) -> Closure {
    let f = program.functions[index]
    var cells: [Cell] = []
    cells.reserveCapacity(f.captures.count)
    for c in f.captures {
      switch c {
      case .slot(let s): cells.append(frame.cell(s))
      case .capture(let i): cells.append(frame.captures[i])
      case .selfValue: cells.append(Cell(frame.selfValue))
      }
    }
    return Closure(code: .function(index), captures: cells, selfValue: frame.selfValue)
  }

  // MARK: Values of user types

  /// A new instance of user type `type` with every property at its initial value (what an
  /// initializer starts from).
  func defaultInstance(_ type: Int, at location: Int) throws(RuntimeError) -> Value {
    let info = program.types[type]
    var fields: [Value] = []
    fields.reserveCapacity(info.properties.count)
    for p in info.properties {
      let initial =
        try p.initialValue.map { f throws(RuntimeError) -> Value in try evaluateInitialValue(f, at: location)
        } ?? Self.unsetValue(p.storage)
      fields.append(try wrapStorage(initial, p, at: location))
    }
    if info.kind == .classType { return .object(Object(type: type, fields: fields)) }
    return .instance(Instance(type: type, fields: fields))
  }

  func evaluateInitialValue(_ f: Int, at location: Int) throws(RuntimeError) -> Value {
    var selfValue = Value.void
    var arguments: [Value] = []
    return try invoke(f, selfValue: &selfValue, arguments: &arguments, at: location)
  }

  /// A property's field value for its storage: wrapped properties keep a cell (or the
  /// engine's `GestureState` storage) so that every copy of the value shares it.
  func wrapStorage(_ value: Value, _ storage: PropertyStorage, name: String) -> Value {
    switch storage {
    case .plain, .published, .environment, .observedObject, .namespace:
      return value
    case .binding:
      if case .binding = value { return value }
      return .binding(Binding(get: { value }, set: { _ in }))
    case .gestureState:
      let storage = GestureStateStorage<Value>(initialValue: value, name: name)
      storage.describe = { [self] v in describe(v) }
      return .gestureState(storage)
    case .state, .stateObject, .appStorage, .focusState:
      return .cell(Cell(value))
    }
  }

  /// Gives a `GestureState` storage its reset transaction or reset closure (R1.5).
  func setReset(of storage: Value, transaction: Value?, closure: Value?, at location: Int) {
    guard case .gestureState(let gestureState) = storage else { return }
    gestureState.reset = { [self] value, _ in
      resetGestureState(value, transaction: transaction, closure: closure, at: location)
    }
  }

  /// `wrapStorage` for property `p`, with a `@GestureState`'s reset transaction and closure.
  func wrapStorage(_ value: Value, _ p: PropertyInfo, at location: Int) throws(RuntimeError) -> Value {
    let wrapped = wrapStorage(value, p.storage, name: p.name)
    guard case .gestureState(let storage) = wrapped, p.resetTransaction != nil || p.reset != nil else {
      return wrapped
    }
    let resetTransaction = try p.resetTransaction.map { f throws(RuntimeError) in
      try evaluateInitialValue(f, at: location)
    }
    let resetClosure = try p.reset.map { f throws(RuntimeError) in try evaluateInitialValue(f, at: location) }
    storage.reset = { [self] value, _ in
      resetGestureState(value, transaction: resetTransaction, closure: resetClosure, at: location)
    }
    return wrapped
  }

  /// A `@GestureState` reset (R1.5): runs the reset closure with the value and the reset
  /// transaction, then gives the reset the transaction's animation. An error inside the
  /// closure is kept in `callbackFailure` for the host to throw.
  private func resetGestureState(_ value: Value, transaction: Value?, closure: Value?, at location: Int) {
    var arguments: [Value] = [value, transaction ?? TactileInterpreter.transaction(.optional(nil))]
    if case .function(let c)? = closure {
      do {
        _ = try call(c, &arguments, at: location)
      } catch {
        if callbackFailure == nil { callbackFailure = error }
        return
      }
    }
    if let animation = AnimationSpec.of(transaction: arguments[1]) { pendingAnimation = animation }
  }

  /// A property's value when nothing sets it: nil, or `false` for a `@FocusState` `Bool`
  /// (the wrapper's `init()`: nothing is focused).
  static func unsetValue(_ storage: PropertyStorage) -> Value {
    if case .focusState(isBool: true) = storage { return .bool(false) }
    return .optional(nil)
  }

  /// The memberwise initializer.
  package func construct(_ type: Int, _ arguments: [Value?], at location: Int) throws(RuntimeError) -> Value {
    let info = program.types[type]
    var fields: [Value] = []
    var next = 0
    for p in info.properties {
      var value: Value
      if p.isLet, p.initialValue != nil {
        value = try evaluateInitialValue(p.initialValue!, at: location)
      } else {
        switch p.storage {
        case .environment, .namespace:
          value = .void
        case .focusState:
          value =
            try p.initialValue.map { f throws(RuntimeError) -> Value in
              try evaluateInitialValue(f, at: location)
            } ?? Self.unsetValue(p.storage)
        case .observedObject where p.initialValue == nil && next >= arguments.count:
          value = .void
        default:
          let given = next < arguments.count ? arguments[next] : nil
          next += 1
          if let given, let wrapperInit = p.wrapperInit {
            // A program's property wrapper, made from the argument (`init(wrappedValue:)`).
            var selfValue = Value.void
            var arguments = [given]
            value = try invoke(wrapperInit, selfValue: &selfValue, arguments: &arguments, at: location)
          } else if let given {
            value = given
          } else if let f = p.initialValue {
            value = try evaluateInitialValue(f, at: location)
          } else {
            value = .optional(nil)
          }
        }
      }
      fields.append(try wrapStorage(value, p, at: location))
    }
    if info.kind == .classType { return .object(Object(type: type, fields: fields)) }
    return .instance(Instance(type: type, fields: fields))
  }

  /// A user type's static property (`SizeKey.defaultValue`); nil when the type declares none.
  package func staticProperty(of type: Int, named name: String, at location: Int) throws(RuntimeError)
    -> Value?
  {
    let full = program.types[type].name + "." + name
    guard let index = program.globals.firstIndex(where: { $0.name == full }) else { return nil }
    return try global(index, at: location)
  }

  /// A global's value, computed on first use.
  func global(_ index: Int, at location: Int) throws(RuntimeError) -> Value {
    if let v = globals[index] { return v }
    let g = program.globals[index]
    if let getter = g.getter {
      var selfValue = Value.void
      var arguments: [Value] = []
      return try invoke(getter, selfValue: &selfValue, arguments: &arguments, at: location)
    }
    guard let initial = g.initialValue else { return .optional(nil) }
    if globalsInProgress.contains(index) {
      throw RuntimeError("'\(g.name)' is used while its own initial value is computed", at: location)
    }
    globalsInProgress.insert(index)
    defer { globalsInProgress.remove(index) }
    let v = try evaluateInitialValue(initial, at: location)
    globals[index] = v
    return v
  }
}

/// The slots of one running function.
final class Frame {
  var slots: [Value]
  /// Cells of the slots that closures capture (nil for plain slots).
  var cells: [Cell?]
  let captures: [Cell]
  var selfValue: Value
  /// The views a view builder has produced so far (nil outside view builders).
  var views: [ViewValue]?
  /// The type an initializer initializes: its own assignments to `self`'s properties run no
  /// `willSet`/`didSet`, as in Swift.
  let initializerOwner: Int?

  init(function f: Function, selfValue: Value, captures: [Cell]) {
    initializerOwner = f.kind == .initializer ? f.owner : nil
    slots = Array(repeating: .void, count: f.slotCount)
    cells = Array(repeating: nil, count: f.slotCount)
    for s in f.cellSlots where s < f.slotCount { cells[s] = Cell(.void) }
    self.captures = captures
    self.selfValue = selfValue
    if f.isViewBuilder { views = [] }
  }

  @inline(__always)
  func read(_ slot: Int) -> Value {
    if let c = cells[slot] { return c.value }
    return slots[slot]
  }

  @inline(__always)
  func write(_ slot: Int, _ value: Value) {
    if let c = cells[slot] {
      c.value = value
    } else {
      slots[slot] = value
    }
  }

  /// The cell of a slot (made on demand for a slot captured after it was written).
  func cell(_ slot: Int) -> Cell {
    if let c = cells[slot] { return c }
    return Cell(slots[slot])
  }
}

extension ViewValue {
  /// The result of a view builder: its only view, a group, or nothing.
  static func combining(_ views: [ViewValue]) -> ViewValue {
    switch views.count {
    case 0: return .empty
    case 1: return views[0]
    default: return .group(views)
    }
  }
}

extension Interpreter {
  /// Runs a function of no arguments (a global function, a `#Preview` body) with a fresh step
  /// budget.
  public func run(function index: Int) throws(RuntimeError) -> Value {
    resetBudget()
    var selfValue = Value.void
    var arguments: [Value] = []
    return try invoke(
      index, selfValue: &selfValue, arguments: &arguments, at: program.functions[index].location)
  }
}

/// A piece of work on the virtual clock: what to run, and when.
public struct ScheduledWork {
  /// When it is due, in seconds on the virtual clock.
  public var due: Double
  /// What it does when it runs (it may schedule more work: a repeating timer's next tick).
  public var run: (Interpreter) throws(RuntimeError) -> Void

  public init(due: Double, run: @escaping (Interpreter) throws(RuntimeError) -> Void) {
    self.due = due
    self.run = run
  }

  /// Work that calls `closure` without arguments (`DispatchQueue.main.async { … }`).
  public init(due: Double, calling closure: Closure) {
    self.init(due: due) { (interpreter: Interpreter) throws(RuntimeError) in
      _ = try interpreter.call(closure, [], at: 0)
    }
  }
}

extension Interpreter {
  /// Removes scheduled item `index` and runs it, with the clock at its due time.
  public func runScheduled(_ index: Int) throws(RuntimeError) {
    let item = scheduled.remove(at: index)
    try item.run(self)
  }

  /// Schedules `work` at `due` on the virtual clock.
  public func schedule(at due: Double, _ work: @escaping (Interpreter) throws(RuntimeError) -> Void) {
    scheduled.append(ScheduledWork(due: due, run: work))
  }
}
