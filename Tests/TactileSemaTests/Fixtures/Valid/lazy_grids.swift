// LazyVGrid with flexible and adaptive GridItems, LazyHGrid with fixed rows, taps on cells.
import SwiftUI

struct Photos: View {
  @State private var selected: Set<Int> = []
  private let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns, spacing: 8) {
        ForEach(0..<10) { i in
          RoundedRectangle(cornerRadius: 8)
            .fill(selected.contains(i) ? Color.blue : Color.gray.opacity(0.3))
            .aspectRatio(1, contentMode: .fit)
            .overlay(Text("\(i)"))
            .onTapGesture {
              if selected.contains(i) { selected.remove(i) } else { selected.insert(i) }
              print(selected.sorted())
            }
        }
      }
      .padding()
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach(["a", "bb", "ccc", "dddd", "e", "f"], id: \.self) { s in
          Text(s).frame(maxWidth: .infinity).padding(6).background(Color.yellow)
        }
      }
      .padding(.horizontal)
      LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 12) {
        ForEach(0..<5) { i in Text("r\(i)") }
      }
    }
  }
}
