import TactileGestures
import TactileUIIR

extension Interpreter {
  /// Whether `value` matches `pattern`, binding what the pattern binds.
  func match(_ pattern: Pattern, _ value: Value, _ frame: Frame) throws(RuntimeError) -> Bool {
    switch pattern {
    case .wildcard:
      return true
    case .bind(let slot):
      // Each binding is a new variable: a closure that captured the slot's earlier variable (in
      // an earlier iteration of a loop) keeps that one's value.
      if frame.cells[slot] != nil {
        frame.cells[slot] = Cell(value)
      } else {
        frame.slots[slot] = value
      }
      return true
    case .tuple(let patterns):
      guard case .tuple(let items, _) = value, items.count == patterns.count else { return false }
      for (p, v) in zip(patterns, items) where !(try match(p, v, frame)) { return false }
      return true
    case .enumCase(let type, let index, let payload):
      var v = value
      if case .optional(let inner?) = v { v = inner }
      guard case .enumCase(let t, let i, let values) = v, t == type, i == index else { return false }
      guard let payload else { return true }
      if payload.count == 1, values.count > 1 {
        return try match(payload[0], .tuple(values, labels: program.types[t].cases[i].labels), frame)
      }
      for (p, v) in zip(payload, values) where !(try match(p, v, frame)) { return false }
      return true
    case .builtinCase(let key, let payload):
      switch unwrapAll(value) {
      case .symbol(let k): return k == key && (payload?.isEmpty ?? true)
      case .record(let r):
        guard r.name == key else { return false }
        guard let payload else { return true }
        if payload.count == 1, r.fields.count > 1 {
          return try match(payload[0], .tuple(r.fields, labels: r.labels.map { $0 }), frame)
        }
        for (p, v) in zip(payload, r.fields) where !(try match(p, v, frame)) { return false }
        return true
      default: return false
      }
    case .some(let inner):
      guard case .optional(let wrapped?) = value else { return false }
      return try match(inner, wrapped, frame)
    case .value(let e):
      let expected = try evaluate(e, frame)
      if case .range(let lower, let upper, let closed) = expected {
        return compare(value, lower) >= 0 && (closed ? compare(value, upper) <= 0 : compare(value, upper) < 0)
      }
      if let contained = partialRange(expected, contains: value) { return contained }
      return valuesEqual(value, expected)
    case .cast(let inner, let test):
      guard isInstance(value, of: test) else { return false }
      guard let inner else { return true }
      return try match(inner, unwrapAll(value), frame)
    }
  }

  /// Whether user class `type` is `ancestor` or one of its subclasses.
  func isSubclass(_ type: Int, of ancestor: Int) -> Bool {
    var current: Int? = type
    var depth = 0
    while let c = current, depth < 64 {
      if c == ancestor { return true }
      current = program.types[c].superclass
      depth += 1
    }
    return false
  }

  /// Whether a value is an instance of a user type or of a builtin type (by name).
  func isInstance(_ value: Value, of test: TypeTest) -> Bool {
    let v = unwrapAll(value)
    switch test {
    case .user(let t):
      switch v {
      case .instance(let i): return i.type == t
      case .object(let o): return isSubclass(o.type, of: t)
      case .enumCase(let type, _, _): return type == t
      default: return false
      }
    case .builtin(let name):
      switch (name, v) {
      case ("Int", .int), ("Double", .double), ("CGFloat", .double), ("Bool", .bool), ("String", .string),
        ("Character", .character), ("CGPoint", .point), ("CGSize", .size), ("Date", .date), ("Any", _):
        return true
      // A builtin value named after its type (a `UIWindowScene`, a `URL` record).
      case (_, .record(let r)): return r.name == name
      case (_, .symbol(let s)): return s == name
      default:
        return false
      }
    }
  }

  /// `value` without its `Optional` wrappings.
  func unwrapAll(_ value: Value) -> Value {
    var v = value
    while case .optional(let inner?) = v { v = inner }
    return v
  }
}

/// Swift's `==` over runtime values: numbers, strings, optionals, collections, tuples, user
/// enums and structs field by field, SwiftUI values; functions and views are never equal.
public func valuesEqual(_ a: Value, _ b: Value) -> Bool {
  valuesEqual(a, b, structural: false, depth: 0)
}

