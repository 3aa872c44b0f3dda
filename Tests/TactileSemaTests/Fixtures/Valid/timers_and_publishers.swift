import SwiftUI
import Combine

// Timers, timer publishers and Combine subscriptions, as views use them.
final class Countdown: ObservableObject {
  @Published var remaining = 10
  private var cancellables = Set<AnyCancellable>()
  private var timer: Timer?

  func start() {
    timer?.invalidate()
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
      self.remaining -= 1
      if self.remaining == 0 { timer.invalidate() }
    }
    Timer.publish(every: 0.5, tolerance: 0.1, on: .main, in: .common)
      .autoconnect()
      .map { $0.timeIntervalSinceNow }
      .receive(on: RunLoop.main)
      .sink { interval in print(interval) }
      .store(in: &cancellables)
  }

  func stop() {
    cancellables.forEach { $0.cancel() }
    objectWillChange.send()
  }
}

struct CountdownView: View {
  @StateObject private var countdown = Countdown()
  @State private var now = Date()
  let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  let events = PassthroughSubject<String, Never>()

  var body: some View {
    VStack {
      Text("\(countdown.remaining)")
      Text(now.description)
    }
    .onReceive(clock) { date in now = date }
    .onReceive(events.map { $0.count }) { count in print(count) }
    .onReceive(Just(true)) { _ in countdown.start() }
    .onAppear {
      let once = Timer(timeInterval: 2, repeats: false) { _ in events.send("done") }
      RunLoop.current.add(once, forMode: .default)
    }
    .onTapGesture { clock.upstream.connect().cancel() }
  }
}
