import TactileUIIR

/// What receives a publisher's values until it is cancelled: a `sink`'s closures, or a view's
/// `onReceive` action (which the host replaces with the newest one at every pass).
public final class Subscription {
  public let id: Int
  /// Called with each value, after `transforms`.
  public var receive: Closure
  /// Called with the completion (`sink(receiveCompletion:receiveValue:)`).
  public var completion: Closure?
  /// The `map` closures between the publisher and `receive`, the publisher's side first.
  public var transforms: [Closure] = []
  public private(set) var isCancelled = false
  /// The values `last()` and `last(where:)` keep until the upstream finishes, with how many
  /// transforms follow each (docs/runtime-values.md, "Publishers").
  var finishers: [(downstream: Int, kept: Cell)] = []
  /// The output `replaceError(with:)` publishes instead of a failure.
  var replacement: Value?
  /// `mapError` and `catch` closures, by how many transforms follow each; a failure passes
  /// those downstream of where it arose, nearest first.
  var errorStages: [(downstream: Int, isCatch: Bool, closure: Closure)] = []
  /// The publishers whose channels list it (to leave them when cancelled).
  var channels: [Int] = []
  var notificationNames: [String] = []
  /// What each stateful operator keeps (`removeDuplicates`' last value, `debounce`'s pending
  /// one), by how many transforms follow it, so that the same chain rebuilt by a view's next
  /// pass keeps it.
  var states: [Int: Cell] = [:]
  /// The subscriptions a combining publisher (`CombineLatest`) made to its upstreams: they end
  /// with this one.
  var children: [Subscription] = []

  /// The state of the operator with `downstream` transforms after it.
  func state(_ downstream: Int) -> Cell {
    if let cell = states[downstream] { return cell }
    let cell = Cell(.void)
    states[downstream] = cell
    return cell
  }

  init(id: Int, receive: Closure, completion: Closure?) {
    self.id = id
    self.receive = receive
    self.completion = completion
  }

  func markCancelled() { isCancelled = true }

}

/// Every publisher with an identity (timer publishers, subjects), its subscribers, and the
/// connections of timer publishers, per interpreter (docs/runtime-values.md, "Publishers").
public final class PublisherHub {
  var nextID = 0
  var subscriptions: [Int: Subscription] = [:]
  /// The subscriptions of each publisher with an identity, in the order they subscribed.
  var channels: [Int: [Int]] = [:]
  /// The subscriptions of each notification name.
  var notifications: [String: [Int]] = [:]
  /// The live connection of each connected timer publisher (its number; a tick of an older
  /// connection does nothing).
  var connections: [Int: Int] = [:]
  /// The timer publishers an `autoconnect()` connected: they disconnect with their last
  /// subscriber.
  var autoconnected: Set<Int> = []

  public init() {}

  /// A new identity for a publisher or a subscription.
  func newID() -> Int {
    nextID += 1
    return nextID
  }

  /// Cancels a subscription: it receives nothing more, and an autoconnected timer publisher
  /// left without subscribers stops.
  public func cancel(_ subscription: Subscription) {
    guard !subscription.isCancelled else { return }
    subscription.markCancelled()
    subscriptions[subscription.id] = nil
    for child in subscription.children { cancel(child) }
    for channel in subscription.channels {
      channels[channel]?.removeAll { $0 == subscription.id }
      if channels[channel]?.isEmpty ?? true, autoconnected.contains(channel) {
        autoconnected.remove(channel)
        connections[channel] = nil
      }
    }
    for name in subscription.notificationNames {
      notifications[name]?.removeAll { $0 == subscription.id }
    }
  }

  /// The live subscriptions of a publisher's channel.
  func subscribers(of channel: Int) -> [Subscription] {
    (channels[channel] ?? []).compactMap { subscriptions[$0] }
  }
}

extension Interpreter {
  /// The publishers and subscriptions of this run.
  public var publisherHub: PublisherHub { builtinState.publishers }

  /// A new subscription to `publisher`, started now: a `Just` delivers its value at once (or, when
  /// `deliversLater`, as work due now: a view subscribing while its body is resolved), a timer
  /// publisher an `autoconnect()` wraps connects.
  public func subscribe(
    _ publisher: Value, receive: Closure, completion: Closure? = nil, deliversLater: Bool = false, at: Int
  ) throws(RuntimeError) -> Subscription {
    let subscription = Subscription(id: publisherHub.newID(), receive: receive, completion: completion)
    publisherHub.subscriptions[subscription.id] = subscription
    try start(publisher, subscription, deliversLater: deliversLater, at: at)
    return subscription
  }

  /// The `map` closures of a publisher chain, the publisher's side first; the operators'
  /// states are `subscription`'s, when given (a view's next pass keeps them).
  public func transforms(of publisher: Value, keeping subscription: Subscription? = nil) -> [Closure] {
    transforms(of: publisher, downstream: 0, subscription)
  }

