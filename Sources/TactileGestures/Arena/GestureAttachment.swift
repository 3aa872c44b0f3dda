import TactileGeometry

/// How a gesture modifier relates its gesture to the gestures inside its view (R9.4).
public enum AttachmentKind: Hashable, Sendable, CustomStringConvertible {
  /// `gesture(_:)`: lower precedence than the gestures inside the view.
  case gesture
  /// `highPriorityGesture(_:)`: higher precedence than the gestures inside the view.
  case highPriority
  /// `simultaneousGesture(_:)`: recognised together with the gestures inside the view.
  case simultaneous
  /// A scroll view's own pan, which hosts attach (user code cannot): lower precedence than the
  /// gestures inside the view, as `gesture(_:)`, including the `simultaneousGesture`s inside
  /// it on iOS 26 (R12.5); on iOS 17 and 18 it is recognised together with those, which is how
  /// apps kept a list scrolling under a child's drag (R12.4, `ArbitrationModel`). It is a
  /// system recognizer: it has no dependency (R2.6), so a gesture inside that is paused or
  /// merely possible never holds it back.
  case scrollViewPan

  public var description: String {
    switch self {
    case .gesture: ".gesture"
    case .highPriority: ".highPriorityGesture"
    case .simultaneous: ".simultaneousGesture"
    case .scrollViewPan: "scroll view pan"
    }
  }
}

/// One gesture modifier on a view — `gesture(_:including:)`, `highPriorityGesture`,
/// `simultaneousGesture`, `onTapGesture`, `onLongPressGesture` — as the arena receives it.
///
/// It holds the gesture *value* (a description); the arena keeps the recognition state and
/// gives it each new value when the host rebuilds the tree. This is the engine's one entry for
/// both front doors: Swift code attaches a typed gesture (`GestureAttachment(DragGesture()…)`),
/// and the interpreter attaches the `AnyGesture` it built from parsed source.
public struct GestureAttachment {
  public var kind: AttachmentKind
  /// Which of the gesture and the gestures inside the view are enabled (R9.6).
  public var mask: GestureMask
  /// The optional name of `gesture(_:name:isEnabled:)`.
  public var name: String?
  /// A label for traces, such as `Circle .gesture(DragGesture)`.
  public var label: String
  /// Whether the attachment is a host's stand-in for a UIKit interaction rather than a
  /// SwiftUI gesture — a button's highlight, a context menu's long press — attached
  /// `.simultaneous`ly: it runs together with the pans of the scroll views around it on every
  /// release, where iOS 26 makes a `simultaneousGesture` block them (`ArbitrationModel`).
  public var isSystemInteraction = false
  /// For a scroll view's pan (`.scrollViewPan`): when it may begin (R12.3, R12.5). With a rule,
  /// the pan claims the touch only for a movement the rule accepts, cancels the gestures inside
  /// it that are still possible once it is recognised, and, under `ArbitrationModel.iOS17`,
  /// takes precedence over the content's non-simultaneous gestures not yet recognised.
  public var scrollPanRule: ScrollPanRule?
  let box: AttachedGestureBox

  /// Attaches `gesture` with `mask` (`gesture(_:including:)` and its two siblings).
  public init<G: Gesture>(
    _ kind: AttachmentKind, _ gesture: G, including mask: GestureMask = .all, name: String? = nil,
    label: String = ""
  ) {
    self.kind = kind
    self.mask = mask
    self.name = name
    self.label = label
    self.box = TypedAttachedGesture(gesture)
  }

