import TactileInterpreter
import TactileTestSupport
import Testing

/// SwiftUI's values: colours print as SwiftUI prints them, animations and transactions are
/// records, dates follow the virtual clock, `DispatchQueue.main` schedules work for the host.
@Suite struct SwiftUIValueTests {
  @Test("colours print as SwiftUI does: names, #RRGGBBAA, percentages of opacity, asset names")
  func colors() {
    let source = """
      func main() {
        let c = Color(red: 1, green: 0.5, blue: 0)
        print(Color.red, c, Color.red.opacity(0.5), c.opacity(0.25), Color(white: 0.5), Color(red: 0, green: 0, blue: 1, opacity: 0.5))
        print(Color(hue: 0, saturation: 1, brightness: 1), Color("Brand"), [Color.blue], Color.red.opacity(0.5).opacity(0.5))
        print(Color.red == Color.red, Color.red == Color.blue)
      }
      """
    #expect(
      run(source) == """
        red #FF8000FF 50% red 25% #FF8000FF #808080FF #0000FF80
        #FF0000FF NamedColor(name: "Brand", bundle: nil) [blue] 25% red
        true false

        """)
  }

  @Test("withAnimation runs its body at once, returns its result, and sets the transaction meanwhile")
  func withAnimationRunsBody() {
    let source = """
      func main() {
        var count = 0
        let r = withAnimation(.easeInOut(duration: 0.3)) { () -> Int in
          count += 1
          return 42
        }
        withAnimation { count += 1 }
        print(r, count)
      }
      """
    let (output, interpreter) = interpret(source)
    #expect(output == "42 2\n")
    #expect(interpreter?.transaction == nil)
  }

  @Test("animations keep their curve, duration, delay, speed and repetition")
  func animations() {
    let source = """
      func main() {
        let a = Animation.easeInOut(duration: 0.3).delay(0.1).speed(2).repeatCount(3, autoreverses: false)
        let s = Animation.spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0)
        print(a)
        print(s)
        var t = Transaction(animation: .linear)
        t.disablesAnimations = true
        print(t.disablesAnimations, t.isContinuous, t.animation == Animation.linear)
      }
      """
    #expect(
      run(source) == """
        Animation(name: "easeInOut", kind: "bezier", duration: 0.3, controlPoints: [0.42, 0.0, 0.58, 1.0], response: 0.0, dampingFraction: 0.0, blendDuration: 0.0, initialVelocity: 0.0, delay: 0.1, speed: 2.0, repeatCount: Optional(3), repeatsForever: false, autoreverses: false)
        Animation(name: "spring", kind: "spring", duration: 0.0, controlPoints: [0.0, 0.0, 1.0, 1.0], response: 0.4, dampingFraction: 0.6, blendDuration: 0.0, initialVelocity: 0.0, delay: 0.0, speed: 1.0, repeatCount: nil, repeatsForever: false, autoreverses: false)
        true false true

        """)
  }

  @Test("Date() is the preview's start instant, 2026-06-01 09:41:00 UTC, plus the virtual clock's time")
  func virtualClock() {
    let source = """
      func main() {
        let d = Date()
        print(d, d.timeIntervalSinceReferenceDate, d.addingTimeInterval(86400 * 365 + 3661))
        print(Date(timeIntervalSinceNow: 5).timeIntervalSince(d), d.timeIntervalSinceNow)
      }
      """
    #expect(
      run(source) == "2026-06-01 09:41:00 +0000 801999660.0 2027-06-01 10:42:01 +0000\n5.0 0.0\n")
    #expect(
      run(source, configure: { $0.now = 90.5 })
        == "2026-06-01 09:42:30 +0000 801999750.5 2027-06-01 10:43:31 +0000\n5.0 0.0\n")
    // A host may start the run at another date (its own "now").
    #expect(
      run(source, configure: { $0.dateOrigin = 0 })
        == "2001-01-01 00:00:00 +0000 0.0 2002-01-01 01:01:01 +0000\n5.0 0.0\n")
  }

  @Test("DispatchQueue.main.async and asyncAfter record work with its due time, in order")
  func scheduledWork() {
    let source = """
      func main() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { print("later") }
        DispatchQueue.main.async { print("soon") }
        print("now")
      }
      """
    let (output, interpreter) = interpret(source, configure: { $0.now = 2 })
    #expect(output == "now\n")
    #expect(interpreter?.scheduled.map(\.due) == [2.5, 2])
    if let interpreter, interpreter.scheduled.count == 2 {
      try? interpreter.runScheduled(1)
      try? interpreter.runScheduled(0)
    }
    #expect(interpreter?.output == "now\nsoon\nlater\n")
  }

  @Test("UUIDs count from 1 within a run")
  func uuids() {
    let source = """
      func main() {
        let a = UUID()
        print(a, UUID().uuidString, a == a, a == UUID())
      }
      """
    #expect(
      run(source) == "00000000-0000-4000-8000-000000000001 00000000-0000-4000-8000-000000000002 true false\n")
  }

  @Test("fonts: text styles stay symbols; system fonts and modifiers are records")
  func fonts() {
    let source = """
      func main() {
        print(Font.title, Font.system(size: 24, weight: .bold, design: .rounded))
        print(Font.headline.italic())
      }
      """
    #expect(
      run(source) == """
        title Font(style: nil, size: Optional(24.0), name: nil, weight: bold, design: rounded, italic: false, monospacedDigit: false)
        Font(style: headline, size: nil, name: nil, weight: nil, design: nil, italic: true, monospacedDigit: false)

        """)
  }
}
