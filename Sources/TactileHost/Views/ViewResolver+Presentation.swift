import TactileAnimation
import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// A presentation a view asks for: shown over the whole canvas once the tree is assembled.
struct Presentation {
  enum Kind {
    /// `sheet`, and `popover` (a sheet on an iPhone).
    case sheet
    case fullScreenCover
    case alert(AlertModel)
    /// `confirmationDialog`, `actionSheet`: an action sheet at the bottom.
    case dialog(AlertModel)
  }
  var kind: Kind
  /// The identity of the modifier that presents it.
  var identity: Identity
  /// Ends the presentation: writes false (or nil) to its binding.
  var dismiss: () -> Void
  /// The content of a sheet or cover.
  var content: (() throws(RuntimeError) -> ViewValue)?
  /// The environment where the presenting view is.
  var controls: ControlEnvironment
}

/// An alert's or a dialog's text and buttons.
struct AlertModel {
  var title: String?
  var message: String?
  var buttons: [AlertButton]
}

/// A button of an alert or dialog: its title, its role (`cancel`, `destructive`) and action.
struct AlertButton {
  var title: String
  var role: String?
  var action: Closure?
}

/// What a presentation remembers between passes.
final class PresentationState {
  /// Whether the last pass presented it (its `onDismiss` runs when that ends).
  var wasPresented = false
  /// The vertical translation of a sheet being dragged.
  var drag = 0.0
  /// How far below its place a sheet is drawn while it slides in.
  var entering = 0.0
}

/// iOS's presentation metrics (UIKit's, undocumented by SwiftUI; docs/layout-behaviour.md).
enum PresentationMetrics {
  /// A large sheet's top edge below the canvas's top (the status bar and the gap above a sheet).
  static let sheetTop = 56.0
  static let sheetCornerRadius = 10.0
  /// The black over the content behind a sheet, an alert and a dialog.
  static let sheetDimming = 0.25
  static let alertDimming = 0.2
  static let alertWidth = 270.0
  static let alertCornerRadius = 14.0
  static let alertButtonHeight = 44.0
  static let dialogButtonHeight = 57.0
  static let dialogMargin = 8.0
  static let dialogCornerRadius = 13.0
  /// A sheet's grabber: 36 × 5 points, 5 points below its top edge.
  static let grabberWidth = 36.0
  static let grabberHeight = 5.0
  /// A drag that would end past this fraction of the sheet's height dismisses it.
  static let dismissFraction = 0.5
  /// Dragged up, a sheet moves this fraction of the finger's travel.
  static let upwardResistance = 0.1
  /// The spring a sheet slides in and settles back with.
  static let spring = Spring(response: 0.4, dampingFraction: 1)
}

