import SwiftUI

struct ContentView: View {
  var body: some View {
    var greeting = AttributedString("Hello")
    greeting.foregroundColor = .red
    greeting.font = .title
    var name = AttributedString(" world")
    if let r = name.range(of: "world") {
      name[r].foregroundColor = .blue
    }
    let all = greeting + name
    return VStack {
      Text(all)
      Text(AttributedString("plain"))
    }
  }
}
