import TactileDiagnostics
import TactileParser
import TactileUIIR

extension Lowerer {
  /// The root of a file whose only candidate view needs inputs and no preview makes it (a
  /// view pasted on its own): a function that makes it with a plain value for each input
  /// (`false`, `0`, `""`, empty collections, `nil`, a constant binding to such a value, an
  /// enum's first case), and a warning that says which inputs were filled in. Nil when an
  /// input has no such value (a generic parameter's type): the view is then made as it is.
  func defaultRoot(_ t: Int) -> Int? {
    guard let ref = typeIndex.first(where: { $0.value == t })?.key else { return nil }
    let symbol = sema.declarations[ref]
    frames.append(FrameBuilder(hasSelf: false))
    // Slot 0 is the proxy of the GeometryReader the root is wrapped in when an input is a
    // GeometryProxy (the root is then made inside the reader's content closure).
    defaultRootProxy = (frames[frames.count - 1].newSlot(for: nil), false)
    defer {
      frames.removeLast()
      defaultRootProxy = nil
    }
    var arguments: [Expr] = []
    var inputs: [String] = []
    var call: Expr
    let initializers = (symbol.members["init"] ?? []).compactMap { member -> FunctionRef? in
      if case .function(let f) = member, isUser(sema.declarations[f].origin) { return f }
      return nil
    }
    // An initializer that needs no arguments is what `View()` calls (`init() { model = … }`).
    let chosen = initializers.first { sema.declarations[$0].parameters.allSatisfy { $0.hasDefault } }
    if let first = chosen ?? initializers.first, let index = functionIndex[first] {
      for (i, parameter) in sema.declarations[first].parameters.enumerated() {
        if parameter.hasDefault {
          arguments.append(
            parameter.defaultValue == nil ? .constant(.nilValue) : defaultArgument(first, i, at: 0))
          continue
        }
        guard let zero = zeroValue(parameter.type, depth: 0) else {
          return withoutValue(symbol.name, parameter.name, symbol.origin.decl)
        }
        arguments.append(zero)
        inputs.append(parameter.name)
      }
      call = .call(function: index, receiver: nil, arguments: arguments.map { .value($0) }, at: 0)
    } else {
      var memberwise: [Expr?] = []
      for (i, p) in program.types[t].properties.enumerated() {
        if p.isLet && p.initialValue != nil { continue }
        switch p.storage {
        case .environment, .namespace: continue
        default: break
        }
        if p.initialValue != nil {
          memberwise.append(nil)
          continue
        }
        let v = symbol.storedProperties[i]
        guard var type = sema.declarations[v].type else { return nil }
        if p.storage == .binding, let bindingType = sema.declarations[v].wrapperType { type = bindingType }
        guard let zero = zeroValue(type, depth: 0) else {
          return withoutValue(symbol.name, p.name, symbol.origin.decl)
        }
        memberwise.append(zero)
        inputs.append(p.name)
      }
      guard !inputs.isEmpty else { return nil }
      call = .construct(type: t, arguments: memberwise, at: 0)
    }
    let name = symbol.name
    if defaultRootProxy?.used == true {
      // `GeometryReader { proxy in View(metric: proxy) }`: the reader fills the canvas.
      var content = Function(
        name: "\(name) in a GeometryReader", kind: .closure, owner: nil, parameterCount: 1,
        slotCount: frames[frames.count - 1].slotCount, body: [.returnStmt(call)], location: 0)
      content.isViewBuilder = false
      program.functions.append(content)
      call = .builtin(
        builtin("GeometryReader.init(content:)", kind: .view), receiver: nil,
        arguments: [.value(.closure(function: program.functions.count - 1))], at: 0)
      frames[frames.count - 1].slotCount = 0
    }
    if inputs.isEmpty {
      // Made as `View()` makes it: nothing was filled in, so nothing to say.
      var f = Function(
        name: "\(name)()", kind: .preview, owner: nil, parameterCount: 0,
        slotCount: frames[frames.count - 1].slotCount, body: [.returnStmt(call)], location: 0)
      f.isViewBuilder = false
      program.functions.append(f)
      return program.functions.count - 1
    }
    var f = Function(
      name: "\(name) with default values", kind: .preview, owner: nil, parameterCount: 0,
      slotCount: frames[frames.count - 1].slotCount, body: [.returnStmt(call)], location: 0)
    f.isViewBuilder = false
    program.functions.append(f)
    let at = symbol.origin.decl.map { tree.range(of: tree[$0].span) } ?? SourceRange(start: 0, end: 0)
    diagnostics.append(
      Diagnostic(.previewWithDefaultValues(name, inputs), range: SourceRange(start: at.start, end: at.start)))
    return program.functions.count - 1
  }

