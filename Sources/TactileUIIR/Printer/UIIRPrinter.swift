/// The stable text form of a `Program`, printed by `tactile dump --stage uiir` and used by
/// golden tests.
///
/// Types first (properties with their storage, cases, the body function), then every function
/// with its frame layout and statements, one statement per line, nested blocks indented by two
/// spaces. Expressions print inline: `%3` is frame slot 3, `^1` capture 1, `@2` global 2,
/// `fn7` function 7; builtins print by key, receivers before `->`:
/// `self.offset[state] -> CGSize.width`. Printing is a function of the program only, so
/// printing the same program twice gives the same text.
public struct UIIRPrinter {
  let program: Program
  var out = ""
  var indent = 0

  public static func render(_ program: Program) -> String {
    var printer = UIIRPrinter(program: program)
    printer.printProgram()
    return printer.out
  }

  init(program: Program) { self.program = program }

  mutating func line(_ text: String) {
    out += String(repeating: " ", count: indent * 2) + text + "\n"
  }

  mutating func nested(_ body: (inout UIIRPrinter) -> Void) {
    indent += 1
    body(&self)
    indent -= 1
  }

  mutating func printProgram() {
    switch program.root {
    case .function(let f)?: line("root fn\(f)")
    case .type(let t)?: line("root \(program.types[t].name)()")
    case nil: line("root none")
    }
    for (i, t) in program.types.enumerated() { printType(i, t) }
    for (i, g) in program.globals.enumerated() {
      var text = "global @\(i) \(g.name)"
      if let v = g.initialValue { text += " = fn\(v)" }
      if let v = g.getter { text += " get fn\(v)" }
      line(text)
    }
    for (i, f) in program.functions.enumerated() { printFunction(i, f) }
  }

  mutating func printType(_ index: Int, _ t: TypeInfo) {
    var traits: [String] = []
    if t.isView { traits.append("View") }
    if t.isGesture { traits.append("Gesture") }
    if t.isObservable { traits.append("ObservableObject") }
    let kind =
      switch t.kind {
      case .structType: "struct"
      case .classType: "class"
      case .enumType: "enum"
      }
    line("type \(index) \(kind) \(t.name)" + (traits.isEmpty ? "" : ": " + traits.joined(separator: ", ")))
    nested { p in
      for (i, property) in t.properties.enumerated() {
        var text = "property \(i) \(property.isLet ? "let" : "var") \(property.name)"
        if property.storage != .plain { text += " [\(p.storageName(property.storage))]" }
        if let v = property.initialValue { text += " = fn\(v)" }
        if let v = property.willSet { text += " willSet fn\(v)" }
        if let v = property.didSet { text += " didSet fn\(v)" }
        if let v = property.resetTransaction { text += " resetTransaction fn\(v)" }
        if let v = property.reset { text += " reset fn\(v)" }
        p.line(text)
      }
      for (i, c) in t.cases.enumerated() {
        let labels = c.labels.isEmpty ? "" : "(" + c.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        p.line("case \(i) \(c.name)\(labels)" + (c.rawValue.map { " = " + p.constant($0) } ?? ""))
      }
      if let b = t.body { p.line("body fn\(b)") }
      if let g = t.identifierGetter { p.line("id fn\(g)") }
    }
  }

  func storageName(_ s: PropertyStorage) -> String {
    switch s {
    case .plain: "plain"
    case .state: "State"
    case .gestureState: "GestureState"
    case .binding: "Binding"
    case .stateObject: "StateObject"
    case .observedObject: "ObservedObject"
    case .environment(let key): "Environment \\.\(key)"
    case .published: "Published"
    case .namespace: "Namespace"
    case .appStorage: "AppStorage"
    case .focusState: "FocusState"
    }
  }

