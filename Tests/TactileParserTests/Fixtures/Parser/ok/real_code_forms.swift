import SwiftUI

@main
struct GestureApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}

struct Shake: ViewModifier {
  var amount: CGFloat = 10
  func body(content: Content) -> some View {
    content.offset(x: amount)
  }
}

extension View {
  func shake(_ amount: CGFloat = 10) -> some View { modifier(Shake(amount: amount)) }
}

struct ContentView: View {
  @Environment(\.dismiss) private var dismiss
  @State private var items = ["a", "b", "c"]
  @State private var selection: String? = nil
  @State private var scale: CGFloat = 1.0
  @GestureState private var press = false
  private let screen = UIScreen.main.bounds

  var body: some View {
    NavigationStack {
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 8) {
          ForEach(items, id: \.self) { item in
            Text(item)
              .padding(.horizontal, 12)
              .background(selection == item ? Color.blue.opacity(0.2) : .clear)
              .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
              .onTapGesture { selection = item }
          }
        }
      }
      if #available(iOS 17, *) {
        Text("new")
      } else {
        Text("old")
      }
      switch selection {
      case .some(let value):
        Text("Selected \(value)")
      case nil:
        EmptyView()
      }
      Text("a") + Text("b").bold()
      Button("Close") { dismiss() }
      Button(action: { scale = 1 }) {
        Label("Reset", systemImage: "arrow.counterclockwise")
      }
      Rectangle()
        .frame(maxWidth: .infinity, minHeight: screen.height / 4)
        .scaleEffect(scale)
        .highPriorityGesture(
          TapGesture(count: 2).onEnded { scale = scale > 1 ? 1 : 2 }
        )
        .simultaneousGesture(
          LongPressGesture(minimumDuration: 0.3)
            .updating($press) { current, state, _ in state = current }
        )
        .animation(.interactiveSpring(response: 0.3, dampingFraction: 0.8, blendDuration: 0), value: scale)
        .shake(press ? 5 : 0)
    }
  }

  private func format(_ value: Double) -> String {
    String(format: "%.2f", value)
  }

  func load() async {
    guard let url = URL(string: "https://example.com") else { return }
    let (data, _) = try! await URLSession.shared.data(from: url)
    items = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    items[0] = items.first?.uppercased() ?? ""
    selection?.append("!")
    let total = items.reduce(into: 0) { $0 += $1.count }
    let ratio = Double(total) as Double? ?? 0
    print("ratio: \(String(format: "%.1f", ratio))", terminator: "")
  }

  func handle(_ value: DragGesture.Value) {
    let velocity = CGSize(
      width: value.predictedEndLocation.x - value.location.x,
      height: value.predictedEndLocation.y - value.location.y,
    )
    if abs(velocity.width) > 100, velocity.height < 50 || velocity.height > -50 {
      withAnimation(.easeOut(duration: 0.25)) {
        scale = min(max(scale * 1.1, 0.5), 3)
      }
    }
  }
}

final class Store: ObservableObject {
  @Published private(set) var count = 0
  func tap() { count += 1 }
  lazy var handler: () -> Void = { [weak self] in
    guard let self else { return }
    self.tap()
  }
}

#Preview {
  ContentView()
    .environmentObject(Store())
}
