import SwiftUI

// Wrapper storage assigned with `.init(…)`, an environment object's bindings, a `@State`
// local in a preview, a type called through parentheses, and `Text.foregroundStyle` as a
// `Text` (a prompt takes only a `Text`).
final class Account: ObservableObject {
  @Published var name = ""
  @Published var isAdmin = false
}

struct AccountForm: View {
  @EnvironmentObject var account: Account
  @StateObject private var draft: Account
  @ObservedObject private var shared: Account
  @State private var secret = ""
  @Binding var isOpen: Bool

  init(isOpen: Binding<Bool>) {
    _draft = .init(wrappedValue: Account())
    self._shared = .init(wrappedValue: Account())
    _isOpen = isOpen
  }

  var body: some View {
    Form {
      TextField("Name", text: $account.name)
      Toggle("Admin", isOn: $account.isAdmin)
      SecureField("", text: $secret, prompt: Text("Password").foregroundStyle(.gray))
      Text("\((Int)(2.9))").foregroundStyle(.red).bold()
    }
  }
}

#Preview {
  @State var isOpen = true
  return AccountForm(isOpen: $isOpen).environmentObject(Account())
}
