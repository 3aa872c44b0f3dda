import TactileInterpreter
import TactileSema
import TactileTestSupport
import Testing

/// `run`, for a program that uses stand-ins: their warnings are expected, errors are not.
private func runWithStandIns(_ source: String) -> String {
  let sema = SemanticAnalyzer.analyze(source)
  let errors = sema.diagnostics.filter { !$0.message.contains("is a stand-in in Tactile's preview") }
  if !errors.isEmpty { return "diagnostics: " + errors.map(\.message).joined(separator: "; ") }
  let (program, _) = Lowerer.lower(sema)
  let interpreter = Interpreter(program: program, registry: .standard())
  guard let index = program.functions.firstIndex(where: { $0.name == "main()" }) else { return "no main" }
  do {
    _ = try interpreter.run(function: index)
  } catch {
    return interpreter.output + "error: \(error.message)"
  }
  return interpreter.output
}

/// UIKit's hierarchy questions (window subclasses, hit tests, natural sizes, controllers above a
/// view) and reading dates from text with `DateFormatter` and `ISO8601DateFormatter`.
@Suite struct UIKitHierarchyAndDateParsingTests {
  @Test("a program's UIWindow subclass inherits init(windowScene:) and overrides hitTest, calling super's")
  func windowSubclass() {
    let source = """
      class PassthroughWindow: UIWindow {
        var marker = "made"
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
          guard let view = super.hitTest(point, with: event) else { return nil }
          return rootViewController?.view == view ? nil : view
        }
      }
      func main() {
        guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
        let window = PassthroughWindow(windowScene: scene)
        print(window.marker, window.hitTest(CGPoint(x: 10, y: 10), with: nil) != nil)
        print(window.hitTest(CGPoint(x: -5, y: 10), with: nil) == nil)
      }
      """
    #expect(run(source) == "made true\ntrue\n")
  }

  @Test(
    "hitTest finds the frontmost subview holding the point, skips hidden ones, and is nil outside the bounds")
  func hitTests() {
    let source = """
      func main() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        back.tag = 1
        let front = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        front.tag = 2
        root.addSubview(back)
        root.addSubview(front)
        print(root.hitTest(CGPoint(x: 30, y: 30), with: nil)?.tag ?? -1)
        print(root.hitTest(CGPoint(x: 5, y: 5), with: nil)?.tag ?? -1)
        print(root.hitTest(CGPoint(x: 90, y: 10), with: nil)?.tag ?? -1)
        front.isHidden = true
        print(root.hitTest(CGPoint(x: 30, y: 30), with: nil)?.tag ?? -1)
        print(root.hitTest(CGPoint(x: 150, y: 30), with: nil) == nil, root.point(inside: CGPoint(x: 99, y: 0), with: nil))
      }
      """
    #expect(run(source) == "2\n1\n0\n1\ntrue true\n")
  }

  @Test("intrinsicContentSize: a navigation bar is 44 points high, a plain view has no natural size")
  func intrinsicSizes() {
    let source = """
      func main() {
        print(UINavigationBar().intrinsicContentSize.height, UITabBar().intrinsicContentSize.height)
        print(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        print(UISwitch().intrinsicContentSize)
      }
      """
    #expect(runWithStandIns(source) == "44.0 49.0\ntrue\n(51.0, 31.0)\n")
  }

  @Test("no tab bar controller is found above a preview's view; a made one keeps its bars")
  func tabBarControllers() {
    let source = """
      func main() {
        let controller = UIViewController()
        print(controller.tabBarController == nil, controller.navigationController == nil)
        let tabs = UITabBarController()
        tabs.moreNavigationController.navigationBar.isHidden = true
        print(tabs.moreNavigationController.navigationBar.isHidden, tabs.selectedIndex)
      }
      """
    #expect(runWithStandIns(source) == "true true\ntrue 0\n")
  }

  @Test(
    "DateFormatter.date(from:) reads its pattern, zone offsets included, and is nil when the text does not match"
  )
  func dateFormatterParsing() {
    let source = """
      func main() {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
        let date = f.date(from: "1996-12-19T16:39:57-08:00")!
        print(date.timeIntervalSince1970)
        let g = DateFormatter()
        g.dateFormat = "dd MMM yyyy h:mm a"
        print(g.date(from: "05 Jan 2024 3:07 PM")!.timeIntervalSince1970)
        print(g.date(from: "05 Jan 2024") == nil, f.date(from: "1996-12-19T16:39:57-08:00 extra") == nil)
      }
      """
    #expect(run(source) == "851042397.0\n1704467220.0\ntrue true\n")
  }

  @Test("ISO8601DateFormatter writes and reads the internet date-time by default, and follows its options")
  func iso8601Formatter() {
    let source = """
      func main() {
        let f = ISO8601DateFormatter()
        let date = Date(timeIntervalSince1970: 1704448800)
        print(f.string(from: date))
        print(f.date(from: "2024-01-05T10:00:00Z")!.timeIntervalSince1970)
        print(f.date(from: "2024-01-05T11:00:00+01:00")!.timeIntervalSince1970)
        f.formatOptions = [.withFullDate, .withTime, .withDashSeparatorInDate, .withColonSeparatorInTime]
        print(f.string(from: date))
        print(f.date(from: "2021-06-15T00:58:04")!.timeIntervalSince1970, f.date(from: "2021-06-15") == nil)
        f.formatOptions = [.withFullDate]
        print(f.string(from: date))
      }
      """
    #expect(
      run(source) == """
        2024-01-05T10:00:00Z
        1704448800.0
        1704448800.0
        2024-01-05T10:00:00
        1623718684.0 true
        2024-01-05

        """)
  }

  @Test("drag and drop values are inert stand-ins: a provider has no items, a proposal keeps its operation")
  func dragAndDropValues() {
    let source = """
      struct Delegate: DropDelegate {
        func performDrop(info: DropInfo) -> Bool { true }
      }
      func main() {
        let provider = NSItemProvider()
        print(provider.registeredTypeIdentifiers.isEmpty, UTType.image.identifier, UTType("public.png")?.identifier ?? "nil")
        let proposal = DropProposal(operation: .move)
        print(proposal.operation == .move)
        let delegates: [DropDelegate] = [Delegate()]
        print(delegates.count)
      }
      """
    #expect(runWithStandIns(source) == "true public.image public.png\ntrue\n1\n")
  }
}
