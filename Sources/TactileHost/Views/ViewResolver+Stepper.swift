import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// The metrics of the value controls (docs/layout-behaviour.md, "Steppers, progress, dates").
enum ControlMetrics {
  /// UIKit's stepper: 94 × 32, a rounded track split in two by a short line.
  static let stepperSize = CGSize(width: 94, height: 32)
  static let stepperCornerRadius = 8.0
  static let stepperDividerHeight = 18.0
  /// The − and + signs: bars 14 points long and 2 thick.
  static let signLength = 14.0
  static let signThickness = 2.0
  /// The activity indicator (`UIActivityIndicatorView.Style.medium`): 20 points, 8 spokes.
  static let spinnerSize = 20.0
  static let spokeCount = 8
  static let spokeSize = CGSize(width: 2.5, height: 6)
  /// The linear progress bar's thickness.
  static let barThickness = 4.0
  /// A compact date picker's date and time: body text in rounded gray pills.
  static let pillInsets = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
  static let pillCornerRadius = 6.0
  /// A colour picker's well: a ring of hues around the colour.
  static let wellSize = 28.0
  static let wellRing = 3.0
}

extension ViewResolver {
  /// `Stepper`: its label, a flexible space, and UIKit's −/+ control. A tap on − or + calls
  /// `onDecrement` / `onIncrement`, or moves the bound value by `step` within `in:` (a side
  /// whose move would leave the range is dimmed and does nothing); `onEditingChanged` hears
  /// true before the change and false after it.
  func resolveStepper(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    let label = try controlLabel(call, identity.child(IdentityKind.child, 0))
    var binding: Binding?
    if case .binding(let b) = call["value"] { binding = b }
    var lower: Value?
    var upper: Value?
    if case .range(let lo, let hi, _) = call["in"] {
      lower = lo
      upper = hi
    }
    let step = call["step"]
    var increment: Closure?
    var decrement: Closure?
    var editingChanged: Closure?
    if case .function(let f) = unwrapped(call["onIncrement"]) { increment = f }
    if case .function(let f) = unwrapped(call["onDecrement"]) { decrement = f }
    if case .function(let f) = call["onEditingChanged"] { editingChanged = f }
    func moved(_ sign: Double) -> Value? {
      guard let binding else { return nil }
      let value = binding.get()
      var next: Value
      switch value {
      case .int(let v):
        var by: Int64 = 1
        if case .int(let s) = unwrapped(step) { by = s } else if let s = Convert.int(step) { by = Int64(s) }
        let (sum, overflow) = v.addingReportingOverflow(sign < 0 ? 0 &- by : by)
        guard !overflow else { return nil }
        next = .int(sum)
      default:
        guard let v = Convert.double(value) else { return nil }
        next = .double(v + sign * (Convert.double(step) ?? 1))
      }
      if let upper, let n = Convert.double(next), let u = Convert.double(upper), n > u { return nil }
      if let lower, let n = Convert.double(next), let l = Convert.double(lower), n < l { return nil }
      return next
    }
    let canDecrement = binding == nil ? decrement != nil : moved(-1) != nil
    let canIncrement = binding == nil ? increment != nil : moved(1) != nil
    let bridge = self.bridge
    func side(_ k: UInt64, plus: Bool, enabled: Bool) -> ViewNode {
      let base = identity.child(IdentityKind.element, k)
      let colour: ShapeStyle = .color(.named(enabled ? "primary" : "tertiaryLabel"))
      var bars: [ViewNode] = []
      let directions: [Bool] = plus ? [false, true] : [false]
      for (j, vertical) in directions.enumerated() {
        let bar = node(
          base.child(IdentityKind.child, UInt64(j)),
          .shape(ShapeView(.rectangle, paint: .fill(colour, evenOdd: false))),
          label: "Stepper")
        bars.append(
          node(
            base.child(IdentityKind.modifier, UInt64(j)),
            .modified(
              bar,
              .frame(
                width: vertical ? ControlMetrics.signThickness : ControlMetrics.signLength,
                height: vertical ? ControlMetrics.signLength : ControlMetrics.signThickness,
                alignment: .center)),
            label: "Stepper"))
      }
      let sign = node(
        base.child(IdentityKind.content, 0), .zStack(alignment: .center, children: bars), label: "Stepper")
      let framed = node(
        base.child(IdentityKind.modifier, 10),
        .modified(
          sign,
          .frame(
            width: ControlMetrics.stepperSize.width / 2, height: ControlMetrics.stepperSize.height,
            alignment: .center)),
        label: "Stepper")
      let button = node(
        base, .modified(framed, .contentShape(.rectangle, evenOdd: false)),
        label: plus ? "Stepper +" : "Stepper −")
      if enabled {
        infos[Int(button.tag)].attachments.append(
          GestureAttachment.onTapGesture(count: 1, label: plus ? "Stepper +" : "Stepper −") {
            if let editingChanged {
              var args: [Value] = [.bool(true)]
              bridge.run(editingChanged, &args)
            }
            if let binding {
              if let next = moved(plus ? 1 : -1) { binding.set(next) }
            } else if let action = plus ? increment : decrement {
              var args: [Value] = []
              bridge.run(action, &args)
            }
            if let editingChanged {
              var args: [Value] = [.bool(false)]
              bridge.run(editingChanged, &args)
            }
          })
      }
      infos[Int(button.tag)].accessibility.label = plus ? "Increment" : "Decrement"
      infos[Int(button.tag)].accessibility.traits = ["isButton"]
      return button
    }
    let divider = filled(
      .rectangle, .named("opaqueSeparator"), identity.child(IdentityKind.child, 3), label: "Stepper")
    let thinDivider = node(
      identity.child(IdentityKind.modifier, 3),
      .modified(divider, .frame(width: 1, height: ControlMetrics.stepperDividerHeight, alignment: .center)),
      label: "Stepper")
    let halves = node(
      identity.child(IdentityKind.content, 4),
      .hStack(
        alignment: .center, spacing: 0,
        children: [
          side(1, plus: false, enabled: canDecrement), thinDivider,
          side(2, plus: true, enabled: canIncrement),
        ]),
      label: "Stepper")
    let track = filled(
      .roundedRectangle(cornerRadius: ControlMetrics.stepperCornerRadius, style: .continuous),
      .named("tertiarySystemFill"), identity.child(IdentityKind.child, 5), label: "Stepper")
    let control = node(
      identity.child(IdentityKind.modifier, 5), .background(halves, background: track, alignment: .center),
      label: "Stepper")
    return labelledRow(label, control, identity)
  }

