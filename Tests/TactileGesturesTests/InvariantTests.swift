import TactileGeometry
import TactileGestures
import TactileTestSupport
import Testing

/// The engine's invariants under any event stream (DESIGN.md "Reliability rules"), checked on
/// thousands of random streams: valid and invalid events, many pointers, NaN and infinite
/// coordinates, time going backwards, over scenes that mix every gesture and attachment kind.
///
/// Checked after every step: no crash or trap; refused events change nothing; every recognizer
/// that began gets exactly one end, failure or cancellation per sequence; no callback runs for
/// an attachment after its `onEnded` until a new touch reaches it; every `@GestureState` is back
/// at its initial value once the session is over.
@Suite struct InvariantTests {
  @Test("invariants hold under random event streams", arguments: 0..<60)
  func randomStreams(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
    let scene = InvariantScene(variant: seed % InvariantScene.variantCount)
    let d = Driver(traced: true) { _ in scene.tree() }
    scene.driver = d
    var time = 0.0
    var down: [Int: CGPoint] = [:]
    for _ in 0..<400 {
      let (events, valid) = randomStep(&rng, &time, now: d.arena.now?.milliseconds, down: down)
      let before = d.arena.pointersDown
      d.fireTimers(notAfter: .milliseconds(time))
      do {
        try d.arena.handle(events)
        #expect(valid, "seed \(seed): accepted an invalid step \(events)")
        for e in events {
          switch e.phase {
          case .down, .move: down[e.pointer.rawValue] = e.location
          case .up, .cancel: down[e.pointer.rawValue] = nil
          }
        }
      } catch {
        #expect(!valid || events.isEmpty, "seed \(seed): refused a valid step \(events): \(error)")
        #expect(d.arena.pointersDown == before, "seed \(seed): a refused step changed the pointers")
      }
      d.rebuild()
      scene.checkStates(seed: seed, idle: d.arena.isIdle)
    }
    // Lift every finger, let every timer fire: the session must end cleanly.
    time += 10
    let ups = down.keys.sorted().map {
      PointerEvent(.up, pointer: PointerID($0), at: down[$0]!, time: .milliseconds(time))
    }
    if !ups.isEmpty { try d.arena.handle(ups) }
    d.rebuild()
    d.wait(until: time + 5000)
    #expect(d.arena.isIdle, "seed \(seed): the arena is not idle after every finger lifted")
    scene.checkStates(seed: seed, idle: true)
    checkTrace(d.trace, seed: seed)
    scene.checkCallbacks(d.trace, seed: seed)
  }

  /// One random step: a few events at one time, usually valid, sometimes deliberately not.
  private func randomStep(_ rng: inout SplitMix64, _ time: inout Double, now: Double?, down: [Int: CGPoint])
    -> ([PointerEvent], Bool)
  {
    func location() -> CGPoint {
      switch Int.random(in: 0..<100, using: &rng) {
      case 0: return CGPoint(x: .nan, y: 10)
      case 1: return CGPoint(x: 10, y: .infinity)
      default:
        return CGPoint(
          x: Double.random(in: -20..<420, using: &rng), y: Double.random(in: -20..<420, using: &rng))
      }
    }
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 3, let now, now >= 10 {
      // Time going backwards.
      return (
        [
          PointerEvent(.down, pointer: PointerID(999), at: CGPoint(x: 5, y: 5), time: .milliseconds(now - 10))
        ], false
      )
    }
    time += [0, 1, 8, 16, 50, 120, 400, 900][Int.random(in: 0..<8, using: &rng)]
    var events: [PointerEvent] = []
    var valid = true
    var pending = down
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let kind = Int.random(in: 0..<100, using: &rng)
      let p: PointerEvent
      if kind < 25 || pending.isEmpty {
        // A new pointer (sometimes hundreds of them), or an invalid id.
        let id = kind == 0 ? 0 : Int.random(in: 1...300, using: &rng)
        let at = location()
        p = PointerEvent(.down, pointer: PointerID(id), at: at, time: .milliseconds(time))
        if id <= 0 || pending[id] != nil || !at.isFinite { valid = false }
        pending[id] = at
      } else if kind < 75 {
        let id = pending.keys.randomElement(using: &rng)!
        let at = location()
        p = PointerEvent(.move, pointer: PointerID(id), at: at, time: .milliseconds(time))
        if !at.isFinite { valid = false }
        pending[id] = at
      } else if kind < 95 {
        let id = kind < 93 ? pending.keys.randomElement(using: &rng)! : 12_345
        p = PointerEvent(
          kind < 90 ? .up : .cancel, pointer: PointerID(id), at: pending[id] ?? .zero,
          time: .milliseconds(time))
        if pending[id] == nil { valid = false }
        pending[id] = nil
      } else {
        // A pointer that is not down.
        p = PointerEvent(.move, pointer: PointerID(77_777), at: location(), time: .milliseconds(time))
        valid = false
      }
      events.append(p)
    }
    return (events, valid)
  }

  /// Every recognizer's trace is a series of sequences, each ending exactly once.
  private func checkTrace(_ trace: [TraceEntry], seed: Int) {
    var open: [String: Bool] = [:]  // recognizer → inside a sequence
    for entry in trace where !entry.recognizer.isEmpty {
      let key = "\(entry.attachment) \(entry.recognizer)"
      switch entry.event {
      case .possible, .began:
        open[key] = true
      case .changed:
        #expect(open[key] == true, "seed \(seed): \(key) changed outside a sequence")
      case .ended, .failed, .cancelled:
        #expect(open[key] == true, "seed \(seed): \(key) ended twice or before starting: \(entry)")
        open[key] = false
      default:
        break
      }
    }
    for (key, isOpen) in open { #expect(!isOpen, "seed \(seed): \(key) never ended") }
  }
}

