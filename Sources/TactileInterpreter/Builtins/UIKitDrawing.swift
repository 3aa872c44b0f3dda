import TactileGeometry
import TactileLayout
import TactileUIIR

/// UIKit's drawing and text values (docs/runtime-values.md, "UIKit drawing and text").
/// A `UIBezierPath` is an inert object (`uiObject`) whose property `path` is a `Path` value: its
/// methods append the same elements `Path`'s do, and its `cgPath` is that path, so
/// `Path(bezier.cgPath)` draws what SwiftUI draws. A `UIFont` is a `Font` record; an
/// `NSAttributedString` a record of its string (its attributes are kept, not drawn).
extension BuiltinRegistry {
  mutating func addUIKitDrawing() {
    addBezierPaths()
    addUIFonts()
    addAttributedStrings()
  }

  private mutating func addBezierPaths() {
    add(.`UIBezierPath.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in bezierPath([]) }
    add(.`UIBezierPath.init(rect:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      bezierPath([element("rect", try rectangle(call, 0))])
    }
    add(.`UIBezierPath.init(ovalIn:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      bezierPath([element("ellipse", try rectangle(call, 0))])
    }
    // UIKit rounds `init(roundedRect:cornerRadius:)` with continuous corners, as SwiftUI's
    // `.continuous` style; the corners of `byRoundingCorners` are circular, of the radii's width.
    add(.`UIBezierPath.init(roundedRect:cornerRadius:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let r = try rectangle(call, 0)
      let rect = CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
      let radius = max(0, min(try call.double(1), min(abs(r[2]), abs(r[3])) / 2))
      return bezierPath(pathElements(of: PathDescription(ContinuousCorners.elements(rect, radius: radius))))
    }
    add(.`UIBezierPath.init(roundedRect:byRoundingCorners:cornerRadii:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let r = try rectangle(call, 0)
      let bits = OptionSets.bits(try call.plain(1)) ?? 0
      guard case .size(let w, _) = try call.plain(2) else { throw call.failure("expected a CGSize") }
      func radius(_ bit: Int64) -> Double { bits & bit != 0 ? w : 0 }
      let corners = CornerRadii(
        topLeading: radius(1), bottomLeading: radius(4), bottomTrailing: radius(8), topTrailing: radius(2))
      let rect = CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
      return bezierPath(
        pathElements(
          of: PathDescription(PathDescription.unevenRoundedRectangle(rect, corners, style: .circular))))
    }
    // UIKit's `clockwise` is clockwise on the screen (y down): the angle increases, which is
    // SwiftUI's `clockwise: false`.
    add(.`UIBezierPath.init(arcCenter:radius:startAngle:endAngle:clockwise:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let start = try call.double(2)
      return bezierPath(
        arc(
          centre: try point(call, 0), radius: try call.double(1), start: start,
          sweep: sweep(try call.double(3) - start, !(try call.bool(4))), continuing: false))
    }
    add(.`UIBezierPath.init(cgPath:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      bezierPath(pathElements(try call.plain(0)) ?? [])
    }
    add([.`UIBezierPath.cgPath`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      pathValue(bezierElements(call))
    }
    add(.`Path.cgPath`) { (call: inout NativeCall) throws(RuntimeError) -> Value in call.plainReceiver }
    add(.`UIBezierPath.lineWidth`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      objectProperty(call.plainReceiver, "lineWidth") ?? .double(1)
    }
    addSetter(.`UIBezierPath.lineWidth`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      setObjectProperty(unwrapped(container), "lineWidth", value)
      return container
    }
    add(.`UIBezierPath.isEmpty`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(bezierElements(call).isEmpty)
    }
    add(.`UIBezierPath.bounds`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let r = pathDescription(bezierElements(call)).boundingRect
      return .rect(r.minX, r.minY, r.width, r.height)
    }
    add(.`UIBezierPath.currentPoint`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let p = currentPoint(bezierElements(call)) ?? CGPoint(x: 0, y: 0)
      return .point(p.x, p.y)
    }
    add(.`UIBezierPath.contains(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .point(let x, let y) = try call.plain(0) else { throw call.failure("expected a CGPoint") }
      // UIKit's paths fill by the non-zero winding rule unless `usesEvenOddFillRule` is set.
      return .bool(pathDescription(bezierElements(call)).contains(CGPoint(x: x, y: y), evenOdd: false))
    }
    bezierAppending(.`UIBezierPath.move(to:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      [element("move", try point(call, 0))]
    }
    bezierAppending(.`UIBezierPath.addLine(to:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      [element("line", try point(call, 0))]
    }
    bezierAppending(.`UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      [element("curve", try point(call, 0) + point(call, 1) + point(call, 2))]
    }
    bezierAppending(.`UIBezierPath.addQuadCurve(to:controlPoint:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      [element("quad", try point(call, 0) + point(call, 1))]
    }
    bezierAppending(.`UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`) {
      (call: NativeCall, existing: [Value]) throws(RuntimeError) -> [Value] in
      let start = try call.double(2)
      return arc(
        centre: try point(call, 0), radius: try call.double(1), start: start,
        sweep: sweep(try call.double(3) - start, !(try call.bool(4))), continuing: hasOpenSubpath(existing))
    }
    bezierAppending(.`UIBezierPath.append(_:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      pathElements(objectProperty(try call.plain(0), "path") ?? .void) ?? []
    }
    bezierAppending(.`UIBezierPath.close()`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      [element("close", [])]
    }
    add(.`UIBezierPath.removeAllPoints()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      setObjectProperty(call.plainReceiver, "path", pathValue([]))
      return .void
    }
    add(.`UIBezierPath.apply(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let elements = try transformed(bezierElements(call), call, 0)
      setObjectProperty(call.plainReceiver, "path", pathValue(elements))
      return .void
    }
  }

  /// A `UIBezierPath` method that appends the elements `make` returns to the path the object
  /// keeps (every reference to the object sees them, as UIKit's paths are objects).
  private mutating func bezierAppending(
    _ key: SurfaceKey, _ make: @escaping (NativeCall, [Value]) throws(RuntimeError) -> [Value]
  ) {
    add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var elements = bezierElements(call)
      elements += try make(call, elements)
      setObjectProperty(call.plainReceiver, "path", pathValue(elements))
      return .void
    }
  }

  private mutating func addUIFonts() {
    add(.`UIFont.init(name:size:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var font = FontRecord()
      font.name = try call.string(0)
      font.size = try call.double(1)
      return .optional(font.value)
    }
    add([
      .`UIFont.systemFont(ofSize:)`, .`UIFont.systemFont(ofSize:weight:)`, .`UIFont.boldSystemFont(ofSize:)`,
      .`UIFont.italicSystemFont(ofSize:)`, .`UIFont.monospacedSystemFont(ofSize:weight:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var font = FontRecord()
      font.size = try call.double(0)
      font.weight = .symbol("Font.Weight.regular")
      font.design = .symbol("Font.Design.default")
      if call.arguments.count > 1, case .symbol(let w) = try call.plain(1) {
        font.weight = .symbol("Font.Weight." + (w.split(separator: ".").last.map(String.init) ?? "regular"))
      }
      if call.key.hasPrefix("UIFont.bold") { font.weight = .symbol("Font.Weight.bold") }
      if call.key.hasPrefix("UIFont.italic") { font.italic = true }
      if call.key.hasPrefix("UIFont.monospaced") { font.design = .symbol("Font.Design.monospaced") }
      return font.value
    }
    // UIKit's text styles are SwiftUI's, with `title1` and `caption1` for `title` and `caption`.
    add(.`UIFont.preferredFont(forTextStyle:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .symbol(let key) = try call.plain(0) else { throw call.failure("expected a text style") }
      var name = String(key.split(separator: ".").last ?? "body")
      if name == "title1" { name = "title" }
      if name == "caption1" { name = "caption" }
      var font = FontRecord()
      font.style = .symbol("Font." + name)
      return font.value
    }
    add(.`UIFont.pointSize`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(uiFontMetrics(call.plainReceiver).size)
    }
    add(.`UIFont.lineHeight`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(uiFontMetrics(call.plainReceiver).lineHeight)
    }
    add(.`UIFont.ascender`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(uiFontMetrics(call.plainReceiver).ascent)
    }
    add(.`UIFont.descender`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(-uiFontMetrics(call.plainReceiver).descent)
    }
    add(.`UIFont.capHeight`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(uiFontMetrics(call.plainReceiver).capHeight)
    }
    add([.`UIFont.fontName`, .`UIFont.familyName`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .record(let r) = call.plainReceiver, case .string(let name)? = r["name"].map(unwrapped) {
        return .string(name)
      }
      return .string(call.key.hasSuffix("familyName") ? ".AppleSystemUIFont" : ".SFUI-Regular")
    }
    add(.`UIFont.withSize(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var font = FontRecord(call.plainReceiver)
      font.style = .optional(nil)
      font.size = try call.double(0)
      return font.value
    }
    addSymbols([
      .`UIFont.Weight.ultraLight`, .`UIFont.Weight.thin`, .`UIFont.Weight.light`, .`UIFont.Weight.regular`,
      .`UIFont.Weight.medium`, .`UIFont.Weight.semibold`, .`UIFont.Weight.bold`, .`UIFont.Weight.heavy`,
      .`UIFont.Weight.black`, .`UIFont.TextStyle.largeTitle`, .`UIFont.TextStyle.title1`,
      .`UIFont.TextStyle.title2`, .`UIFont.TextStyle.title3`, .`UIFont.TextStyle.headline`,
      .`UIFont.TextStyle.subheadline`, .`UIFont.TextStyle.body`, .`UIFont.TextStyle.callout`,
      .`UIFont.TextStyle.footnote`, .`UIFont.TextStyle.caption1`, .`UIFont.TextStyle.caption2`,
    ])
    // `Font(uiFont)`: the same record.
    add(.`Font.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in try call.plain(0) }
  }

  private mutating func addAttributedStrings() {
    add(.`NSAttributedString.init(string:attributes:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      attributedStringValue(try call.string(0))
    }
    add(.`NSAttributedString.string`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(attributedText(call.plainReceiver))
    }
    add(.`NSAttributedString.length`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(attributedText(call.plainReceiver).utf16.count)
    }
    add(.`NSAttributedString.size()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      // Measured in the default font (the attributes are not applied): 17-point text.
      let text = attributedText(call.plainReceiver)
      let font = ResolvedFont(.system(size: 17, weight: nil, design: .default))
      let width = TextMeasurer.width(of: text, font: font)
      return .size(width, font.lineHeight)
    }
    // `"Apple".size(withAttributes: [.font: font])`: one line of the text in the attributes'
    // font (its size; 17 points when there is none).
    add(.`String.size(withAttributes:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var text = ""
      if case .string(let s) = call.plainReceiver { text = s }
      var font = ResolvedFont(.system(size: 17, weight: nil, design: .default))
      if case .dictionary(let attributes) = unwrapped(try call.argument(0)) {
        for (key, value) in zip(attributes.keys, attributes.values) {
          if case .symbol("NSAttributedString.Key.font") = unwrapped(key) { font = uiFontMetrics(value) }
        }
      }
      return .size(TextMeasurer.width(of: text, font: font), font.lineHeight)
    }
    // The text wrapped at the width offered, in the default font.
    add(.`NSAttributedString.boundingRect(with:options:context:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .size(let w, _) = try call.plain(0) else { throw call.failure("expected a CGSize") }
      let font = ResolvedFont(.system(size: 17, weight: nil, design: .default))
      let width = TextMeasurer.width(of: attributedText(call.plainReceiver), font: font)
      let lines = w > 0 && width > w ? (width / w).rounded(.up) : 1
      return .rect(0, 0, min(width, w), lines * font.lineHeight)
    }
    add([
      .`NSMutableAttributedString.addAttribute(_:value:range:)`,
      .`NSMutableAttributedString.addAttributes(_:range:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in .void }
    add(.`NSMutableAttributedString.append(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = attributedText(call.plainReceiver) + attributedText(try call.plain(0))
      setObjectProperty(call.plainReceiver, "string", .string(text))
      return .void
    }
    // `AttributedString` is its characters, a string (`Text` draws it); its attributes are
    // accepted and not kept (the interface marks them stand-ins).
    add(.`AttributedString.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .string("") }
    add(.`AttributedString.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(attributedText(try call.plain(0)))
    }
    add([.`AttributedString.description`, .`AttributedString.characters`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(attributedText(call.plainReceiver))
    }
    add(.`AttributedString.startIndex`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .int(0) }
    add(.`AttributedString.endIndex`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(attributedText(call.plainReceiver).count)
    }
    add(.`AttributedString.range(of:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = Array(attributedText(call.plainReceiver))
      let part = Array(try call.string(0))
      guard let start = Text.ranges(of: part, in: text).first else { return .optional(nil) }
      return .optional(.range(.int(start), .int(start + part.count), closed: false))
    }
    add(.`AttributedString.subscript(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = Array(attributedText(call.plainReceiver))
      guard case .range(.int(let a), .int(let b), _) = try call.plain(0), a >= 0, a <= b, b <= text.count
      else {
        throw call.failure("the range is outside the attributed string")
      }
      return .string(String(text[a.hostInt..<b.hostInt]))
    }
    add([.`AttributedString.+(_:_:)`, .`AttributedString.+=(_:_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let joined = Value.string(attributedText(try call.plain(0)) + attributedText(try call.plain(1)))
      if call.key.hasSuffix("+=(_:_:)") {
        call.arguments[0] = joined
        return .void
      }
      return joined
    }
    add(.`AttributedString.append(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = .string(attributedText(call.plainReceiver) + attributedText(try call.plain(0)))
      return .void
    }
    for key: SurfaceKey in [
      .`AttributedString.font`, .`AttributedString.foregroundColor`, .`AttributedString.backgroundColor`,
      .`AttributedString.kern`, .`AttributedSubstring.font`, .`AttributedSubstring.foregroundColor`,
      .`AttributedSubstring.backgroundColor`, .`AttributedSubstring.kern`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in .optional(nil) }
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in container }
    }
    addSymbols([
      .`NSAttributedString.Key.font`, .`NSAttributedString.Key.foregroundColor`,
      .`NSAttributedString.Key.backgroundColor`, .`NSAttributedString.Key.kern`,
      .`NSAttributedString.Key.underlineStyle`, .`NSAttributedString.Key.strikethroughStyle`,
      .`NSAttributedString.Key.paragraphStyle`,
    ])
  }
}

/// A fresh `UIBezierPath` with `elements`.
private func bezierPath(_ elements: [Value]) -> Value {
  uiObject("UIBezierPath", [("path", pathValue(elements))])
}

/// The elements of the `UIBezierPath` a call is made on.
private func bezierElements(_ call: NativeCall) -> [Value] {
  objectProperty(call.plainReceiver, "path").flatMap(pathElements) ?? []
}

/// A `UIFont` of the system face at `size` points.
func uiFont(size: Double) -> Value {
  var font = FontRecord()
  font.size = size
  return font.value
}

/// The measured metrics of a `UIFont` (a `Font` record): a text style's size, else its own.
private func uiFontMetrics(_ value: Value) -> ResolvedFont {
  let font = FontRecord(value)
  var size = font.size ?? 17
  if font.size == nil, case .symbol(let key) = font.style {
    let name = key.split(separator: ".").last.map(String.init) ?? "body"
    size = uiTextStyleSizes[name] ?? 17
  }
  return ResolvedFont(.system(size: size, weight: nil, design: .default))
}

/// The point sizes of the text styles at the default content size (`TextStyleMetrics`).
private let uiTextStyleSizes: [String: Double] = [
  "largeTitle": TextStyleMetrics.metrics(.largeTitle).size, "title": TextStyleMetrics.metrics(.title).size,
  "title2": TextStyleMetrics.metrics(.title2).size, "title3": TextStyleMetrics.metrics(.title3).size,
  "headline": TextStyleMetrics.metrics(.headline).size,
  "subheadline": TextStyleMetrics.metrics(.subheadline).size,
  "body": TextStyleMetrics.metrics(.body).size, "callout": TextStyleMetrics.metrics(.callout).size,
  "footnote": TextStyleMetrics.metrics(.footnote).size, "caption": TextStyleMetrics.metrics(.caption).size,
  "caption2": TextStyleMetrics.metrics(.caption2).size,
]

/// An `NSAttributedString` of `text`: an inert object whose property `string` is the text.
func attributedStringValue(_ text: String) -> Value {
  uiObject("NSAttributedString", [("string", .string(text))])
}

/// The characters of an attributed string (or of a plain string).
func attributedText(_ value: Value) -> String {
  if case .string(let s) = value { return s }
  if case .string(let s)? = objectProperty(value, "string") { return s }
  return ""
}

extension BuiltinRegistry {
  /// `LocalizedError`'s defaults (nothing to say) and `sleep`, which does not wait: time is
  /// virtual, and the preview goes on at once (the interface marks it a stand-in).
  mutating func addFoundationErrors() {
    add([
      .`LocalizedError.errorDescription`, .`LocalizedError.failureReason`,
      .`LocalizedError.recoverySuggestion`,
      .`LocalizedError.helpAnchor`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in .optional(nil) }
    add(.`sleep(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .int(0) }
  }
}

/// The `errorDescription` a program's error type gives, if it has one.
func userErrorDescription(_ call: NativeCall) throws(RuntimeError) -> Value? {
  let error = unwrapped(call.receiver)
  guard let t = error.userType else { return nil }
  switch call.interpreter.program.types[t].witnesses["errorDescription"] {
  case .getter(let f)?:
    var selfValue = error
    var arguments: [Value] = []
    return try call.interpreter.invoke(f, selfValue: &selfValue, arguments: &arguments, at: call.at)
  case .stored(let p)?:
    if case .instance(let i) = error, p < i.fields.count { return i.fields[p] }
    return nil
  default:
    return nil
  }
}