  private func transforms(of publisher: Value, downstream: Int, _ subscription: Subscription?) -> [Closure] {
    guard case .record(let r) = unwrapped(publisher) else { return [] }
    switch r.name {
    case "Publishers.Map":
      guard let upstream = r["upstream"], case .function(let f)? = r["transform"] else { return [] }
      return transforms(of: upstream, downstream: downstream + 1, subscription) + [f]
    case "Publishers.Autoconnect", "Publishers.ReceiveOn", "AnyPublisher", "Publishers.ReplaceError",
      "Publishers.Retry", "Publishers.MapError", "Publishers.Catch", "Publishers.SetFailureType":
      return r["upstream"].map { transforms(of: $0, downstream: downstream, subscription) } ?? []
    default:
      guard let upstream = r["upstream"],
        let stage = operatorStage(
          r, kept: subscription?.state(downstream) ?? Cell(.void), subscription: subscription,
          downstream: downstream)
      else { return [] }
      return transforms(of: upstream, downstream: downstream + 1, subscription) + [stage]
    }
  }

  /// What stands for "no value goes on" and "the publisher ends here" in a transform's result.
  static var droppedValue: Value { .symbol("Combine.dropped") }

  /// The transform of an operator that is not a `map`: it returns the value to pass on,
  /// `droppedValue`, a `Combine.failure` record (the upstream failed), or a `Combine.final`
  /// record (the value, then `.finished`).
  func operatorStage(_ r: Record, kept: Cell, subscription: Subscription? = nil, downstream: Int = 0)
    -> Closure?
  {
    let interpreter = self
    let closure: Closure?
    if case .function(let f)? = r["transform"] { closure = f } else { closure = nil }
    let body: ([Value]) -> Value
    switch r.name {
    case "Publishers.TryMap":
      guard let closure else { return nil }
      body = { args in
        do throws(RuntimeError) { return try interpreter.call(closure, args, at: 0) } catch {
          return Self.failure(error)
        }
      }
    case "Publishers.CompactMap":
      guard let closure else { return nil }
      body = { args in
        guard let v = try? interpreter.call(closure, args, at: 0), case .optional(let inner?) = v else {
          return Self.droppedValue
        }
        return inner
      }
    case "Publishers.Filter", "Publishers.FirstWhere", "Publishers.LastWhere":
      guard let closure else { return nil }
      let name = r.name
      body = { args in
        guard case .bool(true)? = try? interpreter.call(closure, args, at: 0) else {
          return Self.droppedValue
        }
        if name == "Publishers.FirstWhere" { return record("Combine.final", ["value": args[0]]) }
        if name == "Publishers.LastWhere" {
          kept.value = .optional(args[0])
          return Self.droppedValue
        }
        return args[0]
      }
    case "Publishers.First":
      body = { args in record("Combine.final", ["value": args[0]]) }
    case "Publishers.RemoveDuplicates":
      // The first value goes on; each later one only if it differs from the last that went on.
      body = { args in
        if case .optional(let previous?) = kept.value {
          let same: Bool
          if let closure {
            guard case .bool(let b)? = try? interpreter.call(closure, [previous, args[0]], at: 0) else {
              return Self.droppedValue
            }
            same = b
          } else {
            same = valuesEqual(previous, args[0])
          }
          if same { return Self.droppedValue }
        }
        kept.value = .optional(args[0])
        return args[0]
      }
    case "Publishers.Drop":
      let count: Int
      if case .int(let n)? = r["count"] { count = n.hostInt } else { count = 1 }
      body = { args in
        let dropped: Int
        if case .int(let n) = kept.value { dropped = n.hostInt } else { dropped = 0 }
        guard dropped >= count else {
          kept.value = .int(dropped + 1)
          return Self.droppedValue
        }
        return args[0]
      }
    case "Publishers.Debounce", "Publishers.Throttle", "Publishers.Delay":
      return timedStage(r, kept: kept, subscription: subscription, downstream: downstream)
    case "Publishers.Collect":
      // Every value is kept; the array goes on when the upstream finishes (a finisher).
      body = { args in
        var items: [Value] = []
        if case .optional(.array(let kept)?) = kept.value { items = kept }
        kept.value = .optional(.array(items + [args[0]]))
        return Self.droppedValue
      }
    case "Publishers.FlatMap":
      // Each value becomes a publisher, whose values go on through the transforms after it.
      guard let closure, let subscription else { return nil }
      // The subscription by its id (a live one is in the hub), so the closure keeps no cycle.
      let outerID = subscription.id
      body = { args in
        guard let outerSubscription = interpreter.publisherHub.subscriptions[outerID],
          let inner = try? interpreter.call(closure, args, at: 0)
        else { return Self.droppedValue }
        let receive = Closure(
          code: .native { values in
            if let o = interpreter.publisherHub.subscriptions[outerID] {
              try? interpreter.deliver(values[0], to: o, from: o.transforms.count - downstream, at: 0)
            }
            return .void
          }, captures: [], selfValue: nil)
        let child = Subscription(id: interpreter.publisherHub.newID(), receive: receive, completion: nil)
        interpreter.publisherHub.subscriptions[child.id] = child
        outerSubscription.children.append(child)
        try? interpreter.start(inner, child, deliversLater: false, at: 0)
        return Self.droppedValue
      }
    case "Publishers.Last":
      body = { args in
        kept.value = .optional(args[0])
        return Self.droppedValue
      }
    case "Publishers.Decode":
      guard let type = r["type"], let decoder = r["decoder"] else { return nil }
      body = { args in
        do throws(RuntimeError) {
          let options = CodingOptions(coderSettings(decoder))
          guard
            let json = JSON.parse(
              try bytes(
                unwrapped(args[0]),
                NativeCall(interpreter: interpreter, receiver: .void, arguments: [], key: "decode", at: 0)))
          else {
            return Self.failure(
              decodingError("dataCorrupted", [], context([], "The given data was not valid JSON."), at: 0))
          }
          return try interpreter.decode(type, json, path: [], options, at: 0)
        } catch {
          return Self.failure(error)
        }
      }
    default:
      return nil
    }
    return Closure(code: .native(body), captures: [], selfValue: nil)
  }

