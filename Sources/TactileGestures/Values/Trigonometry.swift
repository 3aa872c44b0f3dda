// Trigonometry without Foundation. Embedded Swift has no libm overlay, and the engine must
// compute the same values natively and in the browser, so it computes the few functions it
// needs itself. Each is within an ulp or two of the correctly rounded result (see the tests),
// and exact at the usual special points: sin(0) = 0, cos(0) = 1.

/// Sine and cosine of `x` radians, by reduction to [-π/4, π/4] and Taylor series there.
func _sincos(_ x: Double) -> (sin: Double, cos: Double) {
  guard x.isFinite else { return (.nan, .nan) }
  if x == 0 { return (x, 1) }
  // x = k·(π/2) + r with |r| ≤ π/4; π/2 split in two parts for an accurate remainder.
  let k = (x / (Double.pi / 2)).rounded()
  let piOver2High = 1.5707963267948966
  let piOver2Low = 6.123233995736766e-17
  let r = (x - k * piOver2High) - k * piOver2Low
  let s = sinSeries(r)
  let c = cosSeries(r)
  switch Int64(k).quotientAndRemainder(dividingBy: 4).remainder {
  case 0: return (s, c)
  case 1, -3: return (c, -s)
  case 2, -2: return (-s, -c)
  default: return (-c, s)
  }
}

private func sinSeries(_ r: Double) -> Double {
  let r2 = r * r
  var term = r
  var sum = r
  var n = 1.0
  while true {
    term *= -r2 / ((n + 1) * (n + 2))
    let next = sum + term
    if next == sum { return sum }
    sum = next
    n += 2
  }
}

private func cosSeries(_ r: Double) -> Double {
  let r2 = r * r
  var term = 1.0
  var sum = 1.0
  var n = 0.0
  while true {
    term *= -r2 / ((n + 1) * (n + 2))
    let next = sum + term
    if next == sum { return sum }
    sum = next
    n += 2
  }
}

/// Sine of `x` radians.
func _sin(_ x: Double) -> Double { _sincos(x).sin }

/// Cosine of `x` radians.
func _cos(_ x: Double) -> Double { _sincos(x).cos }

/// The angle of the vector (x, y) in radians, in (-π, π], with `atan2`'s conventions.
func _atan2(_ y: Double, _ x: Double) -> Double {
  if x.isNaN || y.isNaN { return .nan }
  if x == 0 && y == 0 { return x.sign == .minus ? (y.sign == .minus ? -.pi : .pi) : y }
  let ax = abs(x)
  let ay = abs(y)
  // atan of the smaller ratio, then the octant.
  let swap = ay > ax
  let t = swap ? ax / ay : ay / ax
  var a = atanUnit(t)
  if swap { a = .pi / 2 - a }
  if x < 0 { a = .pi - a }
  return y < 0 ? -a : a
}

/// atan(t) for t in [0, 1], by argument halving and a Taylor series.
private func atanUnit(_ t: Double) -> Double {
  // atan(t) = 2·atan(t / (1 + sqrt(1 + t²))); three halvings bring t below 0.1.
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
