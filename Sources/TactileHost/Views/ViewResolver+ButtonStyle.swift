import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// A button under the user's style: what the style's `makeBody(configuration:)` returns for
  /// the button's label (its title as a `Text` when it has one), whether a finger is pressing
  /// it, and its action.
  ///
  /// Under a `ButtonStyle` the button keeps its own gestures: a tap runs the action, as an
  /// unstyled button's does, and `isPressed` is true from touch-down until the finger lifts or
  /// moves as far as a tap may (`GestureConstants.tapMovementThreshold`), when the body is
  /// evaluated again. Under a `PrimitiveButtonStyle` the button has no gesture: the style's body
  /// calls `configuration.trigger()` when it decides. Nil when the style has no `makeBody`.
  func resolveStyledButton(
    _ style: Value, _ arguments: [Value], _ children: [ViewValue], _ identity: Identity
  ) throws(RuntimeError) -> ViewNode? {
    guard case .instance(let instance) = style else { return nil }
    let type = interpreter.program.types[instance.type]
    guard case .function(let makeBody)? = type.witnesses["makeBody(configuration:)"] else { return nil }
    var action: Closure?
    for a in arguments { if case .function(let c) = a { action = c } }
    let title = children.isEmpty ? arguments.first.flatMap(Convert.string) : nil
    let label =
      children.first ?? .primitive(key: .`Text.init(_:)`, arguments: [.string(title ?? "")], children: [])
    let id = identity.hash
    let configuration = Record(
      name: type.isPrimitiveButtonStyle ? "PrimitiveButtonStyleConfiguration" : "ButtonStyleConfiguration",
      labels: ["label", "isPressed", "role", "trigger"],
      fields: [
        .view(label), .bool(pressedButtons.contains(id)), .optional(Self.buttonRole(arguments)),
        action.map { .function($0) } ?? .void,
      ])
    var selfValue = style
    var configurationArgument: [Value] = [.record(configuration)]
    let body = try interpreter.invoke(
      makeBody, selfValue: &selfValue, arguments: &configurationArgument,
      at: interpreter.program.functions[makeBody].location)
    let content = try resolve(body.asView(interpreter) ?? .empty, identity.child(IdentityKind.content, 0))
    let button = node(identity, .button(label: content), label: "Button")
    guard let action else { return button }
    if !type.isPrimitiveButtonStyle {
      let bridge = self.bridge
      let owner = current
      infos[Int(button.tag)].attachments.append(
        GestureAttachment.onTapGesture(count: 1, label: "Button") {
          var args: [Value] = []
          bridge.run(action, &args)
        })
      var highlight = GestureAttachment.onLongPressGesture(
        minimumDuration: .infinity, maximumDistance: GestureConstants.tapMovementThreshold,
        kind: .simultaneous,
        label: "Button", perform: {},
        onPressingChanged: { [self] pressing in
          let changed = pressing ? pressedButtons.insert(id).inserted : pressedButtons.remove(id) != nil
          guard changed else { return }
          owner?.isDirty = true
          invalidate()
        })
      // UIKit's highlight, not a SwiftUI gesture: it does not stop a scroll view (R12.5).
      highlight.isSystemInteraction = true
      infos[Int(button.tag)].attachments.append(highlight)
    }
    describeButton(button, title: title, action: action)
    return button
  }

  /// The `role:` a button was given (`ButtonRole.destructive`), if any.
  static func buttonRole(_ arguments: [Value]) -> Value? {
    for a in arguments {
      if case .symbol(let key) = a, key.hasPrefix("ButtonRole.") { return a }
      if case .optional(let inner?) = a, case .symbol(let key) = inner, key.hasPrefix("ButtonRole.") {
        return inner
      }
    }
    return nil
  }
}
