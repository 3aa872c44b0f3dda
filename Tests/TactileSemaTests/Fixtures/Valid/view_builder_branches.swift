import SwiftUI

// if/else, else-if and local lets inside view builders, and a @ViewBuilder helper.
struct StatusBadge: View {
    let progress: Double
    @State private var expanded = false

    @ViewBuilder
    private func icon(for progress: Double) -> some View {
        if progress >= 1 {
            Image(systemName: "checkmark.circle.fill")
                .foregroundColor(.green)
        } else if progress > 0.5 {
            Image(systemName: "hourglass")
                .foregroundColor(.orange)
        } else {
            Image(systemName: "circle")
        }
    }

    var body: some View {
        let percent = Int(progress * 100)
        HStack {
            icon(for: progress)
            if expanded {
                VStack(alignment: .leading) {
                    Text("Progress")
                        .font(.caption)
                    Text("\(percent)%")
                        .bold()
                }
            } else {
                Text("\(percent)%")
            }
        }
        .padding(8)
        .background(Capsule().fill(Color.gray.opacity(0.15)))
        .onTapGesture {
            withAnimation {
                expanded.toggle()
            }
        }
    }
}

struct BadgeList: View {
    var body: some View {
        VStack {
            StatusBadge(progress: 0.2)
            StatusBadge(progress: 0.7)
            StatusBadge(progress: 1)
        }
    }
}

#Preview {
    BadgeList()
}
