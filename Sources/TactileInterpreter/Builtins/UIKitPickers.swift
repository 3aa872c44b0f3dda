import TactileUIIR

extension BuiltinRegistry {
  /// The image picker and its navigation controller as a representable makes them, image data,
  /// the main thread and Core Animation's clock (docs/runtime-values.md, "UIKit views"). The
  /// picker is inert: the preview never shows the library or the camera, so no picture is ever
  /// picked and the delegate is never called.
  mutating func addUIKitPickers() {
    add(.`UIImagePickerController.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("UIImagePickerController")
    }
    addObjectProperty(
      "UIImagePickerController", "sourceType", .symbol("UIImagePickerController.SourceType.photoLibrary"))
    addObjectProperty("UIImagePickerController", "allowsEditing", .bool(false))
    addObjectProperty("UIImagePickerController", "mediaTypes", .array([.string("public.image")]))
    addObjectProperty(
      "UIImagePickerController", "cameraDevice", .symbol("UIImagePickerController.CameraDevice.rear"))
    addObjectProperty("UIImagePickerController", "delegate", .optional(nil))
    // A simulator has a photo library and no camera; so does the preview.
    add(.`UIImagePickerController.isSourceTypeAvailable(_:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(!valuesEqual(try call.plain(0), .symbol("UIImagePickerController.SourceType.camera")))
    }
    addSymbols([
      .`UIImagePickerController.InfoKey.originalImage`, .`UIImagePickerController.InfoKey.editedImage`,
      .`UIImagePickerController.InfoKey.imageURL`, .`UIImagePickerController.InfoKey.mediaType`,
      .`UIImagePickerController.InfoKey.cropRect`,
    ])
    // The share sheet a representable makes: inert, as the picker (nothing is ever shared, so
    // the completion handler is never called).
    add(.`UIActivityViewController.init(activityItems:applicationActivities:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("UIActivityViewController", [("activityItems", try call.argument(0))])
    }
    addObjectProperty("UIActivityViewController", "excludedActivityTypes", .optional(nil))
    addObjectProperty("UIActivityViewController", "completionWithItemsHandler", .optional(nil))
    add(.`UIActivity.ActivityType.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("UIActivity.ActivityType." + (try call.string(0)))
    }
    addSymbols([
      .`UIActivity.ActivityType.airDrop`, .`UIActivity.ActivityType.copyToPasteboard`,
      .`UIActivity.ActivityType.mail`, .`UIActivity.ActivityType.message`, .`UIActivity.ActivityType.print`,
      .`UIActivity.ActivityType.saveToCameraRoll`,
    ])
    add(.`UINavigationController.init(rootViewController:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiObject("UINavigationController", [("viewControllers", .array([try call.argument(0)]))])
    }
    addObjectProperty("UINavigationController", "viewControllers", .array([]))
    add(.`UINavigationController.topViewController`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .array(let list)? = objectProperty(call.plainReceiver, "viewControllers") else {
        return .optional(nil)
      }
      return .optional(list.last)
    }
    add(.`UINavigationController.pushViewController(_:animated:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      appendToObjectProperty(call.plainReceiver, "viewControllers", try call.argument(0))
      return .void
    }
    add(.`UINavigationController.popViewController(animated:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .array(var list)? = objectProperty(call.plainReceiver, "viewControllers"), list.count > 1
      else {
        return .optional(nil)
      }
      let top = list.removeLast()
      setObjectProperty(call.plainReceiver, "viewControllers", .array(list))
      return .optional(top)
    }
    addImageData()
    // The preview draws no status bar: a controller's style is UIKit's default, and asking
    // for it to be read again does nothing.
    constant(.`UIViewController.preferredStatusBarStyle`, .symbol("UIStatusBarStyle.default"))
    constant(.`UIViewController.prefersStatusBarHidden`, .bool(false))
    add(.`UIViewController.setNeedsStatusBarAppearanceUpdate()`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .void
    }
    // Controls a representable makes: inert, so a target is never called.
    add(.`UIControl.addTarget(_:action:for:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .void
    }
    add(.`UISlider.setValue(_:animated:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      setObjectProperty(call.plainReceiver, "value", try call.argument(0))
      return .void
    }
    add(.`UISwitch.setOn(_:animated:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      setObjectProperty(call.plainReceiver, "isOn", try call.argument(0))
      return .void
    }
    add(.`Thread.isMainThread`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .bool(true) }
    constant(.`Thread.current`, .symbol("Thread.main"))
    constant(.`Thread.main`, .symbol("Thread.main"))
    // The preview's work all runs on its one thread: sleeping would only stop it.
    add(.`Thread.sleep(forTimeInterval:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .void }
    add(.`CACurrentMediaTime()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(call.interpreter.now)
    }
  }

  /// `Data(count:)`, `Data(capacity:)` and images made from data: the preview has no decoder,
  /// so data that starts as a PNG or JPEG file does makes a blank image, and other data none.
  private mutating func addImageData() {
    add(.`Data.init(count:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let count = try call.hostInt(0)
      guard count >= 0 else { throw call.failure("'Data(count:)' needs a count of at least 0") }
      return data([UInt8](repeating: 0, count: count))
    }
    add(.`Data.init(capacity:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in data([]) }
    add(.`UIImage.init(data:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let b = try bytes(try call.plain(0), call)
      guard b.starts(with: Self.pngSignature) || b.starts(with: Self.jpegSignature) else {
        return .optional(nil)
      }
      return .optional(
        .record(Record(name: "UIImage", labels: ["name", "system"], fields: [.string(""), .bool(false)])))
    }
    add(.`UIImage.init(contentsOfFile:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(nil)
    }
    add(.`UIImage.jpegData(compressionQuality:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(data(Self.jpegSignature))
    }
    add(.`UIImage.pngData()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(data(Self.pngSignature))
    }
  }

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]
}
