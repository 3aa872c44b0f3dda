import SwiftUI

// simultaneousGesture lets a parent's tap run together with a child's.
struct SimultaneousModifier: View {
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Circle()
                .fill(Color.orange)
                .frame(width: 120, height: 120)
                .onTapGesture {
                    log.append("circle")
                }
            List {
                ForEach(log.indices, id: \.self) { i in
                    Text(log[i])
                }
            }
        }
        .simultaneousGesture(
            TapGesture()
                .onEnded {
                    log.append("stack")
                }
        )
    }
}

#Preview {
    SimultaneousModifier()
}
