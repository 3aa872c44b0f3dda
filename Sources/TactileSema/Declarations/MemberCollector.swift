import TactileDiagnostics
import TactileLexer
import TactileParser

extension SemanticAnalyzer {
  /// Collects one member (or global) declaration: functions, initializers, subscripts,
  /// properties and enum cases, with their written types resolved.
  func collectMember(_ body: PendingBody) {
    let file = body.file
    let tree = self.tree(file)
    let owner = body.owner
    let ownerContext = owner.map { declarations[$0].genericContext }
    let origin = DeclOrigin(file: file, decl: body.decl)
    let isBuiltin = files[file].isInterface
    switch tree[body.decl].kind {
    case .function(let f):
      guard let nameToken = f.name else { return }
      let name = tree.text(nameToken)
      let header = f.header
      let isStatic = hasModifier(header, "static", tree) || hasModifier(header, "class", tree)
      let context = genericContext(f.genericParameters, parent: ownerContext, file: file, owner: owner)
      let scope = TypeScope(file: file, genericContext: context, nominal: owner)
      var requirements = body.requirements
      if let w = f.whereClause { requirements += resolveRequirements(w, scope) }
      let isOperator =
        tree[nameToken].kind != .identifier && !tree.text(nameToken).first!.isLetter
        && tree.text(nameToken).first != "_"
      var fn = FunctionSymbol(
        name: name, kind: isOperator ? .operatorFunction : .function,
        parameters: parameters(f.signature.parameters, scope, isSubscript: isOperator),
        result: f.signature.returnType.map { resolveType($0, scope) } ?? .void,
        isStatic: isStatic || isOperator, isMutating: hasModifier(header, "mutating", tree),
        isThrowing: f.signature.effects.throwsKeyword != nil, isFailable: false,
        isViewBuilder: hasAttribute(header.attributes, "ViewBuilder", tree), genericContext: context,
        owner: owner,
        requirements: requirements, builtinKey: nil, origin: origin)
      if !fn.isViewBuilder, let owner, requirementIsViewBuilder(name, of: owner) { fn.isViewBuilder = true }
      if !isBuiltin { fn.userBuilder = userResultBuilder(header.attributes, tree) }
      if hasModifier(header, "prefix", tree) { fn.fixity = .prefix }
      if hasModifier(header, "postfix", tree) { fn.fixity = .postfix }
      if isBuiltin {
        // A postfix operator is told from the prefix one of the same name (`100...` and `...90`).
        fn.builtinKey = builtinKey(owner, (fn.fixity == .postfix ? "postfix " : "") + fn.signatureName)
      }
      let ref = declarations.addFunction(fn)
      add(.function(ref), named: name, to: owner)
      if isOperator { declarations.operators[name, default: []].append(ref) }
    case .initializer(let i):
      let context = genericContext(i.genericParameters, parent: ownerContext, file: file, owner: owner)
      let scope = TypeScope(file: file, genericContext: context, nominal: owner)
      var requirements = body.requirements
      if let w = i.whereClause { requirements += resolveRequirements(w, scope) }
      var fn = FunctionSymbol(
        name: "init", kind: .initializer,
        parameters: parameters(i.signature.parameters, scope, isSubscript: false),
        result: owner.map { declarations.declaredType($0) } ?? .error, isStatic: true, isMutating: false,
        isThrowing: i.signature.effects.throwsKeyword != nil, isFailable: i.optionalMark != nil,
        isViewBuilder: false, genericContext: context, owner: owner, requirements: requirements,
        builtinKey: nil,
        origin: origin)
      if isBuiltin { fn.builtinKey = builtinKey(owner, fn.signatureName) }
      add(.function(declarations.addFunction(fn)), named: "init", to: owner)
    case .subscriptDecl(let s):
      let context = genericContext(s.genericParameters, parent: ownerContext, file: file, owner: owner)
      let scope = TypeScope(file: file, genericContext: context, nominal: owner)
      var fn = FunctionSymbol(
        name: "subscript", kind: .subscriptAccessor,
        parameters: parameters(s.signature.parameters, scope, isSubscript: true),
        result: s.signature.returnType.map { resolveType($0, scope) } ?? .error,
        isStatic: hasModifier(s.header, "static", tree), isMutating: false, isThrowing: false,
        isFailable: false,
        isViewBuilder: false, genericContext: context, owner: owner, requirements: body.requirements,
        builtinKey: nil, origin: origin)
      if isBuiltin { fn.builtinKey = builtinKey(owner, fn.signatureName) }
      add(.function(declarations.addFunction(fn)), named: "subscript", to: owner)
    case .variable(let v):
      collectVariable(v, body: body, origin: origin)
    case .enumCase(_, _, let elements):
      guard let owner else { return }
      let scope = TypeScope(file: file, genericContext: ownerContext, nominal: owner)
      for element in elements {
        guard let nameToken = element.name else { continue }
        let ref = EnumCaseRef(declarations.enumCases.count)
        declarations.enumCases.append(
          EnumCaseSymbol(
            name: tree.text(nameToken), owner: owner,
            associatedValues: element.associatedValues.map {
              parameters($0.parameters, scope, isSubscript: false)
            }
              ?? [], rawValue: element.rawValue, origin: origin))
        declarations.nominals[owner.index].cases.append(ref)
        add(.enumCase(ref), named: tree.text(nameToken), to: owner)
      }
    default:
      break
    }
  }

