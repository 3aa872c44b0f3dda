import SwiftUI

// A child view wants a Binding; the parent passes the value.
struct Switch: View {
    @Binding var isOn: Bool

    var body: some View {
        Capsule()
            .fill(isOn ? Color.green : Color.gray)
            .frame(width: 60, height: 32)
            .onTapGesture {
                isOn.toggle()
            }
    }
}

struct Settings: View {
    @State private var wifi = true

    var body: some View {
        HStack {
            Text("Wi-Fi")
            Switch(isOn: wifi) // expected-error@:26 {{cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'}}
        }
    }
}
