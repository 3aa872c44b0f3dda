import TactileHost
import TactileSema
import TactileTestSupport
import Testing

/// `Date.FormatStyle`'s fields (`.dateTime.hour().minute()`), date interpolations in a text's
/// key, `ShareLink`, and code of the last few iOS releases: an `if` or `switch` alone in a
/// closure is its value, `SetAlgebra` literals, slices' sequence methods, very tall frames
/// (docs/runtime-values.md, "Formatting").
@Suite struct DateFieldsAndShareLinkTests {
  /// A view showing `texts` (Swift expressions of String type), one per line, at a date 13:05:09
  /// on Monday 1 January 2001 (UTC, the canvas's time zone).
  func texts(_ expressions: [String]) throws -> [String] {
    let lines = expressions.map { "Text(\($0))" }.joined(separator: "\n      ")
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        let date = Date(timeIntervalSinceReferenceDate: 47_109)
        var body: some View {
          VStack {
            \(lines)
          }
        }
      }
      #Preview { V() }
      """)
    return screenTexts(host)
  }

  @Test(
    "Date.FormatStyle shows the fields asked for, in English order: .dateTime.hour().minute() is '1:05 PM'")
  func dateFields() throws {
    let shown = try texts([
      "date.formatted(.dateTime.hour().minute())",
      "date.formatted(.dateTime.year().month().day().hour().minute().second())",
      "date.formatted(.dateTime.weekday(.wide))",
      "date.formatted(.dateTime.month(.wide).day().hour().minute())",
      "date.formatted(.dateTime.day().month(.defaultDigits))",
      "date.formatted(.dateTime.weekday().day())",
      "date.formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)))",
      "date.formatted(.dateTime)",
      "date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted))",
      "date.formatted(Date.FormatStyle().weekday(.abbreviated)).localizedUppercase",
    ])
    #expect(
      shown == [
        "1:05\u{202F}PM", "Jan 1, 2001, 1:05:09\u{202F}PM", "Monday", "January 1 at 1:05\u{202F}PM", "1/1",
        "1 Mon", "1", "1/1/2001, 1:05\u{202F}PM", "Jan 1, 2001", "MON",
      ])
  }

  @Test("Text(date, format:) and a key's \\(date, format:) use the date's fields")
  func formatInTextAndKey() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        let date = Date(timeIntervalSinceReferenceDate: 47_109)
        var body: some View {
          VStack {
            Text(date, format: .dateTime.hour().minute())
            Text("Due \\(date, format: .dateTime.weekday(.wide)) at \\(date, format: .dateTime.hour())")
            Text("\\(2.5, format: .number.precision(.fractionLength(2))) km")
          }
        }
      }
      #Preview { V() }
      """)
    #expect(screenTexts(host) == ["1:05\u{202F}PM", "Due Monday at 1\u{202F}PM", "2.50 km"])
  }

  @Test(
    "\\(date, style: .relative) in a text's key is the time between the date and now, with a stand-in warning"
  )
  func relativeInterpolation() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct V: View {
        let start = Date().addingTimeInterval(-125)
        var body: some View { Text("Started \\(start, style: .relative) ago") }
      }
      #Preview { V() }
      """)
    #expect(screenTexts(host) == ["Started 2 min, 5 sec ago"])
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("appendInterpolation(_:style:)") == true)
  }

  @Test(
    "ShareLink shows its label, or 'Share' with the share symbol, as a borderless button; it warns as a stand-in"
  )
  func shareLink() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          VStack {
            ShareLink(item: URL(string: "https://example.com")!)
            ShareLink("Send", item: "hello", subject: Text("Hi"))
            ShareLink(item: "x", preview: SharePreview("Note")) { Text("Custom") }
          }
        }
      }
      #Preview { V() }
      """)
    #expect(screenTexts(host) == ["Share", "Send", "Custom"])
    #expect(warnings.count == 3)
    try tap(host, try centre(ofText: "Send", host), at: 0)
    #expect(screenTexts(host) == ["Share", "Send", "Custom"])
  }

  @Test(
    "an if or switch alone in a closure is its value, its branches typed by the closure's result (SE-0380)")
  func switchAloneInClosure() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        let pick: (Bool) -> Color? = { on in
          switch on {
          case true: .red
          case false: .blue.opacity(0.5)
          }
        }
        let name: (Int) -> String = { n in if n > 1 { "many" } else { "one" } }
        var body: some View {
          VStack {
            Text(pick(true) == .red ? "red" : "other")
            Text(name(3))
          }
          .phaseAnimator([false, true]) { content, phase in
            content.opacity(phase ? 1 : 0.9)
          } animation: { phase in
            switch phase {
            case true: .smooth.speed(0.5)
            case false: .spring
            }
          }
        }
      }
      #Preview { V() }
      """)
    #expect(screenTexts(host) == ["red", "many"])
  }

  @Test("AccessibilityTraits is a SetAlgebra: [] and [.isButton] are traits")
  func traitsLiteral() throws {
    let sema = SemanticAnalyzer.analyze(
      """
      import SwiftUI
      struct V: View {
        @State private var rolling = false
        var body: some View {
          Text("die").accessibilityAddTraits(rolling ? .updatesFrequently : [])
            .accessibilityRemoveTraits([.isImage, .isButton])
        }
      }
      """)
    #expect(sema.diagnostics.map { $0.message } == [])
  }

  @Test("an array slice has the sequence methods: dropFirst().enumerated() counts from 0")
  func sliceMethods() throws {
    let shown = try texts([
      "Array([5.0, 6, 7].dropFirst().enumerated()).map { \"\\($0.offset):\\(Int($0.element))\" }.joined(separator: \" \")",
      "String([3, 1, 2].prefix(2).sorted().map(String.init).joined())",
      "String([1, 2, 3, 4].suffix(3).contains(where: { $0 > 3 }))",
    ])
    #expect(shown == ["0:6 1:7", "13", "true"])
  }

  @Test("a text in a frame of the greatest finite height lays out without trapping")
  func tallFrameText() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          ScrollView {
            Text("A long text that wraps over several lines in the canvas, again and again and again.")
              .frame(height: .greatestFiniteMagnitude)
              .lineLimit(3)
          }
        }
      }
      #Preview { V() }
      """)
    #expect(screenTexts(host).count == 1)
  }
}