  /// `debounce`, `throttle` and `delay`: the value waits on the virtual clock (the one timers and
  /// animations use), then goes on through the transforms after the operator.
  /// `debounce` publishes a value once `interval` passed without a newer one; `throttle`
  /// publishes the first value at once, then at most one per interval (the newest when
  /// `latest`, else the first of the interval); `delay` publishes every value `interval` later.
  private func timedStage(_ r: Record, kept: Cell, subscription: Subscription?, downstream: Int) -> Closure? {
    guard let subscription else { return nil }
    let interval = Swift.max(r["interval"].flatMap(number) ?? 0, 0)
    let name = r.name
    let latest: Bool
    if case .bool(let b)? = r["latest"] { latest = b } else { latest = true }
    let interpreter = self
    // The state: a record of the generation of the newest value (`debounce`), and for
    // `throttle` when its interval ends and the value waiting for it.
    // The subscription by its id (a live one is in the hub), so the closure keeps no cycle.
    let subscriptionID = subscription.id
    func resume(_ value: Value, _ interpreter: Interpreter) throws(RuntimeError) {
      guard let s = interpreter.publisherHub.subscriptions[subscriptionID], !s.isCancelled else { return }
      try interpreter.deliver(value, to: s, from: s.transforms.count - downstream, at: 0)
    }
    let body: ([Value]) -> Value = { args in
      let value = args[0]
      switch name {
      case "Publishers.Debounce":
        let generation: Int64
        if case .int(let g) = kept.value { generation = g &+ 1 } else { generation = 1 }
        kept.value = .int(generation)
        interpreter.schedule(at: interpreter.now + interval) { (i: Interpreter) throws(RuntimeError) in
          guard case .int(generation) = kept.value else { return }
          try resume(value, i)
        }
        return Self.droppedValue
      case "Publishers.Delay":
        interpreter.schedule(at: interpreter.now + interval) { (i: Interpreter) throws(RuntimeError) in
          try resume(value, i)
        }
        return Self.droppedValue
      default:
        // Throttle: `kept` is `(windowEnd, waiting?)` while an interval is open.
        if case .tuple(let parts, _) = kept.value, parts.count == 2 {
          if latest || parts[1] == .optional(nil) {
            kept.value = .tuple([parts[0], .optional(value)], labels: [nil, nil])
          }
          return Self.droppedValue
        }
        func open(_ start: Double) {
          let end = start + interval
          kept.value = .tuple([.double(end), .optional(nil)], labels: [nil, nil])
          interpreter.schedule(at: end) { (i: Interpreter) throws(RuntimeError) in
            guard case .tuple(let parts, _) = kept.value, parts.count == 2 else { return }
            guard case .optional(let waiting?) = parts[1] else {
              kept.value = .void
              return
            }
            open(end)
            try resume(waiting, i)
          }
        }
        open(interpreter.now)
        return value
      }
    }
    return Closure(code: .native(body), captures: [], selfValue: nil)
  }

  private static func failure(_ error: RuntimeError) -> Value {
    record("Combine.failure", ["error": error.thrown ?? .string(error.message)])
  }

  /// What identifies a publisher for a view's `onReceive`: the same publisher (the same timer
  /// publisher or subject, or equal values) keeps its subscription from one pass to the next.
  public func publisherSignature(_ publisher: Value) -> String {
    guard case .record(let r) = unwrapped(publisher) else { return describe(publisher) }
    switch r.name {
    case "Publishers.Map", "Publishers.Autoconnect", "Publishers.ReceiveOn", "AnyPublisher",
      "Publishers.RemoveDuplicates", "Publishers.Drop", "Publishers.Debounce", "Publishers.Throttle",
      "Publishers.Delay", "Publishers.Retry", "Publishers.Collect", "Publishers.FlatMap",
      "Publishers.MapError", "Publishers.Catch", "Publishers.SetFailureType":
      return r.name + "(" + (r["upstream"].map { publisherSignature($0) } ?? "") + ")"
    case "Just":
      return "Just(" + (r["output"].map { debugDescribe($0, nested: true) } ?? "") + ")"
    case "Published.Publisher":
      return r.name + "#" + (r["name"].map { describe($0) } ?? "")
    case "Publishers.CombineLatest", "Publishers.CombineLatest3":
      return r.name + "("
        + ["a", "b", "c"].compactMap { r[$0].map { publisherSignature($0) } }.joined(separator: ",")
        + ")"
    default:
      return r.name + "#" + (r["id"].map { describe($0) } ?? describe(publisher))
    }
  }

