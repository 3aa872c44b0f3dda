import TactileUIIR

extension BuiltinRegistry {
  /// The UIKit names views mention (docs/runtime-values.md, "UIKit"): one application with one
  /// window scene and one window the size of the canvas, without safe-area insets (the canvas
  /// has none); an iPhone in portrait; stand-ins for what reaches outside the canvas.
  mutating func addUIKitApplication() {
    constant(.`UIApplication.shared`, .symbol("UIApplication.shared"))
    addPasteboardAndAccessibility()
    addUIKitViews()
    addUIKitPickers()
    addUIKitDrawing()
    addFoundationErrors()
    addColorComponents()
    addCATransform3D()
    addDragAndDrop()
    constant(.`UIApplication.supportsAlternateIcons`, .bool(true))
    // The icon is not changed: the app keeps its primary icon (nil), and the completion
    // handler hears that the change succeeded, as it does on a device.
    constant(.`UIApplication.alternateIconName`, .optional(nil))
    add(.`UIApplication.setAlternateIconName(_:completionHandler:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .function(let completion) = unwrapped(try call.argument(1)) {
        _ = try call.invoke(completion, [.optional(nil)])
      }
      return .void
    }
    // The preview's scene is in the foreground and active.
    constant(.`UIScene.activationState`, .symbol("UIScene.ActivationState.foregroundActive"))
    constant(.`UIView.overrideUserInterfaceStyle`, .symbol("UIUserInterfaceStyle.unspecified"))
    addSetter(.`UIView.overrideUserInterfaceStyle`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      container
    }
    add(.`UIApplication.open(_:options:completionHandler:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      // Nothing opens: the completion handler hears that it did not.
      if case .function(let completion) = unwrapped(try call.argument(2)) {
        _ = try call.invoke(completion, [.bool(false)])
      }
      return .void
    }
    add([
      .`UIApplication.canOpenURL(_:)`, .`UIApplication.sendAction(_:to:from:for:)`,
      .`UIResponder.resignFirstResponder()`, .`UIResponder.becomeFirstResponder()`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in .bool(false) }
    add(.`UIView.endEditing(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .bool(false) }
    add(.`UIApplication.connectedScenes`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .set([.symbol("UIWindowScene")])
    }
    add([.`UIApplication.windows`, .`UIWindowScene.windows`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array([.symbol("UIWindow")])
    }
    add(.`UIWindowScene.keyWindow`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(.symbol("UIWindow"))
    }
    constant(.`UIWindowScene.screen`, .symbol("UIScreen.main"))
    constant(.`UIApplication.applicationState`, .symbol("UIApplication.State.active"))
    for key: SurfaceKey in [
      .`UIApplication.didBecomeActiveNotification`, .`UIApplication.willResignActiveNotification`,
      .`UIApplication.didEnterBackgroundNotification`, .`UIApplication.willEnterForegroundNotification`,
    ] {
      // UIKit's names: `UIApplicationDidBecomeActiveNotification`.
      let member = key.memberName
      constant(key, .string("UIApplication" + member.prefix(1).uppercased() + member.dropFirst()))
    }
    add(.`UIView.safeAreaInsets`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiEdgeInsets(0, 0, 0, 0)
    }
    constant(.`UIWindow.isKeyWindow`, .bool(true))
    add(.`UIEdgeInsets.init(top:left:bottom:right:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiEdgeInsets(try call.double(0), try call.double(1), try call.double(2), try call.double(3))
    }
    constant(.`UIEdgeInsets.zero`, uiEdgeInsets(0, 0, 0, 0))
    addRecordFields([
      .`UIEdgeInsets.top`, .`UIEdgeInsets.left`, .`UIEdgeInsets.bottom`, .`UIEdgeInsets.right`,
    ])
    constant(.`UIDevice.current`, .symbol("UIDevice.current"))
    constant(.`UIDevice.name`, .string("iPhone"))
    constant(.`UIDevice.model`, .string("iPhone"))
    constant(.`UIDevice.systemName`, .string("iOS"))
    constant(.`UIDevice.systemVersion`, .string("26.0"))
    constant(.`UIDevice.userInterfaceIdiom`, .symbol("UIUserInterfaceIdiom.phone"))
    constant(.`UIDevice.orientation`, .symbol("UIDeviceOrientation.portrait"))
    add(.`UIDeviceOrientation.isPortrait`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(
        valuesEqual(call.plainReceiver, .symbol("UIDeviceOrientation.portrait"))
          || valuesEqual(call.plainReceiver, .symbol("UIDeviceOrientation.portraitUpsideDown")))
    }
    add(.`UIDeviceOrientation.isLandscape`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(
        valuesEqual(call.plainReceiver, .symbol("UIDeviceOrientation.landscapeLeft"))
          || valuesEqual(call.plainReceiver, .symbol("UIDeviceOrientation.landscapeRight")))
    }
    // A UIColor made from components is the same colour record as SwiftUI's `Color`; the named
    // ones stay symbols (`uiColor` turns them into colours).
    add(.`UIColor.init(red:green:blue:alpha:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      rgbColor(try call.double(0), try call.double(1), try call.double(2), alpha: try call.double(3))
    }
    // Display P3 components are drawn as sRGB ones: the canvas has one colour space.
    add(.`UIColor.init(displayP3Red:green:blue:alpha:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      rgbColor(try call.double(0), try call.double(1), try call.double(2), alpha: try call.double(3))
    }
    // A colour of the app's asset catalogue, by name: the same record as `Color("name")`.
    add(.`UIColor.init(named:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(
        .record(
          Record(
            name: "Color", labels: ["name", "bundle"], fields: [.string(try call.string(0)), .optional(nil)]))
      )
    }
    add(.`UIColor.init(white:alpha:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let w = try call.double(0)
      return rgbColor(w, w, w, alpha: try call.double(1))
    }
    add(.`UIColor.init(hue:saturation:brightness:alpha:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (r, g, b) = hsbToRGB(try call.double(0), try call.double(1), try call.double(2))
      return rgbColor(r, g, b, alpha: try call.double(3))
    }
    add([.`UIColor.init(_:)`, .`UIColor.init(cgColor:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      try call.plain(0)
    }
    add(.`UIColor.cgColor`) { (call: inout NativeCall) throws(RuntimeError) -> Value in call.plainReceiver }
    add(.`UIColor.withAlphaComponent(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let alpha = try call.double(0)
      var color = call.plainReceiver
      if case .symbol(let key) = color, key.hasPrefix("UIColor.") { color = uiColor(key) }
      switch color {
      case .record(var r) where r.name == "Color":
        if let i = r.labels.firstIndex(of: "alpha") {
          r.fields[i] = .double(alpha)
        } else if let i = r.labels.firstIndex(of: "opacity") {
          r.fields[i] = .double(alpha)
        } else {
          r.labels.append("opacity")
          r.fields.append(.double(alpha))
        }
        return .record(r)
      case .symbol(let key):
        let name = String(key.split(separator: ".").last ?? "")
        return .record(
          Record(name: "Color", labels: ["name", "opacity"], fields: [.string(name), .double(alpha)]))
      default:
        throw call.failure("'withAlphaComponent(_:)' expected a UIColor")
      }
    }
    add([.`UIImage.init(named:)`, .`UIImage.init(systemName:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let system = call.key == "UIImage.init(systemName:)"
      return .optional(
        .record(
          Record(
            name: "UIImage", labels: ["name", "system"], fields: [.string(try call.string(0)), .bool(system)])
        ))
    }
    // `UIImage(resource:)`: the image of the asset the resource names.
    add(.`UIImage.init(resource:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var name: Value = .string("")
      if case .record(let resource) = try call.plain(0), let n = resource["name"] { name = n }
      return .record(Record(name: "UIImage", labels: ["name", "system"], fields: [name, .bool(false)]))
    }
    // A symbol configuration is kept, not applied: the symbol takes its view's size.
    add([
      .`UIImage.SymbolConfiguration.init(pointSize:)`, .`UIImage.SymbolConfiguration.init(scale:)`,
      .`UIImage.SymbolConfiguration.init(pointSize:weight:scale:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(name: "UIImage.SymbolConfiguration", labels: ["arguments"], fields: [.array(call.arguments)]))
    }
    add(.`UIImage.init(systemName:withConfiguration:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(
        .record(
          Record(
            name: "UIImage", labels: ["name", "system"], fields: [.string(try call.string(0)), .bool(true)])))
    }
    // A `UIImage`'s Core Graphics image is the image itself, as a `UIColor`'s `cgColor` is.
    add(.`UIImage.cgImage`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(call.plainReceiver)
    }
    addSymbols([
      .`CAEmitterLayerEmitterShape.point`, .`CAEmitterLayerEmitterShape.line`,
      .`CAEmitterLayerEmitterShape.rectangle`, .`CAEmitterLayerEmitterShape.cuboid`,
      .`CAEmitterLayerEmitterShape.circle`, .`CAEmitterLayerEmitterShape.sphere`,
      .`CAEmitterLayerEmitterMode.points`, .`CAEmitterLayerEmitterMode.outline`,
      .`CAEmitterLayerEmitterMode.surface`, .`CAEmitterLayerEmitterMode.volume`,
      .`CAEmitterLayerRenderMode.unordered`, .`CAEmitterLayerRenderMode.oldestFirst`,
      .`CAEmitterLayerRenderMode.oldestLast`, .`CAEmitterLayerRenderMode.backToFront`,
      .`CAEmitterLayerRenderMode.additive`,
    ])
    add(.`UIImage.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "UIImage", labels: ["name", "system"], fields: [.string(""), .bool(false)]))
    }
    add(.`UIImage.withRenderingMode(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.plainReceiver
    }
    // The text checker has no dictionary (the interface marks it a stand-in).
    add(.`UITextChecker.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("UITextChecker")
    }
    add(.`UITextChecker.rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in nsRange(Int64.max, 0)
    }
    add(.`UITextChecker.guesses(forWordRange:in:language:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(.array([]))
    }
  }
}

/// A `UIEdgeInsets` (left and right where SwiftUI says leading and trailing).
func uiEdgeInsets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Value {
  .record(
    Record(
      name: "UIEdgeInsets", labels: ["top", "left", "bottom", "right"],
      fields: [.double(top), .double(left), .double(bottom), .double(right)]))
}

extension BuiltinRegistry {
  /// `UIPasteboard.general`, in memory for the run, and `UIAccessibility`'s settings, which
  /// are the system's defaults: off (docs/runtime-values.md).
  fileprivate mutating func addPasteboardAndAccessibility() {
    add(.`UIPasteboard.general`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("UIPasteboard", ["items": .cell(call.interpreter.builtinState.pasteboard)])
    }
    add([.`UIPasteboard.string`, .`UIPasteboard.url`, .`UIPasteboard.strings`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let items = pasteboardItems(call.plainReceiver)?.value ?? .array([])
      guard case .array(let list) = items, let first = list.first else { return .optional(nil) }
      switch call.key {
      case "UIPasteboard.url":
        guard case .string(let text) = first, text.contains(":") else { return .optional(nil) }
        return .optional(url(text))
      case "UIPasteboard.strings": return .optional(items)
      default: return .optional(first)
      }
    }
    add([.`UIPasteboard.hasStrings`, .`UIPasteboard.hasURLs`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .array(let list)? = pasteboardItems(call.plainReceiver)?.value else { return .bool(false) }
      return .bool(!list.isEmpty)
    }
    for key: SurfaceKey in [.`UIPasteboard.string`, .`UIPasteboard.strings`, .`UIPasteboard.url`] {
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        guard let cell = pasteboardItems(container) else { return container }
        switch unwrapped(value) {
        case .array(let items): cell.value = .array(items)
        case .record(let r) where r.name == "URL": cell.value = .array([r["absoluteString"] ?? .string("")])
        case .string(let s): cell.value = .array([.string(s)])
        default: cell.value = .array([])
        }
        return container
      }
    }
    for key: SurfaceKey in [
      .`UIAccessibility.isReduceMotionEnabled`, .`UIAccessibility.isVoiceOverRunning`,
      .`UIAccessibility.isBoldTextEnabled`, .`UIAccessibility.isReduceTransparencyEnabled`,
      .`UIAccessibility.isDarkerSystemColorsEnabled`, .`UIAccessibility.isGrayscaleEnabled`,
      .`UIAccessibility.isInvertColorsEnabled`, .`UIAccessibility.isSwitchControlRunning`,
      .`UIAccessibility.shouldDifferentiateWithoutColor`, .`UIAccessibility.isOnOffSwitchLabelsEnabled`,
      .`UIAccessibility.buttonShapesEnabled`, .`UIAccessibility.prefersCrossFadeTransitions`,
    ] {
      constant(key, .bool(false))
    }
    constant(.`UIAccessibility.isVideoAutoplayEnabled`, .bool(true))
    constant(
      .`UIAccessibility.reduceMotionStatusDidChangeNotification`,
      .string("UIAccessibilityReduceMotionStatusDidChangeNotification"))
    constant(
      .`UIAccessibility.voiceOverStatusDidChangeNotification`,
      .string("UIAccessibilityVoiceOverStatusDidChangeNotification"))
    add(.`NSObject.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("NSObject", [:])
    }
    add(.`NSObject.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(call.interpreter.describe(call.receiver))
    }
    add(.`NSObject.isEqual(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(valuesEqual(call.plainReceiver, try call.plain(0)))
    }
    constant(.`URLSessionConfiguration.default`, .symbol("URLSessionConfiguration.default"))
    constant(.`URLSessionConfiguration.ephemeral`, .symbol("URLSessionConfiguration.ephemeral"))
    add(.`URLSession.init(configuration:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("URLSession.shared")
    }
    add(.`URLSession.configuration`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("URLSessionConfiguration.default")
    }
  }
}

private func pasteboardItems(_ value: Value) -> Cell? {
  guard case .record(let r) = unwrapped(value), r.name == "UIPasteboard", case .cell(let c)? = r["items"]
  else {
    return nil
  }
  return c
}
