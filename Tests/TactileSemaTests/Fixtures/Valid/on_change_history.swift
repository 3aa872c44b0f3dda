import SwiftUI

// onChange and onAppear around a tap gesture; a dictionary counts taps per color.
struct TapHistory: View {
    @State private var selected = "red"
    @State private var counts: [String: Int] = [:]
    @State private var history: [String] = []

    private let palette: [String: Color] = [
        "red": .red,
        "green": .green,
        "blue": .blue,
    ]

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                ForEach(palette.keys.sorted(), id: \.self) { name in
                    Circle()
                        .fill(palette[name] ?? .gray)
                        .frame(width: 50, height: 50)
                        .overlay(Circle().stroke(Color.black, lineWidth: selected == name ? 3 : 0))
                        .onTapGesture {
                            selected = name
                            counts[name, default: 0] += 1
                        }
                }
            }
            Text("\(selected): \(counts[selected] ?? 0) taps")
            Text(history.suffix(3).joined(separator: " → "))
                .font(.footnote)
        }
        .onChange(of: selected) { oldValue, newValue in
            history.append("\(oldValue)→\(newValue)")
        }
        .onAppear {
            counts[selected] = 0
        }
    }
}

#Preview {
    TapHistory()
}