  private func collectVariable(_ v: VariableDecl_, body: PendingBody, origin: DeclOrigin) {
    let file = body.file
    let tree = self.tree(file)
    let owner = body.owner
    let scope = TypeScope(
      file: file, genericContext: owner.map { declarations[$0].genericContext }, nominal: owner)
    let isStatic = hasModifier(v.header, "static", tree) || hasModifier(v.header, "class", tree)
    var wrapper = propertyWrapper(v.header.attributes, tree)
    let customWrapper = wrapper == nil ? userPropertyWrapper(v.header.attributes, tree) : nil
    if customWrapper != nil { wrapper = .custom }
    for (index, binding) in v.bindings.enumerated() {
      guard case .identifier(let nameToken) = tree[binding.pattern].kind else { continue }
      let name = tree.text(nameToken)
      var type = sharedTypeAnnotation(v.bindings, index).map { resolveType($0.type, scope) }
      // `@ScaledMetric var size = 24`: the wrapper's value is a `BinaryFloatingPoint`, so the
      // literal is a `Double`; at the canvas's Dynamic Type size (Large) it is not scaled, so
      // the property is otherwise a plain one.
      if type == nil, hasAttribute(v.header.attributes, "ScaledMetric", tree) {
        type = .nominal(known.double, [])
      }
      // `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`: the delegate's class.
      if type == nil, let delegate = applicationDelegateType(v.header.attributes, tree, scope) {
        type = delegate
      }
      var isComputed = false
      var hasSetter = !tree.text(v.keyword, is: "let")
      var hasNonmutatingSetter = false
      if let accessors = binding.accessors {
        switch accessors.content {
        case .getter:
          isComputed = true
          hasSetter = false
        case .accessors(let list):
          let names = list.compactMap { $0.keyword.map(tree.text) }
          if names.contains("get") || names.contains("set") || files[file].isInterface {
            isComputed = true
            hasSetter = names.contains("set")
          }
          hasNonmutatingSetter = list.contains {
            $0.keyword.map(tree.text) == "set"
              && $0.header.modifiers.contains { tree.text($0.name) == "nonmutating" }
          }
        }
      }
      var isViewBuilder = hasAttribute(v.header.attributes, "ViewBuilder", tree)
      if name == "body", isComputed, case .opaque(let c, _)? = type, c == known.view { isViewBuilder = true }
      // `static var previews` of a `PreviewProvider`: a builder, as its requirement is.
      if !isViewBuilder, isComputed, let owner, requirementIsViewBuilder(name, of: owner) {
        isViewBuilder = true
      }
      // A computed property's body defines an opaque type's underlying type; `nil` until checked.
      if case .opaque(let c, nil)? = type, c != known.view, isComputed {
        type = .opaque(constraint: c, underlying: nil)
      }
      var decl = VariableSymbol(
        name: name, type: type, isStatic: isStatic, isLet: tree.text(v.keyword, is: "let"),
        isComputed: isComputed,
        hasSetter: hasSetter, isViewBuilder: isViewBuilder, wrapper: wrapper,
        wrapperType: customWrapper.map { .nominal($0, []) }, owner: owner,
        initializer: binding.initializer, requirements: body.requirements, builtinKey: nil, origin: origin,
        bindingIndex: index)
      decl.hasNonmutatingSetter = hasNonmutatingSetter
      if files[file].isInterface { decl.builtinKey = builtinKey(owner, name) }
      if !files[file].isInterface { decl.userBuilder = userResultBuilder(v.header.attributes, tree) }
      let ref = declarations.addVariable(decl)
      add(.variable(ref), named: name, to: owner)
      // `override var x: Int { didSet { … } }` observes the superclass's storage; it has none.
      if let owner, !isStatic, !isComputed,
        !(declarations[owner].kind == .classType && hasModifier(v.header, "override", tree))
      {
        declarations.nominals[owner.index].storedProperties.append(ref)
      }
    }
  }

