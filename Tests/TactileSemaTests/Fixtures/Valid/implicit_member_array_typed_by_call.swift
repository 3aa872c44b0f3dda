import SwiftUI

// An array literal of implicit members whose element type the call on it decides: through the
// closure's use of its parameter, or through the result type the context expects.
struct Swatch {
  var color: Color
}

struct SwatchRow: View {
  let byParameter: [Swatch] = [.red, .orange].map { Swatch(color: $0) }
  let byResult: [Swatch] = [.yellow, .green].compactMap { color in
    return .init(color: color)
  }
  let shorthand: [Swatch] = [.blue].map { .init(color: $0) }
  var body: some View {
    HStack {
      ForEach(byParameter.indices, id: \.self) { i in byParameter[i].color }
      Text("\(byResult.count) \(shorthand.count)")
    }
  }
}
