/// A minimal benchmark harness: runs each registered body until it has taken about half a
/// second (after a warm-up), and reports the median time per iteration over several rounds.
///
/// It measures wall-clock time with `ContinuousClock`; use a release build and an otherwise
/// idle machine. Bodies return a value that the harness consumes, so the optimiser cannot
/// remove the work.
struct BenchmarkSuite {
  struct Entry {
    var name: String
    var unit: String
    var unitsPerIteration: Double
    var body: () -> Int
  }

  var filter: String?
  var entries: [Entry] = []

  init(filter: String?) { self.filter = filter }

  /// Registers a benchmark. `unitsPerIteration` converts the per-iteration time into a
  /// per-unit figure (for example events per iteration, or bytes per iteration).
  mutating func add(
    _ name: String, unit: String = "iteration", unitsPerIteration: Double = 1,
    _ body: @escaping () -> Int
  ) {
    entries.append(Entry(name: name, unit: unit, unitsPerIteration: unitsPerIteration, body: body))
  }

  func run() {
    var sink = 0
    let clock = ContinuousClock()
    for entry in entries where filter.map({ entry.name.contains($0) }) ?? true {
      for _ in 0..<3 { sink &+= entry.body() }
      // Calibrate the iteration count to about 0.1 s per round.
      var iterations = 1
      while true {
        let t = clock.measure { for _ in 0..<iterations { sink &+= entry.body() } }
        if t > .milliseconds(50) || iterations > 1 << 24 { break }
        iterations *= 2
      }
      var rounds: [Double] = []
      for _ in 0..<5 {
        let t = clock.measure { for _ in 0..<iterations { sink &+= entry.body() } }
        rounds.append(t.seconds / Double(iterations))
      }
      rounds.sort()
      let median = rounds[rounds.count / 2]
      let perUnit = median / entry.unitsPerIteration
      print(
        "\(entry.name.padding(60))  \(formatTime(median)) /iter   \(formatTime(perUnit)) /\(entry.unit)")
    }
    if sink == 42 { print("") }
  }
}

extension Duration {
  var seconds: Double {
    let (s, atto) = components
    return Double(s) + Double(atto) / 1e18
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

func formatTime(_ seconds: Double) -> String {
  func fixed(_ v: Double) -> String {
    let scaled = (v * 100).rounded() / 100
    return "\(scaled)"
  }
  if seconds >= 1 { return fixed(seconds) + " s" }
  if seconds >= 1e-3 { return fixed(seconds * 1e3) + " ms" }
  if seconds >= 1e-6 { return fixed(seconds * 1e6) + " µs" }
  return fixed(seconds * 1e9) + " ns"
}