  /// `gesture(_:including:)`: attaches `gesture` with lower precedence than the gestures
  /// inside the view.
  public init<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all, name: String? = nil, label: String = ""
  ) {
    self.init(.gesture, gesture, including: mask, name: name, label: label)
  }

  /// Attaches `gesture`, enabled or not (`gesture(_:isEnabled:)`): disabled means
  /// `including: .subviews` (R9.6).
  public init<G: Gesture>(
    _ kind: AttachmentKind, _ gesture: G, isEnabled: Bool, name: String? = nil, label: String = ""
  ) {
    self.init(kind, gesture, including: isEnabled ? .all : .subviews, name: name, label: label)
  }

  /// `onTapGesture(count:perform:)`: a `TapGesture` whose `onEnded` runs `action`.
  public static func onTapGesture(count: Int = 1, label: String = "", perform action: @escaping () -> Void)
    -> GestureAttachment
  {
    GestureAttachment(.gesture, TapGesture(count: count).onEnded { _ in action() }, label: label)
  }

  /// `onTapGesture(count:coordinateSpace:perform:)`: a `SpatialTapGesture` that passes the
  /// tap's location to `action`.
  public static func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, label: String = "",
    perform action: @escaping (CGPoint) -> Void
  ) -> GestureAttachment {
    GestureAttachment(
      .gesture,
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) },
      label: label)
  }

  /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)` (R3.6):
  /// `onPressingChanged(true)` at touch-down; at success `onPressingChanged(false)` then
  /// `perform` (decision 4.6); at failure or cancellation `onPressingChanged(false)`.
  /// `kind` is `.gesture` for the modifier; a host may attach it simultaneously (a styled
  /// button tracks its press beside its tap).
  public static func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, kind: AttachmentKind = .gesture,
    label: String = "", perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> GestureAttachment {
    let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    return GestureAttachment(
      kind, PressingGesture(content: press, perform: action, onPressingChanged: onPressingChanged),
      label: label)
  }
}

/// The erased gesture of an attachment: its value, and how to build and update a root for it.
///
/// The two operations are closures formed in `TypedAttachedGesture.init`, where the gesture's
/// type is known (the attachment's initializer is specialised at its call site), rather than
/// overridden methods, which native Swift would run unspecialised — and with them every node
/// they build (see `GestureNode`). Each closure captures nothing and receives its box.
class AttachedGestureBox {
  typealias MakeRoot = (AttachedGestureBox) -> AttachmentRoot
  typealias UpdateRoot = (AttachedGestureBox, AttachmentRoot, UpdateContext) -> Bool

  /// Builds a root with a fresh node for the gesture.
  let makeRoot: MakeRoot
  /// Gives a root the gesture as its new value; `false` if the root holds another type of
  /// gesture.
  let updateRoot: UpdateRoot

  init(makeRoot: @escaping MakeRoot, updateRoot: @escaping UpdateRoot) {
    self.makeRoot = makeRoot
    self.updateRoot = updateRoot
  }
}

/// `AttachedGestureBox` for one gesture type.
final class TypedAttachedGesture<G: Gesture>: AttachedGestureBox {
  let gesture: G

  init(_ gesture: G) {
    self.gesture = gesture
    super.init(
      makeRoot: { box in
        TypedAttachmentRoot<G>(G._makeNode(unsafeDowncast(box, to: TypedAttachedGesture<G>.self).gesture))
      },
      updateRoot: { box, root, context in
        guard let root = root as? TypedAttachmentRoot<G> else { return false }
        let gesture = unsafeDowncast(box, to: TypedAttachedGesture<G>.self).gesture
        root.typed = rebuiltChild(root.typed, G.self, gesture, context)
        root.node = root.typed
        return true
      })
  }
}

/// The root node of an attached gesture, erased so the arena can hold attachments of every
/// gesture type. Updating it runs a closure formed where the gesture's type is known (see
/// `AttachedGestureBox`).
class AttachmentRoot {
  typealias Update = (AttachmentRoot, NodeInput) -> PhaseKind

  /// The root node.
  final var node: AnyGestureNode
  private let updater: Update

  init(node: AnyGestureNode, update: @escaping Update) {
    self.node = node
    self.updater = update
  }

  /// Updates the root node with `input` and returns the kind of its phase.
  final func update(_ input: NodeInput) -> PhaseKind { updater(self, input) }

  /// Takes the attachment's new gesture value; `false` if its type changed.
  final func take(_ box: AttachedGestureBox, _ context: UpdateContext) -> Bool {
    box.updateRoot(box, self, context)
  }
}

/// `AttachmentRoot` for one gesture type.
final class TypedAttachmentRoot<G: Gesture>: AttachmentRoot {
  var typed: GestureNode<G.Value>

  init(_ node: GestureNode<G.Value>) {
    typed = node
    super.init(node: node) { root, input in
      unsafeDowncast(root, to: TypedAttachmentRoot<G>.self).typed.update(input).kind
    }
  }
}

/// When a scroll view's pan may begin: once the finger has moved `minimumDistance` from its
/// touch-down, the pan begins if `begins(start, translation)` (global points) holds, and fails
/// otherwise, leaving the touch to the content's gestures. UIKit's scroll views behave so: a
/// scroll view scrolling one way inside one scrolling the other ("cross-directional
/// scrolling") needs no code, as each pan claims only the movements its scroll view can follow.
public struct ScrollPanRule {
  public var minimumDistance: CGFloat
  public var begins: (_ start: CGPoint, _ translation: CGSize) -> Bool

  public init(
    minimumDistance: CGFloat = 10, begins: @escaping (_ start: CGPoint, _ translation: CGSize) -> Bool
  ) {
    self.minimumDistance = minimumDistance
    self.begins = begins
  }

  /// The pan of a scroll view scrolling along the given axes: it begins on a movement that is
  /// at least as much along an axis it scrolls as across it (any movement when it scrolls both
  /// ways, or neither).
  public static func along(horizontal: Bool, vertical: Bool, minimumDistance: CGFloat = 10) -> ScrollPanRule {
    ScrollPanRule(minimumDistance: minimumDistance) { _, translation in
      isAlong(translation, horizontal: horizontal, vertical: vertical)
    }
  }

  /// Whether `translation` is at least as much along the scrolling axis as across it.
  public static func isAlong(_ translation: CGSize, horizontal: Bool, vertical: Bool) -> Bool {
    if horizontal == vertical { return true }
    let along = vertical ? abs(translation.height) : abs(translation.width)
    let across = vertical ? abs(translation.width) : abs(translation.height)
    return along >= across
  }
}
