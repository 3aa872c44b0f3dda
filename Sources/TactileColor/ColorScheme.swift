/// Light or dark appearance (`--scheme`).
public enum ColorScheme: Hashable, Sendable {
  case light
  case dark

  public var name: String { self == .light ? "light" : "dark" }
}
