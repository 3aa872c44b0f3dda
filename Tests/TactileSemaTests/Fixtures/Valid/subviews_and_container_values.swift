import SwiftUI

extension ContainerValues {
  @Entry var weight: CGFloat = 1
}

extension SubviewsCollection {
  func rows(of size: Int) -> [[Subview]] {
    stride(from: 0, to: count, by: size).map { start in
      Array(self[start..<Swift.min(start + size, count)])
    }
  }
}

struct Weighted<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    Group(subviews: content) { subviews in
      let rows = subviews.rows(of: 2)
      VStack {
        ForEach(rows.indices, id: \.self) { index in
          HStack {
            ForEach(rows[index]) { subview in
              subview
                .frame(maxWidth: subview.containerValues.weight * 100)
            }
          }
        }
        if let first = subviews.first {
          first.id(first.id)
        }
        subviews[1...]
        subviews.prefix(1)
      }
    }
  }
}

struct Settings: Identifiable {
  var id: Int
  var isOn: Bool
}

struct SubviewsScreen: View {
  @State private var settings = [Settings(id: 0, isOn: true), Settings(id: 1, isOn: false)]

  var body: some View {
    VStack {
      Weighted {
        Text("one").containerValue(\.weight, 2)
        ForEach(0..<3) { i in Text("\(i)") }
      }
      ForEach(subviews: Group { Text("a"); Text("b") }) { subview in
        subview.padding()
      }
      Toggle(sources: $settings, isOn: \.isOn) { Text("All") }
      Toggle("All settings", sources: $settings, isOn: \.isOn)
      Text("\("Chip".size(withAttributes: [.font: UIFont.preferredFont(forTextStyle: .body)]).width)")
    }
  }
}