  /// `enum Direction: String { … }` has `rawValue` and `init?(rawValue:)`, as Swift
  /// synthesizes them for an enum with a raw type.
  func synthesizeRawValueMembers(_ ref: NominalRef) {
    guard case .nominal(let raw, _)? = declarations[ref].inherited.first,
      declarations[raw].kind != .protocolType, declarations[ref].members["rawValue"] == nil
    else { return }
    let rawType = SType.nominal(raw, [])
    let origin = declarations[ref].origin
    let value = declarations.addVariable(
      VariableSymbol(
        name: "rawValue", type: rawType, isStatic: false, isLet: false, isComputed: true, hasSetter: false,
        isViewBuilder: false, wrapper: nil, wrapperType: nil, owner: ref, initializer: nil, requirements: [],
        builtinKey: nil, origin: DeclOrigin(file: origin.file, decl: nil), bindingIndex: 0))
    add(.variable(value), named: "rawValue", to: ref)
    let context = declarations.addGenericContext(
      GenericContext(parent: declarations[ref].genericContext, parameters: []))
    let initializer = declarations.addFunction(
      FunctionSymbol(
        name: "init", kind: .initializer,
        parameters: [
          ParameterSymbol(
            label: "rawValue", name: "rawValue", type: rawType, isInout: false, isVariadic: false,
            isAutoclosure: false, isViewBuilder: false, defaultValue: nil)
        ],
        result: declarations.declaredType(ref), isStatic: true, isMutating: false, isThrowing: false,
        isFailable: true, isViewBuilder: false, genericContext: context, owner: ref, requirements: [],
        builtinKey: nil, origin: DeclOrigin(file: origin.file, decl: nil)))
    add(.function(initializer), named: "init", to: ref)
  }

  private func add(_ member: MemberRef, named name: String, to owner: NominalRef?) {
    if let owner {
      declarations.nominals[owner.index].members[name, default: []].append(member)
    } else {
      declarations.globals[name, default: []].append(member)
    }
  }

  /// `Owner.name(labels:)` for members, `name(labels:)` for globals.
  private func builtinKey(_ owner: NominalRef?, _ name: String) -> String {
    owner.map { declarations[$0].qualifiedName + "." + name } ?? name
  }

