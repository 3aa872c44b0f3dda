import TactileDiagnostics
import TactileParser
import TactileUIIR

extension Lowerer {
  /// Gives every user struct, class and enum its `TypeInfo`, with properties and cases.
  func declareTypes() {
    let symbols = sema.declarations
    for (i, n) in symbols.nominals.enumerated() where isUser(n.origin) && n.kind != .protocolType {
      let kind: TypeInfo.Kind =
        switch n.kind {
        case .enumType: .enumType
        case .classType, .actorType: .classType
        default: .structType
        }
      typeIndex[NominalRef(i)] = program.types.count
      var info = TypeInfo(name: n.qualifiedName, kind: kind)
      info.isView = inherits(n, "View")
      info.isGesture = inherits(n, "Gesture")
      info.isObservable = inherits(n, "ObservableObject")
      info.isPrimitiveButtonStyle = inherits(n, "PrimitiveButtonStyle")
      info.isEquatable = inherits(n, "Equatable") || inherits(n, "Hashable") || kind == .enumType
      program.types.append(info)
    }
    for (ref, t) in typeIndex.sorted(by: { $0.value < $1.value }) {
      if let s = userSuperclass(of: ref) { program.types[t].superclass = typeIndex[s] }
    }
    for (ref, t) in superclassesFirst() {
      let n = symbols[ref]
      // A subclass's instance holds its superclass's stored properties first, at the indices
      // the superclass's code uses.
      if let s = program.types[t].superclass { program.types[t].properties = program.types[s].properties }
      for v in n.storedProperties {
        let symbol = symbols[v]
        var storage = PropertyStorage.plain
        switch symbol.wrapper {
        case .state?: storage = .state
        case .gestureState?: storage = .gestureState
        case .binding?: storage = .binding
        case .stateObject?: storage = .stateObject
        case .observedObject?, .environmentObject?: storage = .observedObject
        case .environment?:
          // `@Environment(\.dismiss)` reads a value; `@Environment(Model.self)` an object.
          let key = environmentKey(symbol)
          storage = key.isEmpty ? .observedObject : .environment(key)
        case .published?: storage = .published
        case .appStorage?: storage = .appStorage
        case .namespace?: storage = .namespace
        case .focusState?:
          var isOptional = false
          if case .nominal(let r, _)? = symbol.type, r == sema.known.optional { isOptional = true }
          storage = .focusState(isBool: !isOptional)
        case nil, .custom?: storage = .plain
        }
        var initial: Int?
        let wrappedValue =
          symbol.wrapper == nil ? nil : wrapperArguments(symbol).first { $0.0 == "wrappedValue" }?.1
        var wrapperInit: Int?
        if symbol.wrapper == .custom {
          // A program's property wrapper: the storage is the wrapper, made by its initializer.
          if let (f, values) = sema.customWrapperInits[v] {
            initial = reserve(
              name: "\(n.name)._\(symbol.name) initial value", kind: .initialValue, owner: nil,
              .wrapperStorage(v, f, values, takesValue: false))
          }
          if let (f, values) = sema.customWrapperValueInits[v] {
            wrapperInit = reserve(
              name: "\(n.name)._\(symbol.name) wrapper", kind: .function, owner: nil,
              .wrapperStorage(v, f, values, takesValue: true))
          }
        } else if let value = symbol.initializer ?? wrappedValue {
          initial = reserve(
            name: "\(n.name).\(symbol.name) initial value", kind: .initialValue, owner: nil,
            .initialValue(v, value))
        }
        propertyIndex[v] = (t, program.types[t].properties.count)
        var info = PropertyInfo(
          name: symbol.name, storage: storage, isLet: symbol.isLet, initialValue: initial)
        if let decl = symbol.origin.decl { info.location = tree.range(of: tree[decl].span).start }
        info.wrapperInit = wrapperInit
        if storage == .observedObject {
          // The declared type, or the wrapper's argument (`@Environment(Model.self) var model`).
          var objectType = symbol.type
          if case .nominal(_, let args)? = symbol.wrapperType, let first = args.first { objectType = first }
          if case .nominal(let r, _)? = objectType { info.objectType = typeIndex[r] }
        }
        if storage == .gestureState {
          for (label, value) in wrapperArguments(symbol) {
            let f = reserve(
              name: "\(n.name).\(symbol.name) \(label)", kind: .initialValue, owner: nil,
              .initialValue(v, value))
            if label == "resetTransaction" { info.resetTransaction = f }
            if label == "reset" { info.reset = f }
          }
        }
        program.types[t].properties.append(info)
      }
      // An integer raw type numbers the cases it is not given from the last one written, or
      // from 0 (`enum Phase: Int { case first, second }`): the runtime cannot tell an `Int`
      // enum from a `String` one without them.
      var integerRaw = false
      if case .nominal(let raw, _)? = n.inherited.first {
        integerRaw = [
          "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        ]
        .contains(symbols[raw].name)
      }
      var nextRaw: Int64 = 0
      for c in n.cases {
        let symbol = symbols[c]
        var raw = rawValue(symbol.rawValue)
        if integerRaw {
          if case .int(let written)? = raw { nextRaw = written } else if raw == nil { raw = .int(nextRaw) }
          nextRaw &+= 1
        }
        program.types[t].cases.append(
          CaseInfo(name: symbol.name, labels: symbol.associatedValues.map { $0.label }, rawValue: raw))
      }
    }
    for (ref, t) in superclassesFirst() { declareCoding(ref, t) }
    // Observers overriding a superclass's stored property (`override var sides: Int { didSet
    // { … } }`) observe its storage in the subclass.
    for (i, v) in symbols.variables.enumerated() where isUser(v.origin) && !v.isStatic && !v.isComputed {
      guard let owner = v.owner, let t = typeIndex[owner], propertyIndex[VariableRef(i)] == nil,
        let s = userSuperclass(of: owner)
      else { continue }
      for m in sema.lookupMembers(v.name, in: .nominal(s, [])) {
        guard case .variable(let base) = m.member, let (declaring, p) = propertyIndex[base] else { continue }
        propertyIndex[VariableRef(i)] = (t, p)
        overriddenObservers.append((t, p, declaring))
        break
      }
    }
  }

  /// The user class `ref` inherits from, if any.
  func userSuperclass(of ref: NominalRef) -> NominalRef? {
    guard let s = sema.superclass(of: ref), typeIndex[s] != nil else { return nil }
    return s
  }

  /// The user types with their indices, each class after its superclass.
  func superclassesFirst() -> [(NominalRef, Int)] {
    var result: [(NominalRef, Int)] = []
    var done: Set<NominalRef> = []
    func visit(_ ref: NominalRef, depth: Int) {
      guard depth < 64, !done.contains(ref), let t = typeIndex[ref] else { return }
      if let s = userSuperclass(of: ref) { visit(s, depth: depth + 1) }
      guard done.insert(ref).inserted else { return }
      result.append((ref, t))
    }
    for (ref, _) in typeIndex.sorted(by: { $0.value < $1.value }) { visit(ref, depth: 0) }
    return result
  }

  /// What `Codable` needs of a type (docs/runtime-values.md): each stored property's key and
  /// static type, and an enum's raw type.
  private func declareCoding(_ ref: NominalRef, _ t: Int) {
    let symbols = sema.declarations
    let n = symbols[ref]
    if n.kind == .enumType, case .nominal(let r, _)? = n.inherited.first, symbols[r].kind != .protocolType {
      program.types[t].rawType = symbols[r].name
    }
    // `enum CodingKeys: String, CodingKey`: the keys by property name (a raw value renames).
    var keys: [String: String]?
    if let k = symbols.nestedNominal("CodingKeys", in: ref) {
      var table: [String: String] = [:]
      for c in symbols[k].cases {
        let symbol = symbols[c]
        if case .string(let raw)? = rawValue(symbol.rawValue) {
          table[symbol.name] = raw
        } else {
          table[symbol.name] = symbol.name
        }
      }
      keys = table
    }
    if let s = program.types[t].superclass {
      program.types[t].codingTypes = program.types[s].codingTypes
      program.types[t].codingKeys = program.types[s].codingKeys
    }
    for v in n.storedProperties {
      let symbol = symbols[v]
      program.types[t].codingTypes.append(codingName(symbol.type))
      // A `let` with an initial value is never decoded (swiftc warns); nor is a wrapped property.
      let coded = !(symbol.isLet && symbol.initializer != nil) && symbol.wrapper == nil
      program.types[t].codingKeys.append(coded ? (keys.map { $0[symbol.name] } ?? symbol.name) : nil)
    }
  }

  /// A type as the runtime's coder names it: `Int`, `#3` for user type 3, `Array<#3>`.
  func codingName(_ type: SType?) -> String {
    guard case .nominal(let r, let arguments)? = type else { return "?" }
    if let i = typeIndex[r] { return "#\(i)" }
    let name = sema.declarations[r].qualifiedName
    if arguments.isEmpty { return name }
    return name + "<" + arguments.map { codingName($0) }.joined(separator: ",") + ">"
  }

  /// Whether `n` conforms to the protocol `name`, directly or through the protocols it
  /// conforms to (a `Shape` is a `View`, a `GeometryEffect` a `ViewModifier`).
  private func inherits(_ n: NominalSymbol, _ name: String) -> Bool {
    var seen: Set<String> = []
    func walk(_ n: NominalSymbol) -> Bool {
      n.inherited.contains { t in
        guard case .nominal(let r, _) = t else { return false }
        let p = sema.declarations[r]
        if p.name == name { return true }
        // A class conforms to what its superclass conforms to.
        guard p.kind == .protocolType || p.kind == .classType, seen.insert(p.name).inserted else {
          return false
        }
        return walk(p)
      }
    }
    return walk(n)
  }

  /// The labelled arguments of a property's wrapper attribute (`resetTransaction: …`).
  private func wrapperArguments(_ v: VariableSymbol) -> [(String, ExprID)] {
    guard let d = v.origin.decl, case .variable(let decl) = tree[d].kind else { return [] }
    var result: [(String, ExprID)] = []
    for attribute in decl.header.attributes {
      guard case .list(_, let arguments, _)? = attribute.arguments else { continue }
      for argument in arguments {
        if let label = argument.label { result.append((tree.text(label), argument.value)) }
      }
    }
    return result
  }

  /// `@Environment(\.colorScheme)`'s key: `colorScheme`.
  private func environmentKey(_ v: VariableSymbol) -> String {
    guard let d = v.origin.decl, case .variable(let decl) = tree[d].kind else { return "" }
    for attribute in decl.header.attributes {
      if case .list(_, let arguments, _)? = attribute.arguments, let first = arguments.first,
        case .keyPath(_, _, let components) = tree[first.value].kind, let last = components.last,
        case .property(_, let name) = last
      {
        return tree.text(name)
      }
    }
    return ""
  }

  /// A raw value written as a literal.
  private func rawValue(_ e: ExprID?) -> Constant? {
    guard let e else { return nil }
    switch tree[e].kind {
    case .integerLiteral(let t): return Literals.integer(tree.text(t)).map { .int($0) }
    case .prefixOperator(let op, let operand) where tree.text(op) == "-":
      // A negative literal (`case low = -1`).
      switch tree[operand].kind {
      case .integerLiteral(let t): return Literals.integer("-" + tree.text(t)).map { .int($0) }
      case .floatLiteral(let t): return Literals.double(tree.text(t)).map { .double(-$0) }
      default: return nil
      }
    case .floatLiteral(let t): return Literals.double(tree.text(t)).map { .double($0) }
    case .stringLiteral(let s): return .string(Literals.plainString(s, in: tree))
    case .booleanLiteral(let t): return .bool(tree.text(t) == "true")
    default: return nil
    }
  }

  /// Reserves a function index whose body is lowered later.
  func reserve(name: String, kind: Function.Kind, owner: Int?, _ source: PendingBody.Source) -> Int {
    let index = program.functions.count
    program.functions.append(
      Function(name: name, kind: kind, owner: owner, parameterCount: 0, slotCount: 0, body: [], location: 0))
    pendingBodies.append(PendingBody(index: index, source: source))
    return index
  }

  /// Reserves every user function, accessor and global.
  func declareMembers() {
    let symbols = sema.declarations
    for (i, f) in symbols.functions.enumerated() where isUser(f.origin) {
      let owner = f.owner.flatMap { typeIndex[$0] }
      let kind: Function.Kind =
        f.kind == .initializer ? .initializer : (f.owner == nil || f.isStatic ? .function : .method)
      let ownerName = f.owner.map { symbols[$0].name + "." } ?? ""
      functionIndex[FunctionRef(i)] = reserve(
        name: ownerName + f.signatureName, kind: kind, owner: owner, .function(FunctionRef(i)))
      if f.kind == .subscriptAccessor, let d = f.origin.decl, case .subscriptDecl(let s) = tree[d].kind,
        case .accessors(let list)? = s.accessors?.content
      {
        for accessor in list {
          guard let keyword = accessor.keyword, tree.text(keyword) == "set", let block = accessor.body else {
            continue
          }
          let setter = reserve(
            name: ownerName + f.signatureName + ".set", kind: .setter, owner: owner,
            .subscriptSetter(FunctionRef(i), block))
          subscriptSetters[FunctionRef(i)] = setter
          if let getter = functionIndex[FunctionRef(i)] { program.functions[getter].subscriptSetter = setter }
        }
      }
    }
    for (i, v) in symbols.variables.enumerated() where isUser(v.origin) {
      let ref = VariableRef(i)
      guard let d = v.origin.decl, case .variable(let decl) = tree[d].kind,
        v.bindingIndex < decl.bindings.count
      else {
        continue
      }
      let binding = decl.bindings[v.bindingIndex]
      let owner = v.owner.flatMap { typeIndex[$0] }
      let ownerName = v.owner.map { symbols[$0].name + "." } ?? ""
      if v.isComputed, let accessors = binding.accessors {
        switch accessors.content {
        case .getter(let items):
          getterIndex[ref] = reserve(
            name: ownerName + v.name, kind: .getter, owner: v.isStatic ? nil : owner, .getter(ref, items))
        case .accessors(let list):
          for accessor in list {
            guard let keyword = accessor.keyword, let body = accessor.body else { continue }
            switch tree.text(keyword) {
            case "get":
              getterIndex[ref] = reserve(
                name: ownerName + v.name, kind: .getter, owner: v.isStatic ? nil : owner,
                .getter(ref, body.items))
            case "set":
              let parameter = accessor.parameter?.name.map(tree.text) ?? "newValue"
              setterIndex[ref] = reserve(
                name: ownerName + v.name + ".set", kind: .setter, owner: v.isStatic ? nil : owner,
                .setter(ref, body, parameter: parameter))
            default:
              break
            }
          }
        }
        if v.owner == nil || v.isStatic {
          globalIndex[ref] = program.globals.count
          program.globals.append(
            GlobalInfo(name: ownerName + v.name, initialValue: nil, getter: getterIndex[ref]))
        }
        continue
      }
      // `@Entry var accent: Color = .pink` in an extension of `EnvironmentValues`: the macro
      // makes it a computed property whose default is the initial value, so it has a getter.
      if !v.isStatic, let owner = v.owner, typeIndex[owner] == nil, let value = v.initializer {
        getterIndex[ref] = reserve(
          name: ownerName + v.name, kind: .getter, owner: nil,
          symbols[owner].name == "ContainerValues"
            ? .containerEntry(ref, value, name: v.name) : .initialValue(ref, value))
        continue
      }
      // Observers of stored properties.
      if let accessors = binding.accessors, case .accessors(let list) = accessors.content,
        let (t, p) = propertyIndex[ref]
      {
        for accessor in list {
          guard let keyword = accessor.keyword, let body = accessor.body else { continue }
          let word = tree.text(keyword)
          let parameter =
            accessor.parameter?.name.map(tree.text) ?? (word == "didSet" ? "oldValue" : "newValue")
          let f = reserve(
            name: ownerName + v.name + "." + word, kind: .method, owner: owner,
            .observer(ref, body, parameter: parameter))
          program.functions[f].mutatesSelf = true
          if word == "didSet" {
            program.types[t].properties[p].didSet = f
          } else {
            program.types[t].properties[p].willSet = f
          }
        }
      }
      if v.owner == nil || v.isStatic {
        var initial: Int?
        if let value = v.initializer {
          initial = reserve(
            name: ownerName + v.name + " initial value", kind: .initialValue, owner: nil,
            .initialValue(ref, value))
        }
        globalIndex[ref] = program.globals.count
        program.globals.append(GlobalInfo(name: ownerName + v.name, initialValue: initial, getter: nil))
      }
    }
    // Bodies and identifiers of types.
    for (ref, t) in typeIndex.sorted(by: { $0.value < $1.value }) {
      for member in sema.declarations[ref].members["body"] ?? [] {
        switch member {
        case .variable(let v): if let g = getterIndex[v] { program.types[t].body = g }
        case .function(let f): if let g = functionIndex[f] { program.types[t].body = g }
        default: break
        }
      }
      for case .variable(let v) in sema.declarations[ref].members["id"] ?? [] {
        if let g = getterIndex[v] { program.types[t].identifierGetter = g }
      }
    }
    declareWitnesses()
    declareClassDispatch()
    // `#Preview` blocks and `PreviewProvider.previews`.
    for item in tree.items {
      guard case .decl(let d) = tree[item].kind, case .macroExpansion(_, let expansion) = tree[d].kind,
        tree.text(expansion.pound).hasSuffix("Preview"), let trailing = expansion.trailingClosures.first,
        case .closure(let closure) = tree[trailing.closure].kind
      else { continue }
      if let view = sema.previewViews[Int(d.index)], let t = typeIndex[view] {
        // `@Previewable` variables: the block is the body of the view the macro makes, and the
        // preview makes that view.
        program.types[t].body = reserve(name: "Preview.body", kind: .getter, owner: t, .preview(closure.body))
        let make = Expr.construct(
          type: t, arguments: Array(repeating: nil, count: program.types[t].properties.count),
          at: tree.range(of: tree[d].span).start)
        var f = Function(
          name: "#Preview", kind: .preview, owner: nil, parameterCount: 0, slotCount: 0,
          body: [.returnStmt(make)], location: tree.range(of: tree[d].span).start)
        f.isViewBuilder = false
        program.functions.append(f)
        previews.append(program.functions.count - 1)
        continue
      }
      previews.append(reserve(name: "#Preview", kind: .preview, owner: nil, .preview(closure.body)))
    }
  }

  /// Picks the root view as docs/interfaces.md says: the first `#Preview`, then the first
  /// `PreviewProvider`'s `previews`, then the only `View`.
  func chooseRoot() {
    program.views = program.types.indices.filter { program.types[$0].isView }
    if let first = previews.first {
      program.root = .function(first)
      return
    }
    for (ref, _) in typeIndex.sorted(by: { $0.key.index < $1.key.index }) {
      let n = sema.declarations[ref]
      if inherits(n, "PreviewProvider") {
        for case .variable(let v) in n.members["previews"] ?? [] {
          if let g = getterIndex[v] {
            program.root = .function(g)
            return
          }
        }
      }
    }
    // The only view, or the only one no other view of the file uses (a screen and its parts).
    var candidates = program.views
    if candidates.count > 1 {
      let used = usedViewTypes()
      // Every view used somewhere (a view's own extension may make it): all stay candidates.
      let unused = candidates.filter { !used.contains($0) }
      if !unused.isEmpty { candidates = unused }
    }
    // A shape (a view without a body) is a part, not a screen.
    if candidates.count > 1 { candidates = candidates.filter { program.types[$0].body != nil } }
    guard let t = candidates.first else { return }
    if candidates.count > 1 {
      // Several screens and no preview: the first declared is shown, and a warning says which
      // others could be, so that the user can choose with a #Preview or --view.
      let ordered = typeIndex.sorted { $0.key.index < $1.key.index }.map { $0.value }.filter {
        candidates.contains($0)
      }
      let first = ordered.first ?? t
      let ref = typeIndex.first(where: { $0.value == first })?.key
      let at =
        ref.flatMap { sema.declarations[$0].origin.decl }.map { tree.range(of: tree[$0].span).start } ?? 0
      diagnostics.append(
        Diagnostic(
          .rootChosenAmongSeveral(
            program.types[first].name, ordered.dropFirst().map { program.types[$0].name }),
          range: SourceRange(start: at, end: at)))
      program.root = defaultRoot(first).map { .function($0) } ?? .type(first)
      return
    }
    if let f = defaultRoot(t) {
      program.root = .function(f)
    } else {
      program.root = .type(t)
    }
  }

  /// The user view types that the file's code names (a view used by another).
  private func usedViewTypes() -> Set<Int> {
    var used: Set<Int> = []
    for reference in sema.results[file].references {
      if case .type(.nominal(let r, _))? = reference, let t = typeIndex[r], program.types[t].isView {
        used.insert(t)
      }
    }
    for call in sema.results[file].calls {
      if case .memberwiseInitializer(let r)? = call?.callee, let t = typeIndex[r], program.types[t].isView {
        used.insert(t)
      }
    }
    return used
  }
}

extension Lowerer {
  /// User protocols' requirements and the witness tables of user types: a requirement is a
  /// function without a body that the runtime forwards to the receiver's type's member of the
  /// same name, or to the protocol extension's default.
  func declareWitnesses() {
    let symbols = sema.declarations
    var defaults: [String: Int] = [:]  // "Protocol.name" → the extension's implementation
    for (i, f) in symbols.functions.enumerated() where isUser(f.origin) {
      guard let index = functionIndex[FunctionRef(i)] else { continue }
      if let owner = f.owner, symbols[owner].kind == .protocolType {
        if hasBody(f) { defaults[symbols[owner].name + "." + f.signatureName] = index }
        continue
      }
      guard let owner = f.owner, let t = typeIndex[owner] else { continue }
      // `init(from:)` is the one initializer the runtime calls by name (a decoder's).
      guard f.kind != .initializer || f.signatureName == "init(from:)" else { continue }
      program.types[t].witnesses[f.signatureName] = .function(index)
    }
    for (i, v) in symbols.variables.enumerated() where isUser(v.origin) {
      let ref = VariableRef(i)
      guard let owner = v.owner else { continue }
      if symbols[owner].kind == .protocolType {
        if let g = getterIndex[ref] { defaults[symbols[owner].name + "." + v.name] = g }
        continue
      }
      guard let t = typeIndex[owner] else { continue }
      if let (_, p) = propertyIndex[ref] {
        program.types[t].witnesses[v.name] = .stored(p)
      } else if let g = getterIndex[ref] {
        program.types[t].witnesses[v.name] = .getter(g)
      }
      if let setter = setterIndex[ref] { program.types[t].setters[v.name] = setter }
    }
    for (i, f) in symbols.functions.enumerated() where isUser(f.origin) {
      guard let owner = f.owner, symbols[owner].kind == .protocolType, !hasBody(f),
        let index = functionIndex[FunctionRef(i)]
      else { continue }
      program.functions[index].requirement = f.signatureName
      program.functions[index].defaultImplementation = defaults[symbols[owner].name + "." + f.signatureName]
    }
    protocolDefaults = defaults
  }

