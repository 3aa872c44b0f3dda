import TactileGestures
import TactileUIIR

extension Interpreter {
  /// The value at a location.
  func read(_ l: LValue, _ frame: Frame, at: Int) throws(RuntimeError) -> Value {
    switch l {
    case .slot(let s): return frame.read(s)
    case .capture(let c): return frame.captures[c].value
    case .selfValue: return frame.selfValue
    case .global(let g): return try global(g, at: at)
    case .property(let base, _, let i): return field(try read(base, frame, at: at), i)
    case .wrapped(let base, _, let i): return readWrapped(field(try evaluate(base, frame), i))
    case .builtinProperty(let base, let ref):
      var call = NativeCall(
        interpreter: self, receiver: try read(base, frame, at: at), arguments: [], key: program.builtins[ref],
        at: at)
      guard let native = natives[ref] else { return try fallback(&call, kind: .value) }
      return try native(&call)
    case .subscriptAccess(let base, let ref, let arguments):
      var args: [Value] = []
      for a in arguments { args.append(try evaluate(a, frame)) }
      var call = NativeCall(
        interpreter: self, receiver: try read(base, frame, at: at), arguments: args,
        key: program.builtins[ref], at: at)
      guard let native = natives[ref] else { return try fallback(&call, kind: .value) }
      return try native(&call)
    case .computed(let receiver, let getter, _, let arguments):
      var selfValue: Value = .void
      switch receiver {
      case .value(let e)?: selfValue = try evaluate(e, frame)
      case .reference(let r)?: selfValue = try read(r, frame, at: at)
      case nil: selfValue = frame.selfValue
      }
      var args: [Value] = []
      for a in arguments { args.append(try evaluate(a, frame)) }
      return try invoke(getter, selfValue: &selfValue, arguments: &args, at: at)
    case .tupleElement(let base, let i):
      if case .tuple(let items, _) = try read(base, frame, at: at), i < items.count { return items[i] }
      return .void
    case .forceUnwrap(let base, let location):
      guard case .optional(let inner) = try read(base, frame, at: at) else {
        return try read(base, frame, at: at)
      }
      guard let inner else {
        throw RuntimeError("unexpectedly found nil while unwrapping an Optional value", at: location)
      }
      return inner
    case .optionalChain(let base):
      guard case .optional(let inner) = try read(base, frame, at: at) else {
        return try read(base, frame, at: at)
      }
      guard let inner else { throw RuntimeError(chainExit: -1) }
      return inner
    case .readOnly(let e):
      return try evaluate(e, frame)
    case .discard:
      return .void
    }
  }

  /// Stores `value` at a location (a chain that meets `nil` stores nothing).
  func assign(_ l: LValue, _ value: Value, _ frame: Frame, at: Int) throws(RuntimeError) {
    do {
      try store(l, value, frame, at: at)
    } catch {
      if error.chainExit == -1 { return }
      throw error
    }
  }

  /// The `willSet` and `didSet` of property `i` of user type `t`, unless the assignment is an
  /// initializer's to its own `self` or an observer's to its own property.
  private func observers(_ t: Int, _ i: Int, isSelf: Bool, _ frame: Frame) -> (Int?, Int?) {
    guard t < program.types.count, i < program.types[t].properties.count else { return (nil, nil) }
    let p = program.types[t].properties[i]
    guard p.willSet != nil || p.didSet != nil else { return (nil, nil) }
    if isSelf, frame.initializerOwner == t { return (nil, nil) }
    if isSelf, runningObservers.contains(t << 20 | i) { return (nil, nil) }
    return (p.willSet, p.didSet)
  }

  private func isSelf(_ l: LValue) -> Bool {
    if case .selfValue = l { return true } else { return false }
  }

  private func isSelf(_ e: Expr) -> Bool {
    if case .selfValue = e { return true } else { return false }
  }

  /// Runs an observer of property `i` of type `t` on `container` with `newValue` or `oldValue`.
  private func observe(
    _ observer: Int, _ t: Int, _ i: Int, _ container: inout Value, _ argument: Value, at: Int
  )
    throws(RuntimeError)
  {
    runningObservers.append(t << 20 | i)
    defer { runningObservers.removeLast() }
    var arguments = [argument]
    _ = try invoke(observer, selfValue: &container, arguments: &arguments, at: at)
  }

