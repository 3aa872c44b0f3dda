import SwiftUI

struct OffsetKey: PreferenceKey {
  static var defaultValue: CGFloat = .zero
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value += nextValue()
  }
}

struct NamesKey: PreferenceKey {
  static var defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value.append(contentsOf: nextValue())
  }
}

struct Reader: View {
  @State private var offset: CGFloat = 0
  @State private var names: [String] = []
  var body: some View {
    ScrollView {
      GeometryReader { proxy in
        Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
      }
      .frame(height: 0)
      Text("a").preference(key: NamesKey.self, value: ["a"])
      Text("b").transformPreference(NamesKey.self) { $0.append("b") }
    }
    .coordinateSpace(name: "scroll")
    .onPreferenceChange(OffsetKey.self) { offset = $0 }
    .onPreferenceChange(NamesKey.self, perform: { names = $0 })
    .overlayPreferenceValue(NamesKey.self) { value in Text(value.joined()) }
    .backgroundPreferenceValue(OffsetKey.self, alignment: .top) { value in Text("\(value)") }
    .overlay {
      let items = [GridItem(.fixed(10), spacing: 4)]
      Text("\(items[0].spacing ?? 0)")
    }
  }
}
