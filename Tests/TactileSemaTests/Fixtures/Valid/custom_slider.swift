import SwiftUI

// A slider built from a DragGesture and GeometryReader.
struct CustomSlider: View {
    @Binding var value: Double
    var range: ClosedRange<Double> = 0...1
    private let knobSize: CGFloat = 28

    var body: some View {
        GeometryReader { geometry in
            let width = geometry.size.width - knobSize
            let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.gray.opacity(0.3))
                    .frame(height: 6)
                Capsule()
                    .fill(Color.accentColor)
                    .frame(width: knobSize / 2 + width * CGFloat(fraction), height: 6)
                Circle()
                    .fill(.white)
                    .shadow(radius: 2)
                    .frame(width: knobSize, height: knobSize)
                    .offset(x: width * CGFloat(fraction))
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { drag in
                                let location = min(max(drag.location.x - knobSize / 2, 0), width)
                                let newFraction = Double(location / width)
                                value = range.lowerBound + newFraction * (range.upperBound - range.lowerBound)
                            }
                    )
            }
        }
        .frame(height: knobSize)
    }
}

struct SliderDemo: View {
    @State private var volume = 0.5

    var body: some View {
        VStack(spacing: 20) {
            Text("Volume \(Int(volume * 100))%")
            CustomSlider(value: $volume)
                .padding(.horizontal)
        }
    }
}

#Preview {
    SliderDemo()
}
