#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#else
import Foundation
#endif

struct PlatformView: View {
  #if os(iOS)
  @State private var isTouching = false
  #endif

  var body: some View {
    Text("Hello")
      .padding()
    #if os(iOS)
      .gesture(DragGesture())
    #elseif os(macOS)
      .onHover { _ in }
    #endif
      .frame(width: 100)
  }

  func handle() {
    #if DEBUG && !TESTING
    print("debug")
    #elseif swift(>=5.9) || compiler(>=6)
    print("modern")
    #else
    print("other")
    #endif
    switch value {
    case 1:
      print(1)
    #if canImport(UIKit)
    case 2:
      print(2)
    #endif
    default:
      break
    }
  }
}

#if targetEnvironment(simulator)
let simulated = true
#endif
