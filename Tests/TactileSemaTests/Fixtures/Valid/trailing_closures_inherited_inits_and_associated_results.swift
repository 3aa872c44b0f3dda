import SwiftUI

// The first trailing closure fills `onDismiss` (a defaulted closure parameter) when a labeled
// trailing closure fills the later `content` parameter that needs one.
struct SheetWithDismissAction: View {
  @State private var isShowing = false
  @State private var dismissals = 0

  var body: some View {
    Button("Show") { isShowing = true }
      .sheet(isPresented: $isShowing) {
        dismissals += 1
      } content: {
        Text("Dismissed \(dismissals) times")
      }
  }
}

// A subclass of an SDK class without designated initializers of its own inherits the SDK
// class's.
class PassthroughWindow: UIWindow {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let view = super.hitTest(point, with: event) else { return nil }
    return rootViewController?.view == view ? nil : view
  }
}

func makeWindow(_ scene: UIWindowScene) -> UIWindow {
  let window = PassthroughWindow(windowScene: scene)
  window.isHidden = false
  return window
}

// A closure's result type that is an associated type of a generic parameter an earlier
// argument fixes (`K.Value`) types the body's returns, empty literals included.
struct AnchorsKey: PreferenceKey {
  static var defaultValue: [String: Anchor<CGRect>] = [:]
  static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
    value.merge(nextValue()) { $1 }
  }
}

struct AnchoredSource: View {
  let id: String
  var isActive: Bool

  var body: some View {
    Text(id)
      .anchorPreference(key: AnchorsKey.self, value: .bounds) { anchor in
        if isActive {
          return [id: anchor]
        }
        return [:]
      }
      .onPreferenceChange(AnchorsKey.self) { anchors in
        print(anchors.count)
      }
  }
}

#Preview { SheetWithDismissAction() }
