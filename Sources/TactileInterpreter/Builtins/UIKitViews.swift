import TactileUIIR

/// UIKit objects as code that wraps UIKit views makes and configures them (docs/runtime-values.md,
/// "UIKit views"). The preview draws no UIKit view, so an object is inert: a record of its class
/// and a cell of the properties set on it (the layout of `UIAppearance` records, so one getter
/// serves both), shared by every copy as a reference is. Reading a property gives what was set,
/// or UIKit's default; methods that would change what UIKit draws do nothing.
extension BuiltinRegistry {
  mutating func addUIKitViews() {
    for (owner, properties) in Self.uiKitProperties {
      for (name, initial) in properties { addObjectProperty(owner, name, initial) }
    }
    // Objects a view or controller owns: made on first read and kept.
    for (owner, name, className) in [
      ("UIView", "layer", "CALayer"), ("UIViewController", "view", "UIView"),
      ("UIVisualEffectView", "contentView", "UIView"),
    ] {
      addMember(owner, name) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        if let existing = objectProperty(call.plainReceiver, name) { return existing }
        let made = uiObject(className)
        setObjectProperty(call.plainReceiver, name, made)
        return made
      }
    }
    // Writing through an object's property (`view.layer.cornerRadius = 8`) writes the object
    // back: the same object, so nothing changes.
    for (key, name) in [
      (SurfaceKey.`UIViewController.view`, "view"), (.`UIView.layer`, "layer"),
      (.`UIVisualEffectView.contentView`, "contentView"),
    ] {
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        setObjectProperty(unwrapped(container), name, value)
        return container
      }
    }
    // `frame` is what was set, else the canvas (a window, a screen); `bounds` its size at zero.
    add([.`UIView.frame`, .`UIView.bounds`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .rect(let x, let y, let w, let h)? = objectProperty(call.plainReceiver, "frame") {
        return call.key.hasSuffix("bounds") ? .rect(0, 0, w, h) : .rect(x, y, w, h)
      }
      let size = call.interpreter.builtinState.screenSize
      return .rect(0, 0, size.width, size.height)
    }
    addSetter(.`UIView.frame`) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      setObjectProperty(unwrapped(container), "frame", value)
      return container
    }
    add(.`UIView.init(frame:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject(Self.className(call), [("frame", try call.plain(0))])
    }
    add(.`UIView.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject(Self.className(call), [("frame", .rect(0, 0, 0, 0))])
    }
    add([
      .`CALayer.init()`, .`UIViewController.init()`, .`UIViewController.init(nibName:bundle:)`,
      .`CAEmitterLayer.init()`, .`CAEmitterCell.init()`,
    ]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject(Self.className(call))
    }
    add(.`UIImageView.init(image:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("UIImageView", [("frame", .rect(0, 0, 0, 0)), ("image", try call.argument(0))])
    }
    add(.`UIActivityIndicatorView.init(style:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("UIActivityIndicatorView", [("frame", .rect(0, 0, 0, 0))])
    }
    add(.`UIBlurEffect.init(style:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "UIBlurEffect", labels: ["style"], fields: [try call.argument(0)]))
    }
    add(.`UIVisualEffectView.init(effect:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("UIVisualEffectView", [("frame", .rect(0, 0, 0, 0)), ("effect", try call.argument(0))])
    }
    // Subviews and recognizers are kept, so `subviews` and `gestureRecognizers` read them back.
    add([.`UIView.addSubview(_:)`, .`UIView.insertSubview(_:at:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      appendToObjectProperty(call.plainReceiver, "subviews", try call.argument(0))
      return .void
    }
    add(.`UIView.addGestureRecognizer(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var list: [Value] = []
      if case .optional(.array(let a)?)? = objectProperty(call.plainReceiver, "gestureRecognizers") {
        list = a
      }
      list.append(try call.argument(0))
      setObjectProperty(call.plainReceiver, "gestureRecognizers", .optional(.array(list)))
      return .void
    }
    add([
      .`UIView.removeFromSuperview()`, .`UIView.bringSubviewToFront(_:)`, .`UIView.sendSubviewToBack(_:)`,
      .`UIView.removeGestureRecognizer(_:)`, .`UIView.setNeedsLayout()`, .`UIView.layoutIfNeeded()`,
      .`UIView.setNeedsDisplay()`, .`UIView.layoutSubviews()`, .`UIView.sizeToFit()`,
      .`CALayer.addSublayer(_:)`, .`CALayer.removeFromSuperlayer()`, .`NSLayoutConstraint.activate(_:)`,
      .`NSLayoutConstraint.deactivate(_:)`, .`UIViewController.viewDidLoad()`,
      .`UIViewController.viewWillAppear(_:)`, .`UIViewController.viewDidAppear(_:)`,
      .`UIViewController.viewWillDisappear(_:)`, .`UIViewController.viewDidDisappear(_:)`,
      .`UIViewController.viewDidLayoutSubviews()`, .`UIViewController.viewWillLayoutSubviews()`,
      .`UIViewController.addChild(_:)`, .`UIViewController.removeFromParent()`,
      .`UIViewController.didMove(toParent:)`, .`UIGestureRecognizer.addTarget(_:action:)`,
      .`UIGestureRecognizer.removeTarget(_:action:)`, .`UIGestureRecognizer.require(toFail:)`,
      .`UIViewRepresentable.dismantleUIView(_:coordinator:)`,
      .`UIViewControllerRepresentable.dismantleUIViewController(_:coordinator:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in .void }
    add([.`UIView.convert(_:to:)`, .`UIView.convert(_:from:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      try call.plain(0)
    }
    // The UIKit animation has nothing to draw: the changes are made at once, and the
    // completion hears that the animation finished.
    add(.`UIView.animate(withDuration:animations:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      _ = try call.invoke(try call.closure(1), [])
      return .void
    }
    add([
      .`UIView.animate(withDuration:animations:completion:)`,
      .`UIView.animate(withDuration:delay:options:animations:completion:)`,
      .`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let count = call.arguments.count
      _ = try call.invoke(try call.closure(count - 2), [])
      if case .function(let completion) = try call.plain(count - 1) {
        _ = try call.invoke(completion, [.bool(true)])
      }
      return .void
    }
    // Presenting shows nothing; dismissing dismisses nothing; both complete.
    add([
      .`UIViewController.present(_:animated:completion:)`, .`UIViewController.dismiss(animated:completion:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .function(let completion) = try call.plain(call.arguments.count - 1) {
        _ = try call.invoke(completion, [])
      }
      return .void
    }
    add(.`UIActivityIndicatorView.startAnimating()`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      setObjectProperty(call.plainReceiver, "isAnimating", .bool(true))
      return .void
    }
    add(.`UIActivityIndicatorView.stopAnimating()`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      setObjectProperty(call.plainReceiver, "isAnimating", .bool(false))
      return .void
    }
    add(.`UIScrollView.setContentOffset(_:animated:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      setObjectProperty(call.plainReceiver, "contentOffset", try call.plain(0))
      return .void
    }
    for anchor in [
      "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "centerXAnchor", "topAnchor",
      "bottomAnchor", "centerYAnchor", "widthAnchor", "heightAnchor",
    ] {
      for owner in ["UIView", "UILayoutGuide"] {
        addMember(owner, anchor) { (call: inout NativeCall) throws(RuntimeError) -> Value in
          .symbol("NSLayoutAnchor." + anchor)
        }
      }
    }
    add([
      .`NSLayoutXAxisAnchor.constraint(equalTo:)`, .`NSLayoutYAxisAnchor.constraint(equalTo:)`,
      .`NSLayoutDimension.constraint(equalTo:)`, .`NSLayoutDimension.constraint(equalTo:multiplier:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("NSLayoutConstraint")
    }
    add([
      .`NSLayoutXAxisAnchor.constraint(equalTo:constant:)`,
      .`NSLayoutYAxisAnchor.constraint(equalTo:constant:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("NSLayoutConstraint", [("constant", try call.plain(1))])
    }
    add(.`NSLayoutDimension.constraint(equalToConstant:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("NSLayoutConstraint", [("constant", try call.plain(0))])
    }
    // A representable's defaults (the runtime draws a placeholder and calls none of them itself).
    add([
      .`UIViewRepresentable.sizeThatFits(_:uiView:context:)`,
      .`UIViewControllerRepresentable.sizeThatFits(_:uiViewController:context:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in .optional(nil) }
    add([.`UIViewRepresentable.makeCoordinator()`, .`UIViewControllerRepresentable.makeCoordinator()`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .void
    }
    addRecordFields([
      .`UIViewRepresentableContext.coordinator`, .`UIViewRepresentableContext.environment`,
      .`UIViewRepresentableContext.transaction`, .`UIViewControllerRepresentableContext.coordinator`,
      .`UIViewControllerRepresentableContext.environment`,
      .`UIViewControllerRepresentableContext.transaction`,
    ])
    addUIKitWindows()
    addUIKitHierarchy()
    add([.`UIView.safeAreaLayoutGuide`, .`UIScrollView.contentLayoutGuide`, .`UIScrollView.frameLayoutGuide`])
    {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .symbol("UILayoutGuide")
    }
    // A stack view keeps its arranged subviews (its layout is UIKit's, not drawn).
    add(.`UIStackView.init(arrangedSubviews:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("UIStackView", [("frame", .rect(0, 0, 0, 0)), ("arrangedSubviews", try call.plain(0))])
    }
    add(.`UIStackView.addArrangedSubview(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      appendToObjectProperty(call.plainReceiver, "arrangedSubviews", try call.argument(0))
      return .void
    }
    addObjectProperty("UIStackView", "arrangedSubviews", .array([]))
    addObjectProperty("UIStackView", "axis", .symbol("NSLayoutConstraint.Axis.horizontal"))
    addObjectProperty("UIStackView", "spacing", .double(0))
  }

  /// Windows, hosting controllers and the app's delegates, as screens that add an overlay
  /// window or find the root controller use them. The app's own window (`UIApplication`'s, a
  /// symbol) has a root controller; a window the program makes has what it is given.
  private mutating func addUIKitWindows() {
    for owner in [
      "UIWindow", "UIImageView", "UIActivityIndicatorView", "UIVisualEffectView", "UIRefreshControl",
      "UIStackView", "UIControl", "UISlider", "UISwitch", "UIPageControl", "UINavigationBar", "UITabBar",
    ] {
      for member in ["init(frame:)", "init()", "init(windowScene:)"] {
        addMember(owner, member) { (call: inout NativeCall) throws(RuntimeError) -> Value in
          var frame = Value.rect(0, 0, 0, 0)
          if member == "init(frame:)" { frame = try call.plain(0) }
          if member == "init(windowScene:)" {
            let size = call.interpreter.builtinState.screenSize
            frame = .rect(0, 0, size.width, size.height)
          }
          return uiObject(owner, [("frame", frame)])
        }
      }
    }
    add(.`UIWindow.rootViewController`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .symbol = call.plainReceiver { return .optional(uiObject("UIHostingController")) }
      return objectProperty(call.plainReceiver, "rootViewController") ?? .optional(nil)
    }
    addSetter(.`UIWindow.rootViewController`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      setObjectProperty(unwrapped(container), "rootViewController", value)
      return container
    }
    addObjectProperty("UIWindow", "windowLevel", .double(0))
    addObjectProperty("UIWindow", "windowScene", .optional(.symbol("UIWindowScene")))
    add(.`UIWindow.makeKeyAndVisible()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      setObjectProperty(call.plainReceiver, "isHidden", .bool(false))
      return .void
    }
    // A level is its raw value.
    add(.`UIWindow.Level.init(rawValue:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.double(0))
    }
    add(.`UIWindow.Level.rawValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.plainReceiver
    }
    constant(.`UIWindow.Level.normal`, .double(0))
    constant(.`UIWindow.Level.statusBar`, .double(1000))
    constant(.`UIWindow.Level.alert`, .double(2000))
    add(.`UIWindow.Level.+(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.double(0) + call.double(1))
    }
    add(.`UIWindow.Level.-(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.double(0) - call.double(1))
    }
    add(.`UIHostingController.init(rootView:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("UIHostingController", [("rootView", try call.argument(0))])
    }
    addObjectProperty("UIHostingController", "rootView", .void)
    addObjectProperty("UIRefreshControl", "attributedTitle", .optional(nil))
    addObjectProperty("UIRefreshControl", "isRefreshing", .bool(false))
    add(.`UIRefreshControl.beginRefreshing()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      setObjectProperty(call.plainReceiver, "isRefreshing", .bool(true))
      return .void
    }
    add(.`UIRefreshControl.endRefreshing()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      setObjectProperty(call.plainReceiver, "isRefreshing", .bool(false))
      return .void
    }
    constant(.`UISceneSession.role`, .symbol("UISceneSession.Role.windowApplication"))
    addSymbols([.`UISceneSession.Role.windowApplication`])
    add(.`UISceneConfiguration.init(name:sessionRole:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("UISceneConfiguration")
    }
    addObjectProperty("UISceneConfiguration", "delegateClass", .optional(nil))
  }

  /// The class a call makes: the type named by an initializer's key.
  static func className(_ call: NativeCall) -> String {
    String(call.key.split(separator: ".").first ?? "UIView")
  }

  /// The settable and read-only properties of the inert UIKit objects, with UIKit's defaults.
  static var uiKitProperties: [(String, [(String, Value)])] {
    let none = Value.optional(nil)
    let natural = Value.symbol("NSTextAlignment.natural")
    return [
      (
        "UIView",
        [
          ("alpha", .double(1)), ("isUserInteractionEnabled", .bool(true)),
          ("isMultipleTouchEnabled", .bool(false)),
          ("tag", .int(0)), ("clipsToBounds", .bool(false)), ("center", .point(0, 0)),
          ("transform", transformValue(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
          ("contentMode", .symbol("UIView.ContentMode.scaleToFill")),
          ("translatesAutoresizingMaskIntoConstraints", .bool(true)), ("superview", none),
          ("subviews", .array([])), ("window", none), ("gestureRecognizers", none),
        ]
      ),
      (
        "CALayer",
        [
          ("cornerRadius", .double(0)), ("masksToBounds", .bool(false)), ("borderWidth", .double(0)),
          ("borderColor", none), ("backgroundColor", none), ("shadowColor", none),
          ("shadowOpacity", .double(0)),
          ("shadowRadius", .double(3)), ("shadowOffset", .size(0, -3)), ("opacity", .double(1)),
          ("frame", .rect(0, 0, 0, 0)), ("bounds", .rect(0, 0, 0, 0)), ("sublayers", none),
          ("delegate", none), ("transform", transform3D(.identity)), ("anchorPoint", .point(0.5, 0.5)),
          ("position", .point(0, 0)), ("zPosition", .double(0)),
        ]
      ),
      // An emitter and its cells keep what is set on them; no particle is drawn (a stand-in).
      (
        "CAEmitterLayer",
        [
          ("emitterCells", none), ("emitterPosition", .point(0, 0)), ("emitterZPosition", .double(0)),
          ("emitterSize", .size(0, 0)), ("emitterDepth", .double(0)),
          ("emitterShape", .symbol("CAEmitterLayerEmitterShape.point")),
          ("emitterMode", .symbol("CAEmitterLayerEmitterMode.volume")),
          ("renderMode", .symbol("CAEmitterLayerRenderMode.unordered")), ("birthRate", .double(1)),
          ("lifetime", .double(1)), ("velocity", .double(1)), ("scale", .double(1)), ("spin", .double(1)),
          ("beginTime", .double(0)),
        ]
      ),
      (
        "CAEmitterCell",
        [
          ("name", none), ("isEnabled", .bool(true)), ("contents", none), ("color", none),
          ("birthRate", .double(0)), ("lifetime", .double(0)), ("lifetimeRange", .double(0)),
          ("velocity", .double(0)), ("velocityRange", .double(0)), ("xAcceleration", .double(0)),
          ("yAcceleration", .double(0)), ("zAcceleration", .double(0)), ("scale", .double(1)),
          ("scaleRange", .double(0)), ("scaleSpeed", .double(0)), ("spin", .double(0)),
          ("spinRange", .double(0)), ("emissionLatitude", .double(0)), ("emissionLongitude", .double(0)),
          ("emissionRange", .double(0)), ("alphaRange", .double(0)), ("alphaSpeed", .double(0)),
          ("redRange", .double(0)), ("greenRange", .double(0)), ("blueRange", .double(0)),
          ("emitterCells", none),
        ]
      ),
      (
        "NSLayoutConstraint",
        [("constant", .double(0)), ("isActive", .bool(false)), ("priority", .double(1000))]
      ),
      (
        "UIViewController",
        [
          ("title", none), ("presentedViewController", none), ("presentingViewController", none),
          ("parent", none),
          ("children", .array([])), ("modalPresentationStyle", .symbol("UIModalPresentationStyle.automatic")),
          // The preview presents no UIKit controller, so none has a presentation controller.
          ("preferredContentSize", .size(0, 0)), ("popoverPresentationController", none),
          ("presentationController", none),
        ]
      ),
      (
        "UIPresentationController",
        [
          ("presentedViewController", uiObject("UIViewController")),
          ("presentingViewController", uiObject("UIViewController")), ("delegate", none),
        ]
      ),
      (
        "UIPopoverPresentationController",
        [
          ("permittedArrowDirections", OptionSets.value("UIPopoverArrowDirection", 15)),
          ("arrowDirection", OptionSets.value("UIPopoverArrowDirection", -1)), ("sourceView", none),
          ("sourceRect", .rect(0, 0, 0, 0)),
        ]
      ),
      (
        "UILabel",
        [
          ("text", none), ("font", .optional(uiFont(size: 17))),
          ("textColor", .optional(.symbol("UIColor.label"))),
          ("textAlignment", natural), ("numberOfLines", .int(1)), ("attributedText", none),
          ("adjustsFontSizeToFitWidth", .bool(false)),
        ]
      ),
      (
        "UITextField",
        [
          ("text", .optional(.string(""))), ("placeholder", none), ("font", none), ("textColor", none),
          ("textAlignment", natural), ("isSecureTextEntry", .bool(false)), ("delegate", none),
          ("textContentType", none), ("borderStyle", .symbol("UITextField.BorderStyle.none")),
          ("keyboardType", .symbol("UIKeyboardType.default")),
          ("clearButtonMode", .symbol("UITextField.ViewMode.never")),
        ]
      ),
      (
        "UITextView",
        [
          ("text", .optional(.string(""))), ("font", none), ("textColor", none), ("textAlignment", natural),
          ("isEditable", .bool(true)), ("isSelectable", .bool(true)),
          ("attributedText", .optional(attributedStringValue(""))), ("delegate", none),
          ("textContentType", none),
        ]
      ),
      (
        "UIScrollView",
        [
          ("delegate", none), ("contentOffset", .point(0, 0)), ("contentSize", .size(0, 0)),
          ("contentInset", uiEdgeInsets(0, 0, 0, 0)), ("isPagingEnabled", .bool(false)),
          ("isScrollEnabled", .bool(true)), ("bounces", .bool(true)),
          ("showsVerticalScrollIndicator", .bool(true)),
          ("showsHorizontalScrollIndicator", .bool(true)), ("minimumZoomScale", .double(1)),
          ("maximumZoomScale", .double(1)), ("zoomScale", .double(1)), ("refreshControl", none),
          ("isDragging", .bool(false)), ("isDecelerating", .bool(false)),
        ]
      ),
      ("UIImageView", [("image", none)]),
      (
        "UIActivityIndicatorView",
        [
          ("color", .optional(.symbol("UIColor.gray"))), ("hidesWhenStopped", .bool(true)),
          ("isAnimating", .bool(false)),
        ]
      ),
      ("UIVisualEffectView", [("effect", none)]),
      ("UIControl", [("isEnabled", .bool(true)), ("isSelected", .bool(false))]),
      (
        "UISlider",
        [
          ("value", .double(0)), ("minimumValue", .double(0)), ("maximumValue", .double(1)),
          ("isContinuous", .bool(true)), ("minimumTrackTintColor", none), ("maximumTrackTintColor", none),
          ("thumbTintColor", none),
        ]
      ),
      ("UISwitch", [("isOn", .bool(false)), ("onTintColor", none), ("thumbTintColor", none)]),
      (
        "UIPageControl",
        [
          ("numberOfPages", .int(0)), ("currentPage", .int(0)), ("hidesForSinglePage", .bool(false)),
          ("pageIndicatorTintColor", none), ("currentPageIndicatorTintColor", none),
        ]
      ),
    ]
  }

  /// A property of an inert object: what was set on it, else `initial`.
  mutating func addObjectProperty(_ owner: String, _ name: String, _ initial: Value) {
    guard let key = SurfaceKey(name: owner + "." + name) else { return }
    add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      objectProperty(call.plainReceiver, name) ?? initial
    }
    addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      setObjectProperty(unwrapped(container), name, value)
      return container
    }
  }
}

/// A fresh inert UIKit object of class `className` with `properties` set.
package func uiObject(_ className: String, _ properties: [(String, Value)] = []) -> Value {
  let cell = Cell(
    .record(
      Record(
        name: "UIAppearance.properties", labels: properties.map { $0.0 }, fields: properties.map { $0.1 })))
  return .record(
    Record(name: className, labels: ["class", "properties"], fields: [.string(className), .cell(cell)]))
}

/// The property `name` set on an inert object, if any.
package func objectProperty(_ object: Value, _ name: String) -> Value? {
  guard case .record(let r) = object, case .cell(let cell)? = r["properties"],
    case .record(let set) = cell.value
  else { return nil }
  return set[name]
}

/// Appends `element` to the array property `name` of an inert object (`subviews`,
/// `viewControllers`), which starts empty.
func appendToObjectProperty(_ object: Value, _ name: String, _ element: Value) {
  var list: [Value] = []
  if case .array(let a)? = objectProperty(object, name) { list = a }
  list.append(element)
  setObjectProperty(object, name, .array(list))
}

/// Sets property `name` on an inert object (every copy sees it, as every reference to the
/// object would); a value that is not one (a program's subclass) keeps nothing.
package func setObjectProperty(_ object: Value, _ name: String, _ value: Value) {
  guard case .record(let r) = object, case .cell(let cell)? = r["properties"],
    case .record(var set) = cell.value
  else { return }
  if let i = set.labels.firstIndex(of: name) {
    set.fields[i] = value
  } else {
    set.labels.append(name)
    set.fields.append(value)
  }
  cell.value = .record(set)
}
