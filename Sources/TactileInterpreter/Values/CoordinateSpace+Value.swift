import TactileGestures
import TactileUIIR

extension CoordinateSpace {
  /// The coordinate space a runtime value names: `.local`, `.global`, `.scrollView`, or
  /// `.named("space")` (any other value is `.local`, SwiftUI's default).
  public init(_ value: Value) {
    switch value {
    case .symbol(let key):
      if key.hasSuffix(".global") {
        self = .global
      } else if key.hasSuffix(".scrollView") {
        self = .scrollView
      } else {
        self = .local
      }
    case .record(let r) where r.name.hasSuffix(".scrollView"):
      self = .scrollView
    case .record(let r) where r.name.includes("named") || r.labels.first == "named":
      switch r.fields.first {
      case .string(let s)?: self = .named(s)
      case .int(let i)?: self = .named(String(i))
      default: self = .local
      }
    case .optional(let inner?):
      self.init(inner)
    default:
      self = .local
    }
  }
}