  /// A generic context for a function's own parameters (always created, possibly empty).
  private func genericContext(_ clause: GenericParameterClause?, parent: Int?, file: Int, owner: NominalRef?)
    -> Int
  {
    let tree = self.tree(file)
    let context = declarations.addGenericContext(
      GenericContext(
        parent: parent,
        parameters: (clause?.parameters ?? []).map {
          GenericContext.Parameter(name: $0.name.map(tree.text) ?? "_", constraints: [])
        }))
    let scope = TypeScope(file: file, genericContext: context, nominal: owner)
    for (i, p) in (clause?.parameters ?? []).enumerated() {
      if let inherited = p.inherited {
        declarations.genericContexts[context].parameters[i].constraints.append(
          contentsOf: constraintTypes(inherited, scope))
      }
    }
    return context
  }

  /// The parameters of a function or subscript, with their labels as Swift derives them.
  private func parameters(_ list: [Parameter], _ scope: TypeScope, isSubscript: Bool) -> [ParameterSymbol] {
    let tree = self.tree(scope.file)
    return list.map { p in
      let first = p.firstName.map(tree.text)
      let second = p.secondName.map(tree.text)
      var label: String? = second != nil || !isSubscript ? first : nil
      if label == "_" { label = nil }
      let name = second ?? first ?? "_"
      var inner = p.type
      var isInout = false
      var isAutoclosure = false
      // A toolbar's content builder builds descriptions as a view builder does (its items are
      // `ToolbarContent`, which `checkViewExpression` accepts).
      var isViewBuilder = p.attributes.contains { Self.builderAttributes.contains(attributeName($0, tree)) }
      while case .attributed(let specifiers, let attributes, let base) = tree[inner].kind {
        isInout = isInout || specifiers.contains { tree.text($0, is: "inout") }
        isAutoclosure = isAutoclosure || attributes.contains { attributeName($0, tree) == "autoclosure" }
        isViewBuilder =
          isViewBuilder || attributes.contains { Self.builderAttributes.contains(attributeName($0, tree)) }
        inner = base
      }
      var symbol = ParameterSymbol(
        label: label, name: name, type: resolveType(inner, scope), isInout: isInout,
        isVariadic: p.ellipsis != nil,
        isAutoclosure: isAutoclosure, isViewBuilder: isViewBuilder, defaultValue: p.defaultValue)
      symbol.userBuilder = userResultBuilder(p.attributes, tree)
      if symbol.userBuilder == nil, case .attributed(_, let attributes, _) = tree[p.type].kind {
        symbol.userBuilder = userResultBuilder(attributes, tree)
      }
      for attribute in p.attributes {
        switch attributeName(attribute, tree) {
        case "KeyframesBuilder": symbol.builderProtocol = "Keyframes"
        case "KeyframeTrackContentBuilder": symbol.builderProtocol = "KeyframeTrackContent"
        case "TabContentBuilder": symbol.builderProtocol = "TabContent"
        default: break
        }
      }
      return symbol
    }
  }

  func hasModifier(_ header: DeclHeader, _ name: StaticString, _ tree: SyntaxTree) -> Bool {
    header.modifiers.contains { tree.text($0.name, is: name) }
  }

  /// The result builders whose closures are checked and lowered as view builders.
  static let builderAttributes: Set<String> = [
    "ViewBuilder", "ToolbarContentBuilder", "KeyframesBuilder", "KeyframeTrackContentBuilder",
    "TabContentBuilder",
  ]

  func hasAttribute(_ attributes: [Attribute], _ name: String, _ tree: SyntaxTree) -> Bool {
    attributes.contains { attributeName($0, tree) == name }
  }

  /// The class `@UIApplicationDelegateAdaptor(AppDelegate.self)` names, if the declaration has
  /// that attribute: the property's type (the preview runs no delegate; the property is the
  /// delegate the app would make).
  func applicationDelegateType(_ attributes: [Attribute], _ tree: SyntaxTree, _ scope: TypeScope) -> SType? {
    guard
      let attribute = attributes.first(where: { attributeName($0, tree) == "UIApplicationDelegateAdaptor" }),
      case .list(_, let arguments, _)? = attribute.arguments, let first = arguments.first,
      case .member(let base?, _, let name?, _, _) = tree[first.value].kind, tree.text(name) == "self",
      case .identifier(let token, _, _) = tree[base].kind
    else { return nil }
    return resolveNamedType(tree.text(token), arguments: nil, scope: scope, at: token)
  }

