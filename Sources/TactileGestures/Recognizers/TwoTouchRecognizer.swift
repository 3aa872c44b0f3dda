import TactileGeometry

/// The two-finger recognizer behind `MagnifyGesture`, `RotateGesture` and their deprecated
/// twins (R5.1–R5.6).
///
/// Grammar: the first two fingers down are tracked (a third is ignored). When the second lands,
/// the baseline is taken: the distance and angle between the fingers, and their midpoint as
/// `startLocation` (local space, R5.1). `magnification` is distance ÷ baseline distance and
/// `rotation` the accumulated turn of the line between the fingers (positive clockwise on
/// screen) (R5.2). The gesture activates once its `threshold` is reached — the scale or
/// angle delta reaching the minimum (R5.3) — and stays active; it ends when fewer than two
/// tracked fingers remain, succeeding if it was active and failing otherwise (decision 4.9).
final class TwoTouchRecognizer<Value>: RecognizerNode<Value> {
  typealias Measurement = TwoTouchMeasurement

  private struct Finger {
    var id: PointerID
    var location: CGPoint
  }

  let name: String
  var threshold: TwoTouchThreshold
  var makeValue: (Measurement) -> Value
  private var fingers: [Finger] = []
  private var baseline: (distance: CGFloat, angle: Double, start: CGPoint, anchor: UnitPoint)?
  private var lastAngle = 0.0
  private var rotation = 0.0
  private var magnificationVelocity = VelocityEstimator<Double>()
  private var rotationVelocity = VelocityEstimator<Double>()
  private var isActive = false
  private var current: Value?

  init(
    name: String, threshold: TwoTouchThreshold, makeValue: @escaping (Measurement) -> Value
  ) {
    self.name = name
    self.threshold = threshold
    self.makeValue = makeValue
    super.init { node, input, phase in
      phase = unsafeDowncast(node, to: TwoTouchRecognizer.self).computePhase(input)
    }
  }

  override var traceName: String { name }
  override var hasStarted: Bool { !fingers.isEmpty }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Value> {
    if fingers.isEmpty, input.adopt, input.changes.isEmpty {
      for pointer in input.pointers.prefix(2) {
        fingers.append(Finger(id: pointer.id, location: pointer.location))
      }
      if fingers.count == 2 { takeBaseline(input) }
      return phase()
    }
    var moved = false
    for event in input.changes {
      let index = fingers.firstIndex { $0.id == event.pointer }
      switch event.phase {
      case .down:
        guard index == nil, fingers.count < 2 else { continue }
        fingers.append(Finger(id: event.pointer, location: event.location))
        if fingers.count == 2 { takeBaseline(input) }
      case .move:
        guard let index else { continue }
        fingers[index].location = event.location
        moved = true
      case .up:
        guard let index else { continue }
        fingers[index].location = event.location
        if baseline != nil { measure(input) }
        if isActive, let current { return .ended(current) }
        return fail(input, baseline == nil ? .touchSequenceEnded : .tooFewTouches)
      case .cancel:
        guard index != nil else { continue }
        return fail(input, .systemCancelled)
      }
    }
    if moved { measure(input) }
    return phase()
  }

  private func phase() -> GesturePhase<Value> {
    if isActive, let current { return .active(current) }
    return .possible(nil)
  }

  private func takeBaseline(_ input: NodeInput) {
    let a = fingers[0].location
    let b = fingers[1].location
    let midpoint = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    let start = input.space.convert(midpoint, to: .local)
    let angle = Math.atan2(b.y - a.y, b.x - a.x)
    baseline = (a.distance(to: b), angle, start, UnitPoint(start, in: input.space.localSize))
    lastAngle = angle
    rotation = 0
    magnificationVelocity.add(1, at: input.time)
    rotationVelocity.add(0, at: input.time)
  }

  private func measure(_ input: NodeInput) {
    guard let baseline, fingers.count == 2 else { return }
    let a = fingers[0].location
    let b = fingers[1].location
    let distance = a.distance(to: b)
    let magnification = baseline.distance > 0 ? distance / baseline.distance : 1
    // Accumulate the turn in small steps so that it can exceed half a turn.
    let angle = Math.atan2(b.y - a.y, b.x - a.x)
    var delta = angle - lastAngle
    if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
    rotation += delta
    lastAngle = angle
    magnificationVelocity.add(magnification, at: input.time)
    rotationVelocity.add(rotation, at: input.time)
    let measurement = Measurement(
      time: input.time, magnification: magnification, rotation: .radians(rotation),
      magnificationVelocity: magnificationVelocity.velocity,
      rotationVelocity: .radians(rotationVelocity.velocity),
      startLocation: baseline.start, startAnchor: baseline.anchor)
    if !isActive, threshold.isReached(by: measurement) { isActive = true }
    current = makeValue(measurement)
  }

  override func resetState() {
    fingers = []
    baseline = nil
    rotation = 0
    lastAngle = 0
    magnificationVelocity.reset()
    rotationVelocity.reset()
    isActive = false
    current = nil
  }
}

/// What a two-touch recognizer measures: its gesture's value and threshold are made from it.
struct TwoTouchMeasurement {
  var time: EventTime
  var magnification: CGFloat
  var rotation: Angle
  var magnificationVelocity: CGFloat
  var rotationVelocity: Angle
  var startLocation: CGPoint
  var startAnchor: UnitPoint
}

/// When a two-touch gesture becomes active (R5.3).
enum TwoTouchThreshold {
  /// Once the scale has changed by at least this much (`MagnifyGesture`, `MagnificationGesture`).
  case magnification(CGFloat)
  /// Once the angle has turned by at least this much either way (`RotateGesture`,
  /// `RotationGesture`).
  case rotation(Angle)

  func isReached(by measurement: TwoTouchMeasurement) -> Bool {
    switch self {
    case .magnification(let delta): abs(measurement.magnification - 1) >= delta
    case .rotation(let delta): abs(measurement.rotation.radians) >= abs(delta.radians)
    }
  }
}

extension TwoTouchRecognizer {
  /// Gives `node` its gesture's new threshold; `false` if it is not a two-touch recognizer of
  /// this value type.
  static func update(_ node: GestureNode<Value>, threshold: TwoTouchThreshold) -> Bool {
    guard let node = node as? TwoTouchRecognizer<Value> else { return false }
    node.threshold = threshold
    return true
  }
}
