import TactileGestures
import TactileHost
import TactileInterpreter
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// `Timer`, timer publishers, `onReceive` and Combine's subscriptions run on the virtual clock:
/// a tick happens at its exact time, between the events of a replay.
@Suite struct TimerTests {
  func replay(_ source: String, _ events: String) throws -> ReplayOutcome {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.isEmpty, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    return Replay.run(program, root: root, script: try EventScript(parsing: events))
  }

  @Test("a repeating scheduled timer fires every interval until its block invalidates it")
  func scheduledTimer() throws {
    let outcome = try replay(
      """
      import SwiftUI

      struct Blinker: View {
        @State private var count = 0
        var body: some View {
          Text("\\(count)")
            .onAppear {
              Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { timer in
                count += 1
                print(count, CACurrentMediaTime(), timer.isValid)
                if count == 3 { timer.invalidate() }
              }
            }
        }
      }

      #Preview { Blinker() }
      """, "0 wait\n2000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "1 0.2 true\n2 0.4 true\n3 0.6 true\n")
    #expect(outcome.stateLines == ["Blinker.count = 3"])
  }

  @Test("Timer() is a timer that was never scheduled: invalid, and invalidating it does nothing")
  func unscheduledTimer() throws {
    let outcome = try replay(
      """
      import SwiftUI

      class Ticker: ObservableObject {
        @Published var count = 0
        private var timer = Timer()
        func start() {
          print(timer.isValid)
          timer.invalidate()
          timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.count += 1 }
          print(timer.isValid)
        }
      }

      struct Clock: View {
        @StateObject private var ticker = Ticker()
        var body: some View {
          Text("\\(ticker.count)").onAppear { ticker.start() }
        }
      }

      #Preview { Clock() }
      """, "0 wait\n2500 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "false\ntrue\n")
  }

  @Test("a one-shot timer fires once; an invalidated timer never fires")
  func oneShotAndInvalidated() throws {
    let outcome = try replay(
      """
      import SwiftUI

      struct Delays: View {
        @State private var log: [String] = []
        @State private var pending: Timer?
        var body: some View {
          Color.blue
            .onAppear {
              Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in log.append("once") }
              pending = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in log.append("never") }
            }
            .onTapGesture {
              log.append("tap \\(pending?.isValid ?? false)")
              pending?.invalidate()
            }
        }
      }

      #Preview { Delays() }
      """, "0 wait\n700 tap 195 422\n3000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.stateLines.first == #"Delays.log = ["once", "tap true"]"#)
  }

  @Test("a timer made with its initializer fires once added to the main run loop")
  func addedToRunLoop() throws {
    let outcome = try replay(
      """
      import SwiftUI

      struct Later: View {
        @State private var fired = 0
        var body: some View {
          Color.blue
            .onAppear {
              let timer = Timer(timeInterval: 0.25, repeats: true) { _ in fired += 1 }
              RunLoop.main.add(timer, forMode: .common)
            }
        }
      }

      #Preview { Later() }
      """, "0 wait\n1000 wait")
    #expect(outcome.stateLines == ["Later.fired = 4"])
  }

  static let clock = """
    import SwiftUI

    struct Clock: View {
      @State private var seconds = 0
      @State private var stamps: [Double] = []
      let start = Date()
      let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      var body: some View {
        Text("\\(seconds)")
          .onReceive(timer) { date in
            seconds += 1
            stamps.append(date.timeIntervalSince(start))
            if seconds == 3 { timer.upstream.connect().cancel() }
          }
      }
    }

    #Preview { Clock() }
    """

  @Test("onReceive of an autoconnected timer publisher gets the date every interval")
  func timerPublisher() throws {
    let early = try replay(Self.clock, "0 wait\n2500 wait")
    #expect(early.stateLines == ["Clock.seconds = 2", "Clock.stamps = [1.0, 2.0]"])
  }

  @Test("cancelling the upstream connection stops the timer publisher")
  func cancelConnection() throws {
    let outcome = try replay(Self.clock, "0 wait\n10000 wait")
    #expect(outcome.stateLines == ["Clock.seconds = 3", "Clock.stamps = [1.0, 2.0, 3.0]"])
  }

  @Test("sink delivers a timer's values through map until its cancellable is cancelled")
  func sinkAndCancel() throws {
    let outcome = try replay(
      """
      import SwiftUI
      import Combine

      final class Ticker: ObservableObject {
        @Published var values: [Int] = []
        let start = Date()
        var cancellables = Set<AnyCancellable>()
        func start() {
          Timer.publish(every: 0.5, on: .main, in: .default)
            .autoconnect()
            .map { $0.timeIntervalSince(self.start) * 10 }
            .sink { tenths in
              print(Int(tenths))
              self.values.append(Int(tenths))
              if self.values.count == 2 { self.cancellables.forEach { $0.cancel() } }
            }
            .store(in: &cancellables)
        }
      }

      struct Screen: View {
        @StateObject private var ticker = Ticker()
        var body: some View {
          Text("\\(ticker.values.count)").onAppear { ticker.start() }
        }
      }

      #Preview { Screen() }
      """, "0 wait\n3000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "5\n10\n")
  }

  @Test("Just delivers its value at once, then finishes; a subject delivers what is sent")
  func justAndSubject() {
    let output = run(
      """
      import Combine

      func main() {
        var bag = Set<AnyCancellable>()
        Just(42).sink(receiveCompletion: { completion in
          switch completion {
          case .finished: print("finished")
          case .failure: print("failed")
          }
        }, receiveValue: { print("value", $0) }).store(in: &bag)
        let subject = PassthroughSubject<String, Never>()
        let c = subject.map { $0.uppercased() }.sink { print("got", $0) }
        subject.send("a")
        c.cancel()
        subject.send("b")
        print(bag.count)
      }
      """)
    #expect(output == "value 42\nfinished\ngot A\n1\n")
  }
}

/// `TimelineView` shows its schedule's entry at the current time and is evaluated again at the
/// next entry, on the virtual clock.
@Suite struct TimelineViewTests {
  func texts(_ source: String, at ms: Double) throws -> [String] {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.isEmpty, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    let outcome = Replay.run(program, root: root, script: try EventScript(parsing: "0 wait\n\(ms) wait"))
    #expect(outcome.error == nil)
    return (outcome.layout?.views ?? []).compactMap { view in
      if case .text(let text, _) = view.element { return text.string }
      return nil
    }
  }

  static let source = """
    import SwiftUI

    struct Clocks: View {
      let start = Date()
      var body: some View {
        VStack {
          TimelineView(.periodic(from: start, by: 0.5)) { context in
            Text("periodic \\(context.date.timeIntervalSince(start))")
          }
          TimelineView(.animation(minimumInterval: 0.25)) { context in
            Text(String(format: "animation %.2f", context.date.timeIntervalSince(start)))
          }
          TimelineView(.everyMinute) { context in
            Text("minute \\(context.date.timeIntervalSince(start))")
          }
        }
      }
    }

    #Preview { Clocks() }
    """

  @Test("each schedule's latest entry not after the current time")
  func entries() throws {
    #expect(try texts(Self.source, at: 0) == ["periodic 0.0", "animation 0.00", "minute 0.0"])
    #expect(try texts(Self.source, at: 1300) == ["periodic 1.0", "animation 1.25", "minute 0.0"])
    #expect(try texts(Self.source, at: 61_000) == ["periodic 61.0", "animation 61.00", "minute 60.0"])
  }
}

@Suite struct DateTests {
  @Test("dates from 1970 and from the reference date, distances and arithmetic")
  func arithmetic() {
    let output = run(
      """
      func main() {
        let epoch = Date(timeIntervalSince1970: 0)
        print(epoch, epoch.timeIntervalSinceReferenceDate)
        var d = Date(timeIntervalSinceReferenceDate: 90)
        d += 30
        print(d, d.timeIntervalSince1970, (d - 60).distance(to: d), d.advanced(by: -120))
        print(Date(timeInterval: 3600, since: d) > Date.distantPast, Date.distantFuture.timeIntervalSinceReferenceDate)
      }
      """)
    #expect(
      output == """
        1970-01-01 00:00:00 +0000 -978307200.0
        2001-01-01 00:02:00 +0000 978307320.0 60.0 2001-01-01 00:00:00 +0000
        true 63113904000.0

        """)
  }

  @Test("remainder(dividingBy:) rounds the quotient to the nearest integer, ties to even")
  func remainder() {
    let output = run(
      """
      func main() {
        for (x, y) in [(5.0, 2.0), (7.0, 2.0), (-7.5, 2.0), (10.0, 3.0), (1e10 + 0.5, 1.0), (2.5, 1.0), (3.5, 1.0), (-2.5, 1.0), (100.0, 7.5), (0.3, 0.1)] {
          print(x.remainder(dividingBy: y))
        }
      }
      """)
    // As swiftc's program prints it on Linux.
    #expect(output == "1.0\n-1.0\n0.5\n1.0\n0.5\n0.5\n-0.5\n-0.5\n2.5\n-2.7755575615628914e-17\n")
  }
}