  /// `ProgressView`: a spinner while the value is unknown (or with `.circular`), else a bar
  /// filled in the tint to the value's fraction of `total`, as wide as offered. A title is
  /// drawn under the spinner in the secondary colour, above the bar in the primary one, with
  /// the current value's label under the bar.
  func resolveProgressView(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    var fraction: Double?
    if call.has("value"), let value = Convert.double(unwrapped(call["value"])) {
      let total = Convert.double(call["total"]) ?? 1
      fraction = total > 0 ? min(max(value / total, 0), 1) : 0
    }
    if let style = controls.customProgressViewStyle {
      // The program's style: its `makeBody` draws the value's fraction and the labels.
      var labelValue: Value = .optional(nil)
      if call.key.labels.first == "_", let title = Convert.string(call[0]) {
        labelValue = .optional(
          .view(.primitive(key: .`Text.init(_:)`, arguments: [.string(title)], children: [])))
      } else if let v = call["label"].asView(interpreter) {
        labelValue = .optional(.view(v))
      }
      let current: Value =
        call["currentValueLabel"].asView(interpreter).map { .optional(.view($0)) } ?? .optional(nil)
      let configuration = Record(
        name: "ProgressViewStyleConfiguration", labels: ["fractionCompleted", "label", "currentValueLabel"],
        fields: [.optional(fraction.map { .double($0) }), labelValue, current])
      if let body = try invokeMakeBody(style, configuration) {
        let saved = controls
        controls.customProgressViewStyle = nil
        defer { controls = saved }
        let content = try resolve(body, identity.child(IdentityKind.content, 0))
        return node(identity, .modified(content, .marker("progressViewStyle")), label: "ProgressView")
      }
    }
    var label: ViewNode?
    if call.key.labels.first == "_", let title = Convert.string(call[0]) {
      label = node(identity.child(IdentityKind.child, 0), .text(TextView(title)), label: "Text")
    } else if let v = call["label"].asView(interpreter) {
      label = try resolve(v, identity.child(IdentityKind.child, 0))
    }
    if fraction == nil || controls.progressViewStyle == "circular" {
      var parts = [spinner(identity.child(IdentityKind.content, 1))]
      if let label {
        parts.append(
          node(
            identity.child(IdentityKind.modifier, 2),
            .modified(label, .textAttributes(TextAttributes(foreground: .color(.named("secondary"))))),
            label: "ProgressView"))
      }
      return node(identity, .vStack(alignment: .center, spacing: 8, children: parts), label: "ProgressView")
    }
    var parts: [ViewNode] = []
    if let label { parts.append(label) }
    parts.append(bar(fraction ?? 0, identity.child(IdentityKind.content, 3)))
    if let v = call["currentValueLabel"].asView(interpreter) {
      let current = try resolve(v, identity.child(IdentityKind.child, 4))
      parts.append(
        node(
          identity.child(IdentityKind.modifier, 4),
          .modified(
            current,
            .textAttributes(
              TextAttributes(font: .textStyle(.footnote), foreground: .color(.named("secondary"))))),
          label: "ProgressView"))
    }
    return node(identity, .vStack(alignment: .leading, spacing: 4, children: parts), label: "ProgressView")
  }

