import SwiftUI

protocol Scorable {
  var points: Int { get }
  func bonus() -> Int
}

extension Scorable {
  func bonus() -> Int { points / 10 }
}

struct Coin: Scorable {
  let points: Int
}

struct Gem: Scorable {
  let points: Int
  func bonus() -> Int { points }
}

func total<T: Scorable>(_ items: [T]) -> Int {
  items.reduce(0) { $0 + $1.points + $1.bonus() }
}

struct ScoreView: View {
  let coins = [Coin(points: 10), Coin(points: 20)]
  let gems = [Gem(points: 5)]

  var body: some View {
    Text("Score: \(total(coins) + total(gems))")
  }
}