  /// The property wrapper among a declaration's attributes.
  func propertyWrapper(_ attributes: [Attribute], _ tree: SyntaxTree) -> PropertyWrapperKind? {
    for attribute in attributes {
      switch attributeName(attribute, tree) {
      case "State": return .state
      case "GestureState": return .gestureState
      case "Binding": return .binding
      case "StateObject": return .stateObject
      case "ObservedObject", "Bindable": return .observedObject  // `@Bindable` (iOS 17): the same projection
      case "Environment": return .environment
      case "EnvironmentObject": return .environmentObject
      case "Published": return .published
      // `@SceneStorage` (state restored per scene): in a preview, as `@AppStorage`, a value kept
      // under its key for the session.
      case "AppStorage", "SceneStorage": return .appStorage
      case "Namespace": return .namespace
      case "FocusState": return .focusState
      default: continue
      }
    }
    return nil
  }

  /// The program's `@resultBuilder` type an attribute names (`@ListBuilder`).
  func userResultBuilder(_ attributes: [Attribute], _ tree: SyntaxTree) -> NominalRef? {
    userAttributeType(attributes, tree, marked: "resultBuilder")
  }

  /// The program's `@propertyWrapper` type an attribute names (`@Clamped(range: 0...1)`).
  func userPropertyWrapper(_ attributes: [Attribute], _ tree: SyntaxTree) -> NominalRef? {
    userAttributeType(attributes, tree, marked: "propertyWrapper")
  }

  /// The program's type, declared with the attribute `marker`, that one of `attributes` names.
  private func userAttributeType(_ attributes: [Attribute], _ tree: SyntaxTree, marked marker: String)
    -> NominalRef?
  {
    for attribute in attributes {
      let name = attributeName(attribute, tree)
      for case .nominal(let ref) in declarations.globals[name] ?? [] {
        guard !files[declarations[ref].origin.file].isInterface, let d = declarations[ref].origin.decl,
          case .typeDecl(let td) = self.tree(declarations[ref].origin.file)[d].kind,
          hasAttribute(td.header.attributes, marker, self.tree(declarations[ref].origin.file))
        else { continue }
        return ref
      }
    }
    return nil
  }

  /// Whether a method named `name` of `ref` witnesses a `@ViewBuilder` requirement of a protocol
  /// `ref` declares conformance to, so that it is a builder too, as Swift infers the result
  /// builder from the requirement (`ViewModifier.body(content:)`, `ButtonStyle.makeBody`).
  func requirementIsViewBuilder(_ name: String, of ref: NominalRef) -> Bool {
    declarations[ref].inherited.contains {
      guard case .nominal(let p, _) = $0, declarations[p].kind == .protocolType else { return false }
      return (declarations[p].members[name] ?? []).contains {
        switch $0 {
        case .function(let f): declarations[f].isViewBuilder
        case .variable(let v): declarations[v].isViewBuilder
        default: false
        }
      }
    }
  }
}

/// The parser's variable declaration (renamed to avoid a clash with Sema's `VariableSymbol`).
typealias VariableDecl_ = TactileParser.VariableDecl

extension SemanticAnalyzer {
  /// A binding's type annotation, or, for a binding with neither a type nor a value, the next
  /// one's: in `var username, phone: String` both are strings.
  func sharedTypeAnnotation(_ bindings: [PatternBinding], _ index: Int) -> TypeAnnotation? {
    if let own = bindings[index].type { return own }
    var i = index
    while i < bindings.count, bindings[i].initializer == nil, bindings[i].accessors == nil {
      if let type = bindings[i].type { return type }
      i += 1
    }
    return nil
  }
}
