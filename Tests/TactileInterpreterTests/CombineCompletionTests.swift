import TactileTestSupport
import Testing

/// Combine's failures on their way to a subscriber: `mapError`, `catch`, `replaceError(with:)`,
/// `setFailureType(to:)` and `Fail`, with the completion a `sink` receives.
@Suite struct CombineCompletionTests {
  @Test(
    "a failure passes mapError, catch or replaceError downstream of where it arose, then reaches the sink")
  func failuresReachTheSink() {
    let output = run(
      """
      import Combine

      enum Problem: Error { case bad(Int) }
      struct Wrapped: Error { let inner: Problem }

      func main() {
        var bag = Set<AnyCancellable>()
        Fail<Int, Problem>(error: .bad(1))
          .mapError { Wrapped(inner: $0) }
          .eraseToAnyPublisher()
          .sink(receiveCompletion: { completion in
            switch completion {
            case .finished: print("finished")
            case .failure(let e): print("failure", e.inner)
            }
          }, receiveValue: { print("value", $0) })
          .store(in: &bag)
        let subject = PassthroughSubject<Int, Problem>()
        subject
          .map { $0 * 2 }
          .catch { _ in Just(-1) }
          .sink(receiveCompletion: { _ in print("completed") }, receiveValue: { print("got", $0) })
          .store(in: &bag)
        subject.send(1)
        subject.send(completion: .failure(.bad(2)))
        subject.send(3)
        Just(5)
          .setFailureType(to: Problem.self)
          .tryMap { v -> Int in
            if v > 3 { throw Problem.bad(v) }
            return v
          }
          .mapError { _ in Wrapped(inner: .bad(0)) }
          .replaceError(with: 0)
          .sink { print("replaced", $0) }
          .store(in: &bag)
        Just(7)
          .mapError { _ in Wrapped(inner: .bad(9)) }
          .sink(receiveCompletion: { c in if case .finished = c { print("just finished") } }, receiveValue: { print("just", $0) })
          .store(in: &bag)
      }
      """)
    #expect(output == "failure bad(1)\ngot 2\ngot -1\ncompleted\nreplaced 0\njust 7\njust finished\n")
  }
}