/// Whether a preference reader sees the same value again: `valuesEqual`, except that views
/// and closures, which Swift cannot compare, are the same when they are built alike (the same
/// views with the same arguments, the same function with the same captured values). A
/// preference reader is evaluated again only when its value changes; a value that carries an
/// `AnyView` rebuilt by every pass would otherwise never settle.
public func sameDescription(_ a: Value, _ b: Value) -> Bool {
  valuesEqual(a, b, structural: true, depth: 0)
}

private func valuesEqual(_ a: Value, _ b: Value, structural: Bool, depth: Int) -> Bool {
  guard !structural || depth < 64 else { return false }
  func eq(_ x: Value, _ y: Value) -> Bool { valuesEqual(x, y, structural: structural, depth: depth + 1) }
  switch (a, b) {
  case (.void, .void): return true
  case (.bool(let x), .bool(let y)): return x == y
  case (.int(let x), .int(let y)): return x == y
  case (.double(let x), .double(let y)): return x == y
  case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
  case (.string(let x), .string(let y)): return x == y
  case (.character(let x), .character(let y)): return x == y
  case (.string(let x), .character(let y)), (.character(let y), .string(let x)): return x == String(y)
  case (.optional(let x), .optional(let y)):
    switch (x, y) {
    case (nil, nil): return true
    case (let p?, let q?): return eq(p, q)
    default: return false
    }
  case (.optional(let x?), _): return eq(x, b)
  case (_, .optional(let y?)): return eq(a, y)
  case (.tuple(let x, _), .tuple(let y, _)), (.array(let x), .array(let y)):
    return x.count == y.count && zip(x, y).allSatisfy { eq($0, $1) }
  case (.set(let x), .set(let y)):
    return x.count == y.count && x.allSatisfy { e in y.contains { eq(e, $0) } }
  case (.dictionary(let x), .dictionary(let y)):
    guard x.keys.count == y.keys.count else { return false }
    for (k, v) in zip(x.keys, x.values) {
      guard let i = y.keys.firstIndex(where: { eq($0, k) }), eq(y.values[i], v) else {
        return false
      }
    }
    return true
  case (.range(let a1, let b1, let c1), .range(let a2, let b2, let c2)):
    return c1 == c2 && eq(a1, a2) && eq(b1, b2)
  case (.instance(let x), .instance(let y)):
    return x.type == y.type && x.fields.count == y.fields.count
      && zip(x.fields, y.fields).allSatisfy { eq($0, $1) }
  case (.object(let x), .object(let y)): return x === y
  case (.enumCase(let t1, let i1, let p1), .enumCase(let t2, let i2, let p2)):
    return t1 == t2 && i1 == i2 && p1.count == p2.count && zip(p1, p2).allSatisfy { eq($0, $1) }
  case (.point(let x1, let y1), .point(let x2, let y2)), (.size(let x1, let y1), .size(let x2, let y2)):
    return x1 == x2 && y1 == y2
  case (.rect(let a1, let b1, let c1, let d1), .rect(let a2, let b2, let c2, let d2)):
    return a1 == a2 && b1 == b2 && c1 == c2 && d1 == d2
  case (.angle(let x), .angle(let y)): return x == y
  case (.date(let x), .date(let y)): return x == y
  case (.symbol(let x), .symbol(let y)): return x == y
  case (.record(let x), .record(let y)):
    return x.name == y.name && x.fields.count == y.fields.count
      && zip(x.fields, y.fields).allSatisfy { eq($0, $1) }
  case (.cell(let x), .cell(let y)): return x === y
  case (.type(let x), .type(let y)): return x == y
  case (.view(let x), .view(let y)) where structural: return viewsAlike(x, y, depth: depth + 1)
  case (.function(let x), .function(let y)) where structural:
    if x === y { return true }
    guard case .function(let f) = x.code, case .function(let g) = y.code, f == g,
      x.captures.count == y.captures.count
    else { return false }
    if let s = x.selfValue, let t = y.selfValue, !eq(s, t) { return false }
    return zip(x.captures, y.captures).allSatisfy { $0 === $1 || eq($0.value, $1.value) }
  default: return false
  }
}

