// @ViewBuilder on a stored property of the content's type (SE-0289): the memberwise
// initializer takes a view builder closure and stores its view.
import SwiftUI
struct Card<Content: View>: View {
  @ViewBuilder let content: Content
  var body: some View { content.padding().border(.gray) }
}
struct V: View {
  var body: some View { Card { Text("a"); Text("b") } }
}
