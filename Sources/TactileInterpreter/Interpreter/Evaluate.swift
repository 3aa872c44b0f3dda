import TactileGestures
import TactileUIIR

extension Interpreter {
  /// Evaluates an expression in `frame`.
  func evaluate(_ e: Expr, _ frame: Frame) throws(RuntimeError) -> Value {
    switch e {
    case .constant(let c):
      return Self.value(of: c)
    case .slot(let s):
      return frame.read(s)
    case .capture(let c):
      return frame.captures[c].value
    case .selfValue:
      return frame.selfValue
    case .global(let g):
      return try global(g, at: 0)
    case .property(let base, _, let index):
      let container = try evaluate(base, frame)
      if case .binding(let b) = container { return .binding(projectField(b, index)) }
      return field(container, index)
    case .wrapped(let base, _, let index):
      let container = try evaluate(base, frame)
      // `$model.published`: a binding to the object's `@Published` property.
      if case .binding(let b) = container { return .binding(projectField(b, index)) }
      return readWrapped(field(container, index))
    case .projected(let base, let type, let index):
      let owner = try evaluate(base, frame)
      if type < program.types.count, index < program.types[type].properties.count,
        program.types[type].properties[index].storage == .published, case .object(let o) = unwrapped(owner)
      {
        // `$name` of an object's `@Published var name`: the publisher of the property's values.
        return record(
          "Published.Publisher",
          ["object": .object(o), "index": .int(index), "name": .string(publishedChannel(o, index))])
      }
      return project(field(owner, index))
    case .wrapper(let base, _, let index):
      return field(try evaluate(base, frame), index)
    case .call(let function, let receiver, let arguments, let at):
      return try callUser(function, receiver: receiver, arguments: arguments, frame, at: at)
    case .builtin(let ref, let receiver, let arguments, let at):
      return try callBuiltin(ref, receiver: receiver, arguments: arguments, frame, at: at)
    case .construct(let type, let arguments, let at):
      var values: [Value?] = []
      values.reserveCapacity(arguments.count)
      for a in arguments {
        values.append(try a.map { x throws(RuntimeError) -> Value in try evaluate(x, frame) })
      }
      return try construct(type, values, at: at)
    case .enumCase(let type, let index, let payload):
      var values: [Value] = []
      for p in payload { values.append(try evaluate(p, frame)) }
      return .enumCase(type: type, index: index, payload: values)
    case .closure(let function):
      return .function(makeClosure(function, in: frame))
    case .functionValue(let function, let receiver):
      let selfValue = try receiver.map { r throws(RuntimeError) -> Value in try evaluate(r, frame) }
      return .function(Closure(code: .function(function), captures: [], selfValue: selfValue))
    case .callValue(let callee, let arguments, let at):
      let target = try evaluate(callee, frame)
      guard case .function(let closure) = target else {
        throw RuntimeError("called a value that is not a function", at: at)
      }
      return try callWithArguments(closure, arguments, frame, at: at)
    case .tuple(let items, let labels):
      var values: [Value] = []
      for i in items { values.append(try evaluate(i, frame)) }
      return .tuple(values, labels: labels)
    case .tupleElement(let base, let index):
      if case .tuple(let values, _) = try evaluate(base, frame), index < values.count { return values[index] }
      return .void
    case .array(let items):
      var values: [Value] = []
      values.reserveCapacity(items.count)
      for i in items { values.append(try evaluate(i, frame)) }
      return .array(values)
    case .dictionary(let keys, let values):
      var d = DictionaryValue()
      for (k, v) in zip(keys, values) {
        let key = try evaluate(k, frame)
        let value = try evaluate(v, frame)
        if let i = d.keys.firstIndex(where: { valuesEqual($0, key) }) {
          d.values[i] = value
        } else {
          d.keys.append(key)
          d.values.append(value)
        }
      }
      return .dictionary(d)
    case .interpolation(let parts):
      var text = ""
      for p in parts {
        switch p {
        case .text(let t): text += t
        case .value(let v):
          let value = try evaluate(v, frame)
          // A `Text` interpolated into a text's key gives its characters (its modifiers style
          // them, which one text drawn in one style leaves out).
          if case .view(let view) = value, let characters = Self.characters(ofText: view) {
            text += characters
          } else {
            text += describe(value)
          }
        case .formatted(let v, let specifier): text += format(try evaluate(v, frame), specifier: specifier)
        }
      }
      return .string(text)
    case .conditional(let c, let a, let b):
      return try truth(try evaluate(c, frame)) ? try evaluate(a, frame) : try evaluate(b, frame)
    case .tryValue(let inner, let optional, let wrap, let at):
      do {
        let v = try evaluate(inner, frame)
        return optional && wrap ? .optional(v) : v
      } catch {
        guard let thrown = error.thrown else { throw error }
        if optional { return .optional(nil) }
        throw RuntimeError(
          "'try!' expression unexpectedly raised an error: \(debugDescribe(thrown, nested: true))", at: at)
      }
    case .sequence(let statements, let value):
      // An `if` or `switch` value: its branches cannot `return` or `break` out of it.
      _ = try execute(statements, frame)
      return try evaluate(value, frame)
    case .and(let a, let b):
      if !(try truth(try evaluate(a, frame))) { return .bool(false) }
      return .bool(try truth(try evaluate(b, frame)))
    case .or(let a, let b):
      if try truth(try evaluate(a, frame)) { return .bool(true) }
      return .bool(try truth(try evaluate(b, frame)))
    case .not(let a):
      return .bool(!(try truth(try evaluate(a, frame))))
    case .wrapOptional(let a, let depth):
      var v = try evaluate(a, frame)
      for _ in 0..<depth { v = .optional(v) }
      return v
    case .forceUnwrap(let a, let at):
      guard case .optional(let inner) = try evaluate(a, frame) else { return try evaluate(a, frame) }
      guard let inner else {
        throw RuntimeError("unexpectedly found nil while unwrapping an Optional value", at: at)
      }
      return inner
    case .chain(let body, let id, _):
      do {
        let v = try evaluate(body, frame)
        if case .optional = v { return v }
        return .optional(v)
      } catch {
        if error.chainExit == id { return .optional(nil) }
        throw error
      }
    case .unwrapChain(let a, let id):
      let v = try evaluate(a, frame)
      guard case .optional(let inner) = v else { return v }
      guard let inner else { throw RuntimeError(chainExit: id) }
      return inner
    case .coalesce(let a, let b):
      if case .optional(let inner) = try evaluate(a, frame) {
        if let inner { return inner }
        return try evaluate(b, frame)
      }
      return try evaluate(a, frame)
    case .isNil(let a, let negated):
      var isNil = false
      if case .optional(nil) = try evaluate(a, frame) { isNil = true }
      return .bool(isNil != negated)
    case .assign(let target, let value, let at):
      let v = try evaluate(value, frame)
      try assign(target, v, frame, at: at)
      return .void
    case .keyPath(let steps):
      return .keyPath(
        steps.map { s in
          switch s {
          case .identity: return .identity
          case .property(_, let index): return .field(index)
          case .getter(let f): return .getter(f)
          case .builtin(let b): return .builtin(program.builtins[b])
          case .tupleElement(let i): return .tupleElement(i)
          }
        })
    case .typeValue(let t):
      return .type(t)
    case .cast(let value, let kind, let test, let at):
      let v = try evaluate(value, frame)
      let matches = isInstance(v, of: test)
      switch kind {
      case .test: return .bool(matches)
      case .conditional: return matches ? .optional(unwrapAll(v)) : .optional(nil)
      case .forced:
        if !matches { throw RuntimeError("could not cast value to the requested type", at: at) }
        return unwrapAll(v)
      }
    case .unsupported(let what, let at):
      throw RuntimeError("\(what) is not supported by Tactile's runtime", at: at)
    }
  }

