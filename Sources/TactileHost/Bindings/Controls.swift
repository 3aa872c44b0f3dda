import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// Forms and controls: text entry, lists and sections, steppers, progress, dates, colours,
  /// labels and the small containers, with their styles, focus and row modifiers.
  mutating func addFormControls() {
    view(.`TextField`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveTextField(call, secure: false)
    }
    view(.`SecureField`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveTextField(call, secure: true)
    }
    view(.`TextEditor`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveTextEditor(call)
    }
    view(.`Form`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveList(call, isForm: true)
    }
    view(.`List`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveList(call, isForm: false)
    }
    view(.`Section`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveSection(call)
    }
    view(.`Stepper`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveStepper(call)
    }
    view(.`ProgressView`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveProgressView(call)
    }
    view(.`DatePicker`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveDatePicker(call)
    }
    view(.`ColorPicker`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveColorPicker(call)
    }
    view(.`Label`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveLabel(call)
    }
    view(.`LabeledContent`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveLabeledContent(call)
    }
    view(.`GroupBox`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveGroupBox(call)
    }
    view(.`DisclosureGroup`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveDisclosureGroup(call)
    }
    view(.`Menu`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveMenu(call)
    }
    view(.`ContentUnavailableView`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveContentUnavailable(call)
    }
    view(.`Grid`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveGrid(call)
    }
    // A row outside a grid lays its cells out side by side.
    view(.`GridRow`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(
        call.identity, .hStack(alignment: .center, spacing: nil, children: try r.childNodes(call)),
        label: "GridRow")
    }
    view(.`ControlGroup`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveControlGroup(call)
    }
    view(
      .`SearchUnavailableContent.Label`, .`SearchUnavailableContent.Description`,
      .`SearchUnavailableContent.Actions`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .group(try r.childNodes(call)), label: String(call.key.owner))
    }
    view(
      .`LabelStyleConfiguration.Title`, .`LabelStyleConfiguration.Icon`,
      .`ProgressViewStyleConfiguration.Label`,
      .`ProgressViewStyleConfiguration.CurrentValueLabel`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .group(try r.childNodes(call)), label: String(call.key.owner))
    }
    view(.`ToggleStyleConfiguration.Label`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .group(try r.childNodes(call)), label: "Label")
    }
    // Environment values: the views inside, user views included, take them.
    modifier(
      .`View.textFieldStyle(_:)`, .`View.listStyle(_:)`, .`View.progressViewStyle(_:)`,
      .`View.datePickerStyle(_:)`, .`View.toggleStyle(_:)`, .`View.labelStyle(_:)`,
      .`View.scrollContentBackground(_:)`, .`View.textCase(_:)`, .`View.labelsHidden()`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let saved = r.controls
      defer { r.controls = saved }
      r.controls.set(call.name, call[0])
      return try r.marker(call)
    }
    // A focus state for the text fields inside.
    modifier(.`View.focused(_:)`, .`View.focused(_:equals:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      guard case .binding(let binding) = call[0] else { return try r.marker(call) }
      let saved = r.controls.focus
      defer { r.controls.focus = saved }
      r.controls.focus = FocusLink(binding: binding, equals: call.has("equals") ? call["equals"] : nil)
      return try r.marker(call)
    }
    // Row traits: read by the list row they are written in, and the defaults of the rows of a
    // section or list they are written on.
    modifier(.`View.listRowBackground(_:)`, .`View.listRowSeparator(_:edges:)`, .`View.listRowInsets(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var traits = RowTraits()
      switch call.name {
      case "listRowBackground":
        traits.background = unwrapped(call[0]).asView(r.interpreter)
      case "listRowSeparator":
        if case .symbol(let key) = call[0] { traits.separatorHidden = key.hasSuffix("hidden") }
      default:
        if case .record(let insets) = unwrapped(call[0]) {
          traits.insets = EdgeInsets(
            top: insets["top"].flatMap(Convert.double) ?? 0,
            leading: insets["leading"].flatMap(Convert.double) ?? 0,
            bottom: insets["bottom"].flatMap(Convert.double) ?? 0,
            trailing: insets["trailing"].flatMap(Convert.double) ?? 0)
        }
      }
      if r.collectedRowTraits != nil {
        if let b = traits.background { r.collectedRowTraits?.background = b }
        if let h = traits.separatorHidden { r.collectedRowTraits?.separatorHidden = h }
        if let i = traits.insets { r.collectedRowTraits?.insets = i }
      }
      let saved = r.controls.rowTraits
      defer { r.controls.rowTraits = saved }
      if let b = traits.background { r.controls.rowTraits.background = b }
      if let h = traits.separatorHidden { r.controls.rowTraits.separatorHidden = h }
      if let i = traits.insets { r.controls.rowTraits.insets = i }
      return try r.marker(call)
    }
    // What a canvas shows the same: a form's style (iOS draws every form grouped), the
    // separators' tint and sections' separators, a header's prominence.
    modifier(
      .`View.formStyle(_:)`, .`View.listRowSeparatorTint(_:edges:)`, .`View.listSectionSeparator(_:edges:)`,
      .`View.headerProminence(_:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
    // Stand-ins (the interface says what each leaves out): typing, the keyboard and submitting
    // are not simulated.
    modifier(
      .`View.onSubmit(of:_:)`, .`View.submitLabel(_:)`, .`View.keyboardType(_:)`,
      .`View.textInputAutocapitalization(_:)`, .`View.autocapitalization(_:)`,
      .`View.autocorrectionDisabled(_:)`,
      .`View.disableAutocorrection(_:)`, .`View.textContentType(_:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
  }
}

extension BuiltinRegistry {
  /// The values forms and controls take: the styles (symbols of their name, whichever way they
  /// are written), `ContentUnavailableView.search`, a toggle style's configuration.
  mutating func addControlValues() {
    addSymbols([
      .`TextFieldStyle.automatic`, .`TextFieldStyle.plain`, .`TextFieldStyle.roundedBorder`,
      .`ListStyle.automatic`, .`ListStyle.plain`, .`ListStyle.grouped`, .`ListStyle.inset`,
      .`ListStyle.insetGrouped`, .`ListStyle.sidebar`, .`FormStyle.automatic`, .`FormStyle.grouped`,
      .`FormStyle.columns`, .`ProgressViewStyle.automatic`, .`ProgressViewStyle.linear`,
      .`ProgressViewStyle.circular`, .`DatePickerStyle.automatic`, .`DatePickerStyle.compact`,
      .`DatePickerStyle.graphical`, .`DatePickerStyle.wheel`, .`ToggleStyle.automatic`, .`ToggleStyle.switch`,
      .`ToggleStyle.button`, .`LabelStyle.automatic`, .`LabelStyle.iconOnly`, .`LabelStyle.titleOnly`,
      .`LabelStyle.titleAndIcon`, .`PickerStyle.inline`, .`PickerStyle.navigationLink`,
      .`SubmitLabel.done`, .`SubmitLabel.go`, .`SubmitLabel.send`, .`SubmitLabel.join`, .`SubmitLabel.route`,
      .`SubmitLabel.search`, .`SubmitLabel.return`, .`SubmitLabel.next`, .`SubmitLabel.continue`,
      .`TextInputAutocapitalization.never`, .`TextInputAutocapitalization.words`,
      .`TextInputAutocapitalization.sentences`, .`TextInputAutocapitalization.characters`,
      .`UITextContentType.name`, .`UITextContentType.givenName`, .`UITextContentType.familyName`,
      .`UITextContentType.nickname`, .`UITextContentType.username`, .`UITextContentType.password`,
      .`UITextContentType.newPassword`, .`UITextContentType.oneTimeCode`, .`UITextContentType.emailAddress`,
      .`UITextContentType.telephoneNumber`, .`UITextContentType.URL`, .`UITextContentType.fullStreetAddress`,
      .`UITextContentType.postalCode`,
    ])
    // A style's initializer is the style's static member: `RoundedBorderTextFieldStyle()` is
    // `.roundedBorder`.
    let styles: [(SurfaceKey, String)] = [
      (.`DefaultTextFieldStyle.init()`, "TextFieldStyle.automatic"),
      (.`PlainTextFieldStyle.init()`, "TextFieldStyle.plain"),
      (.`RoundedBorderTextFieldStyle.init()`, "TextFieldStyle.roundedBorder"),
      (.`DefaultListStyle.init()`, "ListStyle.automatic"), (.`PlainListStyle.init()`, "ListStyle.plain"),
      (.`GroupedListStyle.init()`, "ListStyle.grouped"), (.`InsetListStyle.init()`, "ListStyle.inset"),
      (.`InsetGroupedListStyle.init()`, "ListStyle.insetGrouped"),
      (.`SidebarListStyle.init()`, "ListStyle.sidebar"),
      (.`AutomaticFormStyle.init()`, "FormStyle.automatic"),
      (.`GroupedFormStyle.init()`, "FormStyle.grouped"), (.`ColumnsFormStyle.init()`, "FormStyle.columns"),
      (.`DefaultProgressViewStyle.init()`, "ProgressViewStyle.automatic"),
      (.`LinearProgressViewStyle.init()`, "ProgressViewStyle.linear"),
      (.`CircularProgressViewStyle.init()`, "ProgressViewStyle.circular"),
      (.`DefaultDatePickerStyle.init()`, "DatePickerStyle.automatic"),
      (.`CompactDatePickerStyle.init()`, "DatePickerStyle.compact"),
      (.`GraphicalDatePickerStyle.init()`, "DatePickerStyle.graphical"),
      (.`WheelDatePickerStyle.init()`, "DatePickerStyle.wheel"),
      (.`DefaultToggleStyle.init()`, "ToggleStyle.automatic"),
      (.`SwitchToggleStyle.init()`, "ToggleStyle.switch"),
      (.`ButtonToggleStyle.init()`, "ToggleStyle.button"),
      (.`DefaultLabelStyle.init()`, "LabelStyle.automatic"),
      (.`IconOnlyLabelStyle.init()`, "LabelStyle.iconOnly"),
      (.`TitleOnlyLabelStyle.init()`, "LabelStyle.titleOnly"),
      (.`TitleAndIconLabelStyle.init()`, "LabelStyle.titleAndIcon"),
      (.`SegmentedPickerStyle.init()`, "PickerStyle.segmented"),
      (.`MenuPickerStyle.init()`, "PickerStyle.menu"),
      (.`WheelPickerStyle.init()`, "PickerStyle.wheel"),
      (.`DefaultPickerStyle.init()`, "PickerStyle.automatic"),
      (.`InlinePickerStyle.init()`, "PickerStyle.inline"),
      (.`NavigationLinkPickerStyle.init()`, "PickerStyle.navigationLink"),
    ]
    for (key, name) in styles {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in .symbol(name) }
    }
    add(.`SwitchToggleStyle.init(tint:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "SwitchToggleStyle", labels: ["tint"], fields: [try call.argument(0)]))
    }
    add(.`ContentUnavailableView.search`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .view(.primitive(key: .`ContentUnavailableView.search`, arguments: [], children: []))
    }
    add(.`ContentUnavailableView.search(text:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .view(
        .primitive(
          key: .`ContentUnavailableView.search(text:)`, arguments: [try call.argument(0)], children: []))
    }
    // A toggle style's configuration (`ViewResolver.resolveStyledToggle`): `isOn` reads and
    // writes the toggle's binding, `$isOn` is the binding.
    addRecordFields([.`ToggleStyleConfiguration.label`, .`ToggleStyleConfiguration.isMixed`])
    addRecordFields([
      .`LabelStyleConfiguration.title`, .`LabelStyleConfiguration.icon`,
      .`ProgressViewStyleConfiguration.fractionCompleted`, .`ProgressViewStyleConfiguration.label`,
      .`ProgressViewStyleConfiguration.currentValueLabel`,
    ])
    add(.`ToggleStyleConfiguration.isOn`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let configuration) = call.receiver, case .binding(let b)? = configuration["isOn"]
      else {
        return .bool(false)
      }
      return b.get()
    }
    addSetter(.`ToggleStyleConfiguration.isOn`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      if case .record(let configuration) = container, case .binding(let b)? = configuration["isOn"] {
        b.set(value)
      }
      return container
    }
    // A focus state: its storage is a state cell, its projection a binding to the cell.
    add(.`FocusState.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .cell(Cell(.bool(false)))
    }
    add(.`FocusState.wrappedValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .cell(let cell) = call.receiver else { return call.receiver }
      return cell.value
    }
    addSetter(.`FocusState.wrappedValue`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      if case .cell(let cell) = container { cell.write(value) }
      return container
    }
    add(.`FocusState.projectedValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .cell(let cell) = call.receiver else { return call.receiver }
      return .binding(Binding(get: { cell.value }, set: { cell.write($0) }))
    }
    add(.`FocusState.Binding.wrappedValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .binding(let b) = call.receiver else { return call.receiver }
      return b.get()
    }
    addSetter(.`FocusState.Binding.wrappedValue`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      if case .binding(let b) = container { b.set(value) }
      return container
    }
    add(.`FocusState.Binding.projectedValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver
    }
  }
}
