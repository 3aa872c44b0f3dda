// ForEach over enumerated() with id: \.offset and a two-parameter closure, reduce(into:) with
// $0 as its inout accumulator, a labelled-tuple key path, a custom ViewModifier, defer.
import SwiftUI

enum Edge2: String, CaseIterable { case leading, trailing
  var sign: CGFloat { self == .leading ? -1 : 1 }
}

struct Shake: ViewModifier {
  var amount: CGFloat
  func body(content: Content) -> some View { content.offset(x: amount) }
}

extension View {
  func shake(_ amount: CGFloat) -> some View { modifier(Shake(amount: amount)) }
}

struct Slider2: View {
  @Binding var value: Double
  var range: ClosedRange<Double> = 0...100
  var body: some View {
    GeometryReader { proxy in
      let width = proxy.size.width
      ZStack(alignment: .leading) {
        Capsule().fill(.gray.opacity(0.3))
        Capsule().fill(.blue).frame(width: width * CGFloat((value - range.lowerBound) / (range.upperBound - range.lowerBound)))
      }
      .contentShape(Rectangle())
      .gesture(DragGesture(minimumDistance: 0).onChanged { g in
        let fraction = min(max(g.location.x / width, 0), 1)
        value = range.lowerBound + Double(fraction) * (range.upperBound - range.lowerBound)
      })
    }
    .frame(height: 30)
  }
}

struct Panel: View {
  @State private var volume = 50.0
  @State private var history: [Double] = []
  @State private var wobble: CGFloat = 0
  private static let steps = stride(from: 0, through: 100, by: 25).map { $0 }

  var body: some View {
    VStack(spacing: 12) {
      Slider2(value: $volume)
        .simultaneousGesture(TapGesture(count: 2).onEnded { volume = 50 })
      Text(String(format: "%.1f", volume))
        .shake(wobble)
      HStack {
        ForEach(Array(Self.steps.enumerated()), id: \.offset) { index, step in
          Text("\(step)")
            .padding(4)
            .background(index % 2 == 0 ? Color.yellow : .orange)
            .onTapGesture {
              defer { history.append(Double(step)) }
              volume = Double(step)
              let grouped = Dictionary(grouping: history, by: { $0 > 50 })
              let summary = grouped.keys.sorted { !$0 && $1 }.map { "\($0): \(grouped[$0]?.count ?? 0)" }
              print(summary.joined(separator: ", "), history.reduce(into: 0) { $0 += $1 })
              if let last = history.last, case let diff = abs(last - volume), diff > 30 {
                wobble = Edge2.allCases.randomElement()?.sign ?? 0
              }
            }
        }
      }
    }
    .padding()
  }
}