  // MARK: Fields and wrappers

  @inline(__always)
  package func field(_ value: Value, _ index: Int) -> Value {
    switch value {
    case .instance(let i): return index < i.fields.count ? i.fields[index] : .void
    case .object(let o): return index < o.fields.count ? o.fields[index] : .void
    case .optional(let inner?): return field(inner, index)
    default: return .void
    }
  }

  /// The value a wrapper field holds.
  package func readWrapped(_ storage: Value) -> Value {
    switch storage {
    case .cell(let c):
      if stateReads != nil { noteRead(c) }
      return c.value
    case .gestureState(let s):
      stateReads?.append(ObjectIdentifier(s))
      return s.value
    case .binding(let b): return b.get()
    case .object(let o):
      stateReads?.append(ObjectIdentifier(o))
      return storage
    default: return storage
    }
  }

  /// Records a read of a state cell (and of the object a `@StateObject` holds).
  func noteRead(_ c: Cell) {
    stateReads?.append(ObjectIdentifier(c))
    if case .object(let o) = c.value { stateReads?.append(ObjectIdentifier(o)) }
  }

  /// `$name` of a wrapper field. Reading the binding counts as reading the state it refers to.
  func project(_ storage: Value) -> Value {
    // A view that projects an observed object (`$model.isOn`) depends on the object, as
    // SwiftUI's `@ObservedObject` subscribes to all of it.
    if case .object(let o) = storage { stateReads?.append(ObjectIdentifier(o)) }
    if case .cell(let c) = storage, case .object(let o) = c.value { stateReads?.append(ObjectIdentifier(o)) }
    switch storage {
    case .cell(let c):
      return .binding(
        Binding(
          get: { [self] in
            if stateReads != nil { noteRead(c) }
            return c.value
          }, set: { c.write($0) }))
    case .gestureState: return storage
    case .binding: return storage
    case .object(let o):
      // `$model` of `@ObservedObject` or `@Bindable`: its members are bindings to the object's
      // properties (`$model.isOn`), written through the reference.
      return .binding(Binding(get: { .object(o) }, set: { _ in }))
    default: return storage
    }
  }

