import SwiftUI

// Async functions, tasks, sleeps and continuations, as views use them.
@MainActor
final class Feed: ObservableObject {
  @Published var items: [String] = []
  @Published var isLoading = false

  func refresh() async {
    isLoading = true
    defer { isLoading = false }
    try? await Task.sleep(nanoseconds: 300_000_000)
    items = (1...3).map { "Item \($0)" }
  }

  func delayed(_ seconds: Double) async -> Int {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { continuation.resume(returning: 1) }
    }
  }
}

struct FeedView: View {
  @StateObject private var feed = Feed()
  @State private var page = 0
  @State private var pulse: Task<Void, Never>?
  var onReload: () async -> Void = {}

  var body: some View {
    VStack {
      ForEach(feed.items, id: \.self) { Text($0) }
    }
    .task { await feed.refresh() }
    .task(id: page, priority: .background) {
      do {
        try await Task.sleep(for: .milliseconds(250))
        try Task.checkCancellation()
      } catch {
        print("cancelled")
      }
    }
    .onTapGesture {
      pulse?.cancel()
      pulse = Task { @MainActor in
        while !Task.isCancelled {
          page += await feed.delayed(0.5)
          try? await Task.sleep(for: .seconds(1))
          await onReload()
        }
      }
      Task.detached(priority: .utility) {
        await MainActor.run { print("on the main actor") }
      }
    }
  }
}