extension ViewResolver {
  /// `sheet`, `fullScreenCover`, `popover`, `alert`, `confirmationDialog`, `actionSheet`: while
  /// the binding is true (or the item non-nil), the node carries the presentation, which the
  /// assembly draws over the canvas; when it ends, `onDismiss` runs after the pass.
  func resolvePresentation(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let n = try marker(call)
    let id = call.identity.hash
    var presented = false
    var item: Value?
    var dismiss: () -> Void = {}
    if case .binding(let b) = call["isPresented"] {
      presented = Convert.bool(b.get()) == true
      dismiss = { b.set(.bool(false)) }
    } else if case .binding(let b) = call["item"] {
      if case .optional(let v?) = b.get() {
        presented = true
        item = v
      }
      dismiss = { b.set(.optional(nil)) }
    }
    // `presenting: data`: shown only while the data is there too; the actions and the message
    // are made from it.
    var actions = call["actions"]
    var message = call["message"]
    if call.has("presenting") {
      var data = call["presenting"]
      if case .optional(let inner) = data {
        if let inner { data = inner } else { presented = false }
      }
      if presented {
        if case .function(let f) = actions { actions = try interpreter.call(f, [data], at: 0) }
        if case .function(let f) = message { message = try interpreter.call(f, [data], at: 0) }
      }
    }
    let state = presentationStates[id] ?? PresentationState()
    presentationStates[id] = state
    guard presented else {
      if state.wasPresented {
        state.wasPresented = false
        var onDismiss = call["onDismiss"]
        if case .optional(let inner?) = onDismiss { onDismiss = inner }
        if case .function(let action) = onDismiss { appeared.append(action) }
      }
      return n
    }
    state.wasPresented = true
    let arguments: [Value] = item.map { [$0] } ?? []
    var kind: Presentation.Kind
    var content: (() throws(RuntimeError) -> ViewValue)?
    switch call.name {
    case "sheet", "popover", "fullScreenCover":
      kind = call.name == "fullScreenCover" ? .fullScreenCover : .sheet
      let interpreter = self.interpreter
      switch call["content"] {
      case .function(let f):
        content = { () throws(RuntimeError) -> ViewValue in
          try interpreter.call(f, arguments, at: 0).asView(interpreter) ?? .empty
        }
      case let v:
        let view = v.asView(interpreter) ?? .empty
        content = { () throws(RuntimeError) -> ViewValue in view }
      }
    case "alert", "actionSheet":
      var model: AlertModel
      if call.has("actions") {
        model = alertModel(title: call[0], actions: actions, message: message)
      } else {
        var record = call["content"]
        if case .function(let f) = record { record = try interpreter.call(f, arguments, at: 0) }
        model = alertModel(record)
      }
      kind = call.name == "actionSheet" ? .dialog(model) : .alert(model)
    default:
      var model = alertModel(title: call[0], actions: actions, message: message)
      if case .symbol(let visibility) = call["titleVisibility"], !visibility.hasSuffix("visible") {
        model.title = nil
        if model.message != nil, visibility.hasSuffix("automatic") { model.title = nil }
      }
      if !model.buttons.contains(where: { $0.role == "cancel" }) {
        model.buttons.append(AlertButton(title: "Cancel", role: "cancel", action: nil))
      }
      kind = .dialog(model)
    }
    infos[Int(n.tag)].presentation = Presentation(
      kind: kind, identity: call.identity, dismiss: dismiss, content: content, controls: controls)
    return n
  }

  /// The title, message and buttons of `alert(_:isPresented:actions:message:)`: each `Button`
  /// of the actions (others are left out); an alert without buttons gets SwiftUI's "OK".
  func alertModel(title: Value, actions: Value, message: Value) -> AlertModel {
    var buttons: [AlertButton] = []
    if case .view(let v) = actions { collectButtons(v, into: &buttons) }
    if buttons.isEmpty { buttons.append(AlertButton(title: "OK", role: "cancel", action: nil)) }
    var messageText: String?
    if case .view(let v) = message { messageText = viewText(v) }
    return AlertModel(
      title: Convert.string(title) ?? textString(title), message: messageText, buttons: buttons)
  }

  /// An `Alert` or `ActionSheet` record's title, message and buttons.
  func alertModel(_ record: Value) -> AlertModel {
    guard case .record(let r) = record else { return AlertModel(title: nil, message: nil, buttons: []) }
    var buttons: [AlertButton] = []
    if case .array(let items)? = r["buttons"] {
      for case .record(let b) in items {
        let kind: String = if case .string(let k)? = b["kind"] { k } else { "default" }
        var title = b["label"].flatMap { textString($0) }
        if title == nil { title = kind == "cancel" ? "Cancel" : "OK" }
        var action: Closure?
        if case .function(let f)? = b["action"] { action = f }
        if case .optional(.function(let f)?)? = b["action"] { action = f }
        buttons.append(
          AlertButton(title: title ?? "", role: kind == "default" ? nil : kind, action: action))
      }
    }
    if buttons.isEmpty, r.name == "Alert" {
      buttons.append(AlertButton(title: "OK", role: "cancel", action: nil))
    }
    if r.name == "ActionSheet", !buttons.contains(where: { $0.role == "cancel" }) {
      buttons.append(AlertButton(title: "Cancel", role: "cancel", action: nil))
    }
    return AlertModel(
      title: r["title"].flatMap { textString($0) }, message: r["message"].flatMap { textString($0) },
      buttons: buttons)
  }

  /// The `Button`s of a view builder's result, in order.
  func collectButtons(_ v: ViewValue, into buttons: inout [AlertButton]) {
    switch v {
    case .group(let views): for inner in views { collectButtons(inner, into: &buttons) }
    case .branch(_, let inner): collectButtons(inner, into: &buttons)
    case .forEach(_, let views): for inner in views { collectButtons(inner, into: &buttons) }
    case .modifier(let inner, _, _): collectButtons(inner, into: &buttons)
    case .primitive(let key, let arguments, let children) where key.owner == "Button":
      var action: Closure?
      var role: String?
      var title: String?
      for a in arguments {
        if case .function(let c) = a { action = c }
        if let r = Self.buttonRole([a]), case .symbol(let s) = r {
          role = String(s.split(separator: ".").last ?? "")
        }
      }
      if let first = arguments.first { title = Convert.string(first) }
      if title == nil, let label = children.first { title = viewText(label) }
      buttons.append(AlertButton(title: title ?? "", role: role, action: action))
    default:
      break
    }
  }