  /// A binding to field `index` of the value `b` is bound to (`$model.name`).
  func projectField(_ b: Binding, _ index: Int) -> Binding {
    Binding(
      get: { [self] in
        // A `@Published` property of an object is kept in a cell: the binding reads its value.
        if case .object = b.get(), case .cell(let c) = field(b.get(), index) {
          if stateReads != nil { noteRead(c) }
          return c.value
        }
        return field(b.get(), index)
      },
      set: { value in
        var container = b.get()
        switch container {
        case .instance(var i) where index < i.fields.count:
          i.fields[index] = value
          container = .instance(i)
        case .object(let o) where index < o.fields.count:
          if case .cell(let c) = o.fields[index] {
            c.write(value)
          } else {
            o.fields[index] = value
          }
          o.onChange?()
          return
        default:
          return
        }
        b.set(container)
      })
  }

  /// A binding to what builtin `key` (a subscript or a property) reads from the value `b` is
  /// bound to (`$items[i]`, `$offset.width`); writing goes through the subscript or setter.
  func projectBuiltin(
    _ b: Binding, _ ref: BuiltinRef, _ native: @escaping Native, _ arguments: [Value], at: Int
  )
    -> Binding
  {
    let key = program.builtins[ref]
    let setter = setters[ref]
    return Binding(
      get: { [self] in
        var call = NativeCall(interpreter: self, receiver: b.get(), arguments: arguments, key: key, at: at)
        do throws(RuntimeError) { return try native(&call) } catch { return .void }
      },
      set: { [self] value in
        let container = b.get()
        do throws(RuntimeError) {
          if let setter {
            b.set(try setter(container, value, at))
          } else {
            b.set(try subscriptSet(container, key, arguments, value, at: at))
          }
        } catch {}
      })
  }