  private func hasBody(_ f: FunctionSymbol) -> Bool {
    guard let d = f.origin.decl, case .function(let decl) = tree[d].kind else { return false }
    return decl.body != nil
  }

  /// A requirement of a user protocol that is a property (`var name: String { get }`): a
  /// function the runtime forwards to the receiver's type's property of that name.
  func requirementGetter(_ v: VariableRef) -> Int {
    if let index = requirementGetters[v] { return index }
    let symbol = sema.declarations[v]
    let protocolName = symbol.owner.map { sema.declarations[$0].name } ?? ""
    var function = Function(
      name: protocolName + "." + symbol.name, kind: .getter, owner: nil, parameterCount: 0, slotCount: 0,
      body: [], location: 0)
    function.requirement = symbol.name
    function.defaultImplementation = protocolDefaults[protocolName + "." + symbol.name]
    program.functions.append(function)
    requirementGetters[v] = program.functions.count - 1
    return program.functions.count - 1
  }
}

extension Lowerer {
  /// Class hierarchies: a subclass inherits its superclass's witnesses (methods, accessors and
  /// initializers by name), and every overridable member of a class with subclasses is called
  /// through a stub that dispatches on the instance's class (an override wins). `super.…`
  /// calls the superclass's own code (`directFunctions`, `directGetters`).
  func declareClassDispatch() {
    let symbols = sema.declarations
    let ordered = superclassesFirst()
    var hasSubclass: Set<Int> = []
    for (_, t) in ordered {
      var s = program.types[t].superclass
      var depth = 0
      while let x = s, depth < 64 {
        hasSubclass.insert(x)
        s = program.types[x].superclass
        depth += 1
      }
    }
    guard !hasSubclass.isEmpty else { return }
    func isClassMember(_ owner: NominalRef?) -> Int? {
      guard let owner, symbols[owner].kind == .classType, let t = typeIndex[owner] else { return nil }
      return t
    }
    // Initializers and setters are witnesses too within a hierarchy (`self.init(…)` in a
    // convenience initializer runs the instance's class's initializer).
    for (i, f) in symbols.functions.enumerated() where isUser(f.origin) && f.kind == .initializer {
      guard let t = isClassMember(f.owner), let index = functionIndex[FunctionRef(i)] else { continue }
      program.types[t].witnesses[f.signatureName] = .function(index)
    }
    for (i, v) in symbols.variables.enumerated() where isUser(v.origin) && !v.isStatic {
      guard let t = isClassMember(v.owner), let setter = setterIndex[VariableRef(i)] else { continue }
      program.types[t].witnesses["set:" + v.name] = .function(setter)
    }
    for (_, t) in ordered {
      guard let s = program.types[t].superclass else { continue }
      for (name, witness) in program.types[s].witnesses where program.types[t].witnesses[name] == nil {
        program.types[t].witnesses[name] = witness
      }
      for (name, setter) in program.types[s].setters where program.types[t].setters[name] == nil {
        program.types[t].setters[name] = setter
      }
    }
    func stub(_ real: Int, requirement: String, kind: Function.Kind, owner: Int) -> Int {
      var function = Function(
        name: program.functions[real].name + " (dispatch)", kind: kind, owner: owner, parameterCount: 0,
        slotCount: 0, body: [], location: 0)
      function.requirement = requirement
      function.defaultImplementation = real
      program.functions.append(function)
      dispatchStubs.append(program.functions.count - 1)
      return program.functions.count - 1
    }
    for (i, f) in symbols.functions.enumerated()
    where isUser(f.origin) && (!f.isStatic || f.kind == .initializer) {
      let ref = FunctionRef(i)
      guard f.kind == .function || f.kind == .initializer, let t = isClassMember(f.owner),
        hasSubclass.contains(t), let real = functionIndex[ref]
      else { continue }
      directFunctions[ref] = real
      functionIndex[ref] = stub(
        real, requirement: f.signatureName, kind: f.kind == .initializer ? .initializer : .method, owner: t)
    }
    for (i, v) in symbols.variables.enumerated() where isUser(v.origin) && !v.isStatic {
      let ref = VariableRef(i)
      guard let t = isClassMember(v.owner), hasSubclass.contains(t) else { continue }
      if let getter = getterIndex[ref] {
        directGetters[ref] = getter
        getterIndex[ref] = stub(getter, requirement: v.name, kind: .getter, owner: t)
      }
      if let setter = setterIndex[ref] {
        directSetters[ref] = setter
        setterIndex[ref] = stub(setter, requirement: "set:" + v.name, kind: .setter, owner: t)
      }
    }
  }

  /// Gives the dispatch stubs their functions' parameters, once the bodies are lowered; an
  /// overriding observer calls the superclass's first.
  func completeDispatchStubs() {
    for o in overriddenObservers {
      let info = program.types[o.type].properties[o.property]
      let base = program.types[o.declaring].properties[o.property]
      for (own, inherited) in [(info.didSet, base.didSet), (info.willSet, base.willSet)] {
        guard let own, let inherited, own != inherited else { continue }
        let call = Stmt.expr(
          .call(function: inherited, receiver: .value(.selfValue), arguments: [.value(.slot(0))], at: 0))
        program.functions[own].body.insert(call, at: 0)
      }
    }
    for index in dispatchStubs {
      guard let real = program.functions[index].defaultImplementation else { continue }
      let f = program.functions[real]
      program.functions[index].parameterCount = f.parameterCount
      program.functions[index].inoutParameters = f.inoutParameters
      program.functions[index].mutatesSelf = f.mutatesSelf
      program.functions[index].location = f.location
    }
  }
}
