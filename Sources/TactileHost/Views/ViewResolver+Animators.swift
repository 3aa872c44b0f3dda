import TactileAnimation
import TactileGeometry
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// What a phase animator on screen keeps, by identity: the phase it shows, the trigger value it
/// last saw, and which scheduled advance is still the current one.
final class PhaseAnimatorState {
  var index = 0
  var trigger: Value
  /// Bumped whenever a new run of phases starts: an advance scheduled for an older run does
  /// nothing.
  var run = 0
  /// The view whose body holds the animator, as of its latest evaluation.
  var owner: ViewRecord?

  init(trigger: Value) { self.trigger = trigger }
}

extension ViewResolver {
  /// `phaseAnimator(_:content:animation:)`, `phaseAnimator(_:trigger:content:animation:)` and
  /// `PhaseAnimator`: the content is built for the current phase. Without a trigger, the animator
  /// starts at the first phase and moves to the next as soon as it appears, then to the next
  /// whenever the animation into a phase is over, cycling for as long as it is on screen. With
  /// a trigger it rests at the first phase; each change of the trigger runs through every other
  /// phase in order and back to the first. Each move is a change made in a transaction with the
  /// animation the `animation` closure gives for the phase moved to (docs/animation.md).
  func resolvePhaseAnimator(_ call: ViewCall, placeholder: ViewValue?) throws(RuntimeError) -> ViewNode {
    let hasTrigger = call.has("trigger")
    let phases = try interpreter.elementsOf(call[0], at: 0)
    let contentIdentity = call.identity.child(IdentityKind.content, 0)
    guard !phases.isEmpty, case .function(let content) = call["content"] else {
      let inner = try resolve(placeholder ?? .empty, contentIdentity)
      return node(call.identity, .modified(inner, .marker("phaseAnimator")), label: label(of: inner))
    }
    let id = call.identity.hash
    let trigger: Value = hasTrigger ? call["trigger"] : .void
    let state: PhaseAnimatorState
    if let existing = phaseAnimators[id] {
      state = existing
      if hasTrigger && !valuesEqual(existing.trigger, trigger) {
        state.trigger = trigger
        state.run += 1
        schedulePhase(id, state, phases, call["animation"], at: interpreter.now, cycles: false)
      }
    } else {
      state = PhaseAnimatorState(trigger: trigger)
      phaseAnimators[id] = state
      if !hasTrigger {
        schedulePhase(id, state, phases, call["animation"], at: interpreter.now, cycles: true)
      }
    }
    state.owner = current
    let phase = phases[min(state.index, phases.count - 1)]
    var arguments: [Value] = placeholder.map { [.view($0), phase] } ?? [phase]
    let result = try interpreter.call(content, &arguments, at: 0)
    let inner = try resolve(result.asView(interpreter) ?? .empty, contentIdentity)
    let n = node(call.identity, .modified(inner, .marker("phaseAnimator")), label: label(of: inner))
    infos[Int(n.tag)].keepsWork = true
    return n
  }

  /// Schedules the move to the next phase at `due`: it changes the phase in a transaction with
  /// the phase's animation, and schedules the move after it for when that animation is over
  /// (at once when there is none, one frame later at the earliest).
  private func schedulePhase(
    _ id: UInt64, _ state: PhaseAnimatorState, _ phases: [Value], _ animation: Value, at due: Double,
    cycles: Bool
  ) {
    let run = state.run
    interpreter.schedule(at: due) { [self] (_: Interpreter) throws(RuntimeError) in
      guard phaseAnimators[id] === state, state.run == run else { return }
      state.index = (state.index + 1) % phases.count
      var spec: AnimationSpec?
      if case .function(let f) = animation {
        var arguments = [phases[state.index]]
        spec = AnimationSpec(try interpreter.call(f, &arguments, at: 0))
      }
      interpreter.pendingAnimation = spec
      state.owner?.isDirty = true
      invalidate()
      if !cycles && state.index == 0 { return }
      let length = spec?.totalDuration ?? 0
      guard length.isFinite else { return }
      schedulePhase(
        id, state, phases, animation, at: due + Swift.max(length, Self.animationFrame), cycles: cycles)
    }
  }
}

/// What a keyframe animator on screen keeps, by identity: when its keyframes started (nil
/// while it rests), the value they started from, and the value it showed last.
final class KeyframeAnimatorState {
  var trigger: Value
  var start: Double?
  var from: Value = .void
  var shown: Value?
  var nextFrame: Double?
  var owner: ViewRecord?

  init(trigger: Value) { self.trigger = trigger }
}