  mutating func printFunction(_ index: Int, _ f: Function) {
    var header = "fn\(index) \(f.name) [\(kindName(f.kind))"
    if let owner = f.owner { header += " of \(program.types[owner].name)" }
    header += "] params \(f.parameterCount) slots \(f.slotCount)"
    if f.mutatesSelf { header += " mutating" }
    if f.isViewBuilder { header += " view-builder" }
    if !f.inoutParameters.isEmpty {
      header += " inout " + f.inoutParameters.map { "%\($0)" }.joined(separator: ",")
    }
    if !f.cellSlots.isEmpty { header += " cells " + f.cellSlots.map { "%\($0)" }.joined(separator: ",") }
    if !f.captures.isEmpty { header += " captures " + f.captures.map(captureName).joined(separator: ",") }
    let (line, column) = program.position(of: f.location)
    header += " @\(line):\(column)"
    self.line(header)
    nested { p in p.block(f.body) }
  }

  func kindName(_ k: Function.Kind) -> String {
    switch k {
    case .function: "function"
    case .method: "method"
    case .initializer: "init"
    case .getter: "get"
    case .setter: "set"
    case .initialValue: "initial value"
    case .closure: "closure"
    case .preview: "preview"
    }
  }

  func captureName(_ c: Capture) -> String {
    switch c {
    case .slot(let s): "%\(s)"
    case .capture(let c): "^\(c)"
    case .selfValue: "self"
    }
  }

  // MARK: Statements

  mutating func block(_ statements: [Stmt]) {
    for s in statements { statement(s) }
  }

  mutating func statement(_ s: Stmt) {
    switch s {
    case .expr(let e):
      line(expr(e))
    case .view(let e):
      line("view " + expr(e))
    case .bind(let p, let e):
      line("let \(pattern(p)) = \(expr(e))")
    case .declare(let slot):
      line("var %\(slot)")
    case .ifStmt(let conditions, let then, let otherwise):
      line("if " + conditions.map(condition).joined(separator: ", "))
      nested { $0.block(then) }
      if let otherwise {
        line("else")
        nested { $0.block(otherwise) }
      }
    case .guardStmt(let conditions, let otherwise):
      line("guard " + conditions.map(condition).joined(separator: ", ") + " else")
      nested { $0.block(otherwise) }
    case .whileStmt(let conditions, let body, let label, _):
      line((label.map { "\($0): " } ?? "") + "while " + conditions.map(condition).joined(separator: ", "))
      nested { $0.block(body) }
    case .repeatWhile(let body, let condition, let label, _):
      line((label.map { "\($0): " } ?? "") + "repeat")
      nested { $0.block(body) }
      line("while " + expr(condition))
    case .forIn(let p, let sequence, let filter, let body, let label, _):
      line(
        (label.map { "\($0): " } ?? "") + "for \(pattern(p)) in \(expr(sequence))"
          + (filter.map { " where " + expr($0) } ?? ""))
      nested { $0.block(body) }
    case .switchStmt(let subject, let cases, let label, _):
      line((label.map { "\($0): " } ?? "") + "switch " + expr(subject))
      for c in cases {
        let items = zip(c.patterns, c.filters).map { p, f in
          pattern(p) + (f.map { " where " + expr($0) } ?? "")
        }
        line("case " + items.joined(separator: ", "))
        nested { $0.block(c.body) }
      }
    case .returnStmt(let value):
      line("return" + (value.map { " " + expr($0) } ?? ""))
    case .breakStmt(let label):
      line("break" + (label.map { " " + $0 } ?? ""))
    case .continueStmt(let label):
      line("continue" + (label.map { " " + $0 } ?? ""))
    case .fallthroughStmt:
      line("fallthrough")
    case .throwStmt(let value, _):
      line("throw " + expr(value))
    case .deferStmt(let body):
      line("defer")
      nested { $0.block(body) }
    case .doStmt(let body, let catches):
      line("do")
      nested { $0.block(body) }
      for c in catches {
        line(
          "catch" + (c.pattern.map { " " + pattern($0) } ?? "")
            + (c.errorSlot.map { " error -> %\($0)" } ?? ""))
        nested { $0.block(c.body) }
      }
    }
  }

  func condition(_ c: Condition) -> String {
    switch c {
    case .bool(let e): expr(e)
    case .unwrap(let p, let e): "let \(pattern(p)) = \(expr(e))"
    case .match(let p, let e): "case \(pattern(p)) = \(expr(e))"
    case .available: "#available"
    }
  }

