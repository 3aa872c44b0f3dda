import SwiftUI

// A subscript with `get` and `set` (the setter's value named or `newValue`), and a local
// `@Bindable` whose projection gives bindings to the object's properties and subscripts.
enum Tab: Hashable { case home, settings }

@Observable
class Router {
  var paths: [Tab: [Int]] = [:]
  var title = ""
  subscript(tab: Tab) -> [Int] {
    get { paths[tab] ?? [] }
    set { paths[tab] = newValue }
  }
}

struct Grid {
  var cells: [Int] = Array(repeating: 0, count: 9)
  subscript(row: Int, column: Int) -> Int {
    get { cells[row * 3 + column] }
    set(value) { cells[row * 3 + column] = value }
  }
}

struct RouterView: View {
  @Environment(Router.self) private var router
  @State private var grid = Grid()

  var body: some View {
    @Bindable var router = router
    NavigationStack(path: $router[.home]) {
      VStack {
        TextField("Title", text: $router.title)
        Stepper("Cell", value: $grid[1, 1])
        Button("Push") {
          router[.home].append(1)
          grid[0, 0] += 1
        }
      }
    }
  }
}
