import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// Views and modifiers real view files use that the other areas leave out
  /// (docs/runtime-values.md, "Real-code surface").
  mutating func addRealCodeViews() {
    // `.hidden()`: the view keeps its place in the layout and is neither drawn nor hit, as an
    // opacity of zero is.
    modifier(.`View.hidden()`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .opacity(0))
    }
    // `image.interpolation(_:)`: the canvas draws a named image as a placeholder, which has
    // nothing to resample; the image stays an image, so `.resizable()` after it applies.
    modifier(.`Image.interpolation(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
    }
    // Stand-ins: accepted and kept in the tree, without the effect a device shows.
    modifier(
      .`View.kerning(_:)`, .`View.tracking(_:)`, .`Text.tracking(_:)`, .`View.textSelection(_:)`,
      .`View.scrollClipDisabled(_:)`, .`View.buttonRepeatBehavior(_:)`,
      .`View.toolbarColorScheme(_:for:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
    // `Link`: drawn as a borderless button is, its label in the tint; it has no action (the
    // preview cannot open the address).
    view(.`Link`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let arguments = call.children.isEmpty ? [call[0]] : []
      let link = try r.resolveButton(arguments, call.children, call.identity)
      r.infos[Int(link.tag)].label = "Link"
      return link
    }
  }
}
