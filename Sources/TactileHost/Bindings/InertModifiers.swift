import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// Modifiers that leave the view drawn as it is: a UI-test identifier, antialiasing of a
  /// placeholder image, and stand-ins whose effect the preview does not draw
  /// (docs/runtime-values.md, "Real-code surface").
  mutating func addInertModifiers() {
    // `.accessibilityIdentifier("name")`: names the element for UI tests; VoiceOver does not
    // read it, and the accessibility tree lists it with the element.
    modifier(.`View.accessibilityIdentifier(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let n = try r.marker(call)
      r.recordAccessibility(
        call.name, call.key.name, call.arguments, into: &r.infos[Int(n.tag)].accessibility)
      return n
    }
    // `image.antialiased(_:)`: the canvas draws a named image as a placeholder, which has no
    // edges to smooth; the image stays an image, so `.resizable()` after it applies.
    modifier(.`Image.antialiased(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
    }
    // Stand-ins (the interface says what each leaves out); `unredacted()` undoes a redaction
    // the preview does not draw, so it changes nothing either.
    modifier(
      .`View.searchScopes(_:scopes:)`, .`View.searchScopes(_:activation:_:)`, .`View.redacted(reason:)`,
      .`View.unredacted()`, .`View.strikethrough(_:pattern:color:)`, .`View.underline(_:pattern:color:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
  }
}
