import TactileGestures
import TactileHost
import TactileSema
import TactileTestSupport
import Testing

/// Task groups and async streams on the virtual clock: child tasks start in the order they
/// were added, and `for await` / `next()` give their results in the order they finished.
@Suite struct TaskGroupTests {
  func replay(_ source: String, _ events: String) throws -> ReplayOutcome {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(
      sema.diagnostics.allSatisfy { $0.id == "standInInTactile" }, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    return Replay.run(program, root: root, script: try EventScript(parsing: events))
  }

  /// A view running `task` in its `task` modifier, printing with the time in milliseconds.
  func view(_ task: String) -> String {
    """
    import SwiftUI

    func log(_ text: String) {
      print(Int((CACurrentMediaTime() * 1000).rounded()) % 1_000_000, text)
    }

    func work(_ n: Int, _ ms: Int) async -> Int {
      try? await Task.sleep(for: .milliseconds(ms))
      log("child \\(n) done")
      return n * 10
    }

    struct Screen: View {
      var body: some View {
        Color.blue.frame(width: 200, height: 200)
          .task {
            \(task)
          }
      }
    }

    #Preview { Screen() }
    """
  }

  @Test("for await over a task group gives each child's result when it finishes, by virtual time")
  func groupResultsInFinishingOrder() throws {
    let source = view(
      """
      let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
        group.addTask { await work(1, 300) }
        group.addTask { await work(2, 100) }
        group.addTask { 3 }
        group.addTask { 4 }
        var sum = 0
        for await value in group {
          log("got \\(value)")
          sum += value
        }
        return sum
      }
      log("total \\(total)")
      """)
    let outcome = try replay(source, "0 wait\n1000 wait")
    #expect(outcome.error == nil)
    #expect(
      outcome.output
        == "0 got 3\n0 got 4\n100 child 2 done\n100 got 20\n300 child 1 done\n300 got 10\n300 total 37\n")
  }

  @Test("a group's body returning waits for its children; next() and cancelAll() end the rest early")
  func implicitWaitAndCancellation() throws {
    let source = view(
      """
      await withTaskGroup(of: Int.self) { group in
        group.addTask { await work(7, 200) }
        log("body returns")
      }
      log("after the implicit wait")
      let first = await withTaskGroup(of: Int.self) { group -> Int in
        group.addTask { await work(8, 500) }
        group.addTask { await work(9, 50) }
        let r = await group.next() ?? 0
        group.cancelAll()
        return r
      }
      log("first \\(first)")
      let none = await withTaskGroup(of: Int.self) { group -> Bool in
        await group.waitForAll()
        return group.isEmpty
      }
      log("empty \\(none)")
      """)
    let outcome = try replay(source, "0 wait\n2000 wait")
    #expect(outcome.error == nil)
    #expect(
      outcome.output
        == "0 body returns\n200 child 7 done\n200 after the implicit wait\n250 child 9 done\n250 first 90\n250 empty true\n"
    )
  }

  @Test("withThrowingTaskGroup(of: T?.self) with for try await, in a method that captures [weak self]")
  func throwingGroup() throws {
    let source = """
      import SwiftUI

      final class Loader {
        func load(_ n: Int) async throws -> String? {
          try await Task.sleep(nanoseconds: UInt64(n) * 10_000_000)
          return n % 2 == 0 ? "item \\(n)" : nil
        }
        func loadAll() async throws -> [String] {
          try await withThrowingTaskGroup(of: String?.self) { [weak self] group in
            guard let self else { return [] }
            for n in [4, 1, 2] {
              group.addTask { try await self.load(n) }
            }
            var items: [String] = []
            for try await item in group {
              if let item { items.append(item) }
            }
            return items
          }
        }
      }

      struct Screen: View {
        var body: some View {
          Text("Items")
            .task {
              let items = (try? await Loader().loadAll()) ?? []
              print(items)
            }
        }
      }

      #Preview { Screen() }
      """
    let outcome = try replay(source, "0 wait\n100 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "[\"item 2\", \"item 4\"]\n")
  }

  @Test("for await over an AsyncStream gets what the continuation yields, and AsyncStream(unfolding:)")
  func streams() throws {
    let source = view(
      """
      let stream = AsyncStream<Int> { continuation in
        Task {
          for i in 1...3 {
            try? await Task.sleep(for: .milliseconds(50))
            continuation.yield(i)
          }
          continuation.finish()
        }
      }
      for await x in stream where x != 2 { log("stream \\(x)") }
      log("stream done")
      var count = 0
      let counter = AsyncStream<Int>(unfolding: {
        count += 1
        return count <= 2 ? count : nil
      })
      for await c in counter { log("unfold \\(c)") }
      """)
    let outcome = try replay(source, "0 wait\n1000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "50 stream 1\n150 stream 3\n150 stream done\n150 unfold 1\n150 unfold 2\n")
  }

  @Test("try? await turns an error thrown after the callee suspended into nil, in a child task too")
  func optionalTryOverAsyncFunction() throws {
    let source = view(
      """
      struct Failure: Error {}
      func fails(_ n: Int) async throws -> Int {
        try? await Task.sleep(for: .milliseconds(100))
        do {
          if n > 0 { throw Failure() }
          return n
        } catch {
          throw error
        }
      }
      let direct = try? await fails(1)
      log("direct \\(direct == nil)")
      var assigned: Int? = 5
      assigned = try? await fails(2)
      log("assigned \\(assigned == nil)")
      let results = await withTaskGroup(of: Int?.self) { group -> [Int?] in
        group.addTask { try? await fails(3) }
        group.addTask { try? await fails(0) }
        var all: [Int?] = []
        for await r in group { all.append(r) }
        return all
      }
      log("group \\(results.count) \\(results.filter { $0 == nil }.count)")
      do {
        _ = try await fails(4)
        log("not reached")
      } catch {
        log("caught")
      }
      """)
    let outcome = try replay(source, "0 wait\n2000 wait")
    #expect(outcome.error == nil)
    #expect(outcome.output == "100 direct true\n200 assigned true\n300 group 2 1\n400 caught\n")
  }
}
