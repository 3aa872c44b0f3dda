extension Interface {
  /// Combine as views use it: publishers a view observes with `onReceive`, `sink` and
  /// `AnyCancellable`, subjects, and `ObservableObject`'s `objectWillChange`
  /// (docs/runtime-values.md, "Publishers").
  static let combine = #"""
    protocol Publisher<Output, Failure> {
      associatedtype Output
      associatedtype Failure: Error
    }
    protocol ConnectablePublisher: Publisher {
      func connect() -> Cancellable
    }
    protocol Cancellable {
      func cancel()
    }
    protocol Subject: AnyObject, Publisher {
      func send(_ value: Self.Output)
    }
    protocol Scheduler {
      associatedtype SchedulerOptions
      associatedtype SchedulerTimeType
    }
    extension Never: Error {}

    extension Publisher {
      func sink(receiveCompletion: @escaping (Subscribers.Completion<Self.Failure>) -> Void, receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable
      func map<T>(_ transform: @escaping (Self.Output) -> T) -> Publishers.Map<Self, T>
      func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S>
      func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure>
      func tryMap<T>(_ transform: @escaping (Self.Output) throws -> T) -> Publishers.TryMap<Self, T>
      func compactMap<T>(_ transform: @escaping (Self.Output) -> T?) -> Publishers.CompactMap<Self, T>
      func filter(_ isIncluded: @escaping (Self.Output) -> Bool) -> Publishers.Filter<Self>
      func first() -> Publishers.First<Self>
      func first(where predicate: @escaping (Self.Output) -> Bool) -> Publishers.FirstWhere<Self>
      func last() -> Publishers.Last<Self>
      func last(where predicate: @escaping (Self.Output) -> Bool) -> Publishers.LastWhere<Self>
      func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder> where Self.Output == Coder.Input
      func replaceError(with output: Self.Output) -> Publishers.ReplaceError<Self>
      func mapError<E: Error>(_ transform: @escaping (Self.Failure) -> E) -> Publishers.MapError<Self, E>
      func `catch`<P: Publisher>(_ handler: @escaping (Self.Failure) -> P) -> Publishers.Catch<Self, P> where Self.Output == P.Output
      func assign<Root>(to keyPath: WritableKeyPath<Root, Self.Output>, on object: Root) -> AnyCancellable where Self.Failure == Never
      func assign(to published: inout Published<Self.Output>.Publisher) where Self.Failure == Never
    }
    extension Publisher where Self.Output: Equatable {
      func removeDuplicates() -> Publishers.RemoveDuplicates<Self>
    }
    extension Publisher {
      func removeDuplicates(by predicate: @escaping (Self.Output, Self.Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
      func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S>
      func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S>
      func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S>
      func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self>
      func retry(_ retries: Int) -> Publishers.Retry<Self>
      func flatMap<P: Publisher>(_ transform: @escaping (Self.Output) -> P) -> Publishers.FlatMap<P, Self> where Self.Failure == P.Failure
      func collect() -> Publishers.Collect<Self>
      func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Self.Failure == P.Failure
      func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q> where Self.Failure == P.Failure, P.Failure == Q.Failure
    }
    extension Sequence {
      var publisher: Publishers.Sequence<Self, Never> { get }
    }
    protocol TopLevelDecoder {
      associatedtype Input
    }
    extension Publisher where Self.Failure == Never {
      func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable
      func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E>
    }
    extension ConnectablePublisher {
      func autoconnect() -> Publishers.Autoconnect<Self>
    }

    enum Publishers {
      final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        final let upstream: Upstream
      }
      struct Map<Upstream: Publisher, Output>: Publisher {
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct TryMap<Upstream: Publisher, Output>: Publisher {
        typealias Failure = Error
        let upstream: Upstream
      }
      struct CompactMap<Upstream: Publisher, Output>: Publisher {
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct Filter<Upstream: Publisher>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct First<Upstream: Publisher>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct FirstWhere<Upstream: Publisher>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct Last<Upstream: Publisher>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct LastWhere<Upstream: Publisher>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher {
        typealias Failure = Error
        let upstream: Upstream
      }
      struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        typealias Output = Upstream.Output
        let upstream: Upstream
      }
      struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        typealias Output = Upstream.Output
        typealias Failure = NewPublisher.Failure
        let upstream: Upstream
      }
      struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        typealias Output = Upstream.Output
        let upstream: Upstream
      }
      struct ReplaceError<Upstream: Publisher>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Never
        let upstream: Upstream
      }
      struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        typealias Output = (A.Output, B.Output)
        typealias Failure = A.Failure
        init(_ a: A, _ b: B)
        let a: A
        let b: B
      }
      struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        typealias Output = (A.Output, B.Output, C.Output)
        typealias Failure = A.Failure
        init(_ a: A, _ b: B, _ c: C)
        let a: A
        let b: B
        let c: C
      }
      struct Retry<Upstream: Publisher>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher {
        typealias Output = NewPublisher.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct Collect<Upstream: Publisher>: Publisher {
        typealias Output = [Upstream.Output]
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        typealias Output = Elements.Element
        let sequence: Elements
      }
      struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct Drop<Upstream: Publisher>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
      struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        typealias Output = Upstream.Output
        typealias Failure = Upstream.Failure
        let upstream: Upstream
      }
    }
    enum Subscribers {
      enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
      }
    }

    final class AnyCancellable: Cancellable, Hashable {
      init(_ cancel: @escaping () -> Void)
      final func cancel()
      final func store(in set: inout Set<AnyCancellable>)
    }
    struct AnyPublisher<Output, Failure: Error>: Publisher {
      init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure
    }
    struct Just<Output>: Publisher {
      typealias Failure = Never
      init(_ output: Output)
      let output: Output
    }
    struct Fail<Output, Failure: Error>: Publisher {
      init(error: Failure)
      init(outputType: Output.Type, failure: Failure)
      let error: Failure
    }
    final class PassthroughSubject<Output, Failure: Error>: Subject {
      init()
      final func send(_ input: Output)
      final func send(completion: Subscribers.Completion<Failure>)
    }
    extension PassthroughSubject where Output == Void {
      func send()
    }
    final class ObservableObjectPublisher: Publisher {
      typealias Output = Void
      typealias Failure = Never
      init()
      final func send()
    }
    extension ObservableObject {
      var objectWillChange: ObservableObjectPublisher { get }
    }

    extension View {
      func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never
    }
    """#
}
