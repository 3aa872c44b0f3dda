import TactileParser

/// Classes and their superclasses: a subclass's value converts to its superclass (the value is
/// kept as it is), and an SDK class that declares no initializer inherits its superclass's
/// (`UILabel()` is `UIView`'s `init()`), as Swift's initializer inheritance gives them.
extension SemanticAnalyzer {
  /// The superclass `ref` declares, if it is a class with one.
  func superclass(of ref: NominalRef) -> NominalRef? {
    guard declarations[ref].kind == .classType else { return nil }
    for case .nominal(let s, _) in declarations[ref].inherited
    where declarations[s].kind == .classType && s != ref {
      return s
    }
    return nil
  }

  /// Whether class `ref` is `ancestor` or inherits from it, however indirectly.
  func isSubclass(_ ref: NominalRef, of ancestor: NominalRef) -> Bool {
    var current: NominalRef? = ref
    var depth = 0
    while let r = current, depth < 32 {
      if r == ancestor { return true }
      current = superclass(of: r)
      depth += 1
    }
    return false
  }
}
