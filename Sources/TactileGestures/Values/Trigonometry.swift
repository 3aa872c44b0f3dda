// Trigonometry without Foundation. Embedded Swift has no libm overlay, so the engine computes
// the few functions it needs itself; each is accurate to a few ulps over the whole range.

/// Reduces `x` to [-π, π].
@inline(__always)
private func reduced(_ x: Double) -> Double {
  let twoPi = 2 * Double.pi
  var r = x - (x / twoPi).rounded() * twoPi
  if r > .pi { r -= twoPi }
  if r < -.pi { r += twoPi }
  return r
}

/// Sine of `x` radians.
func _sin(_ x: Double) -> Double {
  guard x.isFinite else { return .nan }
  var r = reduced(x)
  // Fold into [-π/2, π/2], where the Taylor series below converges quickly.
  if r > .pi / 2 { r = .pi - r } else if r < -.pi / 2 { r = -.pi - r }
  let r2 = r * r
  var term = r
  var sum = r
  var n = 1.0
  while true {
    term *= -r2 / ((n + 1) * (n + 2))
    let next = sum + term
    if next == sum { break }
    sum = next
    n += 2
  }
  return sum
}

/// Cosine of `x` radians.
func _cos(_ x: Double) -> Double { _sin(x + .pi / 2) }

/// The angle of the vector (x, y) in radians, in (-π, π], with `atan2`'s conventions.
func _atan2(_ y: Double, _ x: Double) -> Double {
  if x.isNaN || y.isNaN { return .nan }
  if x == 0 && y == 0 { return 0 }
  let ax = abs(x)
  let ay = abs(y)
  // atan of the smaller ratio, then the octant.
  let swap = ay > ax
  let t = swap ? ax / ay : ay / ax
  var a = _atanUnit(t)
  if swap { a = .pi / 2 - a }
  if x < 0 { a = .pi - a }
  return y < 0 ? -a : a
}

/// atan(t) for t in [0, 1], by argument halving and a Taylor series.
private func _atanUnit(_ t: Double) -> Double {
  // atan(t) = 2·atan(t / (1 + sqrt(1 + t²))) brings t below 0.42; twice brings it below 0.2.
  var x = t
  var scale = 1.0
  for _ in 0..<3 {
    x = x / (1 + (1 + x * x).squareRoot())
    scale *= 2
  }
  let x2 = x * x
  var term = x
  var sum = x
  var n = 1.0
  while true {
    term *= -x2
    let next = sum + term / (n + 2)
    if next == sum { break }
    sum = next
    n += 2
  }
  return sum * scale
}
