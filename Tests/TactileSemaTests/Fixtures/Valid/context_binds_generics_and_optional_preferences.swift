import SwiftUI

// The context binds a generic type's parameters before its arguments do: the `CGFloat`
// arguments convert to the `Double`s the return type names.
struct GradientBand: View {
    var start: UnitPoint = .init(x: 0, y: 1)
    var end: UnitPoint = .init(x: 1, y: 1)

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start.x, end.x) }
        set {
            start.x = newValue.first
            end.x = newValue.second
        }
    }

    var body: some View {
        Rectangle()
            .size(width: 120, height: 40)
            .fill(LinearGradient(colors: [.red, .blue], startPoint: start, endPoint: end))
    }
}

// A preference key whose value is optional needs no `defaultValue`: it is `nil`.
struct WidthKey: PreferenceKey {
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
        value = nextValue()
    }
}

struct MeasuredCircle: View {
    @State private var width: CGFloat? = nil
    @Environment(\.accessibilityDimFlashingLights) private var dims
    private let queue = DispatchQueue(label: "com.example.measure", qos: .userInitiated)

    var body: some View {
        VStack {
            Text("Measured")
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                })
                .onPreferenceChange(WidthKey.self) { value in
                    width = value
                }
            Image(decorative: "ornament")
            LabeledContent("Total", value: 55, format: .number)
            Canvas { context, size in
                context.blendMode = .clear
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            }
            Button("Messages") {}
                .accessibilityAction {
                    width = nil
                } label: {
                    Label("Delete", systemImage: "trash")
                }
        }
    }
}
