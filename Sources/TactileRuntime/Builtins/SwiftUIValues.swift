import TactileGestures
import TactileUIIR

extension BuiltinRegistry {
  /// The builtins of this area (see docs/runtime-values.md for how values are represented).
  mutating func addSwiftUIValues() {}
}
