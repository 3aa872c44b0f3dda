import TactileUIIR

extension BuiltinRegistry {
  /// The constants that stay symbols of their key (docs/runtime-values.md): the code that
  /// consumes them (the layout's alignments, text styles, colours, the control styles, the
  /// accessibility traits) reads the key's name.
  mutating func addSymbolConstants() {
    // The font of the environment (iOS 26) stands for the body style.
    constant(.`Font.default`, .symbol("Font.body"))
    addSymbols([
      // Alignments.
      .`Alignment.bottom`, .`Alignment.bottomLeading`, .`Alignment.bottomTrailing`, .`Alignment.center`,
      .`Alignment.leading`, .`Alignment.top`, .`Alignment.topLeading`, .`Alignment.topTrailing`,
      .`Alignment.trailing`, .`HorizontalAlignment.center`, .`HorizontalAlignment.leading`,
      .`HorizontalAlignment.trailing`, .`VerticalAlignment.bottom`, .`VerticalAlignment.center`,
      .`VerticalAlignment.firstTextBaseline`, .`VerticalAlignment.lastTextBaseline`, .`VerticalAlignment.top`,
      // Colours (Convert.color gives each its value per appearance).
      .`Color.accentColor`, .`Color.black`, .`Color.blue`, .`Color.brown`, .`Color.clear`, .`Color.cyan`,
      .`Color.gray`, .`Color.green`, .`Color.indigo`, .`Color.mint`, .`Color.orange`, .`Color.pink`,
      .`Color.primary`, .`Color.purple`, .`Color.red`, .`Color.secondary`, .`Color.teal`, .`Color.white`,
      .`Color.yellow`,
      // Text styles and weights.
      .`Font.body`, .`Font.callout`, .`Font.caption`, .`Font.caption2`, .`Font.footnote`, .`Font.headline`,
      .`Font.largeTitle`, .`Font.subheadline`, .`Font.title`, .`Font.title2`, .`Font.title3`,
      .`Font.Weight.black`, .`Font.Weight.bold`, .`Font.Weight.heavy`, .`Font.Weight.light`,
      .`Font.Weight.medium`, .`Font.Weight.regular`, .`Font.Weight.semibold`, .`Font.Weight.thin`,
      .`Font.Weight.ultraLight`,
      // Shape styles: colours, the hierarchical styles, materials.
      .`ShapeStyle.background`, .`ShapeStyle.bar`, .`ShapeStyle.black`, .`ShapeStyle.blue`,
      .`ShapeStyle.brown`,
      .`ShapeStyle.clear`, .`ShapeStyle.cyan`, .`ShapeStyle.foreground`, .`ShapeStyle.gray`,
      .`ShapeStyle.green`,
      .`ShapeStyle.indigo`, .`ShapeStyle.mint`, .`ShapeStyle.orange`, .`ShapeStyle.pink`,
      .`ShapeStyle.primary`,
      .`ShapeStyle.purple`, .`ShapeStyle.red`, .`ShapeStyle.regularMaterial`,
      .`ShapeStyle.teal`, .`ShapeStyle.thickMaterial`, .`ShapeStyle.thinMaterial`,
      .`ShapeStyle.tint`, .`ShapeStyle.ultraThickMaterial`, .`ShapeStyle.ultraThinMaterial`,
      .`ShapeStyle.white`,
      .`ShapeStyle.yellow`, .`Material.bar`, .`Material.regularMaterial`, .`Material.thickMaterial`,
      .`Material.thinMaterial`, .`Material.ultraThickMaterial`, .`Material.ultraThinMaterial`,
      .`Material.ultraThin`, .`Material.thin`, .`Material.regular`, .`Material.thick`, .`Material.ultraThick`,
      .`GraphicsContext.Shading.foreground`,
      // UIKit's colours (Convert.color gives each its sRGB or its value per appearance).
      .`UIColor.black`, .`UIColor.blue`, .`UIColor.clear`, .`UIColor.darkGray`, .`UIColor.gray`,
      .`UIColor.green`, .`UIColor.label`, .`UIColor.lightGray`, .`UIColor.link`, .`UIColor.opaqueSeparator`,
      .`UIColor.orange`, .`UIColor.placeholderText`, .`UIColor.purple`, .`UIColor.quaternaryLabel`,
      .`UIColor.quaternarySystemFill`, .`UIColor.red`, .`UIColor.secondaryLabel`,
      .`UIColor.secondarySystemBackground`, .`UIColor.secondarySystemFill`,
      .`UIColor.secondarySystemGroupedBackground`, .`UIColor.separator`, .`UIColor.systemBackground`,
      .`UIColor.systemBlue`, .`UIColor.systemBrown`, .`UIColor.systemCyan`, .`UIColor.systemFill`,
      .`UIColor.systemGray`, .`UIColor.systemGray2`, .`UIColor.systemGray3`, .`UIColor.systemGray4`,
      .`UIColor.systemGray5`, .`UIColor.systemGray6`, .`UIColor.systemGreen`,
      .`UIColor.systemGroupedBackground`,
      .`UIColor.systemIndigo`, .`UIColor.systemMint`, .`UIColor.systemOrange`, .`UIColor.systemPink`,
      .`UIColor.systemPurple`, .`UIColor.systemRed`, .`UIColor.systemTeal`, .`UIColor.systemYellow`,
      .`UIColor.tertiaryLabel`, .`UIColor.tertiarySystemBackground`, .`UIColor.tertiarySystemFill`,
      .`UIColor.tertiarySystemGroupedBackground`, .`UIColor.white`, .`UIColor.yellow`,
      .`UIColor.cyan`, .`UIColor.magenta`, .`UIColor.brown`,
      // Control and view styles.
      .`PickerStyle.automatic`, .`PickerStyle.menu`, .`PickerStyle.segmented`, .`PickerStyle.wheel`,
      .`PrimitiveButtonStyle.bordered`, .`PrimitiveButtonStyle.borderedProminent`,
      .`PrimitiveButtonStyle.plain`,
      .`TabViewStyle.automatic`, .`TabViewStyle.page`, .`PageTabViewStyle.IndexDisplayMode.always`,
      .`PageTabViewStyle.IndexDisplayMode.automatic`, .`PageTabViewStyle.IndexDisplayMode.never`,
      .`ScrollIndicatorVisibility.automatic`, .`ScrollIndicatorVisibility.hidden`,
      .`ScrollIndicatorVisibility.never`, .`ScrollIndicatorVisibility.visible`, .`ButtonRole.cancel`,
      .`ButtonRole.destructive`, .`PreviewLayout.device`, .`PreviewLayout.sizeThatFits`,
      // Coordinate spaces.
      .`CoordinateSpace.scrollView`, .`CoordinateSpaceProtocol.global`, .`CoordinateSpaceProtocol.local`,
      .`CoordinateSpaceProtocol.scrollView`,
      // Accessibility traits, hover effects, hands, Pencil actions, feedback kinds, transitions.
      .`AccessibilityTraits.allowsDirectInteraction`, .`AccessibilityTraits.isButton`,
      .`AccessibilityTraits.isHeader`, .`AccessibilityTraits.isImage`, .`AccessibilityTraits.isSelected`,
      .`AccessibilityTraits.updatesFrequently`, .`HoverEffect.automatic`, .`HoverEffect.highlight`,
      .`HoverEffect.lift`, .`HandActivationBehavior.automatic`, .`HandActivationBehavior.pinch`,
      .`HandGestureShortcut.primaryAction`, .`PencilPreferredAction.ignore`,
      .`PencilPreferredAction.runSystemShortcut`, .`PencilPreferredAction.showColorPalette`,
      .`PencilPreferredAction.showContextualPalette`, .`PencilPreferredAction.showInkAttributes`,
      .`PencilPreferredAction.switchEraser`, .`PencilPreferredAction.switchPrevious`,
      .`SensoryFeedback.Flexibility.rigid`, .`SensoryFeedback.Flexibility.soft`,
      .`SensoryFeedback.Flexibility.solid`, .`SensoryFeedback.Weight.heavy`, .`SensoryFeedback.Weight.light`,
      .`SensoryFeedback.Weight.medium`, .`SensoryFeedback.alignment`, .`SensoryFeedback.decrease`,
      .`SensoryFeedback.error`, .`SensoryFeedback.impact`, .`SensoryFeedback.increase`,
      .`SensoryFeedback.levelChange`, .`SensoryFeedback.selection`, .`SensoryFeedback.start`,
      .`SensoryFeedback.stop`, .`SensoryFeedback.success`, .`SensoryFeedback.warning`,
      .`AnyTransition.identity`, .`AnyTransition.opacity`, .`AnyTransition.scale`, .`AnyTransition.slide`,
      // A preview's orientation (the canvas is in portrait).
      .`InterfaceOrientation.portrait`, .`InterfaceOrientation.portraitUpsideDown`,
      .`InterfaceOrientation.landscapeLeft`, .`InterfaceOrientation.landscapeRight`,
      // A #Preview's traits (the canvas is an iPhone-sized screen in portrait).
      .`PreviewTrait.sizeThatFitsLayout`, .`PreviewTrait.fixedLayout(width:height:)`,
      .`PreviewTrait.portrait`,
      .`PreviewTrait.portraitUpsideDown`, .`PreviewTrait.landscapeLeft`, .`PreviewTrait.landscapeRight`,
      // The axes of a 3D rotation (visionOS's RotateGesture3D constrains itself to one).
      .`RotationAxis3D.x`, .`RotationAxis3D.xy`, .`RotationAxis3D.xyz`, .`RotationAxis3D.xz`,
      .`RotationAxis3D.y`,
      .`RotationAxis3D.yz`, .`RotationAxis3D.z`,
    ])
    add(.`PreviewLayout.fixed(width:height:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "PreviewLayout.fixed", labels: ["width", "height"], fields: call.arguments))
    }
    // A preview device is its name.
    add(.`PreviewDevice.init(rawValue:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try call.argument(0)
    }
    add(.`PreviewDevice.rawValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in call.receiver }
    add(.`Gradient.init(stops:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "Gradient", labels: ["stops"], fields: [try call.argument(0)]))
    }
    // A gradient made from colours spreads them evenly: its `stops` are computed when read.
    add(.`Gradient.stops`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let g) = call.plainReceiver else { throw call.failure("expected a Gradient") }
      if let stops = g["stops"] { return stops }
      guard case .array(let colors)? = g["colors"] else { return .array([]) }
      return .array(
        colors.enumerated().map { i, c in
          gradientStop(c, colors.count > 1 ? Double(i) / Double(colors.count - 1) : 0)
        })
    }
    add(.`Gradient.Stop.init(color:location:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      gradientStop(try call.argument(0), try call.double(1))
    }
    addRecordFields([.`Gradient.Stop.color`, .`Gradient.Stop.location`])
    add(.`Gradient.init(colors:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "Gradient", labels: ["colors"], fields: [try call.argument(0)]))
    }
    addRecordFields([.`AccessibilityZoomGestureAction.direction`])
    // A stand-in (the interface says so): `Text + Text` is one text of both strings, in one style.
    add(.`Text.+(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text =
        call.interpreter.textContent(try call.argument(0))
        + call.interpreter.textContent(try call.argument(1))
      return .view(.primitive(key: .`Text.init(verbatim:)`, arguments: [.string(text)], children: []))
    }
    // A stand-in (the interface says so): a preview shows its root view, not an app's scenes.
    add(.`WindowGroup.init(content:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .void }
  }
}

extension Interpreter {
  /// The string a `Text` value shows, through the modifiers applied to it.
  func textContent(_ value: Value) -> String {
    guard case .view(var view) = value else { return describe(value) }
    while case .modifier(let inner, _, _) = view { view = inner }
    guard case .primitive(_, let arguments, _) = view, let first = arguments.first else { return "" }
    if case .string(let s) = first { return s }
    return describe(first)
  }
}

/// A `Gradient.Stop`.
func gradientStop(_ color: Value, _ location: Double) -> Value {
  .record(Record(name: "Gradient.Stop", labels: ["color", "location"], fields: [color, .double(location)]))
}
