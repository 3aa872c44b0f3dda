import SwiftUI

// Every field of a drag's value, and the composed gesture types written out in full.
struct GestureValueFields: View {
    @State private var startedAt: Date?
    @State private var report = ""
    @State private var scaleReport = ""

    private var tapOrPress: ExclusiveGesture<TapGesture, LongPressGesture> {
        ExclusiveGesture(TapGesture(), LongPressGesture())
    }

    private var dragAndZoom: SimultaneousGesture<DragGesture, MagnificationGesture> {
        DragGesture().simultaneously(with: MagnificationGesture())
    }

    private func describe(_ value: DragGesture.Value) -> String {
        let distance = hypot(value.location.x - value.startLocation.x, value.location.y - value.startLocation.y)
        let seconds = startedAt.map { value.time.timeIntervalSince($0) } ?? 0
        return "from (\(Int(value.startLocation.x)), \(Int(value.startLocation.y))) "
            + "\(Int(distance)) pt in \(String(format: "%.2f", seconds)) s, "
            + "predicted end (\(Int(value.predictedEndLocation.x)), \(Int(value.predictedEndLocation.y)))"
    }

    var body: some View {
        VStack(spacing: 16) {
            Text(report)
                .font(.caption)
            Rectangle()
                .fill(Color.blue.opacity(0.3))
                .frame(height: 200)
                .gesture(
                    DragGesture(minimumDistance: 1)
                        .onChanged { value in
                            if startedAt == nil {
                                startedAt = value.time
                            }
                        }
                        .onEnded { value in
                            report = describe(value)
                            startedAt = nil
                        }
                )
            Text(scaleReport)
            Circle()
                .frame(width: 120, height: 120)
                .gesture(
                    dragAndZoom.onEnded { value in
                        let scale = value.second ?? 1
                        let moved = value.first.map { $0.translation.width.magnitude } ?? 0
                        scaleReport = "scale \(scale.magnitude), moved \(Int(moved))"
                    }
                )
                .gesture(
                    tapOrPress.onEnded { value in
                        switch value {
                        case .first:
                            scaleReport = "tap"
                        case .second(let finished):
                            scaleReport = finished ? "long press" : "cancelled"
                        }
                    }
                )
        }
        .padding()
    }
}

#Preview {
    GestureValueFields()
}
