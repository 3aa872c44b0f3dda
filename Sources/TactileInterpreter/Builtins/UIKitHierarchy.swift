import TactileUIIR

/// What UIKit code asks of its views' hierarchy (docs/runtime-values.md, "UIKit views"): hit
/// tests over the inert objects' own frames and subviews, natural sizes, and the controllers
/// above a view, of which a preview has none.
extension BuiltinRegistry {
  mutating func addUIKitHierarchy() {
    add(.`UIView.hitTest(_:with:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .point(let x, let y) = try call.plain(0) else { return .optional(nil) }
      return .optional(
        Self.hitTest(call.plainReceiver, x, y, screen: call.interpreter.builtinState.screenSize))
    }
    add(.`UIView.point(inside:with:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .point(let x, let y) = try call.plain(0) else { return .bool(false) }
      let (w, h) = Self.boundsSize(call.plainReceiver, screen: call.interpreter.builtinState.screenSize)
      return .bool(x >= 0 && y >= 0 && x < w && y < h)
    }
    // UIKit's natural sizes of the views that have one on an iPhone; any other view has none
    // (`noIntrinsicMetric` in both dimensions).
    add(.`UIView.intrinsicContentSize`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let none = Self.noIntrinsicMetric
      guard case .record(let r) = call.plainReceiver else { return .size(none, none) }
      switch r.name {
      case "UINavigationBar": return .size(none, 44)
      case "UITabBar": return .size(none, 49)
      case "UISwitch": return .size(51, 31)
      case "UIActivityIndicatorView": return .size(20, 20)
      default: return .size(none, none)
      }
    }
    add(.`UIView.invalidateIntrinsicContentSize()`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .void
    }
    constant(.`UIView.noIntrinsicMetric`, .double(Self.noIntrinsicMetric))
    // A preview's views are SwiftUI's: no UIKit navigation or tab bar controller holds them.
    add([.`UIViewController.navigationController`, .`UIViewController.tabBarController`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .optional(nil)
    }
    add(.`UITabBarController.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("UITabBarController")
    }
    addObjectProperty("UITabBarController", "viewControllers", .optional(nil))
    addObjectProperty("UITabBarController", "selectedIndex", .int(0))
    addObjectProperty("UITabBarController", "selectedViewController", .optional(nil))
    add(.`UITabBarController.setViewControllers(_:animated:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      setObjectProperty(call.plainReceiver, "viewControllers", try call.argument(0))
      return .void
    }
    addObjectProperty("UINavigationController", "isNavigationBarHidden", .bool(false))
    add(.`UINavigationController.setNavigationBarHidden(_:animated:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      setObjectProperty(call.plainReceiver, "isNavigationBarHidden", try call.plain(0))
      return .void
    }
    // Bars a controller owns: made on first read and kept, as a controller's `view` is.
    for (owner, name, className) in [
      ("UITabBarController", "tabBar", "UITabBar"),
      ("UITabBarController", "moreNavigationController", "UINavigationController"),
      ("UINavigationController", "navigationBar", "UINavigationBar"),
    ] {
      addMember(owner, name) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        if let existing = objectProperty(call.plainReceiver, name) { return existing }
        let made = uiObject(className)
        setObjectProperty(call.plainReceiver, name, made)
        return made
      }
    }
    // Writing through a bar (`controller.navigationBar.isHidden = true`) writes the same object back.
    for (key, name) in [
      (SurfaceKey.`UITabBarController.tabBar`, "tabBar"),
      (.`UITabBarController.moreNavigationController`, "moreNavigationController"),
      (.`UINavigationController.navigationBar`, "navigationBar"),
    ] {
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        setObjectProperty(unwrapped(container), name, value)
        return container
      }
    }
  }

  /// UIKit's `noIntrinsicMetric`.
  static let noIntrinsicMetric = -1.0

  /// The size of a view's bounds: its frame's, else the canvas's (a window, a program's subclass).
  static func boundsSize(_ view: Value, screen: (width: Double, height: Double)) -> (Double, Double) {
    if case .rect(_, _, let w, let h)? = objectProperty(view, "frame") { return (w, h) }
    return (screen.width, screen.height)
  }

  /// UIKit's `hitTest(_:with:)` at a point in `view`'s space: nil for a hidden, transparent or
  /// non-interactive view or a point outside its bounds; else the last subview (the frontmost)
  /// that holds the point, searched the same way, or the view itself.
  static func hitTest(_ view: Value, _ x: Double, _ y: Double, screen: (width: Double, height: Double))
    -> Value?
  {
    if case .bool(true)? = objectProperty(view, "isHidden") { return nil }
    if case .bool(false)? = objectProperty(view, "isUserInteractionEnabled") { return nil }
    if case .double(let alpha)? = objectProperty(view, "alpha"), alpha <= 0.01 { return nil }
    let (w, h) = boundsSize(view, screen: screen)
    guard x >= 0, y >= 0, x < w, y < h else { return nil }
    if case .array(let subviews)? = objectProperty(view, "subviews") {
      for subview in subviews.reversed() {
        var (fx, fy) = (0.0, 0.0)
        if case .rect(let sx, let sy, _, _)? = objectProperty(subview, "frame") { (fx, fy) = (sx, sy) }
        if let hit = hitTest(subview, x - fx, y - fy, screen: screen) { return hit }
      }
    }
    return view
  }
}