extension ViewResolver {
  /// `keyframeAnimator(initialValue:…)` and `KeyframeAnimator`: the content is built for the
  /// value the keyframes give at the current time, evaluated again every frame (60 Hz on the
  /// virtual clock) while they play. With `repeating: true` they loop from the initial value
  /// for as long as the view is on screen (with `false` the content gets the initial value);
  /// with a trigger they rest until it changes, then play once from the value shown then and
  /// keep the value they end at (docs/animation.md).
  func resolveKeyframeAnimator(_ call: ViewCall, placeholder: ViewValue?) throws(RuntimeError) -> ViewNode {
    let id = call.identity.hash
    let hasTrigger = call.has("trigger")
    let trigger: Value = hasTrigger ? call["trigger"] : .void
    let initial = call["initialValue"]
    let now = interpreter.now
    let state: KeyframeAnimatorState
    if let existing = keyframeAnimators[id] {
      state = existing
      if hasTrigger && !valuesEqual(existing.trigger, trigger) {
        state.trigger = trigger
        state.from = state.shown ?? initial
        state.start = now
        state.nextFrame = nil
      }
    } else {
      state = KeyframeAnimatorState(trigger: trigger)
      keyframeAnimators[id] = state
      if !hasTrigger, case .bool(true) = call["repeating"] {
        state.from = initial
        state.start = now
      }
    }
    state.owner = current
    var value = state.shown ?? initial
    if let start = state.start, case .function(let keyframes) = call["keyframes"] {
      var arguments = [state.from]
      let description = try interpreter.call(keyframes, &arguments, at: 0)
      let tracks = try keyframeTracks(description, from: state.from)
      let total = tracks.reduce(0.0) { Swift.max($0, $1.timeline.duration) }
      var t = now - start
      var next: Double?
      if hasTrigger {
        if t >= total {
          t = total
          state.start = nil
        } else {
          next = Swift.min(Self.nextFrame(after: now, from: start), start + total)
        }
      } else {
        if total > 0 { t = t - (t / total).rounded(.down) * total } else { t = 0 }
        if total > 0 { next = Self.nextFrame(after: now, from: start) }
      }
      value = try keyframeValue(state.from, tracks, at: t)
      if let next, state.nextFrame != next {
        state.nextFrame = next
        interpreter.schedule(at: next) { [self] (_: Interpreter) throws(RuntimeError) in
          guard keyframeAnimators[id] === state, state.nextFrame == next else { return }
          state.owner?.isDirty = true
          invalidate()
        }
      }
    }
    state.shown = value
    let contentIdentity = call.identity.child(IdentityKind.content, 0)
    var inner = try resolve(placeholder ?? .empty, contentIdentity)
    if case .function(let content) = call["content"] {
      var arguments: [Value] = placeholder.map { [.view($0), value] } ?? [value]
      let result = try interpreter.call(content, &arguments, at: 0)
      inner = try resolve(result.asView(interpreter) ?? .empty, contentIdentity)
    }
    let n = node(call.identity, .modified(inner, .marker("keyframeAnimator")), label: label(of: inner))
    infos[Int(n.tag)].keepsWork = true
    return n
  }

  /// The first frame (a multiple of 1/60 s after `start`) after `now`.
  static func nextFrame(after now: Double, from start: Double) -> Double {
    // The clock is kept to the microsecond: a frame a rounding short of its time counts as due.
    let k = ((now - start) * 60 + 1e-3).rounded(.down) + 1
    return start + k / 60
  }

  /// The tracks of a keyframes description: each `KeyframeTrack` with the key path it moves
  /// (nil: the whole value), and keyframes written without a track as one track of the whole
  /// value. A track's timeline starts from the part of `from` it moves.
  func keyframeTracks(_ description: Value, from: Value) throws(RuntimeError)
    -> [(path: [KeyPathStepValue]?, timeline: KeyframeTrackTimeline)]
  {
    var items: [ViewValue] = []
    func flatten(_ v: ViewValue) {
      switch v {
      case .group(let list): list.forEach(flatten)
      case .branch(_, let inner): flatten(inner)
      case .forEach(_, let views): views.forEach(flatten)
      default: items.append(v)
      }
    }
    flatten(description.asView(interpreter) ?? .empty)
    var tracks: [(path: [KeyPathStepValue]?, timeline: KeyframeTrackTimeline)] = []
    var loose: [ViewValue] = []
    for item in items {
      guard case .primitive(let key, let arguments, let children) = item else { continue }
      if key.owner == "KeyframeTrack" {
        var path: [KeyPathStepValue]?
        if case .keyPath(let steps)? = arguments.first { path = steps }
        let base =
          try path.map { (steps: [KeyPathStepValue]) throws(RuntimeError) in
            try interpreter.apply(steps, to: from)
          } ?? from
        var frames: [ViewValue] = []
        for child in children { flattenInto(&frames, child) }
        tracks.append((path, timeline(base, frames)))
      } else {
        loose.append(item)
      }
    }
    if !loose.isEmpty { tracks.append((nil, timeline(from, loose))) }
    return tracks
  }