  /// The activity indicator, drawn still: eight spokes round the centre, fading clockwise.
  private func spinner(_ identity: Identity) -> ViewNode {
    var spokes: [ViewNode] = []
    let size = ControlMetrics.spinnerSize
    for i in 0..<ControlMetrics.spokeCount {
      let base = identity.child(IdentityKind.element, UInt64(i))
      let spoke = filled(.capsule(style: .continuous), .named("systemGray"), base, label: "ProgressView")
      let sized = node(
        base.child(IdentityKind.modifier, 1),
        .modified(
          spoke,
          .frame(
            width: ControlMetrics.spokeSize.width, height: ControlMetrics.spokeSize.height, alignment: .center
          )),
        label: "ProgressView")
      // The spoke's centre a third of the way in from the edge, straight up before turning.
      let out = node(
        base.child(IdentityKind.modifier, 2),
        .modified(sized, .offset(x: 0, y: -(size - ControlMetrics.spokeSize.height) / 2)),
        label: "ProgressView")
      let square = node(
        base.child(IdentityKind.modifier, 3),
        .modified(out, .frame(width: size, height: size, alignment: .center)),
        label: "ProgressView")
      let turned = node(
        base.child(IdentityKind.modifier, 4),
        .modified(
          square,
          .rotationEffect(
            radians: Double(i) * 2 * Double.pi / Double(ControlMetrics.spokeCount), anchor: .center)),
        label: "ProgressView")
      spokes.append(
        node(
          base.child(IdentityKind.modifier, 5), .modified(turned, .opacity(1 - 0.1 * Double(i))),
          label: "ProgressView"))
    }
    let wheel = node(identity, .zStack(alignment: .center, children: spokes), label: "ProgressView")
    return node(
      identity.child(IdentityKind.modifier, 6),
      .modified(wheel, .frame(width: size, height: size, alignment: .center)),
      label: "ProgressView")
  }

  /// The linear bar: a gray capsule as wide as offered, filled in the tint to `fraction`.
  private func bar(_ fraction: Double, _ identity: Identity) -> ViewNode {
    let thickness = ControlMetrics.barThickness
    let reader = GeometryReaderContent { [self] info in
      detached {
        let track = filled(
          .capsule(style: .continuous), .named("systemGray5"), identity.child(IdentityKind.child, 1),
          label: "ProgressView")
        let fill = node(
          identity.child(IdentityKind.child, 2),
          .shape(ShapeView(.capsule(style: .continuous), paint: .fill(.tint, evenOdd: false))),
          label: "ProgressView")
        let filled = node(
          identity.child(IdentityKind.modifier, 2),
          .modified(fill, .frame(width: info.size.width * fraction, height: thickness, alignment: .center)),
          label: "ProgressView")
        return node(
          identity.child(IdentityKind.content, 0),
          .zStack(alignment: Alignment(horizontal: .leading, vertical: .center), children: [track, filled]),
          label: "ProgressView")
      }
    }
    let readerNode = node(
      identity.child(IdentityKind.content, 1), .geometryReader(reader), label: "ProgressView")
    return node(
      identity, .modified(readerNode, .frame(width: nil, height: thickness, alignment: .center)),
      label: "ProgressView")
  }

