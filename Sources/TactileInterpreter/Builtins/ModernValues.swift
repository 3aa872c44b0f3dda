import TactileUIIR

extension BuiltinRegistry {
  /// The values of iOS 16–26's modifiers that the preview accepts without their effect (symbol
  /// effects, glass, zoom transitions, font widths): constants stay symbols of their key, and the
  /// members that refine a value (`.bounce.byLayer`, `.speed(2)`, `.tint(…)`) give it back.
  mutating func addModernValues() {
    addSymbols([
      .`SymbolEffect.appear`, .`SymbolEffect.bounce`, .`SymbolEffect.breathe`, .`SymbolEffect.disappear`,
      .`SymbolEffect.pulse`, .`SymbolEffect.replace`, .`SymbolEffect.rotate`, .`SymbolEffect.scale`,
      .`SymbolEffect.variableColor`, .`SymbolEffect.wiggle`,
      .`SymbolEffectOptions.default`, .`SymbolEffectOptions.nonRepeating`, .`SymbolEffectOptions.repeating`,
      .`Glass.clear`, .`Glass.identity`, .`Glass.regular`,
      .`Font.Width.compressed`, .`Font.Width.condensed`, .`Font.Width.expanded`, .`Font.Width.standard`,
      .`NavigationTransition.automatic`, .`UIKeyboardType.alphabet`,
      .`PageIndexViewStyle.BackgroundDisplayMode.automatic`,
      .`PageIndexViewStyle.BackgroundDisplayMode.always`,
      .`PageIndexViewStyle.BackgroundDisplayMode.interactive`,
      .`PageIndexViewStyle.BackgroundDisplayMode.never`,
      .`IndexViewStyle.page`,
    ])
    let refinements: [SurfaceKey] = [
      .`AppearSymbolEffect.byLayer`, .`AppearSymbolEffect.down`, .`AppearSymbolEffect.up`,
      .`AppearSymbolEffect.wholeSymbol`, .`BounceSymbolEffect.byLayer`, .`BounceSymbolEffect.down`,
      .`BounceSymbolEffect.up`, .`BounceSymbolEffect.wholeSymbol`, .`BreatheSymbolEffect.byLayer`,
      .`BreatheSymbolEffect.plain`, .`BreatheSymbolEffect.pulse`, .`BreatheSymbolEffect.wholeSymbol`,
      .`DisappearSymbolEffect.byLayer`, .`DisappearSymbolEffect.down`, .`DisappearSymbolEffect.up`,
      .`DisappearSymbolEffect.wholeSymbol`, .`PulseSymbolEffect.byLayer`, .`PulseSymbolEffect.wholeSymbol`,
      .`ReplaceSymbolEffect.byLayer`, .`ReplaceSymbolEffect.downUp`, .`ReplaceSymbolEffect.offUp`,
      .`ReplaceSymbolEffect.upUp`, .`ReplaceSymbolEffect.wholeSymbol`, .`RotateSymbolEffect.byLayer`,
      .`RotateSymbolEffect.clockwise`, .`RotateSymbolEffect.counterClockwise`,
      .`RotateSymbolEffect.wholeSymbol`,
      .`ScaleSymbolEffect.byLayer`, .`ScaleSymbolEffect.down`, .`ScaleSymbolEffect.up`,
      .`ScaleSymbolEffect.wholeSymbol`, .`VariableColorSymbolEffect.cumulative`,
      .`VariableColorSymbolEffect.dimInactiveLayers`, .`VariableColorSymbolEffect.hideInactiveLayers`,
      .`VariableColorSymbolEffect.iterative`, .`VariableColorSymbolEffect.nonReversing`,
      .`VariableColorSymbolEffect.reversing`, .`WiggleSymbolEffect.backward`, .`WiggleSymbolEffect.byLayer`,
      .`WiggleSymbolEffect.clockwise`, .`WiggleSymbolEffect.counterClockwise`, .`WiggleSymbolEffect.down`,
      .`WiggleSymbolEffect.forward`, .`WiggleSymbolEffect.left`, .`WiggleSymbolEffect.right`,
      .`WiggleSymbolEffect.up`, .`WiggleSymbolEffect.wholeSymbol`,
      .`Glass.interactive(_:)`, .`Glass.tint(_:)`, .`Font.width(_:)`,
    ]
    add(refinements) { (call: inout NativeCall) throws(RuntimeError) -> Value in call.receiver }
    // `.repeat(2)`, `.speed(2)`: static (an option set of its own) or on options (the same).
    add([.`SymbolEffectOptions.repeat(_:)`, .`SymbolEffectOptions.speed(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .symbol = call.receiver { return call.receiver }
      return .symbol("SymbolEffectOptions.default")
    }
    add([.`PageIndexViewStyle.init(backgroundDisplayMode:)`, .`IndexViewStyle.page(backgroundDisplayMode:)`])
    {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .symbol("IndexViewStyle.page")
    }
    // A button border shape is the shape it names (iOS 17 made it a `Shape`); the automatic one
    // is the rounded rectangle the bordered button styles draw (radius 8, continuous).
    let continuous = Value.symbol("RoundedCornerStyle.continuous")
    func rounded(_ radius: Value) -> Value {
      .view(
        .primitive(
          key: .`RoundedRectangle.init(cornerRadius:style:)`, arguments: [radius, continuous], children: []))
    }
    add([.`ButtonBorderShape.automatic`, .`ButtonBorderShape.roundedRectangle`, .`Shape.buttonBorder`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in rounded(.double(8))
    }
    add(.`ButtonBorderShape.roundedRectangle(radius:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in rounded(try call.argument(0))
    }
    add(.`ButtonBorderShape.capsule`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .view(.primitive(key: .`Capsule.init(style:)`, arguments: [continuous], children: []))
    }
    add(.`ButtonBorderShape.circle`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .view(.primitive(key: .`Circle.init()`, arguments: [], children: []))
    }
    add(.`Font.Width.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "Font.Width", labels: ["value"], fields: [try call.argument(0)]))
    }
    add(.`Font.Width.value`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch call.plainReceiver {
      case .record(let r): return r["value"] ?? .double(0)
      case .symbol("Font.Width.compressed"): return .double(-0.3)
      case .symbol("Font.Width.condensed"): return .double(-0.2)
      case .symbol("Font.Width.expanded"): return .double(0.2)
      default: return .double(0)
      }
    }
    // Keyframes' unit curves stay symbols; a Bézier one is a record of its control points.
    addSymbols([.`UnitCurve.linear`, .`UnitCurve.easeIn`, .`UnitCurve.easeOut`, .`UnitCurve.easeInOut`])
    add(.`UnitCurve.bezier(startControlPoint:endControlPoint:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "UnitCurve", labels: ["startControlPoint", "endControlPoint"],
          fields: [try call.argument(0), try call.argument(1)]))
    }
    // A `Spring` is a record of its response and damping fraction (docs/animation.md's table).
    func spring(response: Double, dampingFraction: Double) -> Value {
      .record(
        Record(
          name: "Spring", labels: ["response", "dampingFraction"],
          fields: [.double(response), .double(dampingFraction)]))
    }
    func spring(duration: Double, bounce: Double) -> Value {
      spring(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }
    add(.`Spring.init(duration:bounce:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      spring(duration: try call.double(0), bounce: try call.double(1))
    }
    add(.`Spring.init(response:dampingRatio:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      spring(response: try call.double(0), dampingFraction: try call.double(1))
    }
    add(.`Spring.smooth`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      spring(duration: 0.5, bounce: 0)
    }
    add(.`Spring.snappy`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      spring(duration: 0.5, bounce: 0.15)
    }
    add(.`Spring.bouncy`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      spring(duration: 0.5, bounce: 0.3)
    }
    add(.`Spring.smooth(duration:extraBounce:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      spring(duration: try call.double(0), bounce: try call.double(1))
    }
    add(.`Spring.snappy(duration:extraBounce:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      spring(duration: try call.double(0), bounce: 0.15 + (try call.double(1)))
    }
    add(.`Spring.bouncy(duration:extraBounce:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      spring(duration: try call.double(0), bounce: 0.3 + (try call.double(1)))
    }
    // A matched transition source's configuration: kept as it is (the zoom is not drawn).
    add([
      .`MatchedTransitionSourceConfiguration.background(_:)`,
      .`MatchedTransitionSourceConfiguration.clipShape(_:)`,
      .`MatchedTransitionSourceConfiguration.shadow(color:radius:x:y:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in call.receiver }
    addAppearanceProxies()
    add(.`NavigationTransition.zoom(sourceID:in:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("NavigationTransition.zoom")
    }
    // `.secondary.opacity(0.5)`: the hierarchical level's colour with that opacity.
    add(.`HierarchicalShapeStyle.opacity(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let opacity = try call.double(0)
      guard case .symbol(let key) = call.plainReceiver else { return call.receiver }
      let name = String(key.split(separator: ".").last ?? "")
      return .record(
        Record(name: "Color", labels: ["name", "opacity"], fields: [.string(name), .double(opacity)]))
    }
  }
}

extension BuiltinRegistry {
  /// UIKit's appearance proxies: `UITabBar.appearance()` is a record whose cell (one per class,
  /// in `BuiltinState.appearances`) keeps the properties set on it, by name; reading one gives
  /// what was set (or UIKit's default). The host reads `UITabBar`'s `isHidden`.
  mutating func addAppearanceProxies() {
    for (key, name) in [
      (SurfaceKey.`UITabBar.appearance()`, "UITabBar"), (.`UITableView.appearance()`, "UITableView"),
      (.`UITableViewCell.appearance()`, "UITableViewCell"),
      (.`UINavigationBar.appearance()`, "UINavigationBar"),
      (.`UIRefreshControl.appearance()`, "UIRefreshControl"), (.`UISwitch.appearance()`, "UISwitch"),
      (.`UIPageControl.appearance()`, "UIPageControl"), (.`UIScrollView.appearance()`, "UIScrollView"),
      (.`UISegmentedControl.appearance()`, "UISegmentedControl"),
      (.`UITextField.appearance()`, "UITextField"),
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        let cell: Cell
        if let existing = call.interpreter.builtinState.appearances[name] {
          cell = existing
        } else {
          cell = Cell(.record(Record(name: "UIAppearance.properties", labels: [], fields: [])))
          call.interpreter.builtinState.appearances[name] = cell
        }
        return .record(
          Record(
            name: "UIAppearance", labels: ["class", "properties"], fields: [.string(name), .cell(cell)]))
      }
    }
    let properties: [(SurfaceKey, Value)] = [
      (.`UIView.isHidden`, .bool(false)), (.`UIView.backgroundColor`, .optional(nil)),
      (.`UIView.tintColor`, .optional(nil)), (.`UITabBar.barTintColor`, .optional(nil)),
      (.`UITabBar.unselectedItemTintColor`, .optional(nil)), (.`UITabBar.isTranslucent`, .bool(true)),
      (.`UITableView.separatorStyle`, .symbol("UITableViewCell.SeparatorStyle.singleLine")),
      (.`UITableView.separatorColor`, .optional(nil)), (.`UITableView.backgroundView`, .optional(nil)),
      (.`UITableViewCell.backgroundView`, .optional(nil)), (.`UINavigationBar.barTintColor`, .optional(nil)),
      (.`UINavigationBar.isTranslucent`, .bool(true)),
      (.`UINavigationBar.titleTextAttributes`, .optional(nil)),
      (.`UINavigationBar.largeTitleTextAttributes`, .optional(nil)),
      (.`UIPageControl.preferredIndicatorImage`, .optional(nil)),
      (.`UIPageControl.backgroundStyle`, .symbol("UIPageControl.BackgroundStyle.automatic")),
      (.`UISegmentedControl.selectedSegmentTintColor`, .optional(nil)),
      (.`UINavigationBar.standardAppearance`, .optional(nil)),
      (.`UINavigationBar.scrollEdgeAppearance`, .optional(nil)),
      (.`UINavigationBar.compactAppearance`, .optional(nil)),
      (.`UINavigationBar.compactScrollEdgeAppearance`, .optional(nil)),
      (.`UITabBar.standardAppearance`, .optional(nil)), (.`UITabBar.scrollEdgeAppearance`, .optional(nil)),
      (.`UIBarAppearance.backgroundColor`, .optional(nil)),
      (.`UIBarAppearance.backgroundEffect`, .optional(nil)),
      (.`UIBarAppearance.backgroundImage`, .optional(nil)), (.`UIBarAppearance.shadowColor`, .optional(nil)),
      (.`UIBarAppearance.shadowImage`, .optional(nil)),
      (.`UINavigationBarAppearance.titleTextAttributes`, .dictionary(DictionaryValue())),
      (.`UINavigationBarAppearance.largeTitleTextAttributes`, .dictionary(DictionaryValue())),
    ]
    // A bar appearance an app makes (`UINavigationBarAppearance()`): an object of its own whose
    // properties are kept like a proxy's; configuring it and assigning it change nothing drawn.
    for (key, name) in [
      (SurfaceKey.`UIBarAppearance.init()`, "UIBarAppearance"),
      (.`UINavigationBarAppearance.init()`, "UINavigationBarAppearance"),
      (.`UITabBarAppearance.init()`, "UITabBarAppearance"),
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .record(
          Record(
            name: "UIAppearance", labels: ["class", "properties"],
            fields: [
              .string(name),
              .cell(Cell(.record(Record(name: "UIAppearance.properties", labels: [], fields: [])))),
            ]))
      }
    }
    for key in [
      SurfaceKey.`UIBarAppearance.configureWithDefaultBackground()`,
      .`UIBarAppearance.configureWithOpaqueBackground()`,
      .`UIBarAppearance.configureWithTransparentBackground()`,
      .`UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:)`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in .void }
    }
    // A stand-in: a segmented picker keeps its standard title colours.
    add(.`UISegmentedControl.setTitleTextAttributes(_:for:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .void
    }
    for (key, initial) in properties {
      let name = key.memberName
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        guard case .record(let r) = call.plainReceiver, case .cell(let cell)? = r["properties"],
          case .record(let set) = cell.value
        else { return initial }
        return set[name] ?? initial
      }
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        guard case .record(let r) = container, case .cell(let cell)? = r["properties"],
          case .record(var set) = cell.value
        else { return container }
        set.set(name, value)
        cell.value = .record(set)
        return container
      }
    }
  }
}
