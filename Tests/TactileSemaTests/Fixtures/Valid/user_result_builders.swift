import SwiftUI

// The program's own result builders: on parameters, properties and methods, with optional,
// either, array, final-result and partial-block building, and one building rows of views.
@resultBuilder struct ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildExpression(_ n: Int) -> [String] { ["#\(n)"] }
    static func buildOptional(_ p: [String]?) -> [String] { p ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
    static func buildLimitedAvailability(_ parts: [String]) -> [String] { parts }
    static func buildFinalResult(_ parts: [String]) -> [String] { parts + ["end"] }
}

@resultBuilder struct Joiner {
    static func buildPartialBlock(first: String) -> String { first }
    static func buildPartialBlock(accumulated: String, next: String) -> String { accumulated + "+" + next }
}

@resultBuilder struct RowsBuilder {
    static func buildBlock(_ rows: [AnyView]...) -> [AnyView] { rows.flatMap { $0 } }
    static func buildExpression<V: View>(_ view: V) -> [AnyView] { [AnyView(view)] }
    static func buildOptional(_ rows: [AnyView]?) -> [AnyView] { rows ?? [] }
    static func buildEither(first rows: [AnyView]) -> [AnyView] { rows }
    static func buildEither(second rows: [AnyView]) -> [AnyView] { rows }
    static func buildArray(_ rows: [[AnyView]]) -> [AnyView] { rows.flatMap { $0 } }
}

func make(@ListBuilder _ content: () -> [String]) -> [String] { content() }
func join(@Joiner _ content: () -> String) -> String { content() }

struct Menu {
    var vegetarian = true
    @ListBuilder var items: [String] {
        "soup"
        if vegetarian { "salad" } else { "steak" }
        for i in 1...2 { "bread \(i)" }
    }
    @ListBuilder func extras(_ n: Int) -> [String] {
        if n > 1 { "many" } else if n == 1 { "one" }
        n
    }
}

struct Section {
    var title: String
    @ListBuilder var lines: [String]
}

struct Table: View {
    let rows: [AnyView]
    init(@RowsBuilder rows: () -> [AnyView]) { self.rows = rows() }
    var body: some View {
        VStack {
            ForEach(0..<rows.count, id: \.self) { i in
                rows[i]
            }
        }
    }
}

struct Board: View {
    @State private var more = false
    var body: some View {
        Table {
            Text(make { "a"; "b"; if more { "c" } }.joined(separator: ","))
            Text(Menu().items.joined(separator: ",") + join { "x"; "y" })
            if more {
                Text("More")
            } else {
                Button("Show more") { more = true }
            }
            for word in Menu().extras(2) { Text(word) }
            Text(Section(title: "t") { "p"; "q" }.lines.joined())
        }
    }
}
