import SwiftUI

struct Counters: View {
  @State private var taps: [Int] = [0, 0, 0]

  func label(for index: Int) -> String {
    var text = "Row \(index)"
    let suffix = { (n: Int) -> String in n == 1 ? " tap" : " taps" }
    text += ": \(taps[index])" + suffix(taps[index])
    return text
  }

  var body: some View {
    VStack(spacing: 8) {
      ForEach(0..<taps.count, id: \.self) { index in
        Text(label(for: index))
          .onTapGesture { taps[index] += 1 }
      }
    }
  }
}