  func start(_ publisher: Value, _ subscription: Subscription, deliversLater: Bool, at: Int)
    throws(RuntimeError)
  {
    guard case .record(let r) = unwrapped(publisher) else {
      throw RuntimeError("this value is not a publisher Tactile can subscribe to", at: at)
    }
    switch r.name {
    case "Publishers.Map":
      if case .function(let f)? = r["transform"] { subscription.transforms.insert(f, at: 0) }
      if let upstream = r["upstream"] {
        try start(upstream, subscription, deliversLater: deliversLater, at: at)
      }
    case "Publishers.ReceiveOn", "AnyPublisher", "Publishers.Retry", "Publishers.SetFailureType":
      if let upstream = r["upstream"] {
        try start(upstream, subscription, deliversLater: deliversLater, at: at)
      }
    case "Publishers.MapError", "Publishers.Catch":
      if case .function(let f)? = r["transform"] {
        subscription.errorStages.append(
          (downstream: subscription.transforms.count, isCatch: r.name == "Publishers.Catch", closure: f))
      }
      if let upstream = r["upstream"] {
        try start(upstream, subscription, deliversLater: deliversLater, at: at)
      }
    case "Fail":
      // No value: the failure at once (or as work due now).
      let failure = record("Subscribers.Completion.failure", ["": r["error"] ?? .void])
      let send = { (interpreter: Interpreter) throws(RuntimeError) in
        try interpreter.complete(subscription, with: failure, at: at)
      }
      if deliversLater { schedule(at: now, send) } else { try send(self) }
    case "Publishers.ReplaceError":
      subscription.replacement = r["output"]
      if let upstream = r["upstream"] {
        try start(upstream, subscription, deliversLater: deliversLater, at: at)
      }
    case "URLSession.DataTaskPublisher":
      // The preview has no network: the request never completes (a stand-in).
      return
    case "Publishers.TryMap", "Publishers.CompactMap", "Publishers.Filter", "Publishers.First",
      "Publishers.FirstWhere", "Publishers.Last", "Publishers.LastWhere", "Publishers.Decode",
      "Publishers.RemoveDuplicates", "Publishers.Drop", "Publishers.Debounce", "Publishers.Throttle",
      "Publishers.Delay", "Publishers.Collect", "Publishers.FlatMap":
      let downstream = subscription.transforms.count
      let kept = subscription.state(downstream)
      if r.name == "Publishers.Collect" {
        kept.value = .optional(.array([]))
        subscription.finishers.append((downstream: downstream, kept: kept))
      }
      if let stage = operatorStage(r, kept: kept, subscription: subscription, downstream: downstream) {
        if r.name == "Publishers.Last" || r.name == "Publishers.LastWhere" {
          subscription.finishers.append((downstream: subscription.transforms.count, kept: kept))
        }
        subscription.transforms.insert(stage, at: 0)
      }
      if let upstream = r["upstream"] {
        try start(upstream, subscription, deliversLater: deliversLater, at: at)
      }
    case "Publishers.Autoconnect":
      guard let upstream = r["upstream"] else { return }
      try start(upstream, subscription, deliversLater: deliversLater, at: at)
      if case .record(let timer) = unwrapped(upstream), timer.name == "Timer.TimerPublisher",
        case .int(let rawID)? = timer["id"], case let id = rawID.hostInt, publisherHub.connections[id] == nil
      {
        publisherHub.autoconnected.insert(id)
        connectTimerPublisher(timer)
      }
    case "Timer.TimerPublisher", "PassthroughSubject":
      guard case .int(let rawID)? = r["id"], case let id = rawID.hostInt else { return }
      publisherHub.channels[id, default: []].append(subscription.id)
      subscription.channels.append(id)
    case "NotificationCenter.Publisher":
      guard case .string(let name)? = r["name"] else { return }
      publisherHub.notifications[name, default: []].append(subscription.id)
      subscription.notificationNames.append(name)
    case "Publishers.Sequence":
      // Each element, then `.finished`.
      let elements = try elementsOf(r["sequence"] ?? .array([]), at: at)
      let send = { (interpreter: Interpreter) throws(RuntimeError) in
        for element in elements { try interpreter.deliver(element, to: subscription, at: at) }
        try interpreter.complete(subscription, with: .symbol("Subscribers.Completion.finished"), at: at)
      }
      if deliversLater { schedule(at: now, send) } else { try send(self) }
    case "Publishers.CombineLatest", "Publishers.CombineLatest3":
      // A subscription to each upstream; once each has published, every value publishes the
      // tuple of the latest ones. Completions of the upstreams are not combined.
      let upstreams = ["a", "b", "c"].compactMap { r[$0] }
      let latest = Cell(.array(Array(repeating: .optional(nil), count: upstreams.count)))
      let interpreter = self
      let outerID = subscription.id
      for (k, upstream) in upstreams.enumerated() {
        let receive = Closure(
          code: .native { args in
            guard case .array(var values) = latest.value, k < values.count else { return .void }
            values[k] = .optional(args[0])
            latest.value = .array(values)
            var all: [Value] = []
            for v in values {
              guard case .optional(let x?) = v else { return .void }
              all.append(x)
            }
            if let outer = interpreter.publisherHub.subscriptions[outerID] {
              try? interpreter.deliver(.tuple(all, labels: all.map { _ in nil }), to: outer, at: at)
            }
            return .void
          }, captures: [], selfValue: nil)
        let inner = Subscription(id: publisherHub.newID(), receive: receive, completion: nil)
        publisherHub.subscriptions[inner.id] = inner
        subscription.children.append(inner)
        try start(upstream, inner, deliversLater: deliversLater, at: at)
      }
    case "Published.Publisher":
      // The property's current value at once (or as work due now), then each new value.
      guard case .string(let name)? = r["name"], case .object(let o)? = r["object"],
        case .int(let index)? = r["index"], case let i = index.hostInt,
        i < o.fields.count
      else { return }
      publisherHub.notifications[name, default: []].append(subscription.id)
      subscription.notificationNames.append(name)
      let current = o.fields[i]
      let send = { (interpreter: Interpreter) throws(RuntimeError) in
        try interpreter.deliver(current, to: subscription, at: at)
      }
      if deliversLater { schedule(at: now, send) } else { try send(self) }
    case "Just":
      let output = r["output"]
      let send = { (interpreter: Interpreter) throws(RuntimeError) in
        if let output { try interpreter.deliver(output, to: subscription, at: at) }
        try interpreter.complete(subscription, with: .symbol("Subscribers.Completion.finished"), at: at)
      }
      if deliversLater { schedule(at: now, send) } else { try send(self) }
    case "ObservableObjectPublisher":
      // An object's changes reach the views that read it directly; a subscriber of its
      // `objectWillChange` is not told (docs/runtime-values.md).
      return
    default:
      throw RuntimeError("'\(r.name)' is not a publisher Tactile can subscribe to", at: at)
    }
  }

