import TactileParser

/// A parsed source file taking part in analysis: an interface file of the supported surface, or
/// the user's file.
public struct SourceFile: Sendable {
  public var name: String
  public var tree: SyntaxTree
  /// Whether the file is part of the built-in interface (its declarations are builtins, and it
  /// never produces user-facing diagnostics).
  public var isInterface: Bool

  public init(name: String, tree: SyntaxTree, isInterface: Bool) {
    self.name = name
    self.tree = tree
    self.isInterface = isInterface
  }
}

/// Where names are looked up while resolving a written type: the file, the innermost generic
/// context and the innermost enclosing type.
struct TypeScope {
  var file: Int
  var genericContext: Int?
  var nominal: NominalRef?
}