  /// The text a view shows (its `Text`s and `Label` titles joined), for alerts and menus.
  func viewText(_ v: ViewValue) -> String? {
    switch v {
    case .primitive(let key, let arguments, let children):
      if key.owner == "Text" || key.owner == "Label" {
        return arguments.first.flatMap { Convert.string($0) ?? textString($0) }
      }
      let parts = children.compactMap(viewText)
      return parts.isEmpty ? nil : parts.joined(separator: " ")
    case .modifier(let inner, _, _), .branch(_, let inner): return viewText(inner)
    case .group(let views):
      let parts = views.compactMap(viewText)
      return parts.isEmpty ? nil : parts.joined(separator: "\n")
    default: return nil
    }
  }

  // MARK: Drawing presentations

  /// The assembled tree with the pass's presentations over it, each over a dimmed, unhittable
  /// copy of what is below; what they present may present more.
  func presentOverlays(_ tree: ViewNode) throws(RuntimeError) -> ViewNode {
    if passPresentations.isEmpty && openContextMenus.isEmpty {
      shownPresentations = []
      return tree
    }
    var layers: [ViewNode] = [tree]
    var shown: Set<UInt64> = []
    var index = 0
    while index < passPresentations.count {
      let (presentation, owner) = passPresentations[index]
      index += 1
      let id = presentation.identity.hash
      if shown.contains(id) { continue }
      shown.insert(id)
      let base = passNode(
        presentation.identity.child(IdentityKind.modifier, 90), .zStack(alignment: .center, children: layers),
        label: "Presentation")
      layers = [
        passNode(
          presentation.identity.child(IdentityKind.modifier, 91), .modified(base, .allowsHitTesting(false)),
          label: "Presentation")
      ]
      layers += try presentationLayers(presentation, owner: owner, entering: !shownPresentations.contains(id))
    }
    layers += try contextMenuLayers(disabling: &layers)
    shownPresentations = shown
    return passNode(
      Identity.root.child(IdentityKind.content, 77), .zStack(alignment: .center, children: layers),
      label: "Presentations")
  }

  /// A node of the assembled pass (its children are assembled already).
  func passNode(
    _ identity: Identity, _ content: ViewContent, label: String, attachments: [GestureAttachment] = []
  )
    -> ViewNode
  {
    var info = NodeInfo(label: label)
    info.attachments = attachments
    let tag = UInt32(passInfos.count)
    passInfos.append(info)
    return ViewNode(id: identity.hash, tag: tag, content)
  }

  /// A view resolved and assembled where a presentation shows it, in the presenting view's
  /// environment (`dismiss` ends the presentation), with what it reads recorded for `owner`.
  func resolveAssembled(
    _ value: ViewValue, _ identity: Identity, owner: ViewRecord?, controls environment: ControlEnvironment
  ) throws(RuntimeError) -> ViewNode {
    let savedControls = controls
    let savedObjects = environmentObjects
    controls = environment
    if let owner { environmentObjects = owner.environmentObjects }
    defer {
      controls = savedControls
      environmentObjects = savedObjects
    }
    return try resolveDetached(value, identity, owner: owner)
  }

  private func dimming(_ identity: Identity, _ opacity: Double, tap: (() -> Void)? = nil) -> ViewNode {
    var attachments: [GestureAttachment] = []
    if let tap { attachments.append(GestureAttachment.onTapGesture(count: 1, label: "Dimming") { tap() }) }
    return passNode(
      identity, .color(.named("black", opacity: opacity)), label: "Dimming", attachments: attachments)
  }

  /// Ends a presentation from one of its controls: the next pass draws without it.
  private func endPresentation(_ presentation: Presentation) {
    presentation.dismiss()
    fullPassNeeded = true
    invalidate()
  }

