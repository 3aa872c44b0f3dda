import TactileUIIR

/// Drag and drop between views (docs/runtime-values.md, "UIKit views"): not simulated, so a
/// drag carries nothing and no drop arrives. The values code builds for it are inert: a type
/// identifier is its name, an item provider has no items, a proposal keeps its operation.
extension BuiltinRegistry {
  mutating func addDragAndDrop() {
    for (key, identifier) in [
      (SurfaceKey.`UTType.item`, "public.item"), (.`UTType.content`, "public.content"),
      (.`UTType.data`, "public.data"), (.`UTType.text`, "public.text"),
      (.`UTType.plainText`, "public.plain-text"), (.`UTType.utf8PlainText`, "public.utf8-plain-text"),
      (.`UTType.url`, "public.url"), (.`UTType.fileURL`, "public.file-url"),
      (.`UTType.image`, "public.image"),
      (.`UTType.png`, "public.png"), (.`UTType.jpeg`, "public.jpeg"), (.`UTType.pdf`, "com.adobe.pdf"),
      (.`UTType.json`, "public.json"), (.`UTType.movie`, "public.movie"), (.`UTType.audio`, "public.audio"),
    ] {
      constant(key, record("UTType", ["identifier": .string(identifier)]))
    }
    // Any identifier names a type; the preview knows no more about it than its name.
    add(.`UTType.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(record("UTType", ["identifier": try call.plain(0)]))
    }
    addRecordFields([.`UTType.identifier`, .`DropProposal.operation`, .`DropInfo.location`])
    add([.`NSItemProvider.init()`, .`NSItemProvider.init(object:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("NSItemProvider", ["registeredTypeIdentifiers": .array([])])
    }
    // An item registered under a type identifier: the provider names it, and holds nothing.
    add(.`NSItemProvider.init(item:typeIdentifier:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      var identifiers: [Value] = []
      switch try call.plain(1) {
      case .optional(let named?): identifiers = [named]
      case .optional(nil): break
      case let named: identifiers = [named]
      }
      return record("NSItemProvider", ["registeredTypeIdentifiers": .array(identifiers)])
    }
    addRecordFields([.`NSItemProvider.registeredTypeIdentifiers`])
    // iOS 26's sessions: the preview starts no drag and delivers no drop, so none is made.
    addRecordFields([
      .`DropSession.location`, .`DropSession.itemsCount`, .`DragSession.location`,
      .`DragSession.draggedItemIndex`,
    ])
    add(.`NSItemProvider.hasItemConformingToTypeIdentifier(_:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .bool(false)
    }
    add(.`DropProposal.init(operation:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("DropProposal", ["operation": try call.argument(0)])
    }
    // A drop delegate's defaults, as SwiftUI gives them: a drop is valid, nothing happens on
    // entering or leaving, and the proposal is nil (SwiftUI's default copy).
    add(.`DropDelegate.validateDrop(info:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(true)
    }
    add([.`DropDelegate.dropEntered(info:)`, .`DropDelegate.dropExited(info:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .void
    }
    add(.`DropDelegate.dropUpdated(info:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(nil)
    }
    add(.`DropInfo.hasItemsConforming(to:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(false)
    }
    add(.`DropInfo.itemProviders(for:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array([])
    }
  }
}