/// Scenes for the invariant tests: nested views carrying every gesture kind, with
/// `@GestureState`s and callbacks that the checks observe.
final class InvariantScene {
  static let variantCount = 4
  let variant: Int
  weak var driver: Driver?
  let dragOffset = GestureState(wrappedValue: CGSize.zero)
  let pressing = GestureState(wrappedValue: false)
  let scale = GestureState(wrappedValue: 1.0)
  let sequenceState = GestureState(wrappedValue: 0)
  /// Callback log: (attachment label, callback).
  private(set) var callbacks: [(label: String, callback: String, index: Int)] = []
  private var traceCount: Int { driver?.trace.count ?? 0 }

  init(variant: Int) { self.variant = variant }

  private func log(_ label: String, _ callback: String) { callbacks.append((label, callback, traceCount)) }

  func tree() -> ResponderTree {
    let drag = DragGesture().updating(dragOffset) { v, s, _ in s = v.translation }
      .onChanged { [unowned self] _ in log("drag", "changed") }.onEnded { [unowned self] _ in
        log("drag", "ended")
      }
    let press = LongPressGesture(minimumDuration: 0.3).updating(pressing) { v, s, _ in s = v }
      .onEnded { [unowned self] _ in log("press", "ended") }
    let pinch = MagnifyGesture().updating(scale) { v, s, _ in s = v.magnification }
      .simultaneously(with: RotateGesture())
      .onChanged { [unowned self] _ in log("pinch", "changed") }.onEnded { [unowned self] _ in
        log("pinch", "ended")
      }
    let sequence = LongPressGesture(minimumDuration: 0.2).sequenced(before: DragGesture(minimumDistance: 0))
      .updating(sequenceState) { _, s, _ in s += 1 }
      .onEnded { [unowned self] _ in log("sequence", "ended") }
    let taps = TapGesture(count: 2).onEnded { [unowned self] in log("taps", "ended") }
      .exclusively(before: TapGesture().onEnded { [unowned self] in log("taps", "ended") })
    let kinds: [AttachmentKind] = [.gesture, .highPriority, .simultaneous]
    let k = kinds[variant % 3]
    return ResponderTree(
      .stack(
        1, "Root", CGRect(x: 0, y: 0, width: 400, height: 400),
        gestures: [
          GestureAttachment(k, drag, label: "drag"), GestureAttachment(.gesture, taps, label: "taps"),
        ],
        children: [
          .rect(
            2, "Card", CGRect(x: 20, y: 20, width: 200, height: 200),
            gestures: [
              GestureAttachment(press, label: "press"),
              GestureAttachment(kinds[(variant + 1) % 3], pinch, label: "pinch"),
            ],
            children: [
              .rect(
                3, "Badge", CGRect(x: 10, y: 10, width: 60, height: 60),
                gestures: [GestureAttachment(sequence, label: "sequence")]
              )
              .with { $0.content = .ellipse(CGRect(x: 0, y: 0, width: 60, height: 60)) }
            ]),
          .rect(
            4, "Button", CGRect(x: 250, y: 250, width: 100, height: 50),
            gestures: [
              .onTapGesture(label: "button") { [unowned self] in log("button", "ended") },
              .onLongPressGesture(label: "menu") { [unowned self] in log("menu", "ended") },
            ]),
        ]))
  }

  func checkStates(seed: Int, idle: Bool) {
    guard idle else { return }
    #expect(dragOffset.wrappedValue == .zero, "seed \(seed): drag offset not reset")
    #expect(pressing.wrappedValue == false, "seed \(seed): pressing not reset")
    #expect(scale.wrappedValue == 1, "seed \(seed): scale not reset")
    #expect(sequenceState.wrappedValue == 0, "seed \(seed): sequence state not reset")
  }

  /// After an attachment's `onEnded`, none of its callbacks runs until a new touch binds it.
  func checkCallbacks(_ trace: [TraceEntry], seed: Int) {
    for label in Set(callbacks.map { $0.label }) {
      let bindings = trace.enumerated().filter {
        if case .pointerBound = $0.element.event { return $0.element.attachmentLabel == label }
        return false
      }.map { $0.offset }
      var endedAt: Int?
      for c in callbacks where c.label == label {
        if let e = endedAt {
          #expect(
            bindings.contains { $0 >= e && $0 < c.index },
            "seed \(seed): \(label) \(c.callback) after onEnded")
        }
        endedAt =
          c.callback == "ended"
          ? c.index : (endedAt.map { e in bindings.contains { $0 >= e && $0 < c.index } ? nil : e } ?? nil)
      }
    }
  }
}
