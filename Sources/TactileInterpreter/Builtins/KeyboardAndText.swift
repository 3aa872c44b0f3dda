import TactileUIIR

extension BuiltinRegistry {
  /// UIKit's keyboard notifications and their `userInfo` keys (never posted: the canvas has no
  /// keyboard), `NSValue`, `UIView.AnimationCurve`, `UIImage.size`, and the Foundation string
  /// ranges text fields use: `Range(nsRange, in:)` and `replacingCharacters(in:with:)`
  /// (docs/runtime-values.md, "Keyboard notifications and string ranges").
  mutating func addKeyboardAndText() {
    // The names and keys are UIKit's string constants, so a program that posts one itself
    // (`NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, …)`)
    // reaches its own subscribers.
    for (key, name) in [
      (SurfaceKey.`UIResponder.keyboardWillShowNotification`, "UIKeyboardWillShowNotification"),
      (.`UIResponder.keyboardDidShowNotification`, "UIKeyboardDidShowNotification"),
      (.`UIResponder.keyboardWillHideNotification`, "UIKeyboardWillHideNotification"),
      (.`UIResponder.keyboardDidHideNotification`, "UIKeyboardDidHideNotification"),
      (.`UIResponder.keyboardWillChangeFrameNotification`, "UIKeyboardWillChangeFrameNotification"),
      (.`UIResponder.keyboardDidChangeFrameNotification`, "UIKeyboardDidChangeFrameNotification"),
      (.`UIResponder.keyboardFrameBeginUserInfoKey`, "UIKeyboardFrameBeginUserInfoKey"),
      (.`UIResponder.keyboardFrameEndUserInfoKey`, "UIKeyboardFrameEndUserInfoKey"),
      (.`UIResponder.keyboardAnimationDurationUserInfoKey`, "UIKeyboardAnimationDurationUserInfoKey"),
      (.`UIResponder.keyboardAnimationCurveUserInfoKey`, "UIKeyboardAnimationCurveUserInfoKey"),
      (.`UIResponder.keyboardIsLocalUserInfoKey`, "UIKeyboardIsLocalUserInfoKey"),
    ] {
      constant(key, .string(name))
    }
    addValueBoxes()
    addAnimationCurves()
    add(.`UIImage.size`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let image) = call.plainReceiver, case .string(let name)? = image["name"],
        !name.isEmpty
      else { return .size(0, 0) }
      // A symbol is the square the canvas draws it in at the body style (1.2 × 17 points); a
      // named image is the canvas's placeholder (docs/layout-behaviour.md, "Image").
      if case .bool(true)? = image["system"] { return .size(20.4, 20.4) }
      return .size(100, 100)
    }
    addStringRanges()
  }

  /// `NSValue(cgRect:)` and its kin: a box around the geometry value.
  private mutating func addValueBoxes() {
    add([.`NSValue.init(cgRect:)`, .`NSValue.init(cgPoint:)`, .`NSValue.init(cgSize:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "NSValue", labels: ["value"], fields: [try call.plain(0)]))
    }
    for (key, zero) in [
      (SurfaceKey.`NSValue.cgRectValue`, Value.rect(0, 0, 0, 0)), (.`NSValue.cgPointValue`, .point(0, 0)),
      (.`NSValue.cgSizeValue`, .size(0, 0)),
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        guard case .record(let box) = call.plainReceiver, let value = box["value"] else { return zero }
        // A box read as another kind answers zero, as NSValue does for a mismatched type.
        switch (value, zero) {
        case (.rect, .rect), (.point, .point), (.size, .size): return value
        default: return zero
        }
      }
    }
  }

  /// `UIView.AnimationCurve`: UIKit imports it from a C enumeration, so `init(rawValue:)`
  /// succeeds for any integer (the keyboard's own curve is 7); a value without a case keeps
  /// its raw value.
  private mutating func addAnimationCurves() {
    let names = ["easeInOut", "easeIn", "easeOut", "linear"]
    addSymbols(names.compactMap { SurfaceKey(name: "UIView.AnimationCurve." + $0) })
    add(.`UIView.AnimationCurve.init(rawValue:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let raw = try call.hostInt(0)
      if raw >= 0, raw < names.count { return .optional(.symbol("UIView.AnimationCurve." + names[raw])) }
      return .optional(.symbol("UIView.AnimationCurve.\(raw)"))
    }
    add(.`UIView.AnimationCurve.rawValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .symbol(let symbol) = call.plainReceiver else { return .int(0) }
      let name = String(symbol.split(separator: ".").last ?? "")
      if let i = names.firstIndex(of: name) { return .int(Int64(i)) }
      return .int(Int64(name) ?? 0)
    }
  }

  /// Ranges of a string's characters in NSString's UTF-16 offsets and back.
  private mutating func addStringRanges() {
    // `Range(nsRange, in: string)`: nil when the range lies outside the string or cuts a
    // character in two (a range of UTF-16 offsets that no range of indices matches).
    add(.`Range.init(_:in:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let range) = try call.plain(0), case .int(let location)? = range["location"],
        case .int(let length)? = range["length"]
      else { throw call.failure("'Range(_:in:)' expected an NSRange") }
      let text = try call.string(1)
      // The character offset at each UTF-16 offset where a character starts, and the end.
      var offsets: [Int: Int] = [:]
      var utf16 = 0
      for (i, c) in text.enumerated() {
        offsets[utf16] = i
        utf16 += c.utf16.count
      }
      offsets[utf16] = text.count
      guard location >= 0, length >= 0, location <= Int64(utf16) - length,
        let lower = offsets[location.hostInt], let upper = offsets[(location + length).hostInt]
      else { return .optional(nil) }
      return .optional(.range(.int(Int64(lower)), .int(Int64(upper)), closed: false))
    }
    add(.`String.replacingCharacters(in:with:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let characters = Array(try call.receiverString())
      guard let (lower, end) = indexBounds(try call.plain(0), count: characters.count) else {
        throw call.failure("'replacingCharacters(in:with:)' expected a range of String indices")
      }
      guard lower >= 0, lower <= end, end <= characters.count else {
        throw call.failure("String index is out of bounds")
      }
      return .string(String(characters[..<lower]) + (try call.string(1)) + String(characters[end...]))
    }
  }
}
