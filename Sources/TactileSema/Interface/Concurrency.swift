extension Interface {
  /// Swift concurrency as views use it: tasks, `Task.sleep`, the main actor and continuations,
  /// run on the virtual clock (docs/semantics-design.md, "Async code").
  static let concurrency = #"""
    struct Task<Success, Failure: Error>: Equatable, Hashable {
      init(priority: TaskPriority? = nil, operation: @escaping () async -> Success) where Failure == Never
      init(priority: TaskPriority? = nil, operation: @escaping () async throws -> Success) where Failure == Error
      static func detached(priority: TaskPriority? = nil, operation: @escaping () async -> Success) -> Task<Success, Failure> where Failure == Never
      func cancel()
      var isCancelled: Bool { get }
      var value: Success { get async throws }
    }
    extension Task where Success == Never, Failure == Never {
      static var currentPriority: TaskPriority { get }
      static func sleep(nanoseconds duration: UInt64) async throws
      static func sleep(for duration: Duration) async throws
      static func sleep(_ duration: UInt64) async
      static func sleep<C: Clock>(until deadline: C.Instant, tolerance: Duration? = nil, clock: C = ContinuousClock()) async throws
      static func sleep<C: Clock>(for duration: Duration, tolerance: Duration? = nil, clock: C = ContinuousClock()) async throws
      static func yield() async
      static var isCancelled: Bool { get }
      static func checkCancellation() throws
    }
    struct TaskPriority: Equatable, Hashable, Comparable {
      static var high: TaskPriority { get }
      static var medium: TaskPriority { get }
      static var low: TaskPriority { get }
      static var userInitiated: TaskPriority { get }
      static var utility: TaskPriority { get }
      static var background: TaskPriority { get }
    }
    struct Duration: Equatable, Hashable, Comparable {
      static func seconds<T: BinaryInteger>(_ seconds: T) -> Duration
      static func seconds(_ seconds: Double) -> Duration
      static func milliseconds<T: BinaryInteger>(_ milliseconds: T) -> Duration
      static func milliseconds(_ milliseconds: Double) -> Duration
      static func microseconds<T: BinaryInteger>(_ microseconds: T) -> Duration
      static func nanoseconds<T: BinaryInteger>(_ nanoseconds: T) -> Duration
      static var zero: Duration { get }
      static func + (lhs: Duration, rhs: Duration) -> Duration
      static func * (lhs: Duration, rhs: Int) -> Duration
      static func - (lhs: Duration, rhs: Duration) -> Duration
    }
    protocol InstantProtocol: Comparable, Hashable {
      func advanced(by duration: Duration) -> Self
      func duration(to other: Self) -> Duration
    }
    protocol Clock {
      associatedtype Instant: InstantProtocol
      var now: Self.Instant { get }
      var minimumResolution: Duration { get }
    }
    extension Clock {
      func measure(_ work: () throws -> Void) rethrows -> Duration
    }
    struct ContinuousClock: Clock {
      init()
      struct Instant: InstantProtocol {
        static var now: ContinuousClock.Instant { get }
        func advanced(by duration: Duration) -> ContinuousClock.Instant
        func duration(to other: ContinuousClock.Instant) -> Duration
        static func + (lhs: ContinuousClock.Instant, rhs: Duration) -> ContinuousClock.Instant
        static func - (lhs: ContinuousClock.Instant, rhs: Duration) -> ContinuousClock.Instant
        static func - (lhs: ContinuousClock.Instant, rhs: ContinuousClock.Instant) -> Duration
      }
      var now: ContinuousClock.Instant { get }
      var minimumResolution: Duration { get }
      static var now: ContinuousClock.Instant { get }
    }
    extension Clock where Self == ContinuousClock {
      static var continuous: ContinuousClock { get }
    }
    struct SuspendingClock: Clock {
      init()
      struct Instant: InstantProtocol {
        static var now: SuspendingClock.Instant { get }
        func advanced(by duration: Duration) -> SuspendingClock.Instant
        func duration(to other: SuspendingClock.Instant) -> Duration
        static func + (lhs: SuspendingClock.Instant, rhs: Duration) -> SuspendingClock.Instant
        static func - (lhs: SuspendingClock.Instant, rhs: Duration) -> SuspendingClock.Instant
        static func - (lhs: SuspendingClock.Instant, rhs: SuspendingClock.Instant) -> Duration
      }
      var now: SuspendingClock.Instant { get }
      var minimumResolution: Duration { get }
      static var now: SuspendingClock.Instant { get }
    }
    extension Clock where Self == SuspendingClock {
      static var suspending: SuspendingClock { get }
    }
    struct CancellationError: Error {
      init()
    }
    final class MainActor {
      static func run<T>(resultType: T.Type = T.self, body: @escaping () throws -> T) async rethrows -> T
    }
    struct CheckedContinuation<T, E: Error> {
      func resume(returning value: T)
      func resume(throwing error: E)
    }
    extension CheckedContinuation where T == Void {
      func resume()
    }
    protocol AsyncIteratorProtocol {
      associatedtype Element
      mutating func next() async throws -> Self.Element?
    }
    protocol AsyncSequence {
      associatedtype AsyncIterator: AsyncIteratorProtocol
      associatedtype Element
      func makeAsyncIterator() -> Self.AsyncIterator
    }
    struct TaskGroup<ChildTaskResult>: AsyncSequence {
      typealias Element = ChildTaskResult
      mutating func addTask(priority: TaskPriority? = nil, operation: @escaping () async -> ChildTaskResult)
      mutating func addTaskUnlessCancelled(priority: TaskPriority? = nil, operation: @escaping () async -> ChildTaskResult) -> Bool
      mutating func next() async -> ChildTaskResult?
      mutating func waitForAll() async
      func cancelAll()
      var isEmpty: Bool { get }
      var isCancelled: Bool { get }
    }
    struct ThrowingTaskGroup<ChildTaskResult, Failure: Error>: AsyncSequence {
      typealias Element = ChildTaskResult
      mutating func addTask(priority: TaskPriority? = nil, operation: @escaping () async throws -> ChildTaskResult)
      mutating func addTaskUnlessCancelled(priority: TaskPriority? = nil, operation: @escaping () async throws -> ChildTaskResult) -> Bool
      mutating func next() async throws -> ChildTaskResult?
      mutating func waitForAll() async throws
      func cancelAll()
      var isEmpty: Bool { get }
      var isCancelled: Bool { get }
    }
    func withTaskGroup<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type, returning returnType: GroupResult.Type = GroupResult.self, body: (inout TaskGroup<ChildTaskResult>) async -> GroupResult) async -> GroupResult
    func withThrowingTaskGroup<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type, returning returnType: GroupResult.Type = GroupResult.self, body: (inout ThrowingTaskGroup<ChildTaskResult, Error>) async throws -> GroupResult) async rethrows -> GroupResult
    struct AsyncStream<Element>: AsyncSequence {
      init(_ elementType: Element.Type = Element.self, _ build: (AsyncStream<Element>.Continuation) -> Void)
      init(unfolding produce: @escaping () async -> Element?)
      struct Continuation {
        func yield(_ value: Element)
        func finish()
      }
    }
    extension AsyncStream.Continuation where Element == Void {
      func yield()
    }
    struct AsyncThrowingStream<Element, Failure: Error>: AsyncSequence {
      init(_ elementType: Element.Type = Element.self, _ build: (AsyncThrowingStream<Element, Failure>.Continuation) -> Void) where Failure == Error
      init(unfolding produce: @escaping () async throws -> Element?) where Failure == Error
      struct Continuation {
        func yield(_ value: Element)
        func finish(throwing error: Failure? = nil)
      }
    }
    func withCheckedContinuation<T>(_ body: (CheckedContinuation<T, Never>) -> Void) async -> T
    func withCheckedThrowingContinuation<T>(_ body: (CheckedContinuation<T, Error>) -> Void) async throws -> T

    extension View {
      func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View
      func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View
    }
    """#
}
