// A generic container view with @ViewBuilder closure properties and no initializer of its own:
// the memberwise initializer infers Content and Footer from multiple trailing closures.
import SwiftUI

protocol Shape2 { var name: String { get } ; func area() -> Double }
struct Sq: Shape2 { var side: Double; var name: String { "square" }; func area() -> Double { side * side } }

struct Card<Content: View, Footer: View>: View {
  let title: String
  var onTap: () -> Void = {}
  @ViewBuilder var content: () -> Content
  @ViewBuilder var footer: () -> Footer

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title).font(.headline)
      content()
      Divider()
      footer()
    }
    .padding()
    .background(RoundedRectangle(cornerRadius: 12).stroke(.gray))
    .contentShape(Rectangle())
    .onTapGesture(perform: onTap)
  }
}

struct Counter {
  private(set) var value = 0
  lazy var label: String = "Counter"
  mutating func bump(by step: Int = 1) { value += step }
  subscript(multiple: Int) -> Int { value * multiple }
  static func make() -> Counter { Counter() }
}

func swapped<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }

struct Dashboard: View {
  @State private var counter = Counter.make()
  @State private var pair = (1, 2)
  private let shapes: [Sq] = [Sq(side: 2), Sq(side: 3)]

  var body: some View {
    Card(title: "Taps", onTap: { counter.bump(by: 2); print(counter.value, counter[3]) }) {
      Text("value \(counter.value)")
      ForEach(shapes.indices, id: \.self) { i in
        Text("\(shapes[i].name) \(shapes[i].area(), specifier: "%.1f")")
      }
    } footer: {
      HStack {
        Button("swap") {
          var (a, b) = pair
          swapped(&a, &b)
          pair = (a, b)
          print(pair)
        }
        #if DEBUG
        Text("debug")
        #endif
      }
    }
  }
}
