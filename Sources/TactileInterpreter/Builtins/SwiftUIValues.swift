import TactileAnimation
import TactileGestures
import TactileUIIR

extension BuiltinRegistry {
  /// SwiftUI's values that are not views: colours, fonts, animations and transactions,
  /// alignments, and the Foundation/Dispatch values views use (dates on the virtual clock,
  /// scheduled work, UUIDs). See docs/runtime-values.md.
  mutating func addSwiftUIValues() {
    addEnvironmentKeys()
    addColors()
    addFonts()
    addAnimations()
    addTransactions()
    addAlignments()
    addTime()
    addSwiftUIMiscellany()
  }

  private mutating func addColors() {
    // The search field's placement is read by no one (`searchable` is a stand-in).
    addSymbols([
      .`SearchFieldPlacement.NavigationBarDrawerDisplayMode.always`,
      .`SearchFieldPlacement.NavigationBarDrawerDisplayMode.automatic`, .`SearchFieldPlacement.automatic`,
      .`SearchFieldPlacement.navigationBarDrawer`, .`SearchFieldPlacement.sidebar`,
      .`SearchFieldPlacement.toolbar`,
    ])
    add(.`SearchFieldPlacement.navigationBarDrawer(displayMode:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("SearchFieldPlacement.navigationBarDrawer")
    }
    // `AsyncImage` never loads (no network): its phase is `.empty`, with no image or error.
    add([.`AsyncImagePhase.image`, .`AsyncImagePhase.error`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(nil)
    }
    // A stand-in: the scroll view does not move.
    add(.`ScrollViewProxy.scrollTo(_:anchor:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .void
    }
    // `Color.red.description` is "red"; a colour from components, "#RRGGBBAA", as `print` writes it.
    add(.`Color.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(call.interpreter.describe(call.plainReceiver))
    }
    // Named colours (`Color.red`) stay symbols; these make records.
    add(.`Color.init(red:green:blue:opacity:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      rgbColor(try call.double(0), try call.double(1), try call.double(2), alpha: try call.double(3))
    }
    add(.`Color.init(_:red:green:blue:opacity:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      rgbColor(try call.double(1), try call.double(2), try call.double(3), alpha: try call.double(4))
    }
    add(.`Color.init(white:opacity:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let white = try call.double(0)
      return rgbColor(white, white, white, alpha: try call.double(1))
    }
    add(.`Color.init(_:white:opacity:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let white = try call.double(1)
      return rgbColor(white, white, white, alpha: try call.double(2))
    }
    add(.`Color.init(hue:saturation:brightness:opacity:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (r, g, b) = hsbToRGB(try call.double(0), try call.double(1), try call.double(2))
      return rgbColor(r, g, b, alpha: try call.double(3))
    }
    add(.`Color.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try call.plain(0) {
      case .string(let name):
        // An asset catalogue colour, by name.
        return .record(
          Record(name: "Color", labels: ["name", "bundle"], fields: [.string(name), .optional(nil)]))
      case .symbol(let key) where key.hasPrefix("UIColor."):
        return uiColor(key)
      case .symbol(let key) where key.hasPrefix("Color."):
        return .symbol(key)
      case .record(let r) where r.name == "Color":
        return .record(r)
      default:
        throw call.failure("'Color.init(_:)' expected a colour name or a UIColor")
      }
    }
    add([.`Color.init(uiColor:)`, .`Color.init(cgColor:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try call.plain(0) {
      case .symbol(let key) where key.hasPrefix("UIColor."): return uiColor(key)
      case .symbol(let key) where key.hasPrefix("Color."): return .symbol(key)
      case .record(let r) where r.name == "Color": return .record(r)
      default: throw call.failure("'\(call.key)' expected a UIColor")
      }
    }
    add(.`Color.opacity(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let opacity = try call.double(0)
      switch call.plainReceiver {
      case .symbol(let key):
        let name = String(key.split(separator: ".").last ?? "")
        return .record(
          Record(name: "Color", labels: ["name", "opacity"], fields: [.string(name), .double(opacity)]))
      case .record(var r) where r.name == "Color":
        // `.opacity(a).opacity(b)` is one colour with opacity a·b.
        if let i = r.labels.firstIndex(of: "opacity") {
          r.fields[i] = .double((number(r.fields[i]) ?? 1) * opacity)
        } else {
          r.labels.append("opacity")
          r.fields.append(.double(opacity))
        }
        return .record(r)
      default:
        throw call.failure("'opacity' expected a Color")
      }
    }
    // `Color.gradient` (an `AnyGradient`) keeps its colour; it is painted as that colour,
    // without SwiftUI's slight vertical shading.
    add(.`Color.gradient`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "AnyGradient", labels: ["color"], fields: [call.plainReceiver]))
    }
  }

  private mutating func addFonts() {
    // Text styles (`Font.title`) and weights (`Font.Weight.bold`) stay symbols.
    add(.`Font.system(size:weight:design:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var font = FontRecord()
      font.size = try call.double(0)
      font.weight = try call.argument(1)
      font.design = try call.argument(2)
      return font.value
    }
    add(.`Font.system(_:design:weight:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var font = FontRecord(try call.plain(0))
      font.design = try call.argument(1)
      if case .symbol = try call.plain(2) { font.weight = try call.plain(2) }
      return font.value
    }
    add(.`Font.custom(_:size:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var font = FontRecord()
      font.name = try call.string(0)
      font.size = try call.double(1)
      return font.value
    }
    func modifier(
      _ key: SurfaceKey, _ change: @escaping (inout FontRecord, NativeCall) throws(RuntimeError) -> Void
    ) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        var font = FontRecord(call.plainReceiver)
        try change(&font, call)
        return font.value
      }
    }
    modifier(.`Font.bold()`) { (font: inout FontRecord, call: NativeCall) throws(RuntimeError) in
      font.weight = .symbol("Font.Weight.bold")
    }
    modifier(.`Font.italic()`) { (font: inout FontRecord, call: NativeCall) throws(RuntimeError) in
      font.italic = true
    }
    modifier(.`Font.weight(_:)`) { (font: inout FontRecord, call: NativeCall) throws(RuntimeError) in
      font.weight = try call.plain(0)
    }
    modifier(.`Font.monospacedDigit()`) { (font: inout FontRecord, call: NativeCall) throws(RuntimeError) in
      font.monospacedDigit = true
    }
    modifier(.`Font.monospaced()`) { (font: inout FontRecord, call: NativeCall) throws(RuntimeError) in
      font.design = .symbol("Font.Design.monospaced")
    }
  }

  private mutating func addAnimations() {
    // SwiftUI's defaults: bezier curves last 0.35 s; `spring` is spring(duration: 0.5, bounce: 0).
    add(.`View._printChanges()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .void }
    constant(.`Animation.default`, AnimationRecord(name: "default", curve: .easeInOut, duration: 0.35).value)
    let curves: [(SurfaceKey, SurfaceKey, String, BezierCurve)] = [
      (.`Animation.linear`, .`Animation.linear(duration:)`, "linear", .linear),
      (.`Animation.easeIn`, .`Animation.easeIn(duration:)`, "easeIn", .easeIn),
      (.`Animation.easeOut`, .`Animation.easeOut(duration:)`, "easeOut", .easeOut),
      (.`Animation.easeInOut`, .`Animation.easeInOut(duration:)`, "easeInOut", .easeInOut),
    ]
    for (constantKey, key, name, curve) in curves {
      constant(constantKey, AnimationRecord(name: name, curve: curve, duration: 0.35).value)
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        AnimationRecord(name: name, curve: curve, duration: try call.double(0)).value
      }
    }
    add(.`Animation.timingCurve(_:_:_:_:duration:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let curve = BezierCurve(
        x1: try call.double(0), y1: try call.double(1), x2: try call.double(2), y2: try call.double(3))
      return AnimationRecord(name: "timingCurve", curve: curve, duration: try call.double(4)).value
    }
    constant(.`Animation.spring`, AnimationRecord.spring(name: "spring", duration: 0.5, bounce: 0).value)
    add(.`Animation.spring(duration:bounce:blendDuration:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      var a = AnimationRecord.spring(name: "spring", duration: try call.double(0), bounce: try call.double(1))
      a.blendDuration = try call.double(2)
      return a.value
    }
    /// `spring(response:dampingFraction:blendDuration:)` and its interactive twin: the same
    /// spring under another name.
    func responseSpring(_ key: SurfaceKey, name: String) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        AnimationRecord(
          name: name, response: try call.double(0), dampingFraction: try call.double(1),
          blendDuration: try call.double(2)
        ).value
      }
    }
    responseSpring(.`Animation.spring(response:dampingFraction:blendDuration:)`, name: "spring")
    constant(
      .`Animation.interactiveSpring`,
      AnimationRecord(name: "interactiveSpring", response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
        .value)
    responseSpring(
      .`Animation.interactiveSpring(response:dampingFraction:blendDuration:)`, name: "interactiveSpring")
    add(.`Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      // response = 2π·√(m/k), dampingFraction = c / (2·√(k·m)).
      let (mass, stiffness, damping) = (try call.double(0), try call.double(1), try call.double(2))
      guard mass > 0, stiffness > 0 else {
        throw call.failure("a spring needs a positive mass and stiffness")
      }
      var a = AnimationRecord(
        name: "interpolatingSpring", response: 2 * Double.pi * (mass / stiffness).squareRoot(),
        dampingFraction: damping / (2 * (stiffness * mass).squareRoot()), blendDuration: 0)
      a.initialVelocity = try call.double(3)
      return a.value
    }
    // iOS 17's form: a spring of that perceptual duration and bounce, with an initial velocity.
    add(.`Animation.interpolatingSpring(duration:bounce:initialVelocity:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      var a = AnimationRecord.spring(
        name: "interpolatingSpring", duration: try call.double(0), bounce: try call.double(1))
      a.initialVelocity = try call.double(2)
      return a.value
    }
    // bouncy, snappy and smooth are springs with a bounce of 0.3, 0.15 and 0, plus `extraBounce`.
    let springs: [(SurfaceKey, SurfaceKey, String, Double)] = [
      (.`Animation.bouncy`, .`Animation.bouncy(duration:extraBounce:)`, "bouncy", 0.3),
      (.`Animation.snappy`, .`Animation.snappy(duration:extraBounce:)`, "snappy", 0.15),
      (.`Animation.smooth`, .`Animation.smooth(duration:extraBounce:)`, "smooth", 0.0),
    ]
    for (constantKey, key, name, bounce) in springs {
      constant(constantKey, AnimationRecord.spring(name: name, duration: 0.5, bounce: bounce).value)
      add(key) {
        (call: inout NativeCall) throws(RuntimeError) -> Value in
        AnimationRecord.spring(
          name: name, duration: try call.double(0), bounce: bounce + (try call.double(1))
        ).value
      }
    }
    func modifier(
      _ key: SurfaceKey, _ change: @escaping (inout AnimationRecord, NativeCall) throws(RuntimeError) -> Void
    ) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        guard var a = AnimationRecord(call.plainReceiver) else {
          throw call.failure("'\(call.key)' expected an Animation")
        }
        try change(&a, call)
        return a.value
      }
    }
    modifier(.`Animation.delay(_:)`) { (a: inout AnimationRecord, call: NativeCall) throws(RuntimeError) in
      a.delay += try call.double(0)
    }
    modifier(.`Animation.speed(_:)`) { (a: inout AnimationRecord, call: NativeCall) throws(RuntimeError) in
      a.speed *= try call.double(0)
    }
    modifier(.`Animation.repeatCount(_:autoreverses:)`) {
      (a: inout AnimationRecord, call: NativeCall) throws(RuntimeError) in
      a.repeatCount = .optional(.int(try call.int(0)))
      a.autoreverses = try call.bool(1)
    }
    modifier(.`Animation.repeatForever(autoreverses:)`) {
      (a: inout AnimationRecord, call: NativeCall) throws(RuntimeError) in
      a.repeatCount = .optional(nil)
      a.repeatsForever = true
      a.autoreverses = try call.bool(0)
    }
  }

  private mutating func addTransactions() {
    add(.`Transaction.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transaction(.optional(nil))
    }
    add(.`Transaction.init(animation:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      transaction(.optional(unwrappedOptional(try call.argument(0))))
    }
    addRecordField(.`Transaction.animation`, "animation")
    addRecordField(.`Transaction.disablesAnimations`, "disablesAnimations")
    addRecordField(.`Transaction.isContinuous`, "isContinuous")
    // `withAnimation` runs its body now, with the animation's transaction current, and
    // returns what the body returns.
    add(.`withAnimation(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let animation = Value.optional(unwrappedOptional(try call.argument(0)))
      return try withTransaction(transaction(animation), call, body: try call.closure(1))
    }
    // The completion form runs the body now and the completion when the animation is done,
    // on the virtual clock: for `.logicallyComplete`, at the end of a curve's duration or a
    // spring's perceptual duration; for `.removed`, once a spring has settled too.
    constant(
      .`AnimationCompletionCriteria.logicallyComplete`,
      .symbol("AnimationCompletionCriteria.logicallyComplete"))
    constant(.`AnimationCompletionCriteria.removed`, .symbol("AnimationCompletionCriteria.removed"))
    add(.`withAnimation(_:completionCriteria:_:completion:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let animation = Value.optional(unwrappedOptional(try call.argument(0)))
      let removed = valuesEqual(try call.plain(1), .symbol("AnimationCompletionCriteria.removed"))
      let result = try withTransaction(transaction(animation), call, body: try call.closure(2))
      if let seconds = completionDelay(animation, removed: removed) {
        call.interpreter.scheduled.append(
          try dispatchedWork(try call.argument(3), due: call.interpreter.now + seconds, call))
      }
      return result
    }
    add(.`withTransaction(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try withTransaction(try call.plain(0), call, body: try call.closure(1))
    }
  }

  private mutating func addAlignments() {
    // Alignments stay symbols (`Alignment.topLeading`); one made from its two guides is the
    // named symbol when there is one.
    add(.`Alignment.init(horizontal:vertical:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let hv = try call.plain(0)
      let vv = try call.plain(1)
      guard case .symbol(let h) = hv, case .symbol(let v) = vv else {
        // A custom guide (`HorizontalAlignment(ID.self)`) is a record.
        return .record(Record(name: "Alignment", labels: ["horizontal", "vertical"], fields: [hv, vv]))
      }
      let horizontal = String(h.split(separator: ".").last ?? "")
      let vertical = String(v.split(separator: ".").last ?? "")
      let names = [
        "leading top": "topLeading", "center top": "top", "trailing top": "topTrailing",
        "leading center": "leading", "center center": "center", "trailing center": "trailing",
        "leading bottom": "bottomLeading", "center bottom": "bottom", "trailing bottom": "bottomTrailing",
      ]
      if let name = names[horizontal + " " + vertical] { return .symbol("Alignment." + name) }
      return .record(
        Record(name: "Alignment", labels: ["horizontal", "vertical"], fields: [.symbol(h), .symbol(v)]))
    }
    add(.`Alignment.horizontal`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try alignmentGuide(call, horizontal: true)
    }
    add(.`Alignment.vertical`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try alignmentGuide(call, horizontal: false)
    }
  }

  private mutating func addSwiftUIMiscellany() {
    add(.`LocalizedStringKey.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.string(0))
    }
    add(.`AnyHashable.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try call.argument(0)
    }
    // `GestureBridge.coordinateSpace` reads the name from the record's first field.
    add(.`CoordinateSpace.named(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "CoordinateSpace.named", labels: ["name"], fields: [try call.argument(0)]))
    }
    self[.`NamedCoordinateSpace.named(_:)`] = self[.`CoordinateSpace.named(_:)`]
    self[.`CoordinateSpaceProtocol.named(_:)`] = self[.`CoordinateSpace.named(_:)`]
    // `.scrollView(axis:)`: the space of the innermost scroll view scrolling along `axis`
    // (a gesture reads it as `.scrollView`).
    add(.`CoordinateSpace.scrollView(axis:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "CoordinateSpace.scrollView", labels: ["axis"], fields: [try call.argument(0)]))
    }
    self[.`CoordinateSpaceProtocol.scrollView(axis:)`] = self[.`CoordinateSpace.scrollView(axis:)`]
    constant(.`UIScreen.main`, .symbol("UIScreen.main"))
    add(.`UIScreen.bounds`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let size = call.interpreter.builtinState.screenSize
      return .rect(0, 0, size.width, size.height)
    }
    constant(.`UIScreen.scale`, .double(3))
  }
}

/// A `UIColor`: a system or semantic colour as a named colour record (the renderer looks its
/// RGB up by name, per appearance); UIKit's fixed colours (`UIColor.red` is pure red, not
/// `systemRed`) as their sRGB components.
func uiColor(_ key: String) -> Value {
  let name = String(key.split(separator: ".").last ?? "")
  let third = 1.0 / 3
  switch name {
  case "black": return rgbColor(0, 0, 0, alpha: 1)
  case "white": return rgbColor(1, 1, 1, alpha: 1)
  case "clear": return rgbColor(0, 0, 0, alpha: 0)
  case "gray": return rgbColor(0.5, 0.5, 0.5, alpha: 1)
  case "darkGray": return rgbColor(third, third, third, alpha: 1)
  case "lightGray": return rgbColor(2 * third, 2 * third, 2 * third, alpha: 1)
  case "red": return rgbColor(1, 0, 0, alpha: 1)
  case "green": return rgbColor(0, 1, 0, alpha: 1)
  case "blue": return rgbColor(0, 0, 1, alpha: 1)
  case "orange": return rgbColor(1, 0.5, 0, alpha: 1)
  case "yellow": return rgbColor(1, 1, 0, alpha: 1)
  case "purple": return rgbColor(0.5, 0, 0.5, alpha: 1)
  case "cyan": return rgbColor(0, 1, 1, alpha: 1)
  case "magenta": return rgbColor(1, 0, 1, alpha: 1)
  case "brown": return rgbColor(0.6, 0.4, 0.2, alpha: 1)
  default: return .record(Record(name: "Color", labels: ["name"], fields: [.string(name)]))
  }
}

/// An sRGB colour record; SwiftUI prints it as `#RRGGBBAA`.
func rgbColor(_ red: Double, _ green: Double, _ blue: Double, alpha: Double) -> Value {
  .record(
    Record(
      name: "Color", labels: ["red", "green", "blue", "alpha"],
      fields: [.double(red), .double(green), .double(blue), .double(alpha)]))
}

/// HSB (each 0…1) to RGB.
func hsbToRGB(_ hue: Double, _ saturation: Double, _ brightness: Double) -> (Double, Double, Double) {
  let h = (hue - hue.rounded(.down)) * 6
  let sector = Int(h.rounded(.down)) % 6
  let f = h - h.rounded(.down)
  let p = brightness * (1 - saturation)
  let q = brightness * (1 - saturation * f)
  let t = brightness * (1 - saturation * (1 - f))
  switch sector {
  case 0: return (brightness, t, p)
  case 1: return (q, brightness, p)
  case 2: return (p, brightness, t)
  case 3: return (p, q, brightness)
  case 4: return (t, p, brightness)
  default: return (brightness, p, q)
  }
}

/// A `Transaction` record.
package func transaction(_ animation: Value) -> Value {
  .record(
    Record(
      name: "Transaction", labels: ["animation", "disablesAnimations", "isContinuous"],
      fields: [animation, .bool(false), .bool(false)]))
}

/// `Optional<Animation>` content: nil stays nil, a value loses its wrappers.
private func unwrappedOptional(_ value: Value) -> Value? {
  if case .optional(nil) = value { return nil }
  return unwrapped(value)
}

/// Runs `body` with `transaction` as the interpreter's current transaction.
private func withTransaction(_ transaction: Value, _ call: NativeCall, body: Closure) throws(RuntimeError)
  -> Value
{
  let interpreter = call.interpreter
  let outer = interpreter.transaction
  interpreter.transaction = transaction
  defer { interpreter.transaction = outer }
  return try call.invoke(body, [])
}

/// `Alignment.horizontal` or `.vertical` of an alignment symbol or record.
private func alignmentGuide(_ call: NativeCall, horizontal: Bool) throws(RuntimeError) -> Value {
  switch call.plainReceiver {
  case .record(let r) where r.name == "Alignment":
    return r[horizontal ? "horizontal" : "vertical"] ?? .void
  case .symbol(let key):
    let name = String(key.split(separator: ".").last ?? "")
    let lower = name.lowercased()
    if horizontal {
      let guide =
        lower.hasSuffix("leading") ? "leading" : (lower.hasSuffix("trailing") ? "trailing" : "center")
      return .symbol("HorizontalAlignment." + guide)
    }
    let guide = lower.hasPrefix("top") ? "top" : (lower.hasPrefix("bottom") ? "bottom" : "center")
    return .symbol("VerticalAlignment." + guide)
  default:
    throw call.failure("'\(call.key)' expected an Alignment")
  }
}

extension BuiltinRegistry {
  /// `GridItem` and its sizes, as records the grid views read (`Convert.gridTracks`).
  mutating func addGridItems() {
    func size(_ kind: String, _ minimum: Double, _ maximum: Double) -> Value {
      .record(
        Record(
          name: "GridItem.Size", labels: ["kind", "minimum", "maximum"],
          fields: [.string(kind), .double(minimum), .double(maximum)]))
    }
    add(.`GridItem.Size.fixed(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let length = try call.double(0)
      return size("fixed", length, length)
    }
    add(.`GridItem.Size.flexible(minimum:maximum:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      size("flexible", try call.double(0), try call.double(1))
    }
    add(.`GridItem.Size.adaptive(minimum:maximum:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      size("adaptive", try call.double(0), try call.double(1))
    }
    add(.`GridItem.init(_:spacing:alignment:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "GridItem", labels: ["size", "spacing", "alignment"],
          fields: [try call.argument(0), try call.argument(1), try call.argument(2)]))
    }
    addRecordFields([.`GridItem.size`, .`GridItem.spacing`, .`GridItem.alignment`])
  }
}

extension BuiltinRegistry {
  /// `self[Key.self]` in a program's `EnvironmentValues` extension: the value set for the key,
  /// else its type's `defaultValue` (docs/runtime-values.md).
  fileprivate mutating func addEnvironmentKeys() {
    add(.`EnvironmentValues.subscript(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .type(let t) = try call.plain(0) else { throw call.failure("an environment key is a type") }
      if case .record(let r) = call.plainReceiver, let i = r.labels.firstIndex(of: "#\(t)") {
        return r.fields[i]
      }
      return try call.interpreter.environmentDefault(t, at: call.at)
    }
  }
}

extension Interpreter {
  /// The `defaultValue` of the program's `EnvironmentKey` type `t`.
  func environmentDefault(_ t: Int, at: Int) throws(RuntimeError) -> Value {
    let name = program.types[t].name
    let short = name.split(separator: ".").last.map(String.init) ?? name
    guard let g = program.globals.firstIndex(where: { $0.name == short + ".defaultValue" }) else {
      throw RuntimeError("'\(name)' has no defaultValue", at: at)
    }
    return try global(g, at: at)
  }
}

/// Seconds from the start of `animation` to its completion (nil: it never completes, as a
/// repeating-forever animation); no animation completes at once.
private func completionDelay(_ animation: Value, removed: Bool) -> Double? {
  guard let inner = unwrappedOptional(animation), let a = AnimationRecord(inner) else { return 0 }
  if a.repeatsForever { return nil }
  var one = a.duration
  if a.kind == "spring" {
    let spring = Spring(response: a.response, dampingFraction: a.dampingFraction)
    one = removed ? spring.settlingDuration(initialVelocity: a.initialVelocity) : a.response
  }
  var runs = 1.0
  if case .int(let n)? = unwrappedOptional(a.repeatCount) { runs = Double(max(1, n)) }
  return a.delay + one * runs / max(a.speed, 1e-9)
}
