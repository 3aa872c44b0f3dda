import SwiftUI
import Combine

struct Ticker: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  var body: some View {
    Text("tick")
      .onReceive(timer) { date in
        let seconds: Int = date // expected-error {{cannot convert value of type 'Date' to specified type 'Int'}}
        print(seconds)
      }
  }
}