  private func presentationLayers(_ p: Presentation, owner: ViewRecord?, entering: Bool) throws(RuntimeError)
    -> [ViewNode]
  {
    let identity = p.identity
    var environment = p.controls
    environment.dismiss = { [self] in endPresentation(p) }
    environment.isPresented = true
    environment.navigation = nil
    environment.list = nil
    switch p.kind {
    case .sheet, .fullScreenCover:
      // What the content closure reads is the presenting view's, as its body's reads are.
      let savedReads = interpreter.stateReads
      interpreter.stateReads = owner == nil ? nil : []
      let value = try p.content?() ?? .empty
      if let owner, let reads = interpreter.stateReads {
        owner.sources.append(contentsOf: reads)
        remember(reads, for: owner.identity.hash)
      }
      interpreter.stateReads = savedReads
      preferenceCollectors.append([])
      let content = try resolveAssembled(
        value, identity.child(IdentityKind.content, 50), owner: owner, controls: environment)
      let preferences = preferenceCollectors.removeLast()
      if case .fullScreenCover = p.kind {
        return [try cover(content, p, entering: entering)]
      }
      return [
        dimming(identity.child(IdentityKind.child, 60), PresentationMetrics.sheetDimming),
        try sheet(content, p, preferences, entering: entering),
      ]
    case .alert(let model):
      return [
        dimming(identity.child(IdentityKind.child, 60), PresentationMetrics.alertDimming),
        alertCard(model, p),
      ]
    case .dialog(let model):
      return [
        dimming(identity.child(IdentityKind.child, 60), PresentationMetrics.alertDimming) { [self] in
          endPresentation(p)
        },
        dialogCard(model, p),
      ]
    }
  }

  /// Slides a new sheet or cover in from below: drawn `height` lower first, moved to its place
  /// with a spring by work dispatched for the same moment (the next step of the host's clock).
  private func slideIn(_ state: PresentationState, height: Double, entering: Bool) {
    guard entering, generation > 1 else { return }
    state.entering = height
    let work = Closure(
      code: .native({ [self] _ in
        state.entering = 0
        interpreter.pendingAnimation = .spring(PresentationMetrics.spring)
        fullPassNeeded = true
        invalidate()
        return .void
      }), captures: [], selfValue: nil)
    interpreter.scheduled.append(ScheduledWork(due: interpreter.now, calling: work))
  }

