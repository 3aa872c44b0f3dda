import TactileGestures
import TactileHost
import TactileInterpreter
import TactileSema
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
                print(count, Date().timeIntervalSinceReferenceDate, timer.isValid)
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
      let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      var body: some View {
        Text("\\(seconds)")
          .onReceive(timer) { date in
            seconds += 1
            stamps.append(date.timeIntervalSinceReferenceDate)
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
        var cancellables = Set<AnyCancellable>()
        func start() {
          Timer.publish(every: 0.5, on: .main, in: .default)
            .autoconnect()
            .map { $0.timeIntervalSinceReferenceDate * 10 }
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