  /// Gives a subscription a value (through its `map` closures).
  public func deliver(_ value: Value, to subscription: Subscription, at: Int) throws(RuntimeError) {
    try deliver(value, to: subscription, from: 0, at: at)
  }

  /// Passes a value through the transforms from `first` on, then to the receiver; an operator
  /// may drop it, end the subscription after it, or fail it.
  private func deliver(_ value: Value, to subscription: Subscription, from first: Int, at: Int)
    throws(RuntimeError)
  {
    guard !subscription.isCancelled else { return }
    var v = value
    var finishes = false
    for (offset, transform) in subscription.transforms.dropFirst(first).enumerated() {
      v = try call(transform, [v], at: at)
      if case .symbol(let s) = v, s == "Combine.dropped" { return }
      if case .record(let r) = v, r.name == "Combine.failure" {
        try complete(
          subscription, with: record("Subscribers.Completion.failure", ["": r["error"] ?? .void]), at: at,
          origin: first + offset)
        return
      }
      if case .record(let r) = v, r.name == "Combine.final" {
        v = r["value"] ?? .void
        finishes = true
      }
    }
    _ = try call(subscription.receive, [v], at: at)
    if finishes { try complete(subscription, with: .symbol("Subscribers.Completion.finished"), at: at) }
  }

  /// Ends a subscription with a completion (`.finished`, `.failure(error)`): what `last()` kept
  /// goes on first, and `replaceError(with:)` turns a failure into its output and `.finished`.
  func complete(_ subscription: Subscription, with completion: Value, at: Int, origin: Int = -1)
    throws(RuntimeError)
  {
    guard !subscription.isCancelled else { return }
    var completion = completion
    if case .record(let r) = completion, r.name == "Subscribers.Completion.failure", let error = r[""] {
      // `mapError` and `catch` downstream of where the failure arose, nearest first.
      var error = error
      let count = subscription.transforms.count
      let stages = subscription.errorStages.filter { count - $0.downstream > origin }
        .sorted { $0.downstream > $1.downstream }
      for stage in stages {
        if !stage.isCatch {
          error = try call(stage.closure, [error], at: at)
          continue
        }
        // `catch`: the handler's publisher replaces the upstream, its values going on through
        // the transforms after the operator.
        try replaceUpstream(
          of: subscription, with: try call(stage.closure, [error], at: at), from: count - stage.downstream,
          at: at)
        return
      }
      completion = record("Subscribers.Completion.failure", ["": error])
    }
    if case .record(let r) = completion, r.name == "Subscribers.Completion.failure",
      let replacement = subscription.replacement
    {
      subscription.replacement = nil
      subscription.finishers = []
      var v = replacement
      _ = try call(subscription.receive, [v], at: at)
      v = .void
      completion = .symbol("Subscribers.Completion.finished")
    }
    if case .symbol(let s) = completion, s.hasSuffix("finished") {
      let finishers = subscription.finishers
      subscription.finishers = []
      for finisher in finishers {
        guard case .optional(let kept?) = finisher.kept.value else { continue }
        try deliver(kept, to: subscription, from: subscription.transforms.count - finisher.downstream, at: at)
      }
    }
    guard !subscription.isCancelled else { return }
    publisherHub.cancel(subscription)
    if let c = subscription.completion { _ = try call(c, [completion], at: at) }
  }

