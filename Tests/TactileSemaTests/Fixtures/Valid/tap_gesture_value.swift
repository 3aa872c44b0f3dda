import SwiftUI

// TapGesture values (Void) and a gesture stored in a property.
struct TapGestureValue: View {
    @State private var isOn = false
    @State private var tripleTaps = 0

    let newGesture = TapGesture().onEnded {
        print("Tap on VStack.")
    }

    var tripleTap: some Gesture {
        TapGesture(count: 3)
            .onEnded { _ in
                tripleTaps += 1
            }
    }

    var body: some View {
        VStack(spacing: 25) {
            Image(systemName: isOn ? "lightbulb.fill" : "lightbulb")
                .resizable()
                .frame(width: 75, height: 75)
                .foregroundColor(isOn ? .yellow : .gray)
                .gesture(TapGesture().onEnded { isOn.toggle() })
            Text("Triple taps: \(tripleTaps)")
                .gesture(tripleTap)
        }
        .gesture(newGesture)
        .frame(width: 200, height: 300)
        .border(Color.purple)
    }
}

#Preview {
    TapGestureValue()
}
