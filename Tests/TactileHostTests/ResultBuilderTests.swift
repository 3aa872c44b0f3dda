import TactileHost
import TactileTestSupport
import Testing

/// The program's own `@resultBuilder` types, run as Swift's transform runs them (SE-0289).
@Suite struct ResultBuilderTests {
  @Test(
    "a builder on a parameter, a property, a method and a stored property: expressions, optional, either, array, final result"
  )
  func listBuilder() throws {
    let host = try makeHost(
      """
      import SwiftUI

      @resultBuilder struct ListBuilder {
        static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
        static func buildExpression(_ s: String) -> [String] { [s] }
        static func buildExpression(_ n: Int) -> [String] { ["#\\(n)"] }
        static func buildOptional(_ p: [String]?) -> [String] { p ?? [] }
        static func buildEither(first: [String]) -> [String] { first }
        static func buildEither(second: [String]) -> [String] { second }
        static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
        static func buildFinalResult(_ parts: [String]) -> [String] { parts + ["end"] }
      }

      func make(@ListBuilder _ c: () -> [String]) -> [String] { c() }

      struct Menu {
        var vegetarian = true
        @ListBuilder var items: [String] {
          "soup"
          if vegetarian { "salad" } else { "steak" }
          for i in 1...2 { "bread \\(i)" }
        }
        @ListBuilder func extras(_ n: Int) -> [String] {
          if n > 1 { "many" } else if n == 1 { "one" }
          n
        }
      }

      @resultBuilder struct Joiner {
        static func buildPartialBlock(first: String) -> String { first }
        static func buildPartialBlock(accumulated: String, next: String) -> String { accumulated + "+" + next }
      }

      func join(@Joiner _ c: () -> String) -> String { c() }

      struct Section {
        var title: String
        @ListBuilder var lines: [String]
      }

      struct ContentView: View {
        var body: some View {
          VStack {
            Text(make { "a"; "b"; if true { "c" } }.joined(separator: ","))
            Text(make { if false { "x" } ; 7 }.joined(separator: ","))
            Text(Menu().items.joined(separator: ","))
            Text(Menu(vegetarian: false).items.joined(separator: ","))
            Text(Menu().extras(2).joined(separator: ",") + " " + Menu().extras(1).joined(separator: ",") + " " + Menu().extras(0).joined(separator: ","))
            Text(join { "x"; "y"; "z" })
            Text(Section(title: "t") { "p"; "q" }.lines.joined(separator: ","))
          }
        }
      }
      """)
    // What swiftc's build of the same builders prints.
    #expect(
      screenTexts(host) == [
        "a,b,c,end", "#7,end", "soup,salad,bread 1,bread 2,end", "soup,steak,bread 1,bread 2,end",
        "many,#2,end one,#1,end #0,end", "x+y+z", "p,q,end",
      ])
  }

  @Test("a builder whose components are AnyView rows: its views are drawn, and a state change rebuilds them")
  func viewRowsBuilder() throws {
    let host = try makeHost(
      """
      import SwiftUI

      @resultBuilder struct RowsBuilder {
        static func buildBlock(_ rows: [AnyView]...) -> [AnyView] { rows.flatMap { $0 } }
        static func buildExpression<V: View>(_ view: V) -> [AnyView] { [AnyView(view)] }
        static func buildOptional(_ rows: [AnyView]?) -> [AnyView] { rows ?? [] }
        static func buildEither(first rows: [AnyView]) -> [AnyView] { rows }
        static func buildEither(second rows: [AnyView]) -> [AnyView] { rows }
        static func buildArray(_ rows: [[AnyView]]) -> [AnyView] { rows.flatMap { $0 } }
      }

      struct Table: View {
        let rows: [AnyView]
        init(@RowsBuilder rows: () -> [AnyView]) { self.rows = rows() }
        var body: some View {
          VStack {
            ForEach(0..<rows.count, id: \\.self) { i in
              HStack {
                Text("\\(i + 1).")
                rows[i]
              }
            }
          }
        }
      }

      struct ContentView: View {
        @State private var showMore = false
        var body: some View {
          Table {
            Text("First")
            Text("Second").bold()
            if showMore {
              Text("Third")
            } else {
              Button("More") { showMore = true }
            }
            for name in ["x", "y"] { Text(name) }
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["1.", "First", "2.", "Second", "3.", "More", "4.", "x", "5.", "y"])
    try tap(host, try centre(ofText: "More", host), at: 0)
    #expect(screenTexts(host) == ["1.", "First", "2.", "Second", "3.", "Third", "4.", "x", "5.", "y"])
  }
}
