import SwiftUI
import UIKit

class AppDelegate: NSObject, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
    true
  }
}

@main
struct DemoApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
  var body: some Scene {
    WindowGroup { ContentView(); let _ = appDelegate }
  }
}

struct ContentView: View {
  var body: some View { Text("Hi \(UIScreen.main.bounds.width)") }
}