  /// Says which input of the root view has no plain value (at the view's declaration); nil.
  private func withoutValue(_ view: String, _ input: String, _ decl: DeclID?) -> Int? {
    let at = decl.map { tree.range(of: tree[$0].span) } ?? SourceRange(start: 0, end: 0)
    diagnostics.append(
      Diagnostic(.previewInputWithoutValue(view, input), range: SourceRange(start: at.start, end: at.start)))
    return nil
  }

  /// A plain value of `type`, or nil when it has none Tactile can make.
  private func zeroValue(_ type: SType, depth: Int) -> Expr? {
    guard depth < 4 else { return nil }
    switch type {
    case .nominal(let r, let args):
      if let t = typeIndex[r] {
        let info = program.types[t]
        if info.kind == .enumType {
          return info.cases.isEmpty ? nil : .enumCase(type: t, index: 0, payload: [])
        }
        // A program's struct or class made by an initializer that needs no arguments (a view
        // model's `init()`), or, without initializers, by its properties' own values.
        let initializers = (sema.declarations[r].members["init"] ?? []).compactMap { member -> FunctionRef? in
          if case .function(let f) = member, isUser(sema.declarations[f].origin) { return f }
          return nil
        }
        if initializers.isEmpty {
          // The memberwise initializer, with a plain value for each property it needs (a
          // configuration struct of fonts, colours and sizes).
          var arguments: [Expr?] = []
          for (i, p) in info.properties.enumerated() {
            if p.isLet && p.initialValue != nil { continue }
            switch p.storage {
            case .environment, .namespace, .focusState: continue
            default: break
            }
            if p.initialValue != nil || p.storage != .plain {
              arguments.append(nil)
              continue
            }
            let stored = sema.declarations[r].storedProperties
            guard info.kind == .structType, i < stored.count, let type = sema.declarations[stored[i]].type,
              let zero = zeroValue(type, depth: depth + 1)
            else { return nil }
            arguments.append(zero)
          }
          return .construct(type: t, arguments: arguments, at: 0)
        }
        for f in initializers where sema.declarations[f].parameters.allSatisfy({ $0.hasDefault }) {
          guard let index = functionIndex[f] else { continue }
          let arguments = sema.declarations[f].parameters.indices.map { i -> Argument in
            .value(
              sema.declarations[f].parameters[i].defaultValue == nil
                ? .constant(.nilValue) : defaultArgument(f, i, at: 0))
          }
          return .call(function: index, receiver: nil, arguments: arguments, at: 0)
        }
        return nil
      }
      switch sema.declarations[r].qualifiedName {
      case "Bool": return .constant(.bool(false))
      case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
        return .constant(.int(0))
      case "Double", "Float", "CGFloat", "TimeInterval": return .constant(.double(0))
      case "String", "Substring", "LocalizedStringKey": return .constant(.string(""))
      case "Array", "Set": return .array([])
      case "Dictionary": return .dictionary(keys: [], values: [])
      case "Optional": return .constant(.nilValue)
      case "KeyPath", "WritableKeyPath":
        // `\.self`, where the value's type is the root's or a generic parameter the root view
        // leaves open (`id: KeyPath<Item.Element, ID>`): a key path every root has.
        guard args.count == 2 else { return nil }
        if case .parameter = args[1] { return .keyPath([.identity]) }
        return args[0] == args[1] ? .keyPath([.identity]) : nil
      case "ClosedRange", "Range":
        // `0...1`: the unit range of the bound's type.
        guard let bound = args.first, let zero = zeroValue(bound, depth: depth + 1) else { return nil }
        var one = Expr.constant(.int(1))
        if case .constant(.double) = zero { one = .constant(.double(1)) }
        guard case .constant = zero else { return nil }
        let op =
          sema.declarations[r].qualifiedName == "Range" ? "Comparable...<(_:_:)" : "Comparable....(_:_:)"
        return .builtin(builtin(op), receiver: nil, arguments: [.value(zero), .value(one)], at: 0)
      case "Binding":
        guard let inner = args.first, let zero = zeroValue(inner, depth: depth + 1) else { return nil }
        return .builtin(builtin("Binding.constant(_:)"), receiver: nil, arguments: [.value(zero)], at: 0)
      case "CGPoint": return .builtin(builtin("CGPoint.zero"), receiver: nil, arguments: [], at: 0)
      case "CGSize": return .builtin(builtin("CGSize.zero"), receiver: nil, arguments: [], at: 0)
      case "CGRect": return .builtin(builtin("CGRect.zero"), receiver: nil, arguments: [], at: 0)
      case "Angle": return .builtin(builtin("Angle.zero"), receiver: nil, arguments: [], at: 0)
      case "Color": return .builtin(builtin("Color.accentColor"), receiver: nil, arguments: [], at: 0)
      case "Font": return .builtin(builtin("Font.body"), receiver: nil, arguments: [], at: 0)
      case "Animation": return .builtin(builtin("Animation.default"), receiver: nil, arguments: [], at: 0)
      case "ContentTransition":
        return .builtin(builtin("ContentTransition.identity"), receiver: nil, arguments: [], at: 0)
      case "Date": return .builtin(builtin("Date.init()"), receiver: nil, arguments: [], at: 0)
      case "UUID": return .builtin(builtin("UUID.init()"), receiver: nil, arguments: [], at: 0)
      case "Namespace.ID": return .builtin(builtin("Namespace.init()"), receiver: nil, arguments: [], at: 0)
      case "UnitPoint": return .builtin(builtin("UnitPoint.center"), receiver: nil, arguments: [], at: 0)
      case "GeometryProxy":
        guard let proxy = defaultRootProxy else { return nil }
        defaultRootProxy = (proxy.slot, true)
        return .slot(proxy.slot)
      case "_EndedGesture", "_ChangedGesture":
        // The gesture with an action that does nothing (`DragGesture().onEnded { _ in }`).
        guard let base = args.first, let gesture = zeroValue(base, depth: depth + 1) else { return nil }
        program.functions.append(
          Function(
            name: "default closure", kind: .closure, owner: nil, parameterCount: 1, slotCount: 1,
            body: [.returnStmt(.constant(.void))], location: 0))
        let key =
          sema.declarations[r].qualifiedName == "_EndedGesture"
          ? "Gesture.onEnded(_:)" : "Gesture.onChanged(_:)"
        return .builtin(
          builtin(key, kind: .gesture), receiver: .value(gesture),
          arguments: [.value(.closure(function: program.functions.count - 1))], at: 0)
      case "Text", "AnyView":
        return .builtin(
          builtin("Text.init(_:)", kind: .view), receiver: nil, arguments: [.value(.constant(.string("")))],
          at: 0)
      case "LinearGradient":
        // The accent colour from top to bottom.
        let colors = Expr.array([.builtin(builtin("Color.accentColor"), receiver: nil, arguments: [], at: 0)])
        let top = Expr.builtin(builtin("UnitPoint.top"), receiver: nil, arguments: [], at: 0)
        let bottom = Expr.builtin(builtin("UnitPoint.bottom"), receiver: nil, arguments: [], at: 0)
        return .builtin(
          builtin("LinearGradient.init(colors:startPoint:endPoint:)", kind: .view), receiver: nil,
          arguments: [.value(colors), .value(top), .value(bottom)], at: 0)
      default: return defaultInitialized(type, r)
      }
    case .function(let ft):
      // A closure that does nothing but return its result's plain value.
      let result: Expr
      if case .tuple(let r) = ft.result, r.isEmpty {
        result = .constant(.void)
      } else if let zero = zeroValue(ft.result, depth: depth + 1) {
        result = zero
      } else {
        return nil
      }
      let count = ft.parameters.count
      program.functions.append(
        Function(
          name: "default closure", kind: .closure, owner: nil, parameterCount: count, slotCount: count,
          body: [.returnStmt(result)], location: 0))
      return .closure(function: program.functions.count - 1)
    case .parameter(let p):
      // A generic parameter: the plain value of what it conforms to (`Overlay: View`, an empty
      // view; `S: ShapeStyle`, the accent colour; `P: PickerStyle`, the automatic style).
      let declared = sema.declarations.genericContexts[p.context].parameters[p.index]
      for case .nominal(let c, _) in declared.constraints {
        let (key, kind): (String, BuiltinKind)
        switch sema.declarations[c].qualifiedName {
        case "View": (key, kind) = ("EmptyView.init()", .view)
        case "Shape", "InsettableShape": (key, kind) = ("Rectangle.init()", .view)
        case "ShapeStyle": (key, kind) = ("Color.accentColor", .value)
        case "PickerStyle": (key, kind) = ("DefaultPickerStyle.init()", .value)
        case "TextFieldStyle": (key, kind) = ("DefaultTextFieldStyle.init()", .value)
        case "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
          "MutableCollection", "RangeReplaceableCollection":
          // An empty array: a collection of no elements, whatever they are.
          return .array([])
        case "ToggleStyle": (key, kind) = ("DefaultToggleStyle.init()", .value)
        default: continue
        }
        return .builtin(builtin(key, kind: kind), receiver: nil, arguments: [], at: 0)
      }
      // `Selection: Hashable` (or nothing required): `0`, an `Int` being such a type.
      let valueProtocols: Set<String> = [
        "Hashable", "Equatable", "Comparable", "Sendable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible",
      ]
      if declared.constraints.allSatisfy({ constraint in
        guard case .nominal(let c, _) = constraint else { return false }
        return valueProtocols.contains(sema.declarations[c].qualifiedName)
      }) {
        return .constant(.int(0))
      }
      return nil
    case .tuple(let elements):
      if elements.isEmpty { return .constant(.void) }
      var values: [Expr] = []
      for e in elements {
        guard let v = zeroValue(e.type, depth: depth + 1) else { return nil }
        values.append(v)
      }
      return .tuple(values, labels: elements.map { $0.label })
    default:
      return nil
    }
  }

  /// An SDK type made by its initializer that needs no arguments, with the declared defaults
  /// (`DragGesture()`, `TapGesture()`), or nil when it has none.
  private func defaultInitialized(_ type: SType, _ r: NominalRef) -> Expr? {
    for case .function(let f) in sema.declarations[r].members["init"] ?? [] {
      let symbol = sema.declarations[f]
      guard !isUser(symbol.origin), !symbol.isFailable, !symbol.isThrowing, let key = symbol.builtinKey,
        symbol.parameters.allSatisfy({ $0.hasDefault })
      else { continue }
      let arguments = symbol.parameters.indices.map { Argument.value(defaultArgument(f, $0, at: 0)) }
      let kind: BuiltinKind
      if sema.conforms(type, toProtocolNamed: "View") {
        kind = .view
      } else if sema.conforms(type, toProtocolNamed: "Gesture") {
        kind = .gesture
      } else {
        kind = .value
      }
      return .builtin(builtin(key, kind: kind), receiver: nil, arguments: arguments, at: 0)
    }
    return nil
  }
}
