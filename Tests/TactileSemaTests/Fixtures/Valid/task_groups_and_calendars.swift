import Combine
import SwiftUI

// Structured concurrency, calendars, Combine's failure operators and `joined()` as real
// screens use them.
struct Item: Identifiable {
  let id: Int
}

final class Loader {
  func image(_ n: Int) async throws -> UIImage? { nil }

  func images() async throws -> [UIImage] {
    try await withThrowingTaskGroup(of: UIImage?.self) { [weak self] group in
      guard let self else { return [] }
      for n in 1...3 {
        group.addTask { try await self.image(n) }
      }
      var images: [UIImage] = []
      for try await image in group {
        if let image { images.append(image) }
      }
      return images
    }
  }

  func sum() async -> Int {
    await withTaskGroup(of: Int.self, returning: Int.self) { group in
      group.addTask { 1 }
      let first = await group.next() ?? 0
      await group.waitForAll()
      group.cancelAll()
      return first
    }
  }

  func ticks() -> AsyncStream<Int> {
    AsyncStream { continuation in
      continuation.yield(1)
      continuation.finish()
    }
  }

  func failing() -> AnyPublisher<Int, Error> {
    Fail<Int, URLError>(error: URLError(.badURL))
      .mapError { $0 as Error }
      .eraseToAnyPublisher()
  }
}

struct CalendarScreen: View {
  @State private var items: [Item] = []
  let images: [UIImage] = []

  var weekday: Int {
    let calendar = Calendar.current
    let date = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: Date()))!
    let parts: DateComponents = calendar.dateComponents([.year, .month], from: date)
    _ = calendar.range(of: .day, in: .month, for: date)?.count
    _ = calendar.isDate(date, inSameDayAs: Date()) || calendar.isDateInToday(date)
    return calendar.component(.weekday, from: date) + (parts.month ?? 0)
  }

  var body: some View {
    VStack {
      ForEach(images, id: \.self) { image in
        Image(uiImage: image)
      }
      Text("\(weekday)")
      Button("Load") {
        let pages: [[Item]] = [[Item(id: 1)], [Item(id: 2)]]
        let all = pages.joined()
        items = all.sorted { $0.id > $1.id }
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        _ = ["a", "b"].joined()
      }
    }
    .task {
      for await tick in Loader().ticks() {
        print(tick)
      }
    }
  }
}
