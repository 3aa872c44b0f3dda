import SwiftUI

// A CaseIterable enum drives a row of chips; a long press resets to the default.
enum Speed: String, CaseIterable, Identifiable {
    case slow, normal, fast

    var id: String { rawValue }

    var factor: Double {
        switch self {
        case .slow: return 0.5
        case .normal: return 1
        case .fast: return 2
        }
    }
}

struct SpeedPicker: View {
    @State private var speed: Speed = .normal

    var body: some View {
        VStack {
            HStack {
                ForEach(Speed.allCases) { option in
                    Text(option.rawValue.capitalized)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(option == speed ? Color.blue : Color.gray.opacity(0.2))
                        .foregroundColor(option == speed ? .white : .primary)
                        .clipShape(Capsule())
                        .onTapGesture {
                            speed = option
                        }
                }
            }
            Text("×\(speed.factor, specifier: "%.1f")")
        }
        .onLongPressGesture(minimumDuration: 1) {
            speed = .normal
        }
    }
}

#Preview {
    SpeedPicker()
}