  /// A sheet: the content on the system background with rounded top corners, as tall as its
  /// smallest detent (large: the canvas below `sheetTop`), a grabber when it has several
  /// detents or asks for one; a downward drag on it moves it and, released past half its
  /// height (predicted), dismisses it, unless `interactiveDismissDisabled`.
  private func sheet(
    _ content: ViewNode, _ p: Presentation, _ preferences: [ScreenPreference], entering: Bool
  )
    throws(RuntimeError) -> ViewNode
  {
    let identity = p.identity
    let state = presentationStates[identity.hash] ?? PresentationState()
    presentationStates[identity.hash] = state
    let large = canvasHeight - PresentationMetrics.sheetTop
    var heights: [Double] = []
    var grabber: Bool?
    var dismissDisabled = false
    var radius = PresentationMetrics.sheetCornerRadius
    for preference in preferences {
      switch preference {
      case .detents(let detents): heights = detents.map { detentHeight($0, large: large) }
      case .dragIndicator(let v): if v != "automatic" { grabber = v == "visible" }
      case .interactiveDismissDisabled(let d): dismissDisabled = dismissDisabled || d
      case .cornerRadius(let r): radius = r
      default: break
      }
    }
    let height = min(heights.min() ?? large, large)
    slideIn(state, height: height, entering: entering)
    var card = passNode(
      identity.child(IdentityKind.modifier, 61),
      .modified(content, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity))),
      label: "Sheet")
    card = passNode(
      identity.child(IdentityKind.modifier, 62),
      .modified(card, .frame(width: canvasWidth, height: height, alignment: .center)), label: "Sheet")
    let background = passNode(
      identity.child(IdentityKind.child, 63),
      .shape(
        ShapeView(
          .roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous),
          paint: .fill(.color(.named("systemBackground")), evenOdd: false))), label: "Sheet")
    card = passNode(
      identity.child(IdentityKind.modifier, 64),
      .background(card, background: background, alignment: .center), label: "Sheet")
    card = passNode(
      identity.child(IdentityKind.modifier, 65),
      .modified(
        card,
        .clipShape(
          .roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous), evenOdd: false)),
      label: "Sheet")
    if grabber ?? (heights.count > 1) {
      var bar = passNode(
        identity.child(IdentityKind.child, 66),
        .shape(
          ShapeView(.capsule(style: .continuous), paint: .fill(.color(.named("systemGray3")), evenOdd: false))
        ),
        label: "Grabber")
      bar = passNode(
        identity.child(IdentityKind.modifier, 66),
        .modified(
          bar,
          .frame(
            width: PresentationMetrics.grabberWidth, height: PresentationMetrics.grabberHeight,
            alignment: .center)),
        label: "Grabber")
      bar = passNode(
        identity.child(IdentityKind.modifier, 67),
        .modified(bar, .padding(EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0))), label: "Grabber")
      card = passNode(
        identity.child(IdentityKind.modifier, 68),
        .overlay(card, overlay: bar, alignment: Alignment(horizontal: .center, vertical: .top)),
        label: "Sheet")
    }
    card = passNode(
      identity.child(IdentityKind.modifier, 69), .modified(card, .contentShape(.rectangle, evenOdd: false)),
      label: "Sheet")
    let drag = DragGesture(minimumDistance: 10, coordinateSpace: .global).onChanged { [self, state] value in
      var dy = value.translation.height
      if dy < 0 { dy *= PresentationMetrics.upwardResistance }
      if dismissDisabled, dy > 0 { dy /= 3 }
      state.drag = dy
      fullPassNeeded = true
      invalidate()
    }.onEnded { [self, state] value in
      state.drag = 0
      let travel = max(value.predictedEndTranslation.height, value.translation.height)
      if !dismissDisabled, travel > height * PresentationMetrics.dismissFraction {
        endPresentation(p)
      } else {
        interpreter.pendingAnimation = .spring(PresentationMetrics.spring)
        fullPassNeeded = true
        invalidate()
      }
    }
    card = passNode(
      identity.child(IdentityKind.modifier, 70),
      .modified(card, .offset(x: 0, y: canvasHeight - height + state.drag + state.entering)), label: "Sheet",
      attachments: [GestureAttachment(.scrollViewPan, drag, label: "Sheet dismiss")])
    return passNode(
      identity.child(IdentityKind.modifier, 71),
      .modified(
        card,
        .flexibleFrame(
          FlexibleFrame(
            maxWidth: .infinity, maxHeight: .infinity,
            alignment: Alignment(horizontal: .center, vertical: .top)))),
      label: "Sheet")
  }

  /// The height of a detent: `.large` the whole sheet, `.medium` half the canvas, `.height`,
  /// `.fraction` of the canvas.
  private func detentHeight(_ detent: Value, large: Double) -> Double {
    switch detent {
    case .symbol(let s) where s.hasSuffix("medium"): return canvasHeight / 2
    case .record(let r):
      let v = r["value"].flatMap(Convert.double) ?? 0
      return r.name.hasPrefix("PresentationDetent.fraction") ? v * canvasHeight : v
    default: return large
    }
  }

  /// A full-screen cover: the content over the whole canvas on the system background.
  private func cover(_ content: ViewNode, _ p: Presentation, entering: Bool) throws(RuntimeError) -> ViewNode
  {
    let identity = p.identity
    let state = presentationStates[identity.hash] ?? PresentationState()
    presentationStates[identity.hash] = state
    slideIn(state, height: canvasHeight, entering: entering)
    var card = passNode(
      identity.child(IdentityKind.modifier, 61),
      .modified(content, .frame(width: canvasWidth, height: canvasHeight, alignment: .center)),
      label: "FullScreenCover")
    let background = passNode(
      identity.child(IdentityKind.child, 63), .color(.named("systemBackground")), label: "FullScreenCover")
    card = passNode(
      identity.child(IdentityKind.modifier, 64),
      .background(card, background: background, alignment: .center), label: "FullScreenCover")
    return passNode(
      identity.child(IdentityKind.modifier, 70), .modified(card, .offset(x: 0, y: state.entering)),
      label: "FullScreenCover")
  }

  private func text(
    _ identity: Identity, _ string: String, size: Double, weight: FontWeight?, color: ShapeStyle,
    centred: Bool = true
  )
    -> ViewNode
  {
    passNode(
      identity,
      .text(
        TextView(
          string,
          attributes: TextAttributes(
            font: .system(size: size, weight: weight, design: .default),
            alignment: centred ? .center : .leading, foreground: color))),
      label: "Text")
  }

  /// A button row of an alert or dialog: its title centred over the whole row, which a tap
  /// hits; it ends the presentation and runs the action.
  private func alertButtonNode(
    _ button: AlertButton, _ identity: Identity, height: Double, size: Double, _ p: Presentation
  ) -> ViewNode {
    let color: ShapeStyle = button.role == "destructive" ? .color(.named("red")) : .tint
    let label = text(
      identity.child(IdentityKind.child, 0), button.title, size: size,
      weight: button.role == "cancel" ? .semibold : nil, color: color)
    let framed = passNode(
      identity.child(IdentityKind.modifier, 1),
      .modified(
        label, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: height, maxHeight: height))),
      label: "AlertButton")
    let action = button.action
    let bridge = self.bridge
    let tap = GestureAttachment.onTapGesture(count: 1, label: "Alert button") { [self] in
      endPresentation(p)
      if let action {
        var arguments: [Value] = []
        bridge.run(action, &arguments)
      }
    }
    return passNode(
      identity, .modified(framed, .contentShape(.rectangle, evenOdd: false)), label: "AlertButton",
      attachments: [tap])
  }

  private func separator(_ identity: Identity) -> ViewNode {
    passNode(identity, .divider, label: "Divider")
  }

  /// The title (semibold) and message (13 points) of an alert or dialog, each if not empty,
  /// centred 4 points apart, padded 16 points at the sides and as wide as the card.
  private func cardHeader(
    _ model: AlertModel, _ identity: Identity, titleSize: Double, color: String, padding: Double,
    label: String
  ) -> (node: ViewNode, hasText: Bool) {
    var texts: [ViewNode] = []
    if let title = model.title, !title.isEmpty {
      texts.append(
        text(
          identity.child(IdentityKind.child, 1), title, size: titleSize, weight: .semibold,
          color: .color(.named(color))))
    }
    if let message = model.message, !message.isEmpty {
      texts.append(
        text(
          identity.child(IdentityKind.child, 2), message, size: 13, weight: nil, color: .color(.named(color)))
      )
    }
    var header = passNode(
      identity.child(IdentityKind.content, 1), .vStack(alignment: .center, spacing: 4, children: texts),
      label: label)
    header = passNode(
      identity.child(IdentityKind.modifier, 1),
      .modified(header, .padding(EdgeInsets(top: padding, leading: 16, bottom: padding, trailing: 16))),
      label: label)
    header = passNode(
      identity.child(IdentityKind.modifier, 2),
      .modified(header, .flexibleFrame(FlexibleFrame(maxWidth: .infinity))), label: label)
    return (header, !texts.isEmpty)
  }

  /// `content` on the rounded card of an alert or dialog, the whole card hit by taps.
  private func onCardBackground(
    _ content: ViewNode, radius r: Double, background: Identity, backed: Identity, shaped: Identity,
    label: String
  ) -> ViewNode {
    let shape = passNode(
      background,
      .shape(
        ShapeView(
          .roundedRectangle(cornerWidth: r, cornerHeight: r, style: .continuous),
          paint: .fill(.color(.named("secondarySystemGroupedBackground")), evenOdd: false))),
      label: label)
    let card = passNode(backed, .background(content, background: shape, alignment: .center), label: label)
    return passNode(shaped, .modified(card, .contentShape(.rectangle, evenOdd: false)), label: label)
  }

  /// An alert as iOS draws it: 270 points wide in the centre, title (semibold 17) and message
  /// (13) centred, then the buttons, side by side when there are two (cancel first), else one
  /// per row, 44 points tall, separated by hairlines.
  private func alertCard(_ model: AlertModel, _ p: Presentation) -> ViewNode {
    let identity = p.identity.child(IdentityKind.content, 80)
    let header = cardHeader(model, identity, titleSize: 17, color: "primary", padding: 19, label: "Alert")
      .node
    var buttons = model.buttons
    var rows: [ViewNode] = [header]
    if buttons.count == 2 {
      if buttons[1].role == "cancel" { buttons.swapAt(0, 1) }
      let pair = [
        alertButtonNode(
          buttons[0], identity.child(IdentityKind.element, 0), height: PresentationMetrics.alertButtonHeight,
          size: 17, p),
        separator(identity.child(IdentityKind.element, 100)),
        alertButtonNode(
          buttons[1], identity.child(IdentityKind.element, 1), height: PresentationMetrics.alertButtonHeight,
          size: 17, p),
      ]
      rows.append(separator(identity.child(IdentityKind.child, 3)))
      var row = passNode(
        identity.child(IdentityKind.content, 2), .hStack(alignment: .center, spacing: 0, children: pair),
        label: "Alert")
      row = passNode(
        identity.child(IdentityKind.modifier, 3),
        .modified(row, .frame(width: nil, height: PresentationMetrics.alertButtonHeight, alignment: .center)),
        label: "Alert")
      rows.append(row)
    } else {
      // More than two: one per row, the cancel button last.
      if let c = buttons.firstIndex(where: { $0.role == "cancel" }) { buttons.append(buttons.remove(at: c)) }
      for (i, b) in buttons.enumerated() {
        rows.append(separator(identity.child(IdentityKind.element, UInt64(200 + i))))
        rows.append(
          alertButtonNode(
            b, identity.child(IdentityKind.element, UInt64(i)), height: PresentationMetrics.alertButtonHeight,
            size: 17, p))
      }
    }
    var card = passNode(
      identity.child(IdentityKind.content, 3), .vStack(alignment: .center, spacing: 0, children: rows),
      label: "Alert")
    card = passNode(
      identity.child(IdentityKind.modifier, 4),
      .modified(card, .frame(width: PresentationMetrics.alertWidth, height: nil, alignment: .center)),
      label: "Alert")
    return onCardBackground(
      card, radius: PresentationMetrics.alertCornerRadius, background: identity.child(IdentityKind.child, 5),
      backed: identity.child(IdentityKind.modifier, 5), shaped: identity.child(IdentityKind.modifier, 6),
      label: "Alert")
  }

  /// A confirmation dialog as iOS's action sheet: the title (13, semibold, secondary) and
  /// message, then the buttons in 57-point rows (20 points) on a rounded card 8 points from
  /// the edges, and the cancel button on a card of its own below.
  private func dialogCard(_ model: AlertModel, _ p: Presentation) -> ViewNode {
    let identity = p.identity.child(IdentityKind.content, 81)
    var rows: [ViewNode] = []
    let header = cardHeader(model, identity, titleSize: 13, color: "secondary", padding: 14, label: "Dialog")
    if header.hasText { rows.append(header.node) }
    var cancel: AlertButton?
    for (i, b) in model.buttons.enumerated() {
      if b.role == "cancel" {
        cancel = b
        continue
      }
      if !rows.isEmpty { rows.append(separator(identity.child(IdentityKind.element, UInt64(200 + i)))) }
      rows.append(
        alertButtonNode(
          b, identity.child(IdentityKind.element, UInt64(i)), height: PresentationMetrics.dialogButtonHeight,
          size: 20, p))
    }
    func card(_ content: ViewNode, _ k: UInt64) -> ViewNode {
      onCardBackground(
        content, radius: PresentationMetrics.dialogCornerRadius,
        background: identity.child(IdentityKind.child, 300 + k),
        backed: identity.child(IdentityKind.modifier, 300 + k),
        shaped: identity.child(IdentityKind.modifier, 400 + k),
        label: "Dialog")
    }
    var cards: [ViewNode] = []
    if !rows.isEmpty {
      cards.append(
        card(
          passNode(
            identity.child(IdentityKind.content, 3), .vStack(alignment: .center, spacing: 0, children: rows),
            label: "Dialog"), 0))
    }
    if let cancel {
      cards.append(
        card(
          alertButtonNode(
            cancel, identity.child(IdentityKind.element, 999), height: PresentationMetrics.dialogButtonHeight,
            size: 20, p), 1))
    }
    let m = PresentationMetrics.dialogMargin
    var column = passNode(
      identity.child(IdentityKind.content, 4), .vStack(alignment: .center, spacing: m, children: cards),
      label: "Dialog")
    column = passNode(
      identity.child(IdentityKind.modifier, 5),
      .modified(column, .padding(EdgeInsets(top: 0, leading: m, bottom: m, trailing: m))), label: "Dialog")
    return passNode(
      identity.child(IdentityKind.modifier, 6),
      .modified(
        column,
        .flexibleFrame(
          FlexibleFrame(
            maxWidth: .infinity, maxHeight: .infinity,
            alignment: Alignment(horizontal: .center, vertical: .bottom)))),
      label: "Dialog")
  }
}
