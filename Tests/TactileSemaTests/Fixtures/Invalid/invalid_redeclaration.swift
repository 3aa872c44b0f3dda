import SwiftUI

// Apple's article shows three versions of one view; pasted together into one file they are
// three declarations of the same type.
struct CounterView: View {  // expected-note@:8 {{'CounterView' previously declared here}}
  var body: some View { Text("one") }
}

struct CounterView: View {  // expected-error@:8 {{invalid redeclaration of 'CounterView'}}
  var body: some View { Text("two") }
}