  private func flattenInto(_ list: inout [ViewValue], _ v: ViewValue) {
    switch v {
    case .group(let items): for item in items { flattenInto(&list, item) }
    case .branch(_, let inner): flattenInto(&list, inner)
    case .forEach(_, let views): for view in views { flattenInto(&list, view) }
    default: list.append(v)
    }
  }

  /// A track's timeline from `base` through the keyframe descriptions `frames`.
  private func timeline(_ base: Value, _ frames: [ViewValue]) -> KeyframeTrackTimeline {
    let initial = animatableNumbers(base) ?? []
    var keyframes: [Keyframe] = []
    for frame in frames {
      guard case .primitive(let key, let a, _) = frame, let first = a.first,
        let to = animatableNumbers(first)
      else { continue }
      func at(_ i: Int) -> Value { i < a.count ? unwrapped(a[i]) : .void }
      func vector(_ i: Int) -> [Double]? {
        if case .optional(nil) = (i < a.count ? a[i] : .void) { return nil }
        return animatableNumbers(at(i))
      }
      switch key.owner {
      case "LinearKeyframe":
        keyframes.append(
          Keyframe(.linear(Self.unitCurve(at(2))), to: to, duration: Convert.double(at(1)) ?? 0))
      case "CubicKeyframe":
        keyframes.append(
          Keyframe(
            .cubic(startVelocity: vector(2), endVelocity: vector(3)), to: to,
            duration: Convert.double(at(1)) ?? 0))
      case "SpringKeyframe":
        let spring = Self.spring(at(2))
        let duration = Convert.double(at(1)) ?? Keyframe.springDuration(spring)
        keyframes.append(Keyframe(.spring(spring, startVelocity: vector(3)), to: to, duration: duration))
      case "MoveKeyframe":
        keyframes.append(Keyframe(.move, to: to, duration: 0))
      default:
        continue
      }
    }
    return KeyframeTrackTimeline(initial: initial, keyframes: keyframes)
  }

  /// `from` with each track's part replaced by the track's value at `t`.
  private func keyframeValue(
    _ from: Value, _ tracks: [(path: [KeyPathStepValue]?, timeline: KeyframeTrackTimeline)], at t: Double
  ) throws(RuntimeError) -> Value {
    var value = from
    for track in tracks {
      var numbers = track.timeline.value(at: t)[...]
      if let path = track.path {
        let part = try interpreter.apply(path, to: value)
        value = Self.setting(path[...], of: value, to: animatableValue(part, &numbers))
      } else {
        value = animatableValue(value, &numbers)
      }
    }
    return value
  }

  /// `value` with the part a key path reaches replaced by `part` (stored properties of
  /// structures and tuple elements; a key path through anything else leaves the value as it is).
  static func setting(_ path: ArraySlice<KeyPathStepValue>, of value: Value, to part: Value) -> Value {
    guard let step = path.first else { return part }
    let rest = path.dropFirst()
    switch (step, value) {
    case (.identity, _):
      return setting(rest, of: value, to: part)
    case (.field(let i), .instance(var instance)) where i < instance.fields.count:
      instance.fields[i] = setting(rest, of: instance.fields[i], to: part)
      return .instance(instance)
    case (.tupleElement(let i), .tuple(var values, let labels)) where i < values.count:
      values[i] = setting(rest, of: values[i], to: part)
      return .tuple(values, labels: labels)
    default:
      return value
    }
  }

  /// A `UnitCurve` value as a timing curve.
  static func unitCurve(_ v: Value) -> TimingCurve {
    switch v {
    case .symbol("UnitCurve.easeIn"): return .easeIn
    case .symbol("UnitCurve.easeOut"): return .easeOut
    case .symbol("UnitCurve.easeInOut"): return .easeInOut
    case .record(let r) where r.name == "UnitCurve":
      let p0 = Convert.unitPoint(r["startControlPoint"] ?? .void)
      let p1 = Convert.unitPoint(r["endControlPoint"] ?? .void)
      return TimingCurve(p0.x, p0.y, p1.x, p1.y)
    default: return .linear
    }
  }

  /// A `Spring` value (a record of response and damping fraction) as the model's spring.
  static func spring(_ v: Value) -> Spring {
    guard case .record(let r) = v, r.name == "Spring", let response = r["response"].flatMap(Convert.double),
      let damping = r["dampingFraction"].flatMap(Convert.double)
    else { return Spring(duration: 0.5, bounce: 0) }
    return Spring(response: response, dampingFraction: damping)
  }
}
