import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension BuiltinRegistry {
  /// The values of navigation, presentation and lists: styles and placements kept as symbols,
  /// `NavigationPath`, the `Alert` structs, and the environment's `dismiss`,
  /// `presentationMode` and `editMode` outside any presentation (the resolver gives each view
  /// its own: `ViewResolver.environmentValue`).
  mutating func addNavigationValues() {
    addSymbols([
      .`NavigationViewStyle.stack`, .`NavigationViewStyle.automatic`, .`NavigationViewStyle.columns`,
      .`StackNavigationViewStyle.init()`, .`DefaultNavigationViewStyle.init()`,
      .`DoubleColumnNavigationViewStyle.init()`,
      .`ToolbarPlacement.automatic`, .`ToolbarPlacement.navigationBar`, .`ToolbarPlacement.tabBar`,
      .`ToolbarPlacement.bottomBar`,
      .`ToolbarItemPlacement.automatic`, .`ToolbarItemPlacement.principal`,
      .`ToolbarItemPlacement.navigation`,
      .`ToolbarItemPlacement.primaryAction`, .`ToolbarItemPlacement.secondaryAction`,
      .`ToolbarItemPlacement.confirmationAction`, .`ToolbarItemPlacement.cancellationAction`,
      .`ToolbarItemPlacement.destructiveAction`, .`ToolbarItemPlacement.topBarLeading`,
      .`ToolbarItemPlacement.topBarTrailing`, .`ToolbarItemPlacement.navigationBarLeading`,
      .`ToolbarItemPlacement.navigationBarTrailing`, .`ToolbarItemPlacement.bottomBar`,
      .`ToolbarItemPlacement.keyboard`, .`ToolbarItemPlacement.status`, .`ToolbarItemPlacement.title`,
      .`ToolbarItemPlacement.largeTitle`, .`ToolbarItemPlacement.subtitle`,
      .`ToolbarItemPlacement.largeSubtitle`,
      .`PresentationDetent.medium`, .`PresentationDetent.large`, .`Anchor.Source.bounds`,
    ])
    add([.`PresentationDetent.height(_:)`, .`PresentationDetent.fraction(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: call.key, labels: ["value"], fields: [.double(try call.double(0))]))
    }
    addNavigationPath()
    addAlertValues()
    addPresentationEnvironment()
  }

  /// `NavigationPath`: a record holding its elements in order.
  private mutating func addNavigationPath() {
    add(.`NavigationPath.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      NavigationPathValue.make([])
    }
    add(.`NavigationPath.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      // `NavigationPath(codable)`: the elements its representation decodes to.
      if let elements = try call.interpreter.navigationPathElements(
        unwrapped(try call.argument(0)), at: call.at)
      {
        return NavigationPathValue.make(elements)
      }
      return NavigationPathValue.make(try call.interpreter.elementsOf(try call.argument(0), at: call.at))
    }
    add(.`NavigationPath.codable`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(
        call.interpreter.navigationPathRepresentation(NavigationPathValue.elements(call.plainReceiver)))
    }
    add(.`NavigationPath.count`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(NavigationPathValue.elements(call.plainReceiver).count)
    }
    add(.`NavigationPath.isEmpty`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(NavigationPathValue.elements(call.plainReceiver).isEmpty)
    }
    add(.`NavigationPath.append(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = NavigationPathValue.make(
        NavigationPathValue.elements(call.plainReceiver) + [try call.argument(0)])
      return .void
    }
    add(.`NavigationPath.removeLast(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var elements = NavigationPathValue.elements(call.plainReceiver)
      let k = try call.hostInt(0)
      guard k >= 0, k <= elements.count else {
        throw call.failure("Can't remove more items from a collection than it contains")
      }
      elements.removeLast(k)
      call.receiver = NavigationPathValue.make(elements)
      return .void
    }
  }

  /// `Alert(title:…)`, `Alert.Button.default(_:action:)` and the other buttons, `ActionSheet`:
  /// records the presentation reads (`ViewResolver.alertModel`).
  private mutating func addAlertValues() {
    add([
      .`Alert.init(title:message:dismissButton:)`,
      .`Alert.init(title:message:primaryButton:secondaryButton:)`,
      .`ActionSheet.init(title:message:buttons:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var buttons: [Value] = []
      for a in call.arguments.dropFirst(2) {
        switch a {
        case .optional(let inner?): buttons.append(inner)
        case .array(let items): buttons += items
        case .record: buttons.append(a)
        default: break
        }
      }
      return .record(
        Record(
          name: call.key.hasPrefix("ActionSheet") ? "ActionSheet" : "Alert",
          labels: ["title", "message", "buttons"],
          fields: [try call.argument(0), try call.argument(1), .array(buttons)]))
    }
    add([
      .`Alert.Button.default(_:action:)`, .`Alert.Button.cancel(_:action:)`, .`Alert.Button.cancel(_:)`,
      .`Alert.Button.destructive(_:action:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let kind = call.surfaceKey?.memberName ?? "default"
      let hasLabel = call.arguments.count > 1
      return .record(
        Record(
          name: "Alert.Button", labels: ["kind", "label", "action"],
          fields: [
            .string(kind), hasLabel ? try call.argument(0) : .optional(nil),
            hasLabel ? try call.argument(1) : try call.argument(0),
          ]))
    }
  }

  /// `dismiss`, `presentationMode`, `isPresented` and `editMode` where no presentation, pushed
  /// screen or list sets them: dismissing does nothing, as in a root view.
  private mutating func addPresentationEnvironment() {
    add(.`EnvironmentValues.dismiss`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      PresentationValues.dismissAction(nil)
    }
    add(.`EnvironmentValues.presentationMode`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      PresentationValues.presentationMode(nil)
    }
    add(.`EnvironmentValues.isPresented`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(false)
    }
    add(.`EnvironmentValues.editMode`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(nil)
    }
    addSetter(.`EnvironmentValues.editMode`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      container
    }
    add(.`DismissAction.callAsFunction()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, case .function(let action)? = r["action"] else {
        return .void
      }
      return try call.interpreter.call(action, [], at: call.at)
    }
    addRecordFields([.`PresentationMode.isPresented`])
    add(.`PresentationMode.dismiss()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, case .function(let action)? = r["action"] else {
        return .void
      }
      return try call.interpreter.call(action, [], at: call.at)
    }
    add(.`EditMode.isEditing`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .symbol(let key) = call.plainReceiver { return .bool(key.hasSuffix(".active")) }
      return .bool(false)
    }
  }
}

/// A `NavigationPath` value: a record with its elements.
enum NavigationPathValue {
  static func make(_ elements: [Value]) -> Value {
    .record(Record(name: "NavigationPath", labels: ["elements"], fields: [.array(elements)]))
  }

  /// The elements of a `NavigationPath` or of an array bound as a stack's path.
  static func elements(_ value: Value) -> [Value] {
    switch value {
    case .record(let r): if case .array(let items)? = r["elements"] { return items }
    case .array(let items): return items
    case .optional(let inner?): return elements(inner)
    default: break
    }
    return []
  }

  /// `value` (a path or an array) with `elements` in place of its own.
  static func replacing(_ value: Value, with elements: [Value]) -> Value {
    if case .array = value { return .array(elements) }
    return make(elements)
  }
}

/// The environment values a presentation gives the views inside it.
enum PresentationValues {
  /// A closure the program can call that runs `action` (nothing when nil).
  static func native(_ action: (() -> Void)?) -> Value {
    .function(
      Closure(
        code: .native({ _ in
          action?()
          return .void
        }), captures: [], selfValue: nil))
  }

  static func dismissAction(_ action: (() -> Void)?) -> Value {
    .record(Record(name: "DismissAction", labels: ["action"], fields: [native(action)]))
  }

  /// `Binding<PresentationMode>`: `isPresented` and `dismiss()`; writes are ignored.
  static func presentationMode(_ action: (() -> Void)?) -> Value {
    let mode = Value.record(
      Record(
        name: "PresentationMode", labels: ["isPresented", "action"],
        fields: [.bool(action != nil), native(action)]))
    return .binding(Binding(get: { mode }, set: { _ in }))
  }
}
