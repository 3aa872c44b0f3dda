import TactileSema
import Testing

/// Definite initialization of locals declared `let` without a value, beyond the corpus
/// fixtures (`Fixtures/Valid/deferred_let.swift`, `Fixtures/Invalid/deferred_let_misuse.swift`).
@Suite struct DefiniteInitializationTests {
  @Test("labelled break and continue carry their state to the loop they name")
  func labelledJumps() {
    let program = Analysed(
      """
      func pick(_ rows: [[Int]]) -> Int {
        let found: Int
        outer: for row in rows {
          for value in row {
            if value > 2 { continue outer }
          }
        }
        found = 1
        let first: Int
        search: do {
          for value in [1, 2] where value == 2 {
            first = value
            break search
          }
          first = 0
        }
        return found + first
      }
      """)
    #expect(program.messages == [])
  }

  @Test("a value assigned in a loop that can run again is a second initialization")
  func assignedInRepeat() {
    let program = Analysed(
      """
      func f(_ n: Int) {
        let x: Int
        var i = 0
        repeat {
          x = i
          i += 1
        } while i < n
        print(x)
      }
      """)
    #expect(program.messages == ["immutable value 'x' may only be initialized once"])
  }

  @Test("twenty nested loops: the assignment in the innermost can repeat")
  func deeplyNestedLoops() {
    let depth = 20
    var body = "x = 1"
    for _ in 0..<depth { body = "while flag { \(body) }" }
    let program = Analysed(
      """
      func f(_ flag: Bool) {
        let x: Int
        \(body)
        print(x)
      }
      """)
    #expect(program.messages.first == "immutable value 'x' may only be initialized once")
  }
}
