/// A coordinate space in which a gesture reports locations (R11.1).
///
/// `.local` is the space of the view the gesture is attached to (at that point of its modifier
/// chain); `.global` is the canvas's; `.named(n)` is the space of the nearest ancestor marked
/// with `coordinateSpace(name: n)`; `.scrollView` is the innermost enclosing scroll view's.
/// A name that no ancestor carries, or `.scrollView` outside a scroll view, resolves to the
/// global space, as SwiftUI does.
public enum CoordinateSpace: Hashable, Sendable, CustomStringConvertible {
  case global
  case local
  case named(String)
  case scrollView

  public var description: String {
    switch self {
    case .global: "global"
    case .local: "local"
    case .named(let name): "named(\(name))"
    case .scrollView: "scrollView"
    }
  }
}