  /// A binding to a program's subscript of the bound value: reads call its getter, writes its
  /// setter on the bound value, which is then stored back.
  func projectSubscript(_ b: Binding, getter: Int, setter: Int, _ arguments: [Value], at: Int) -> Binding {
    Binding(
      get: { [self] in
        var selfValue = b.get()
        var args = arguments
        do throws(RuntimeError) {
          return try invoke(getter, selfValue: &selfValue, arguments: &args, at: at)
        } catch { return .void }
      },
      set: { [self] value in
        var selfValue = b.get()
        var args = arguments + [value]
        do throws(RuntimeError) {
          _ = try invoke(setter, selfValue: &selfValue, arguments: &args, at: at)
          b.set(selfValue)
        } catch {}
      })
  }

  // MARK: Calls

  func callUser(
    _ function: Int, receiver: Receiver?, arguments: [Argument], _ frame: Frame, at: Int
  ) throws(RuntimeError) -> Value {
    var args = try argumentValues(arguments, frame, at: at)
    var selfValue: Value
    if let r = try evaluateReceiver(receiver, frame, at: at) {
      selfValue = r
    } else {
      // An initializer makes its own instance (a class's reuses only the one it is given).
      let f = program.functions[function]
      selfValue = f.owner != nil && f.kind != .initializer ? frame.selfValue : .void
    }
    if case .binding(let b) = selfValue, let setter = program.functions[function].subscriptSetter {
      // `$store[key]`: a binding to what the program's subscript gives for these arguments.
      return .binding(projectSubscript(b, getter: function, setter: setter, args, at: at))
    }
    let result = try invoke(function, selfValue: &selfValue, arguments: &args, at: at)
    if case .reference(let l)? = receiver, program.functions[function].mutatesSelf {
      try assign(l, selfValue, frame, at: at)
    }
    try writeBack(arguments, args, frame, at: at)
    return result
  }

  func argumentValue(_ a: Argument, _ frame: Frame, at: Int) throws(RuntimeError) -> Value {
    switch a {
    case .value(let e): return try evaluate(e, frame)
    case .reference(let l): return try read(l, frame, at: at)
    }
  }

  /// The values of a call's arguments, in order (an `inout` one read from its variable).
  func argumentValues(_ arguments: [Argument], _ frame: Frame, at: Int) throws(RuntimeError) -> [Value] {
    var args: [Value] = []
    args.reserveCapacity(arguments.count)
    for a in arguments { args.append(try argumentValue(a, frame, at: at)) }
    return args
  }

  /// The value of a call's receiver; nil for a call without one.
  func evaluateReceiver(_ receiver: Receiver?, _ frame: Frame, at: Int) throws(RuntimeError) -> Value? {
    switch receiver {
    case .value(let r)?: try evaluate(r, frame)
    case .reference(let l)?: try read(l, frame, at: at)
    case nil: nil
    }
  }

  /// Writes the final values of `inout` arguments back to their variables.
  func writeBack(_ arguments: [Argument], _ values: [Value], _ frame: Frame, at: Int) throws(RuntimeError) {
    for (i, a) in arguments.enumerated() {
      if case .reference(let l) = a, i < values.count { try assign(l, values[i], frame, at: at) }
    }
  }

  func callWithArguments(_ closure: Closure, _ arguments: [Argument], _ frame: Frame, at: Int)
    throws(RuntimeError) -> Value
  {
    var args = try argumentValues(arguments, frame, at: at)
    let result = try call(closure, &args, at: at)
    try writeBack(arguments, args, frame, at: at)
    return result
  }

  func callBuiltin(
    _ ref: BuiltinRef, receiver: Receiver?, arguments: [Argument], _ frame: Frame, at: Int
  ) throws(RuntimeError) -> Value {
    try step(at: at)
    let args = try argumentValues(arguments, frame, at: at)
    let receiverValue = try evaluateReceiver(receiver, frame, at: at) ?? .void
    let key = program.builtins[ref]
    if case .binding(let b) = receiverValue, !key.hasPrefix("Binding."), let native = natives[ref] {
      // `$items[i]`, `$offset.width`: a binding to a part of the bound value.
      return .binding(projectBuiltin(b, ref, native, args, at: at))
    }
    var call = NativeCall(
      interpreter: self, receiver: receiverValue, arguments: args, key: key,
      surfaceKey: program.builtinKeys[ref],
      at: at)
    let result: Value
    if let native = natives[ref] {
      result = try native(&call)
    } else {
      result = try fallback(&call, kind: program.builtinKinds[ref])
    }
    if case .reference(let l)? = receiver { try assign(l, call.receiver, frame, at: at) }
    try writeBack(arguments, call.arguments, frame, at: at)
    return result
  }

