import SwiftUI

// Foundation and UIKit names views use: character sets and Scanner (a hex colour), String
// indices, NSRange, notifications, user defaults, URLs, the application and the device.
extension Notification.Name {
  static let refresh = Notification.Name("refresh")
}

extension Color {
  static func hex(_ hex: String) -> Color {
    let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
    var int: UInt64 = 0
    Scanner(string: hex).scanHexInt64(&int)
    let r, g, b: UInt64
    r = int >> 16
    g = int >> 8 & 0xFF
    b = int & 0xFF
    return Color(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: 1)
  }
}

struct WordGame: View {
  @State private var word = "scramble"
  @State private var message = ""
  private let observer: NSNotification.Name = Notification.Name("observer")

  func isPossible(_ candidate: String) -> Bool {
    var remaining = word
    for letter in candidate {
      if let position = remaining.firstIndex(of: letter) {
        remaining.remove(at: position)
      } else {
        return false
      }
    }
    return true
  }

  func isReal(_ candidate: String) -> Bool {
    let checker = UITextChecker()
    let range = NSRange(location: 0, length: candidate.utf16.count)
    let misspelled = checker.rangeOfMisspelledWord(
      in: candidate, range: range, startingAt: 0, wrap: false, language: "en")
    return misspelled.location == NSNotFound
  }

  var body: some View {
    Text(message)
      .foregroundStyle(Color.hex("#FF8000"))
      .onAppear {
        message = "\(isPossible("ramble")) \(isReal("ramble"))"
        UserDefaults.standard.set(word, forKey: "word")
        if let url = URL(string: "https://example.com"), UIApplication.shared.canOpenURL(url) {
          UIApplication.shared.open(url)
        }
        NotificationCenter.default.post(name: .refresh, object: nil)
      }
      .onReceive(NotificationCenter.default.publisher(for: .refresh)) { _ in
        word = UserDefaults.standard.string(forKey: "word") ?? word
      }
      .onTapGesture {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        if UIDevice.current.userInterfaceIdiom == .pad { message = "iPad" }
      }
  }
}
