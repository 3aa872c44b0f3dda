import TactileGestures
import TactileHost
import TactileInterpreter
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Foundation's text, URLs, notifications, user defaults and UIKit's names, as views use them;
/// the expected outputs are what the same programs print compiled by swiftc on Linux.
@Suite struct FoundationTests {
  @Test("character sets, Scanner, String indices and NSRange")
  func text() {
    let output = run(
      """
      import Foundation

      func main() {
        let hex = "  #1a2B3c!".trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var value: UInt64 = 0
        let ok = Scanner(string: hex).scanHexInt64(&value)
        print(hex, ok, value)
        print("a,b;c d".components(separatedBy: CharacterSet(charactersIn: ",; ")))
        print("  padded \\n".trimmingCharacters(in: .whitespacesAndNewlines), "x\\t".trimmingCharacters(in: .whitespaces).count)
        var word = "scramble"
        if let i = word.firstIndex(of: "r") { print(word.remove(at: i), word) }
        word.insert("!", at: word.endIndex)
        print(word, word.utf16.count, "héllo".utf8.count, word.startIndex == word.startIndex)
        let range = NSRange(location: 0, length: word.utf16.count)
        print(range.location, range.length, NSNotFound == Int.max)
        let scanner = Scanner(string: "42 3.5 rest")
        print(scanner.scanInt() ?? -1, scanner.scanDouble() ?? -1, scanner.scanString("rest") ?? "none", scanner.isAtEnd)
        print("Hello, World".filter { $0.isLetter }, "abc".map { $0.uppercased() }, "a1b2".contains(where: { $0.isNumber }))
        print("ab12".rangeOfCharacter(from: .decimalDigits) != nil, "abc".rangeOfCharacter(from: .decimalDigits) != nil)
      }
      """)
    #expect(
      output == """
        1a2B3c true 1715004
        ["a", "b", "c", "d"]
        padded 1
        r scamble
        scamble! 8 6 true
        0 8 true
        42 3.5 rest true
        HelloWorld ["A", "B", "C"] true
        true false

        """)
  }

  @Test("URLs, user defaults in memory, notifications and data")
  func services() {
    let output = run(
      """
      import Foundation

      func main() {
        let u = URL(string: "https://user@example.com:8080/docs/guide.pdf?x=1#top")!
        print(u.scheme ?? "-", u.host ?? "-", u.path, u.lastPathComponent, u.pathExtension)
        print(u.absoluteString, URL(string: "") == nil, URL(fileURLWithPath: "/tmp/a.txt").absoluteString)
        print(URL(string: "https://a.com/b")!.appendingPathComponent("c").absoluteString)
        let defaults = UserDefaults.standard
        defaults.set(3, forKey: "count")
        defaults.set("on", forKey: "mode")
        defaults.register(defaults: ["flag": true])
        print(defaults.integer(forKey: "count"), defaults.string(forKey: "mode") ?? "-", defaults.bool(forKey: "flag"), defaults.double(forKey: "count"), defaults.integer(forKey: "none"))
        defaults.removeObject(forKey: "count")
        print(defaults.object(forKey: "count") == nil)
        let center = NotificationCenter.default
        let name = Notification.Name("Ping")
        let token = center.addObserver(forName: name, object: nil, queue: nil) { n in print("got", n.name.rawValue) }
        center.post(name: name, object: nil)
        center.removeObserver(token)
        center.post(name: name, object: nil)
        let d = "héllo".data(using: .utf8)!
        print(d.count, String(data: d, encoding: .utf8) ?? "-", Data([104, 105]).count)
      }
      """)
    #expect(
      output == """
        https example.com /docs/guide.pdf guide.pdf pdf
        https://user@example.com:8080/docs/guide.pdf?x=1#top true file:///tmp/a.txt
        https://a.com/b/c
        3 on true 3.0 0
        true
        got Ping
        6 héllo 2

        """)
  }

  @Test("UIKit's application, window, device and text checker, as the canvas has them")
  func uiKit() throws {
    let sema = SemanticAnalyzer.analyze(
      """
      import SwiftUI

      struct Probe: View {
        @State private var log: [String] = []
        var body: some View {
          Text("probe")
            .onAppear {
              let insets = UIApplication.shared.windows.first?.safeAreaInsets ?? .zero
              guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
              let checker = UITextChecker()
              let word = "zzxq"
              let miss = checker.rangeOfMisspelledWord(
                in: word, range: NSRange(location: 0, length: word.utf16.count), startingAt: 0, wrap: false, language: "en")
              log.append("\\(insets.top) \\(scene.screen.bounds.width) \\(UIDevice.current.userInterfaceIdiom == .phone)")
              log.append("\\(miss.location == NSNotFound) \\(UIApplication.shared.canOpenURL(URL(string: "https://a.com")!))")
              UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
              NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
            }
            .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) {
              log.append($0.name.rawValue)
            }
        }
      }

      #Preview { Probe() }
      """)
    #expect(
      sema.diagnostics.filter { $0.severity == .error }.isEmpty, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let outcome = Replay.run(
      program, root: try #require(program.root), script: try EventScript(parsing: "0 wait"))
    #expect(outcome.error == nil)
    #expect(
      outcome.stateLines == [
        #"Probe.log = ["0.0 390.0 true", "true false", "UIApplicationDidBecomeActiveNotification"]"#
      ])
  }

  @Test("numbers and dates formatted as Foundation formats them in English (US), in UTC")
  func formatting() {
    // The expected lines are swiftc's on Linux with `Locale(identifier: "en_US")` and UTC.
    let output = run(
      """
      import Foundation

      func main() {
        let d = Date(timeIntervalSinceReferenceDate: 90061.5)
        print(d.formatted(), "|", d.formatted(date: .long, time: .standard), "|", d.formatted(date: .abbreviated, time: .shortened))
        print(d.formatted(date: .numeric, time: .omitted), "|", d.formatted(date: .complete, time: .complete), "|", d.formatted(date: .omitted, time: .shortened))
        for x in [3.14159, 1234.5678, 0.1 + 0.2, 1e16, 2.0 / 3.0, 1e-7, 123456789.123456789, -5.25] {
          print(x.formatted(), terminator: " ")
        }
        print(42.formatted(), 1234567.formatted(), (-1234).formatted())
        print(12.5.formatted(.currency(code: "USD")), 1234.5.formatted(.currency(code: "EUR")), 1234.0.formatted(.currency(code: "JPY")))
        print(0.256.formatted(.percent), (1.0 / 3).formatted(.percent), 3.14159.formatted(.number.precision(.fractionLength(2))))
        let f = NumberFormatter()
        f.numberStyle = .currency
        print(f.string(from: NSNumber(value: 12.5)) ?? "-")
        f.numberStyle = .percent
        print(f.string(from: NSNumber(value: 0.256)) ?? "-")
        let df = DateFormatter()
        df.dateStyle = .medium
        df.timeStyle = .short
        print(df.string(from: d))
        df.dateStyle = .short
        df.timeStyle = .none
        print(df.string(from: d))
        df.dateStyle = .full
        print(df.string(from: d))
        df.dateFormat = "EEEE, MMM d, h:mm a"
        print(df.string(from: d))
        df.dateFormat = "yyyy-MM-dd HH:mm:ss"
        print(df.string(from: d))
      }
      """)
    let n = "\u{202F}"
    #expect(
      output == """
        1/2/2001, 1:01\(n)AM | January 2, 2001 at 1:01:01\(n)AM | Jan 2, 2001 at 1:01\(n)AM
        1/2/2001 | Tuesday, January 2, 2001 at 1:01:01\(n)AM GMT | 1:01\(n)AM
        3.14159 1,234.5678 0.3 10,000,000,000,000,000 0.666667 0 123,456,789.123457 -5.25 42 1,234,567 -1,234
        $12.50 €1,234.50 ¥1,234
        25.6% 33.333333% 3.14
        $12.50
        26%
        Jan 2, 2001 at 1:01\(n)AM
        1/2/01
        Tuesday, January 2, 2001
        Tuesday, Jan 2, 1:01 AM
        2001-01-02 01:01:01

        """)
  }
}

@Suite struct UIKitColorTests {
  @Test("UIColor from components, with an alpha, as a CGColor, and named; UIImage by name")
  func colors() {
    let output = run(
      """
      import SwiftUI

      func main() {
        print(Color(UIColor.red.withAlphaComponent(0.25)), Color(UIColor(white: 0.5, alpha: 1)))
        print(Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)), Color(cgColor: UIColor.cyan.cgColor))
        print(Color(UIColor.systemBlue.withAlphaComponent(0.5)), UIImage(named: "photo") != nil)
      }
      """)
    #expect(output == "#FF000040 #808080FF\n#FF8000FF #00FFFFFF\n50% systemBlue true\n")
  }
}

extension FoundationTests {
  @Test("URLError has the documented codes")
  func urlErrorCodes() {
    let output = run(
      """
      import Foundation
      func main() {
        let error = URLError(.appTransportSecurityRequiresSecureConnection)
        print(error.code == .appTransportSecurityRequiresSecureConnection, error.code == .cannotFindHost)
      }
      """)
    #expect(output == "true false\n")
  }
}