  /// `DatePicker` in iOS's compact style: its label, a flexible space, and the date
  /// ("Jan 1, 2001") and the time ("12:00 AM") of the selection, each in a gray pill, as the
  /// components asked for show them. The calendar and the wheels do not open (a stand-in).
  func resolveDatePicker(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    let label = try controlLabel(call, identity.child(IdentityKind.child, 0))
    var seconds = 0.0
    if case .binding(let b) = call["selection"], case .date(let s) = b.get() { seconds = s }
    var components = 3
    if case .record(let r) = call["displayedComponents"], let raw = r["rawValue"].flatMap(Convert.int) {
      components = raw
    }
    let (dateText, timeText) = PickerDates.formatted(seconds)
    var pills: [ViewNode] = []
    for (k, text) in [
      (UInt64(1), components & 2 != 0 ? dateText : nil), (2, components & 1 != 0 ? timeText : nil),
    ] {
      guard let text else { continue }
      let base = identity.child(IdentityKind.element, k)
      let t = node(base, .text(TextView(text, attributes: TextAttributes(lineLimit: 1))), label: "DatePicker")
      let padded = node(
        base.child(IdentityKind.modifier, 1), .modified(t, .padding(ControlMetrics.pillInsets)),
        label: "DatePicker")
      let pill = filled(
        .roundedRectangle(cornerRadius: ControlMetrics.pillCornerRadius, style: .continuous),
        .named("tertiarySystemFill"), base.child(IdentityKind.child, 2), label: "DatePicker")
      pills.append(
        node(
          base.child(IdentityKind.modifier, 3), .background(padded, background: pill, alignment: .center),
          label: "DatePicker"))
    }
    let control = node(
      identity.child(IdentityKind.content, 3), .hStack(alignment: .center, spacing: 6, children: pills),
      label: "DatePicker")
    return labelledRow(label, control, identity)
  }

  /// `ColorPicker`: its label, a flexible space, and the colour well: the selected colour in a
  /// ring of hues. The colour panel does not open (a stand-in).
  func resolveColorPicker(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    let label = try controlLabel(call, identity.child(IdentityKind.child, 0))
    var colour = ColorValue.named("clear")
    if case .binding(let b) = call["selection"], let c = Convert.color(b.get()) { colour = c }
    let hues = ["red", "yellow", "green", "cyan", "blue", "purple", "red"].map { ColorValue.named($0) }
    let ring = node(
      identity.child(IdentityKind.child, 1),
      .shape(
        ShapeView(
          .circle,
          paint: .strokeBorder(
            .linearGradient(
              LinearGradientStyle(
                colors: hues, startPoint: UnitPoint(x: 0, y: 0), endPoint: UnitPoint(x: 1, y: 1))),
            TactileLayout.StrokeStyle(lineWidth: ControlMetrics.wellRing)))),
      label: "ColorPicker")
    let dot = filled(.circle, colour, identity.child(IdentityKind.child, 2), label: "ColorPicker")
    let inner = ControlMetrics.wellSize - 4 * ControlMetrics.wellRing
    let sizedDot = node(
      identity.child(IdentityKind.modifier, 2),
      .modified(dot, .frame(width: inner, height: inner, alignment: .center)),
      label: "ColorPicker")
    let well = node(
      identity.child(IdentityKind.content, 3), .zStack(alignment: .center, children: [ring, sizedDot]),
      label: "ColorPicker")
    let sized = node(
      identity.child(IdentityKind.modifier, 3),
      .modified(
        well, .frame(width: ControlMetrics.wellSize, height: ControlMetrics.wellSize, alignment: .center)),
      label: "ColorPicker")
    return labelledRow(label, sized, identity)
  }

  /// A control's label: its title as a `Text`, or the view its `label` closure made.
  func controlLabel(_ call: ViewCall, _ identity: Identity) throws(RuntimeError) -> ViewNode {
    if controls.labelsHidden { return node(identity, .empty, label: "EmptyView") }
    if call.key.labels.first == "_", let title = Convert.string(call[0]) {
      return node(identity, .text(TextView(title)), label: "Text")
    }
    if let v = call["label"].asView(interpreter) { return try resolve(v, identity) }
    return node(identity, .empty, label: "EmptyView")
  }

  /// A label on the leading side and a control on the trailing side of all the width offered
  /// (a stepper, a date picker, a colour picker, a toggle).
  ///
  /// The label takes the width the control leaves (a frame with no maximum width, leading
  /// aligned), as iOS lays out a control's label: a long label wraps only where it must.
  func labelledRow(_ title: ViewNode, _ control: ViewNode, _ identity: Identity) -> ViewNode {
    let wide = node(
      identity.child(IdentityKind.modifier, 9),
      .modified(title, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))),
      label: label(of: title))
    return node(
      identity, .hStack(alignment: .center, spacing: nil, children: [wide, control]),
      label: String(label(of: control).split(separator: " ").first ?? "Control"))
  }

}

/// How a date picker writes its selection.
public enum PickerDates {
  /// A date's calendar date and clock time in UTC as iOS's compact picker writes them in US
  /// English: "Nov 27, 2026" and "4:50 PM". `seconds` counts from 2001-01-01 00:00:00 UTC.
  public static func formatted(_ seconds: Double) -> (date: String, time: String) {
    let (year, month, day, rest) = Date.utc(seconds)
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let hour = rest / 3_600
    let minute = (rest % 3_600) / 60
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    let time = "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    return ("\(months[Int(month) - 1]) \(day), \(year)", time)
  }
}
