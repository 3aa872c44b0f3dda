import TactileGestures
import TactileHost
import TactileInterpreter
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Foundation and UIKit values real view files use around text fields and navigation: the
/// preview's "now", keyboard notifications, NSRange conversions, a navigation path's codable
/// representation, popover and text field settings.
@Suite struct KeyboardAndTextTests {
  /// `source`'s root view replayed for `ms` milliseconds, allowing stand-in warnings.
  func replayView(_ source: String, ms: Int = 0) throws -> ReplayOutcome {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(
      sema.diagnostics.allSatisfy { $0.id == "standInInTactile" }, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    return Replay.run(program, root: root, script: try EventScript(parsing: "0 wait\n\(ms) wait"))
  }

  /// A view that runs `code` once when it appears, printing what it prints.
  func onAppear(_ code: String, members: String = "") -> String {
    """
    import SwiftUI
    \(members)
    struct Screen: View {
      var body: some View {
        Color.blue.frame(width: 100, height: 100).onAppear {
          \(code)
        }
      }
    }
    #Preview { Screen() }
    """
  }

  @Test("Date() is after any past date, so a date range from a past year up to Date() is not inverted")
  func pastRangeUpToNow() throws {
    let outcome = try replayView(
      """
      import SwiftUI
      struct Picker: View {
        @State var selected = Date()
        let start: Date = Calendar.current.date(from: DateComponents(year: 2020)) ?? Date()
        let end = Date()
        var body: some View {
          DatePicker("Select Date", selection: $selected, in: start...end)
        }
      }
      #Preview { Picker() }
      """)
    #expect(outcome.error == nil, "\(outcome.error?.message ?? "")")
  }

  @Test("a keyboard notification's publisher is accepted and never fires: the canvas has no keyboard")
  func keyboardNotificationsNeverFire() throws {
    let outcome = try replayView(
      """
      import SwiftUI
      struct Screen: View {
        @State private var height: CGFloat = 0
        var body: some View {
          Text("\\(Int(height))")
            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { note in
              let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
              height = frame.height
            }
        }
      }
      #Preview { Screen() }
      """, ms: 2000)
    #expect(outcome.error == nil)
    #expect(outcome.stateLines == ["Screen.height = 0.0"])
  }

  @Test("a program that posts a keyboard notification itself reaches its subscribers, with its userInfo")
  func postedKeyboardNotification() throws {
    let outcome = try replayView(
      onAppear(
        """
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
          let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
          let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
          print(frame.height, duration)
        }
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
          UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 500, width: 390, height: 336)),
          UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
        ])
        NotificationCenter.default.removeObserver(token)
        """))
    #expect(outcome.error == nil, "\(outcome.error?.message ?? "")")
    #expect(outcome.output == "336.0 0.25\n")
  }

  @Test("UIView.AnimationCurve(rawValue:) succeeds for any integer, as for an imported C enumeration")
  func animationCurveRawValues() throws {
    let outcome = try replayView(
      onAppear(
        """
        let curve = UIView.AnimationCurve(rawValue: 2)
        print(curve == .easeOut, UIView.AnimationCurve.linear.rawValue)
        let keyboard = UIView.AnimationCurve(rawValue: 7)
        print(keyboard != nil, keyboard?.rawValue ?? 0, keyboard == .easeInOut)
        """))
    #expect(outcome.error == nil, "\(outcome.error?.message ?? "")")
    #expect(outcome.output == "true 3\ntrue 7 false\n")
  }

  @Test(
    "Range(nsRange, in:) maps UTF-16 offsets to String indices, nil outside the string or inside a character")
  func nsRangeToRange() throws {
    let outcome = try replayView(
      onAppear(
        """
        let text = "a👍bcd"
        let whole = NSRange(location: 0, length: text.utf16.count)
        if let r = Range(whole, in: text) { print(text[r]) }
        if let r = Range(NSRange(location: 3, length: 2), in: text) { print(text[r]) }
        print(Range(NSRange(location: 2, length: 1), in: text) == nil)
        print(Range(NSRange(location: 4, length: 9), in: text) == nil)
        """))
    #expect(outcome.error == nil, "\(outcome.error?.message ?? "")")
    #expect(outcome.output == "a👍bcd\nbc\ntrue\ntrue\n")
  }

  @Test("replacingCharacters(in:with:) replaces the characters of a range, as a text field delegate does")
  func replacingCharacters() throws {
    let outcome = try replayView(
      onAppear(
        """
        let current = "12345"
        let range = NSRange(location: 1, length: 2)
        if let stringRange = Range(range, in: current) {
          print(current.replacingCharacters(in: stringRange, with: "x"))
        }
        print(current.replacingCharacters(in: current.startIndex..<current.index(after: current.startIndex), with: "0"))
        """))
    #expect(outcome.error == nil, "\(outcome.error?.message ?? "")")
    #expect(outcome.output == "1x45\n02345\n")
  }

  @Test("a named UIImage has the placeholder's size, 100 × 100 points; an empty one has none")
  func imageSize() throws {
    let outcome = try replayView(
      onAppear(
        """
        print(UIImage(named: "logo")!.size, UIImage().size)
        """))
    #expect(outcome.error == nil, "\(outcome.error?.message ?? "")")
    #expect(outcome.output == "(100.0, 100.0) (0.0, 0.0)\n")
  }

  @Test(
    "a navigation path's codable representation encodes its elements last first, as type name and JSON pairs")
  func navigationPathCodable() throws {
    let outcome = try replayView(
      onAppear(
        """
        var path = NavigationPath()
        path.append(42)
        path.append("Hello")
        path.append(Item(id: 7))
        guard let representation = path.codable else { return }
        let data = try! JSONEncoder().encode(representation)
        print(String(data: data, encoding: .utf8)!)
        let decoded = try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        var restored = NavigationPath(decoded)
        print(restored.count)
        restored.removeLast()
        print(restored.count, NavigationPath(restored.codable!).count)
        """, members: "struct Item: Codable, Hashable { var id: Int }"))
    #expect(outcome.error == nil, "\(outcome.error?.message ?? "")")
    #expect(
      outcome.output
        == #"["Item","{\"id\":7}","Swift.String","\"Hello\"","Swift.Int","42"]"# + "\n3\n2 2\n")
  }

  @Test("a navigation path holding a value that is not Codable has no codable representation")
  func navigationPathNotCodable() throws {
    let outcome = try replayView(
      onAppear(
        """
        var path = NavigationPath()
        path.append(Item(id: 7))
        print(path.codable == nil)
        """,
        members:
          "struct Item: Hashable { var id: Int; var action: () -> Void = {}; static func == (a: Item, b: Item) -> Bool { a.id == b.id }; func hash(into h: inout Hasher) { h.combine(id) } }"
      ))
    #expect(outcome.error == nil, "\(outcome.error?.message ?? "")")
    #expect(outcome.output == "true\n")
  }

  @Test(
    "UITextField.appearance() keeps what is set on it; a text field's keyboard type is .default until set")
  func textFieldAppearance() throws {
    let outcome = try replayView(
      onAppear(
        """
        UITextField.appearance().borderStyle = .line
        print(UITextField.appearance().borderStyle == .line, UITextField.appearance().clearButtonMode == .never)
        let field = UITextField()
        print(field.keyboardType == .default)
        field.keyboardType = .numberPad
        print(field.keyboardType == .numberPad)
        """))
    #expect(outcome.error == nil, "\(outcome.error?.message ?? "")")
    #expect(outcome.output == "true true\ntrue\ntrue\n")
  }

  @Test("UIPopoverArrowDirection is an option set with UIKit's raw values; a controller presents no popover")
  func popoverArrowDirections() throws {
    let outcome = try replayView(
      onAppear(
        """
        let directions: UIPopoverArrowDirection = [.up, .down]
        print(directions == [.down, .up], UIPopoverArrowDirection.any == [.up, .down, .left, .right], directions == .up)
        let controller = UIViewController()
        controller.modalPresentationStyle = .popover
        controller.popoverPresentationController?.permittedArrowDirections = directions
        controller.preferredContentSize = CGSize(width: 200, height: 100)
        print(controller.popoverPresentationController == nil, controller.preferredContentSize.width)
        """))
    #expect(outcome.error == nil, "\(outcome.error?.message ?? "")")
    #expect(outcome.output == "true true false\ntrue 200.0\n")
  }
}
