import TactileGestures
import TactileUIIR

/// A view description, as a body builds it: SwiftUI's views and modifiers are kept by their
/// declaration with their argument values (in the declaration's order, defaults written out),
/// and resolved into the layout's view tree later by the host's bindings (`ViewResolver`),
/// where identity, state and gestures are attached.
public indirect enum ViewValue {
  /// A user `View` value, whose body is evaluated where it is placed.
  case user(Value)
  /// A builtin view (`Text.init(_:)`, `VStack.init(alignment:spacing:content:)`, or a type
  /// whose value is a view, such as `Color`) with its arguments (content closures already
  /// evaluated into `children`).
  case primitive(key: SurfaceKey, arguments: [Value], children: [ViewValue])
  /// A builtin modifier (`View.padding(_:_:)`) applied to `content`.
  case modifier(ViewValue, key: SurfaceKey, arguments: [Value])
  /// Several views (a view builder's statements, `Group`).
  case group([ViewValue])
  /// A branch of an `if`/`switch` in a view builder: each branch has its own identity.
  case branch(Int, ViewValue)
  /// `ForEach`: one view per element, each identified by its id.
  case forEach(ids: [Value], views: [ViewValue])
  case empty
}

/// A gesture description, as code builds it, converted to engine gestures by `GestureBridge`.
/// A builtin's `at` is where the program created it, so that a gesture the bridge cannot
/// build is reported there (0 when no code wrote it).
public indirect enum GestureValue {
  /// A builtin gesture (`DragGesture.init(minimumDistance:coordinateSpace:)`).
  case primitive(key: SurfaceKey, arguments: [Value], at: Int = 0)
  /// A builtin modifier or composition (`Gesture.onChanged(_:)`, `Gesture.sequenced(before:)`).
  case modifier(GestureValue, key: SurfaceKey, arguments: [Value], at: Int = 0)
  /// A user `Gesture` value (an instance of the user's type), whose `body` is its gesture.
  case user(Value, name: String)
  /// `Optional<G>` (`flag ? nil : drag`).
  case optional(GestureValue?)
}
