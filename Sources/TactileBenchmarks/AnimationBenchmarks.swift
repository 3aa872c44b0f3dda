import TactileAnimation

/// Animation benchmarks: one 60 Hz frame of 1,000 animated properties (four components each:
/// an offset, a scale and an opacity), half on springs and half on timing curves, sampled as a
/// renderer samples them every frame; and the settling time of a released interactive spring,
/// which a spring animation computes once when it starts.
func registerAnimationBenchmarks(in suite: inout BenchmarkSuite) {
  var values: [AnimatedValue] = []
  for i in 0..<1000 {
    let spec: AnimationSpec =
      i % 2 == 0 ? .spring(i % 4 == 0 ? .bouncy : .snappy) : .timing(.easeInOut, duration: 0.35)
    values.append(
      AnimatedValue(
        from: [Double(i), 0, 1, 0], to: [0, Double(i), 1.5, 1], velocity: [300, -200, 0, 0], start: 0,
        spec: spec))
  }
  var frame = 0
  suite.add("animation: sample 1,000 properties (one frame)", unit: "property", unitsPerIteration: 1000) {
    frame = (frame + 1) % 30
    let time = Double(frame) / 60
    var sum = 0
    for value in values { sum &+= Int(value.value(at: time)[0]) }
    return sum
  }
  suite.add("animation: settling time of a released interactiveSpring") {
    Int(
      Spring.interactiveSpring.motion(displacement: 300, velocity: 1200).settlingTime(
        threshold: 0.5, velocityThreshold: 20) * 1e6)
  }
}