  func pattern(_ p: Pattern) -> String {
    switch p {
    case .wildcard: "_"
    case .bind(let s): "%\(s)"
    case .tuple(let items): "(" + items.map(pattern).joined(separator: ", ") + ")"
    case .enumCase(let t, let i, let payload):
      "." + program.types[t].cases[i].name
        + (payload.map { "(" + $0.map(pattern).joined(separator: ", ") + ")" } ?? "")
    case .builtinCase(let key, let payload):
      key + (payload.map { "(" + $0.map(pattern).joined(separator: ", ") + ")" } ?? "")
    case .some(let inner): pattern(inner) + "?"
    case .value(let e): "~= " + expr(e)
    case .cast(let inner, let t): (inner.map { pattern($0) + " as " } ?? "is ") + typeTest(t)
    }
  }

  func typeTest(_ t: TypeTest) -> String {
    switch t {
    case .user(let i): program.types[i].name
    case .builtin(let name): name
    }
  }

  // MARK: Expressions

  func constant(_ c: Constant) -> String {
    switch c {
    case .int(let v): String(v)
    case .double(let v): String(v)
    case .bool(let v): v ? "true" : "false"
    case .string(let s): quoted(s)
    case .nilValue: "nil"
    case .void: "()"
    }
  }

  func quoted(_ s: String) -> String {
    var out = "\""
    for c in s.unicodeScalars {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(c)
      }
    }
    return out + "\""
  }

  func propertyName(_ t: Int, _ i: Int) -> String { program.types[t].properties[i].name }

  func expr(_ e: Expr) -> String {
    switch e {
    case .constant(let c): return constant(c)
    case .slot(let s): return "%\(s)"
    case .capture(let c): return "^\(c)"
    case .selfValue: return "self"
    case .global(let g): return "@\(g)"
    case .property(let base, let t, let i): return "\(expr(base)).\(propertyName(t, i))"
    case .wrapped(let base, let t, let i):
      return "\(expr(base)).\(propertyName(t, i))[\(storageName(program.types[t].properties[i].storage))]"
    case .projected(let base, let t, let i): return "\(expr(base)).$\(propertyName(t, i))"
    case .wrapper(let base, let t, let i): return "\(expr(base))._\(propertyName(t, i))"
    case .call(let f, let receiver, let arguments, _):
      return (receiver.map { self.receiver($0) + " -> " } ?? "") + "fn\(f) \(program.functions[f].name)"
        + argumentList(arguments)
    case .builtin(let b, let receiver, let arguments, _):
      let key = program.builtins[b]
      let args = arguments.isEmpty ? "" : argumentList(arguments)
      return (receiver.map { self.receiver($0) + " -> " } ?? "") + key + args
    case .construct(let t, let arguments, _):
      return program.types[t].name + "("
        + arguments.map { $0.map(expr) ?? "<initial>" }.joined(separator: ", ") + ")"
    case .enumCase(let t, let i, let payload):
      return program.types[t].name + "." + program.types[t].cases[i].name
        + (payload.isEmpty ? "" : "(" + payload.map(expr).joined(separator: ", ") + ")")
    case .closure(let f): return "closure fn\(f)"
    case .functionValue(let f, let receiver): return (receiver.map { expr($0) + "." } ?? "") + "fn\(f)"
    case .callValue(let callee, let arguments, _): return "(" + expr(callee) + ")" + argumentList(arguments)
    case .tuple(let items, let labels):
      return "(" + zip(items, labels).map { ($1.map { $0 + ": " } ?? "") + expr($0) }.joined(separator: ", ")
        + ")"
    case .tupleElement(let base, let i): return "\(expr(base)).\(i)"
    case .array(let items): return "[" + items.map(expr).joined(separator: ", ") + "]"
    case .dictionary(let keys, let values):
      if keys.isEmpty { return "[:]" }
      return "[" + zip(keys, values).map { expr($0) + ": " + expr($1) }.joined(separator: ", ") + "]"
    case .interpolation(let parts):
      return "interpolate(" + parts.map(part).joined(separator: ", ") + ")"
    case .conditional(let c, let a, let b): return "(\(expr(c)) ? \(expr(a)) : \(expr(b)))"
    case .tryValue(let inner, let optional, let wrap, _):
      return (optional ? "try? " : "try! ") + expr(inner) + (wrap ? "" : " (flattened)")
    case .sequence(let statements, let value):
      var inner = UIIRPrinter(program: program)
      inner.block(statements)
      let lines = inner.out.split(separator: "\n").map { $0.drop { $0 == " " } }
      return "{ " + lines.joined(separator: "; ") + " => " + expr(value) + " }"
    case .and(let a, let b): return "(\(expr(a)) && \(expr(b)))"
    case .or(let a, let b): return "(\(expr(a)) || \(expr(b)))"
    case .not(let a): return "!" + expr(a)
    case .wrapOptional(let a, let depth): return "some" + (depth > 1 ? "\(depth)" : "") + "(" + expr(a) + ")"
    case .forceUnwrap(let a, _): return expr(a) + "!"
    case .chain(let body, let id, _): return "chain#\(id){\(expr(body))}"
    case .unwrapChain(let a, let id): return expr(a) + "?#\(id)"
    case .coalesce(let a, let b): return "(\(expr(a)) ?? \(expr(b)))"
    case .isNil(let a, let negated): return "(\(expr(a)) \(negated ? "!=" : "==") nil)"
    case .assign(let target, let value, _): return "\(lvalue(target)) = \(expr(value))"
    case .keyPath(let steps): return "\\" + steps.map(step).joined(separator: ".")
    case .typeValue(let t): return program.types[t].name + ".self"
    case .cast(let value, let kind, let t, _):
      let op =
        switch kind {
        case .conditional: "as?"
        case .forced: "as!"
        case .test: "is"
        }
      return "(\(expr(value)) \(op) \(typeTest(t)))"
    case .unsupported(let what, _): return "unsupported(\(quoted(what)))"
    }
  }

  func part(_ p: InterpolationPart) -> String {
    switch p {
    case .text(let t): quoted(t)
    case .value(let e): expr(e)
    case .formatted(let e, let specifier): expr(e) + " specifier " + quoted(specifier)
    }
  }

  func step(_ s: KeyPathStep) -> String {
    switch s {
    case .identity: "self"
    case .property(let t, let i): propertyName(t, i)
    case .builtin(let b): program.builtins[b]
    case .getter(let f): "fn\(f)"
    case .tupleElement(let i): "\(i)"
    }
  }

  func receiver(_ r: Receiver) -> String {
    switch r {
    case .value(let e): expr(e)
    case .reference(let l): "&" + lvalue(l)
    }
  }

  func argumentList(_ arguments: [Argument]) -> String {
    "("
      + arguments.map { a in
        switch a {
        case .value(let e): expr(e)
        case .reference(let l): "&" + lvalue(l)
        }
      }.joined(separator: ", ") + ")"
  }

  func lvalue(_ l: LValue) -> String {
    switch l {
    case .slot(let s): "%\(s)"
    case .capture(let c): "^\(c)"
    case .selfValue: "self"
    case .global(let g): "@\(g)"
    case .property(let base, let t, let i): "\(lvalue(base)).\(propertyName(t, i))"
    case .wrapped(let base, let t, let i):
      "\(expr(base)).\(propertyName(t, i))[\(storageName(program.types[t].properties[i].storage))]"
    case .builtinProperty(let base, let b): "\(lvalue(base)) -> \(program.builtins[b])"
    case .subscriptAccess(let base, let b, let arguments):
      "\(lvalue(base)) -> \(program.builtins[b])(" + arguments.map(expr).joined(separator: ", ") + ")"
    case .computed(let r, let getter, let setter, let arguments):
      (r.map { receiver($0) + " -> " } ?? "") + "get fn\(getter) set fn\(setter)"
        + (arguments.isEmpty ? "" : "[" + arguments.map(expr).joined(separator: ", ") + "]")
    case .tupleElement(let base, let i): "\(lvalue(base)).\(i)"
    case .forceUnwrap(let base, _): lvalue(base) + "!"
    case .optionalChain(let base): lvalue(base) + "?"
    case .readOnly(let e): expr(e)
    case .discard: "_"
    }
  }
}
