import TactileGestures

/// Gesture-engine benchmarks (filled in with the engine).
func registerGestureBenchmarks(in suite: inout BenchmarkSuite) {}
