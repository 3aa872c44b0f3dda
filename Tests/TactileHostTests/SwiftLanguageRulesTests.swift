import TactileHost
import TactileTestSupport
import Testing

/// Swift's language rules as view files use them: local computed variables, a function of
/// several parameters where one of a tuple is expected, generic types written without their
/// arguments, initializers as values (memberwise ones as view-making closures), integer raw
/// values and a generic initializer's element type (docs/runtime-values.md).
@Suite struct SwiftLanguageRulesTests {
  @Test("a local computed variable is evaluated again at each read, in closures too")
  func localComputedVariable() {
    let output = run(
      """
      func main() {
        var n = 1
        var twice: Int { n * 2 }
        print(twice)
        n = 5
        let read = { twice + 1 }
        print(twice, read())
      }
      """)
    #expect(output == "2\n10 11\n")
  }

  @Test("a function of two parameters is passed where a function of a two-element tuple is expected")
  func tupleSplat() {
    let output = run(
      """
      func apply<T>(_ transform: ((data: Int, response: String)) -> T) -> T {
        transform((data: 4, response: "ok"))
      }
      func handle(data: Int?, response: String?) -> String {
        "\\(data ?? 0) \\(response ?? "")"
      }
      func main() {
        print(apply(handle))
      }
      """)
    #expect(output == "4 ok\n")
  }

  @Test("a generic type written without its arguments takes them from the property's initial value")
  func omittedGenericArguments() {
    let output = run(
      """
      struct Response<T> {
        let info: T?
        func cleared() -> Response { Response(info: nil) }
      }
      final class Model {
        var text: Response = Response(info: "Hello")
        var flag: Response = Response(info: false)
      }
      func main() {
        let m = Model()
        print(m.text.info ?? "none", m.flag.info?.description ?? "none")
        m.flag = m.flag.cleared()
        print(m.flag.info?.description ?? "none")
      }
      """)
    #expect(output == "Hello false\nnone\n")
  }

  @Test("a memberwise initializer is a function value (Point.init)")
  func memberwiseInitializerValue() {
    let output = run(
      """
      struct Point { var x: Int; var y: String }
      func main() {
        let make: (Int, String) -> Point = Point.init
        print(make(2, "b").y, [1, 2].map { make($0, "").x })
      }
      """)
    #expect(output == "b [1, 2]\n")
  }

  @Test("the cases of an Int enum without written raw values count from 0, and on from a written one")
  func implicitIntegerRawValues() {
    let output = run(
      """
      enum Phase: Int { case first, second, third = 10, fourth }
      func main() {
        print(-1 * Double(Phase.second.rawValue * 90), Phase.fourth.rawValue, Phase(rawValue: 11) == .fourth)
      }
      """)
    #expect(output == "-90.0 11 true\n")
  }

  @Test("a struct's memberwise initializer passed as a view-making closure (content: Sheet.init)")
  func memberwiseInitializerAsClosure() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Sheet: View {
        var body: some View { Text("In the sheet") }
      }
      struct Screen: View {
        @State private var shown = true
        var body: some View {
          Text("Under").sheet(isPresented: $shown, content: Sheet.init)
        }
      }
      """)
    #expect(screenTexts(host).contains("In the sheet"), "\(screenTexts(host))")
  }

  @Test("PhaseAnimator(phases, trigger:) gives its content closure the phases' element type")
  func phaseAnimatorElementType() throws {
    let host = try makeHost(
      """
      import SwiftUI
      enum Symbol: String, CaseIterable {
        case star, heart
        var title: String { rawValue.uppercased() }
      }
      struct Screen: View {
        @State private var go = false
        var body: some View {
          PhaseAnimator(Symbol.allCases, trigger: go) { symbol in
            Text(symbol.title)
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["STAR"])
  }
}
