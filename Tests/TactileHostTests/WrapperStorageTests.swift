import TactileHost
import TactileTestSupport
import Testing

/// Property-wrapper storage as initializers and previews reach it: `_object = .init(…)` for
/// observable-object wrappers, `$object.property` of an `@EnvironmentObject`, a `@State` local
/// outside a view, and static members a program's types inherit from the standard library.
@Suite struct WrapperStorageTests {
  @Test("an initializer assigns .init(wrappedValue:) to a @StateObject's and an @ObservedObject's storage")
  func objectWrapperStorageByImplicitInit() throws {
    let host = try makeHost(
      """
      import SwiftUI
      class Model: ObservableObject { @Published var count: Int
        init(count: Int) { self.count = count } }
      struct V: View {
        @StateObject private var owned: Model
        @ObservedObject private var shared: Model
        @State private var step: Int
        init(start: Int) {
          _owned = .init(wrappedValue: Model(count: start))
          self._shared = .init(wrappedValue: Model(count: start * 10))
          _step = .init(initialValue: 2)
        }
        var body: some View {
          VStack {
            Text("\\(owned.count) \\(shared.count)")
            Button("add") { owned.count += step; shared.count += step }
          }
        }
      }
      #Preview { V(start: 1) }
      """)
    #expect(screenTexts(host).first == "1 10")
    try tap(host, try centre(ofText: "add", host), at: 0)
    #expect(screenTexts(host).first == "3 12")
  }

  @Test("$object.property of an @EnvironmentObject is a binding that writes to the object")
  func environmentObjectProjection() throws {
    let host = try makeHost(
      """
      import SwiftUI
      class User: ObservableObject { @Published var isAdmin = false }
      struct V: View {
        @EnvironmentObject var user: User
        var body: some View {
          VStack {
            Text(user.isAdmin ? "admin" : "guest")
            Button("promote") { promote($user.isAdmin) }
          }
        }
        func promote(_ flag: Binding<Bool>) { flag.wrappedValue = true }
      }
      #Preview { V().environmentObject(User()) }
      """)
    #expect(screenTexts(host).contains("guest"))
    try tap(host, try centre(ofText: "promote", host), at: 0)
    #expect(screenTexts(host).contains("admin"))
  }

  @Test(
    "a @State local in a #Preview without @Previewable projects a constant binding of its initial value, as SwiftUI does outside a view"
  )
  func stateLocalOutsideAView() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Panel: View {
        @Binding var isOpen: Bool
        var body: some View {
          VStack {
            Text(isOpen ? "open" : "closed")
            Button("toggle") { isOpen.toggle() }
          }
        }
      }
      #Preview {
        @State var isOpen: Bool = true
        return Panel(isOpen: $isOpen)
      }
      """)
    #expect(screenTexts(host).first == "open")
    try tap(host, try centre(ofText: "toggle", host), at: 0)
    #expect(screenTexts(host).first == "open")
  }

  @Test("allCases of an enum nested in a class is that enum's cases, with other enums in the program")
  func nestedEnumAllCases() {
    let output = run(
      """
      class Settings {
        enum Sorting: CaseIterable { case id, name, color }
        enum Behavior: CaseIterable { case register, login }
      }
      enum Other: CaseIterable { case a }
      func main() {
        print(Settings.Sorting.allCases.count, Settings.Behavior.allCases, Other.allCases.count)
      }
      """)
    #expect(output == "3 [main.Settings.Behavior.register, main.Settings.Behavior.login] 1\n")
  }

  @Test("a type in parentheses is called as the type itself: (Int)(x)")
  func parenthesizedTypeCall() {
    let output = run(
      """
      func main() {
        let x = 4.7
        print((Int)(x), (String)(12).count)
      }
      """)
    #expect(output == "4 2\n")
  }
}