  /// `catch`: the upstream is left, and `publisher`'s values and completion go on from
  /// transform `first`.
  private func replaceUpstream(of subscription: Subscription, with publisher: Value, from first: Int, at: Int)
    throws(RuntimeError)
  {
    for channel in subscription.channels {
      publisherHub.channels[channel]?.removeAll { $0 == subscription.id }
    }
    subscription.channels = []
    subscription.errorStages.removeAll { subscription.transforms.count - $0.downstream <= first }
    let outerID = subscription.id
    let interpreter = self
    let receive = Closure(
      code: .native { values in
        if let outer = interpreter.publisherHub.subscriptions[outerID] {
          try? interpreter.deliver(values[0], to: outer, from: first, at: at)
        }
        return .void
      }, captures: [], selfValue: nil)
    let completion = Closure(
      code: .native { values in
        if let outer = interpreter.publisherHub.subscriptions[outerID] {
          try? interpreter.complete(outer, with: values[0], at: at, origin: first - 1)
        }
        return .void
      }, captures: [], selfValue: nil)
    let child = Subscription(id: publisherHub.newID(), receive: receive, completion: completion)
    publisherHub.subscriptions[child.id] = child
    subscription.children.append(child)
    try start(publisher, child, deliversLater: false, at: at)
  }

  /// Connects a timer publisher: from now, it publishes the date every interval, on the virtual
  /// clock, until the connection is cancelled.
  @discardableResult
  func connectTimerPublisher(_ timer: Record) -> Int {
    guard case .int(let rawID)? = timer["id"], case let id = rawID.hostInt,
      let interval = timer["interval"].flatMap(number)
    else { return 0 }
    if let live = publisherHub.connections[id] { return live }
    let connection = publisherHub.newID()
    publisherHub.connections[id] = connection
    scheduleTick(
      publisher: id, connection: connection, interval: Swift.max(interval, Timers.minimumInterval), at: now)
    return connection
  }

  private func scheduleTick(publisher id: Int, connection: Int, interval: Double, at start: Double) {
    let due = start + interval
    schedule(at: due) { (interpreter: Interpreter) throws(RuntimeError) in
      let hub = interpreter.publisherHub
      guard hub.connections[id] == connection else { return }
      interpreter.scheduleTick(publisher: id, connection: connection, interval: interval, at: due)
      for subscription in hub.subscribers(of: id) {
        try interpreter.deliver(.date(interpreter.dateOrigin + due), to: subscription, at: 0)
      }
    }
  }

  /// Posts a notification to the subscribers of its name, in the order they subscribed.
  func post(_ notification: Value, name: String, at: Int) throws(RuntimeError) {
    for id in publisherHub.notifications[name] ?? [] {
      guard let subscription = publisherHub.subscriptions[id] else { continue }
      try deliver(notification, to: subscription, at: at)
    }
  }
}

/// The notification name a `@Published` property's publisher posts its values under: the
/// object's identity and the property's index.
func publishedChannel(_ object: Object, _ index: Int) -> String {
  "Published#\(ObjectIdentifier(object).hashValue)#\(index)"
}

/// Foundation's constants for timers.
enum Timers {
  /// The shortest interval a `Timer` or timer publisher takes: Foundation uses 0.1 ms for any
  /// interval at or below zero.
  static let minimumInterval = 0.0001
}

