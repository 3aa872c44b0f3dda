import SwiftUI
import UIKit

func rootController() -> UIViewController {
  guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return .init() }
  guard let root = scene.windows.first?.rootViewController else { return .init() }
  return root
}

final class Overlay {
  var window: UIWindow?
  func show<Content: View>(_ content: Content) {
    guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    window.windowLevel = .alert
    window.isHidden = false
    window.isUserInteractionEnabled = true
    let controller = UIHostingController(rootView: content)
    controller.view.backgroundColor = .clear
    controller.view.frame = window.frame
    window.rootViewController = controller
    self.window = window
  }
}

struct ContentView: View {
  let overlay = Overlay()
  init() {
    UIRefreshControl.appearance().attributedTitle = NSAttributedString(string: "loading…")
  }
  var body: some View {
    Button("Show") {
      overlay.show(Text("Alert"))
      _ = rootController()
      _ = sleep(1)
    }
  }
}

class AppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let config = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    config.delegateClass = SceneDelegate.self
    return config
  }
}

class SceneDelegate: NSObject, UIWindowSceneDelegate {
  weak var windowScene: UIWindowScene?
  var views: [UIView] = []
  func keep(_ label: UILabel) { views.append(label) }
}