  /// The modifiers whose content closure runs only while they present it (`sheet`,
  /// `fullScreenCover`, `popover`).
  static func presentsLazily(_ key: SurfaceKey) -> Bool {
    switch key {
    case .`View.sheet(isPresented:onDismiss:content:)`,
      .`View.fullScreenCover(isPresented:onDismiss:content:)`,
      .`View.popover(isPresented:attachmentAnchor:arrowEdge:content:)`:
      return true
    default: return false
    }
  }

  /// A builtin without a native: views and gestures become descriptions kept by their
  /// declaration, for the host's bindings.
  func fallback(_ call: inout NativeCall, kind: BuiltinKind) throws(RuntimeError) -> Value {
    switch kind {
    case .view:
      var arguments: [Value] = []
      var children: [ViewValue] = []
      // A modifier's receiver is a view, or a value that is one (`Color.blue.overlay { … }`).
      let base = call.receiver.asView(self)
      let lazy = call.surfaceKey.map(Self.presentsLazily) ?? false
      for a in call.arguments {
        // View-builder closures without parameters run now: their views are the children. A
        // presentation's content is built only while it is presented, as SwiftUI does.
        if !lazy, case .function(let c) = a, case .function(let f) = c.code,
          program.functions[f].isViewBuilder,
          program.functions[f].parameterCount == 0
        {
          let content = try self.call(c, [], at: call.at)
          if case .view(let v) = content {
            // The views keep the closure's position among the arguments; a view's are also
            // its children.
            arguments.append(content)
            if base == nil { children.append(v) }
            continue
          }
        }
        arguments.append(a)
      }
      guard let key = call.surfaceKey else { throw notAvailable(call) }
      if let base {
        return .view(.modifier(base, key: key, arguments: arguments))
      }
      // `MyLayout { … }`: the layout the container is made by is its first argument.
      if key == .`Layout.callAsFunction(_:)` { arguments.insert(call.receiver, at: 0) }
      return .view(.primitive(key: key, arguments: arguments, children: children))
    case .gesture:
      guard let key = call.surfaceKey else { throw notAvailable(call) }
      if let base = call.receiver.asGesture(self) {
        return .gesture(.modifier(base, key: key, arguments: call.arguments, at: call.at))
      }
      return .gesture(.primitive(key: key, arguments: call.arguments, at: call.at))
    case .enumCase:
      if call.arguments.isEmpty { return .symbol(call.key) }
      return .record(Record(name: call.key, labels: call.arguments.map { _ in "" }, fields: call.arguments))
    case .value:
      // A constant that is not a declaration of the surface (a builtin enum's case, a member
      // an interface default names) is a symbol; a declaration without a binding is Tactile's
      // gap (SurfaceBindingTests keeps there from being any).
      if call.surfaceKey == nil, call.arguments.isEmpty, case .void = call.receiver {
        return .symbol(call.key)
      }
      throw notAvailable(call)
    }
  }

  /// The error for a declaration the runtime has no binding for: Tactile's gap, not the code's.
  func notAvailable(_ call: NativeCall) -> RuntimeError {
    RuntimeError("'\(call.key)' is not available in Tactile yet", at: call.at)
  }
}

extension Value {
  /// Whether the value is a view description.
  var isView: Bool {
    if case .view = self { return true }
    return false
  }
}

extension Interpreter {
  /// The characters of a `Text` built from a string, through the modifiers on it; nil for
  /// any other view.
  static func characters(ofText view: ViewValue) -> String? {
    switch view {
    case .primitive(let key, let arguments, _) where key.owner == "Text":
      if case .string(let s)? = arguments.first { return s }
      return nil
    case .modifier(let content, _, _):
      return characters(ofText: content)
    default:
      return nil
    }
  }
}
