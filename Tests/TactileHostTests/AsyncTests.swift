import TactileGestures
import TactileHost
import TactileInterpreter
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Async code on the virtual clock: tasks run their statements until they await something
/// that takes time, and resume when the host's clock reaches its due time.
@Suite struct AsyncTests {
  func replay(_ source: String, _ events: String) throws -> ReplayOutcome {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(
      sema.diagnostics.allSatisfy { $0.id == "standInInTactile" }, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    return Replay.run(program, root: root, script: try EventScript(parsing: events))
  }

  /// A view whose body is `body`, printing with the time in milliseconds (`log`).
  func view(_ members: String, _ modifiers: String) -> String {
    """
    import SwiftUI

    func log(_ text: String) {
      print(Int((CACurrentMediaTime() * 1000).rounded()), text)
    }

    struct Screen: View {
      \(members)
      var body: some View {
        Color.blue.frame(width: 200, height: 200)
          \(modifiers)
      }
    }

    #Preview { Screen() }
    """
  }

  @Test("a task runs until Task.sleep, and resumes at its due time; async functions return values")
  func sleepsAndReturns() throws {
    let source = view(
      """
      func fetch(_ n: Int) async -> Int {
        log("fetch \\(n)")
        try? await Task.sleep(nanoseconds: 250_000_000)
        return n * 2
      }
      """,
      """
      .task {
        log("start")
        let a = await fetch(1)
        let b = await fetch(a)
        try? await Task.sleep(for: .seconds(0.5))
        log("got \\(a) \\(b)")
      }
      """)
    let outcome = try replay(source, "0 wait\n2000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "0 start\n0 fetch 1\n250 fetch 2\n1000 got 2 4\n")
  }

  @Test("loops suspend and resume with their place kept: for, while, break, continue and defer")
  func loops() throws {
    let source = view(
      "",
      """
      .task {
        defer { log("task done") }
        for i in 0..<5 {
          if i == 1 { continue }
          try? await Task.sleep(for: .milliseconds(100))
          log("for \\(i)")
          if i == 3 { break }
        }
        var n = 0
        while n < 2 {
          defer { log("iteration \\(n)") }
          try? await Task.sleep(nanoseconds: 50_000_000)
          n += 1
        }
      }
      """)
    let outcome = try replay(source, "0 wait\n2000 wait")
    #expect(outcome.error == nil)
    #expect(
      outcome.output == "100 for 0\n200 for 2\n300 for 3\n350 iteration 1\n400 iteration 2\n400 task done\n")
  }

  @Test("Task { } starts after the code that made it; a cancelled task stops at its next suspension")
  func taskAndCancel() throws {
    let source = view(
      "@State private var worker: Task<Void, Never>?",
      """
      .onAppear {
        worker = Task {
          var i = 0
          while !Task.isCancelled {
            i += 1
            log("tick \\(i)")
            try? await Task.sleep(for: .milliseconds(300))
          }
        }
        log("made")
      }
      .onTapGesture {
        worker?.cancel()
        log("cancelled")
      }
      """)
    let outcome = try replay(source, "0 wait\n700 tap 195 422\n3000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "0 made\n0 tick 1\n300 tick 2\n600 tick 3\n750 cancelled\n")
  }

  @Test("a continuation suspends the task until it is resumed; a task's value can be awaited")
  func continuationsAndValues() throws {
    let source = view(
      """
      func wait(_ seconds: Double) async -> String {
        await withCheckedContinuation { continuation in
          DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            continuation.resume(returning: "waited \\(seconds)")
          }
        }
      }
      """,
      """
      .task {
        let first = await wait(0.4)
        log(first)
        let worker = Task { () -> Int in
          try? await Task.sleep(for: .seconds(1))
          return 7
        }
        let value = await worker.value
        log("value \\(value)")
      }
      """)
    let outcome = try replay(source, "0 wait\n3000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "400 waited 0.4\n1400 value 7\n")
  }

  @Test("task(id:) starts again when its id changes; its task is cancelled when the view leaves")
  func taskWithID() throws {
    let outcome = try replay(
      """
      import SwiftUI

      struct Child: View {
        let page: Int
        var body: some View {
          Text("page \\(page)")
            .task(id: page) {
              print("load", page)
              try? await Task.sleep(for: .seconds(1))
              print("loaded", page)
            }
        }
      }

      struct Pages: View {
        @State private var page = 1
        var body: some View {
          VStack {
            if page < 3 { Child(page: page) }
            Color.blue.frame(width: 100, height: 100).onTapGesture { page += 1 }
          }
        }
      }

      #Preview { Pages() }
      """, "0 tap 195 472\n1500 tap 195 472\n3000 wait")
    #expect(outcome.error == nil)
    // Page 1's load is cancelled by the first tap; page 2 loads; the second tap removes it.
    #expect(outcome.output == "load 1\nload 2\nloaded 2\n")
  }

  @Test(
    "an await inside a larger expression suspends at each call it makes, in Swift's order, and the expression uses their values"
  )
  func awaitInsideExpression() throws {
    let source = view(
      """
      func value(_ n: Int) async -> Int {
        try? await Task.sleep(for: .seconds(1))
        log("value \\(n)")
        return n
      }
      func pair() async -> (Int, String) {
        try? await Task.sleep(for: .milliseconds(500))
        return (7, "seven")
      }
      """,
      """
      .task {
        let n = await value(1) + 10
        log("n \\(n)")
        let first = try await pair().0 * 2
        log("first \\(first)")
        let (a, b) = await pair()
        log("\\(a) \\(b)")
        var total = 0
        total = await value(2) + (await value(3))
        log("total \\(total) \\(String(await value(4)))")
        let tuple = (1, try? await Task.sleep(for: .seconds(1)))
        log("\\(tuple.0)")
      }
      """)
    let outcome = try replay(source, "0 wait\n10000 wait")
    #expect(outcome.error == nil)
    #expect(
      outcome.output
        == "1000 value 1\n1000 n 11\n1500 first 14\n2000 7 seven\n3000 value 2\n4000 value 3\n5000 value 4\n5000 total 5 4\n6000 1\n"
    )
  }

  @Test(
    "awaiting a sleep where it is evaluated only sometimes (a branch of ?:) is Tactile's limit, said as such")
  func sleepInsideConditional() throws {
    let source = view(
      """
      @State private var fast = false
      func slow() async -> Int {
        try? await Task.sleep(for: .seconds(1))
        return 1
      }
      """,
      """
      .task {
        let n = fast ? 0 : await slow()
        print(n)
      }
      """)
    let outcome = try replay(source, "0 wait\n100 wait")
    #expect(
      outcome.error?.message.hasPrefix("awaiting 'Task.sleep(for:)' inside a larger expression") == true)
  }

  @Test("the preview has no network: a task awaiting a response waits for ever, a data task never completes")
  func network() throws {
    let source = view(
      "@State private var status = \"loading\"",
      """
      .task {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
        status = "got \\(data.count)"
      }
      .onAppear {
        URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in status = "done" }.resume()
        log("requested")
      }
      """)
    let outcome = try replay(source, "0 wait\n5000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "0 requested\n")
    #expect(outcome.stateLines == ["Screen.status = loading"])
  }

  @Test(
    "errors thrown by awaited calls reach the catch clauses of a do and make try? nil, also in a condition")
  func thrownErrorsAreCaught() throws {
    let source = view(
      """
      struct Offline: Error {}
      func load(_ fails: Bool) async throws -> Int {
        try await Task.sleep(for: .milliseconds(100))
        if fails { throw Offline() }
        return 7
      }
      """,
      """
      .task {
        do {
          let n = try await load(true)
          log("loaded \\(n)")
        } catch is Offline {
          log("offline")
        } catch {
          log("other")
        }
        let quiet = try? await load(true)
        log("quiet \\(quiet == nil)")
        if let n = try? await load(false), n > 5 {
          log("condition \\(n)")
        }
        if let n = try? await load(true) { log("never \\(n)") } else { log("else") }
      }
      """)
    let outcome = try replay(source, "0 wait\n1000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "100 offline\n200 quiet true\n300 condition 7\n400 else\n")
  }
}
