import SwiftUI

struct Profile: Identifiable {
    let id = UUID()
    let name: String
    let age: Int
    let color: Color
}

// Tinder-style cards: the top card tilts while dragged and flies away past a threshold.
struct CardStack: View {
    @State private var profiles = [
        Profile(name: "Ada", age: 36, color: .pink),
        Profile(name: "Grace", age: 45, color: .teal),
        Profile(name: "Alan", age: 41, color: .orange),
    ]
    @GestureState private var translation: CGSize = .zero
    @State private var liked: [String] = []

    private let swipeThreshold: CGFloat = 120

    private func card(for profile: Profile, isTop: Bool) -> some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(profile.color)
            .overlay(
                VStack {
                    Spacer()
                    Text("\(profile.name), \(profile.age)")
                        .font(.title)
                        .foregroundColor(.white)
                        .padding()
                }
            )
            .frame(width: 280, height: 400)
            .offset(isTop ? translation : .zero)
            .rotationEffect(.degrees(isTop ? Double(translation.width / 20) : 0))
    }

    var body: some View {
        ZStack {
            ForEach(profiles) { profile in
                let isTop = profile.id == profiles.last?.id
                card(for: profile, isTop: isTop)
                    .gesture(
                        DragGesture()
                            .updating($translation) { value, state, _ in
                                state = value.translation
                            }
                            .onEnded { value in
                                if abs(value.translation.width) > swipeThreshold {
                                    if value.translation.width > 0 {
                                        liked.append(profile.name)
                                    }
                                    profiles.removeAll { $0.id == profile.id }
                                }
                            },
                        including: isTop ? .all : .none
                    )
            }
            if profiles.isEmpty {
                Text("Liked: \(liked.joined(separator: ", "))")
            }
        }
        .animation(.interactiveSpring(), value: translation)
    }
}

#Preview {
    CardStack()
}