/// Whether two view descriptions are built alike (`sameDescription`).
private func viewsAlike(_ a: ViewValue, _ b: ViewValue, depth: Int) -> Bool {
  guard depth < 64 else { return false }
  func eq(_ x: Value, _ y: Value) -> Bool { valuesEqual(x, y, structural: true, depth: depth + 1) }
  func alike(_ x: ViewValue, _ y: ViewValue) -> Bool { viewsAlike(x, y, depth: depth + 1) }
  switch (a, b) {
  case (.user(let x), .user(let y)): return eq(x, y)
  case (.primitive(let k1, let a1, let c1), .primitive(let k2, let a2, let c2)):
    return k1 == k2 && a1.count == a2.count && c1.count == c2.count && zip(a1, a2).allSatisfy { eq($0, $1) }
      && zip(c1, c2).allSatisfy { alike($0, $1) }
  case (.modifier(let v1, let k1, let a1), .modifier(let v2, let k2, let a2)):
    return k1 == k2 && a1.count == a2.count && zip(a1, a2).allSatisfy { eq($0, $1) } && alike(v1, v2)
  case (.group(let x), .group(let y)): return x.count == y.count && zip(x, y).allSatisfy { alike($0, $1) }
  case (.branch(let i, let x), .branch(let j, let y)): return i == j && alike(x, y)
  case (.forEach(let i1, let v1), .forEach(let i2, let v2)):
    return i1.count == i2.count && v1.count == v2.count && zip(i1, i2).allSatisfy { eq($0, $1) }
      && zip(v1, v2).allSatisfy { alike($0, $1) }
  case (.empty, .empty): return true
  default: return false
  }
}

/// Ordering for `<` and range patterns: numbers, strings and characters; 0 for anything else.
public func compare(_ a: Value, _ b: Value) -> Int {
  switch (a, b) {
  case (.int(let x), .int(let y)): return x < y ? -1 : (x > y ? 1 : 0)
  case (.double(let x), .double(let y)): return x < y ? -1 : (x > y ? 1 : 0)
  case (.int(let x), .double(let y)): return Double(x) < y ? -1 : (Double(x) > y ? 1 : 0)
  case (.double(let x), .int(let y)): return x < Double(y) ? -1 : (x > Double(y) ? 1 : 0)
  case (.string(let x), .string(let y)): return x < y ? -1 : (x > y ? 1 : 0)
  case (.character(let x), .character(let y)): return x < y ? -1 : (x > y ? 1 : 0)
  case (.date(let x), .date(let y)): return x < y ? -1 : (x > y ? 1 : 0)
  case (.angle(let x), .angle(let y)): return x < y ? -1 : (x > y ? 1 : 0)
  default: return 0
  }
}

extension Value {
  /// The value as a view: a view description, a user `View`, or a `Color` used as a view.
  package func asView(_ interpreter: Interpreter) -> ViewValue? {
    switch self {
    case .view(let v): return v
    case .instance(let i) where interpreter.program.types[i.type].isView: return .user(self)
    case .symbol(let key) where key.hasPrefix("Color."):
      return .primitive(key: .`Color`, arguments: [self], children: [])
    case .record(let r) where r.name == "Color":
      return .primitive(key: .`Color`, arguments: [self], children: [])
    case .optional(let inner):
      guard let inner else { return .empty }
      return inner.asView(interpreter)
    case .array(let items) where !items.isEmpty && items.allSatisfy({ $0.isSubview }):
      // A `SubviewsCollection` (or a slice of one) used as a view: its subviews.
      return .group(items.map { $0.asView(interpreter) ?? .empty })
    default: return nil
    }
  }

  /// Whether the value is one of a container's subviews (iOS 18's `Subview`).
  var isSubview: Bool {
    if case .view(.primitive(let key, _, _)) = self { return key == .`Subview` }
    return false
  }

  /// The value as a gesture description.
  package func asGesture(_ interpreter: Interpreter) -> GestureValue? {
    switch self {
    case .gesture(let g): return g
    case .instance(let i) where interpreter.program.types[i.type].isGesture:
      return .user(self, name: interpreter.program.types[i.type].name)
    case .optional(let inner):
      return .optional(inner.flatMap { $0.asGesture(interpreter) })
    default: return nil
    }
  }
}