extension BuiltinRegistry {
  /// Operators recorded as their upstream and, when `argument` names it, their one argument
  /// (`map(_:)`: a `Publishers.Map` with its `transform`), which the subscription applies.
  private mutating func addOperators(_ argument: String?, _ operators: [(SurfaceKey, String)]) {
    for (key, name) in operators {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        guard let argument else { return record(name, ["upstream": call.receiver]) }
        return record(name, ["upstream": call.receiver, argument: try call.argument(0)])
      }
    }
  }

  /// Combine's publishers, subscriptions and subjects (docs/runtime-values.md, "Publishers").
  mutating func addPublishers() {
    add([.`Publisher.sink(receiveValue:)`, .`Publisher.sink(receiveCompletion:receiveValue:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let receive = try call.closure(call.arguments.count - 1)
      let completion = call.arguments.count > 1 ? try call.closure(0) : nil
      let subscription = try call.interpreter.subscribe(
        call.receiver, receive: receive, completion: completion, at: call.at)
      return cancellable(subscription: subscription.id)
    }
    addOperators(
      "transform",
      [
        (.`Publisher.map(_:)`, "Publishers.Map"), (.`Publisher.tryMap(_:)`, "Publishers.TryMap"),
        (.`Publisher.compactMap(_:)`, "Publishers.CompactMap"),
        (.`Publisher.filter(_:)`, "Publishers.Filter"),
        (.`Publisher.first(where:)`, "Publishers.FirstWhere"),
        (.`Publisher.last(where:)`, "Publishers.LastWhere"),
        (.`Publisher.flatMap(_:)`, "Publishers.FlatMap"), (.`Publisher.mapError(_:)`, "Publishers.MapError"),
        (.`Publisher.catch(_:)`, "Publishers.Catch"),
      ])
    addOperators(
      nil,
      [
        (.`Publisher.collect()`, "Publishers.Collect"), (.`Publisher.first()`, "Publishers.First"),
        (.`Publisher.last()`, "Publishers.Last"),
        (.`Publisher.setFailureType(to:)`, "Publishers.SetFailureType"),
      ])
    addOperators("scheduler", [(.`Publisher.receive(on:options:)`, "Publishers.ReceiveOn")])
    // Nothing to retry: the preview's publishers that fail (no network) never publish.
    addOperators("retries", [(.`Publisher.retry(_:)`, "Publishers.Retry")])
    addOperators("output", [(.`Publisher.replaceError(with:)`, "Publishers.ReplaceError")])
    add([.`Publisher.removeDuplicates()`, .`Publisher.removeDuplicates(by:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.arguments.isEmpty
        ? record("Publishers.RemoveDuplicates", ["upstream": call.receiver])
        : record(
          "Publishers.RemoveDuplicates", ["upstream": call.receiver, "transform": try call.argument(0)])
    }
    add(.`Publisher.dropFirst(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Publishers.Drop", ["upstream": call.receiver, "count": .int(try call.int(0))])
    }
    // The scheduler is not kept: every scheduler runs on the one virtual clock.
    add(.`Publisher.debounce(for:scheduler:options:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Publishers.Debounce", ["upstream": call.receiver, "interval": try call.plain(0)])
    }
    add(.`Publisher.throttle(for:scheduler:latest:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      record(
        "Publishers.Throttle",
        ["upstream": call.receiver, "interval": try call.plain(0), "latest": .bool(try call.bool(2))])
    }
    add(.`Publisher.delay(for:tolerance:scheduler:options:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Publishers.Delay", ["upstream": call.receiver, "interval": try call.plain(0)])
    }
    add(.`Sequence.publisher`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Publishers.Sequence", ["sequence": call.plainReceiver])
    }
    addRecordFields([
      .`Publishers.Retry.upstream`, .`Publishers.FlatMap.upstream`, .`Publishers.Collect.upstream`,
      .`Publishers.Sequence.sequence`,
    ])
    add(.`Publishers.CombineLatest.init(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Publishers.CombineLatest", ["a": try call.argument(0), "b": try call.argument(1)])
    }
    add(.`Publishers.CombineLatest3.init(_:_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record(
        "Publishers.CombineLatest3",
        ["a": try call.argument(0), "b": try call.argument(1), "c": try call.argument(2)])
    }
    add(.`Publisher.combineLatest(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Publishers.CombineLatest", ["a": call.receiver, "b": try call.argument(0)])
    }
    add(.`Publisher.combineLatest(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record(
        "Publishers.CombineLatest3",
        ["a": call.receiver, "b": try call.argument(0), "c": try call.argument(1)])
    }
    addRecordFields([
      .`Publishers.CombineLatest.a`, .`Publishers.CombineLatest.b`, .`Publishers.CombineLatest3.a`,
      .`Publishers.CombineLatest3.b`, .`Publishers.CombineLatest3.c`,
    ])
    add(.`Publisher.decode(type:decoder:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record(
        "Publishers.Decode",
        ["upstream": call.receiver, "type": try call.plain(0), "decoder": try call.plain(1)])
    }
    add(.`Fail.init(error:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Fail", ["error": try call.argument(0)])
    }
    add(.`Fail.init(outputType:failure:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Fail", ["error": try call.argument(1)])
    }
    add(.`Publisher.assign(to:on:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      // Each value is written to the object's property, as `object[keyPath: path] = value`.
      guard case .keyPath(let steps) = try call.plain(0), steps.count == 1, case .field(let index) = steps[0],
        case .object(let object) = try call.plain(1)
      else { throw call.failure("'assign(to:on:)' expected a property of an object") }
      let receive = Closure(
        code: .native { args in
          if index < object.fields.count {
            if case .cell(let c) = object.fields[index] {
              c.write(args[0])
            } else {
              object.fields[index] = args[0]
            }
            object.onChange?()
          }
          return .void
        }, captures: [], selfValue: nil)
      let subscription = try call.interpreter.subscribe(call.receiver, receive: receive, at: call.at)
      return cancellable(subscription: subscription.id)
    }
    add(.`Publisher.assign(to:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      // `.assign(to: &$property)`: each value is stored in the `@Published` property, which
      // publishes it as any write does; the subscription lives as long as the property's object.
      guard case .record(let publisher) = try call.plain(0), publisher.name == "Published.Publisher",
        case .object(let object)? = publisher["object"], case .int(let stored)? = publisher["index"],
        case .string(let channel)? = publisher["name"]
      else { throw call.failure("'assign(to:)' expected the publisher of a @Published property ('&$name')") }
      let index = stored.hostInt
      let interpreter = call.interpreter
      let at = call.at
      let receive = Closure(
        code: .native { args in
          guard index < object.fields.count else { return .void }
          try? interpreter.post(args[0], name: channel, at: at)
          object.fields[index] = args[0]
          object.onChange?()
          return .void
        }, captures: [], selfValue: nil)
      _ = try call.interpreter.subscribe(call.receiver, receive: receive, at: call.at)
      return .void
    }
    add(.`URLSession.dataTaskPublisher(for:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("URLSession.DataTaskPublisher", ["request": try call.argument(0)])
    }
    add(.`Publisher.eraseToAnyPublisher()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("AnyPublisher", ["upstream": call.receiver])
    }
    add(.`AnyPublisher.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("AnyPublisher", ["upstream": try call.argument(0)])
    }
    add(.`ConnectablePublisher.autoconnect()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Publishers.Autoconnect", ["upstream": call.receiver])
    }
    addRecordFields([
      .`Publishers.Autoconnect.upstream`, .`Publishers.Map.upstream`, .`Publishers.ReceiveOn.upstream`,
      .`Publishers.TryMap.upstream`, .`Publishers.CompactMap.upstream`, .`Publishers.Filter.upstream`,
      .`Publishers.First.upstream`, .`Publishers.FirstWhere.upstream`, .`Publishers.Last.upstream`,
      .`Publishers.LastWhere.upstream`, .`Publishers.Decode.upstream`, .`Publishers.ReplaceError.upstream`,
      .`Publishers.RemoveDuplicates.upstream`, .`Publishers.Drop.upstream`, .`Publishers.Debounce.upstream`,
      .`Publishers.Throttle.upstream`, .`Publishers.Delay.upstream`, .`Publishers.MapError.upstream`,
      .`Publishers.Catch.upstream`, .`Publishers.SetFailureType.upstream`, .`Fail.error`,
    ])
    add(.`AnyCancellable.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record(
        "AnyCancellable", ["id": .int(call.interpreter.publisherHub.newID()), "cancel": try call.argument(0)])
    }
    add([.`AnyCancellable.cancel()`, .`Cancellable.cancel()`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver else { return .void }
      let hub = call.interpreter.publisherHub
      if case .int(let rawID)? = r["subscription"], case let id = rawID.hostInt,
        let subscription = hub.subscriptions[id]
      {
        hub.cancel(subscription)
      }
      if case .int(let rawPublisher)? = r["publisher"], case .int(let connection)? = r["connection"],
        case let publisher = rawPublisher.hostInt, hub.connections[publisher] == connection.hostInt
      {
        hub.connections[publisher] = nil
        hub.autoconnected.remove(publisher)
      }
      if case .function(let cancel)? = r["cancel"] { _ = try call.invoke(cancel, []) }
      return .void
    }
    add(.`AnyCancellable.store(in:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .set(var items) = try call.plain(0) else {
        throw call.failure("'store(in:)' expected a Set")
      }
      if !items.contains(where: { valuesEqual($0, call.receiver) }) { items.append(call.receiver) }
      call.arguments[0] = .set(items)
      return .void
    }
    add(.`Just.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Just", ["output": try call.argument(0)])
    }
    addRecordField(.`Just.output`, "output")
    add(.`PassthroughSubject.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("PassthroughSubject", ["id": .int(call.interpreter.publisherHub.newID())])
    }
    add([.`PassthroughSubject.send(_:)`, .`PassthroughSubject.send()`, .`Subject.send(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, case .int(let rawID)? = r["id"],
        case let id = rawID.hostInt
      else { return .void }
      let value = call.arguments.isEmpty ? Value.void : try call.argument(0)
      for subscription in call.interpreter.publisherHub.subscribers(of: id) {
        try call.interpreter.deliver(value, to: subscription, at: call.at)
      }
      return .void
    }
    add(.`PassthroughSubject.send(completion:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, case .int(let rawID)? = r["id"],
        case let id = rawID.hostInt
      else { return .void }
      let completion = try call.argument(0)
      for subscription in call.interpreter.publisherHub.subscribers(of: id) {
        try call.interpreter.complete(subscription, with: completion, at: call.at)
      }
      return .void
    }
    add(.`ObservableObjectPublisher.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("ObservableObjectPublisher", ["object": .optional(nil)])
    }
    add(.`ObservableObject.objectWillChange`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("ObservableObjectPublisher", ["object": call.receiver])
    }
    // The object's change reaches the views that read it, as `@Published` properties' do.
    add(.`ObservableObjectPublisher.send()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .record(let r) = call.plainReceiver, let object = r["object"],
        case .object(let o) = unwrapped(object)
      {
        o.onChange?()
      }
      return .void
    }
  }
}

/// A builtin record with fields in the order given.
func record(_ name: String, _ fields: KeyValuePairs<String, Value>) -> Value {
  .record(Record(name: name, labels: fields.map { $0.key }, fields: fields.map { $0.value }))
}

/// An `AnyCancellable` that cancels subscription `id`.
func cancellable(subscription id: Int) -> Value {
  record("AnyCancellable", ["subscription": .int(id)])
}