  private func store(_ l: LValue, _ value: Value, _ frame: Frame, unobserved: Bool = false, at: Int)
    throws(RuntimeError)
  {
    switch l {
    case .slot(let s):
      frame.write(s, value)
    case .capture(let c):
      frame.captures[c].value = value
    case .selfValue:
      frame.selfValue = value
    case .global(let g):
      globals[g] = value
    case .property(let base, let t, let i):
      var container = try read(base, frame, at: at)
      let (willSet, didSet) = observers(t, i, isSelf: isSelf(base), frame)
      let old = didSet == nil ? Value.void : field(container, i)
      if let willSet { try observe(willSet, t, i, &container, value, at: at) }
      switch container {
      case .instance(var instance):
        if i < instance.fields.count { instance.fields[i] = value }
        container = .instance(instance)
        if let didSet { try observe(didSet, t, i, &container, old, at: at) }
        try store(base, container, frame, at: at)
      case .object(let object):
        if i < object.fields.count { object.fields[i] = value }
        object.onChange?()
        if let didSet { try observe(didSet, t, i, &container, old, at: at) }
      default:
        throw RuntimeError("cannot assign a property of this value", at: at)
      }
    case .wrapped(let base, let t, let i):
      var owner = try evaluate(base, frame)
      let (willSet, didSet) = unobserved ? (nil, nil) : observers(t, i, isSelf: isSelf(base), frame)
      if willSet != nil || didSet != nil {
        // `@Published var name = "" { didSet { … } }`: the wrapper's storage is shared, so the
        // observers see the write through `self`.
        let old = readWrapped(field(owner, i))
        if let willSet { try observe(willSet, t, i, &owner, value, at: at) }
        try store(.wrapped(base, type: t, index: i), value, frame, unobserved: true, at: at)
        if let didSet { try observe(didSet, t, i, &owner, old, at: at) }
        return
      }
      switch field(owner, i) {
      case .cell(let c):
        c.write(value)
      case .binding(let b):
        b.set(value)
      case .gestureState:
        throw RuntimeError("a @GestureState property can only be changed inside 'updating'", at: at)
      default:
        // `self?.items.append(x)` in a `[weak self]` closure: the owner is an optional object.
        if case .object(let object) = unwrapped(owner), i < object.fields.count {
          // A `@Published` property publishes the new value before it is stored (its `willSet`).
          if program.types[t].properties[i].storage == .published {
            try post(value, name: publishedChannel(object, i), at: at)
          }
          object.fields[i] = value
          object.onChange?()
        } else if case .selfValue = base, case .instance = owner,
          program.types[t].properties[i].storage == .observedObject
        {
          // `fetcher = Fetcher()` in an initializer: an observed object is kept as it is, so
          // setting it initialises the wrapper (`_fetcher = ObservedObject(wrappedValue: …)`).
          try store(.property(.selfValue, type: t, index: i), value, frame, at: at)
        } else {
          throw RuntimeError("cannot assign this property", at: at)
        }
      }
    case .builtinProperty(let base, let ref):
      let container = try read(base, frame, at: at)
      guard let setter = setters[ref] else {
        throw RuntimeError("'\(program.builtins[ref])' cannot be assigned", at: at)
      }
      try store(base, try setter(container, value, at), frame, at: at)
    case .subscriptAccess(let base, let ref, let arguments):
      let container = try read(base, frame, at: at)
      var args: [Value] = []
      for a in arguments { args.append(try evaluate(a, frame)) }
      try store(base, try subscriptSet(container, program.builtins[ref], args, value, at: at), frame, at: at)
    case .computed(let receiver, _, let setter, let arguments):
      var selfValue: Value = frame.selfValue
      switch receiver {
      case .value(let e)?: selfValue = try evaluate(e, frame)
      case .reference(let r)?: selfValue = try read(r, frame, at: at)
      case nil: break
      }
      var args: [Value] = []
      for a in arguments { args.append(try evaluate(a, frame)) }
      args.append(value)
      _ = try invoke(setter, selfValue: &selfValue, arguments: &args, at: at)
      if case .reference(let r)? = receiver {
        try store(r, selfValue, frame, at: at)
      } else if receiver == nil {
        frame.selfValue = selfValue
      }
    case .tupleElement(let base, let i):
      guard case .tuple(var items, let labels) = try read(base, frame, at: at), i < items.count else {
        return
      }
      items[i] = value
      try store(base, .tuple(items, labels: labels), frame, at: at)
    case .forceUnwrap(let base, let location):
      guard case .optional(let inner) = try read(base, frame, at: at), inner != nil else {
        throw RuntimeError("unexpectedly found nil while unwrapping an Optional value", at: location)
      }
      try store(base, .optional(value), frame, at: at)
    case .optionalChain(let base):
      guard case .optional(let inner) = try read(base, frame, at: at) else {
        try store(base, value, frame, at: at)
        return
      }
      guard inner != nil else { throw RuntimeError(chainExit: -1) }
      try store(base, .optional(value), frame, at: at)
    case .discard, .readOnly:
      return
    }
  }

  /// `container[arguments] = value` for arrays and dictionaries.
  func subscriptSet(_ container: Value, _ key: String, _ arguments: [Value], _ value: Value, at: Int)
    throws(RuntimeError) -> Value
  {
    switch container {
    case .array(var items):
      guard case .int(let n)? = arguments.first else {
        throw RuntimeError("array index must be an Int", at: at)
      }
      let i = n.hostInt
      guard i >= 0, i < items.count else { throw RuntimeError("index out of range", at: at) }
      items[i] = value
      return .array(items)
    case .dictionary(var d):
      guard let k = arguments.first else { return container }
      let index = d.keys.firstIndex { valuesEqual($0, k) }
      if case .optional(nil) = value {
        if let index {
          d.keys.remove(at: index)
          d.values.remove(at: index)
        }
      } else {
        let stored: Value
        if case .optional(let inner?) = value { stored = inner } else { stored = value }
        if let index {
          d.values[index] = stored
        } else {
          d.keys.append(k)
          d.values.append(stored)
        }
      }
      return .dictionary(d)
    case .record(var r) where r.name == "EnvironmentValues":
      // `self[Key.self] = newValue`: the value for the key's type.
      guard case .type(let t)? = arguments.first else { return container }
      r.set("#\(t)", value)
      return .record(r)
    case .string where key == "AttributedString.subscript(_:)":
      // `text[range].foregroundColor = .red`: an attributed string keeps its characters only
      // (its attributes are stand-ins, docs/runtime-values.md).
      return container
    default:
      throw RuntimeError("'\(key)' cannot be assigned", at: at)
    }
  }
}

extension Value: Equatable {
  /// Structural equality (used for `!= nil` checks on optionals and tests); `==` in programs
  /// uses `valuesEqual`.
  public static func == (a: Value, b: Value) -> Bool { valuesEqual(a, b) }
}
