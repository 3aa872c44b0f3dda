import SwiftUI

struct Badge: View {
  var title: String
  @Binding var isOn: Bool

  var body: some View {
    Text(title)
      .foregroundStyle(isOn ? .green : .gray)
      .onTapGesture { isOn.toggle() }
  }
}

#Preview {
  Badge(title: "Hello", isOn: .constant(true))
}
