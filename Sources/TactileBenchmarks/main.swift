/// Benchmarks for Tactile. Run with `swift run -c release tactile-bench [filter]`;
/// BENCHMARKS.md records the results and the machine they came from.
let filter = CommandLine.arguments.dropFirst().first
var suite = BenchmarkSuite(filter: filter)
registerGestureBenchmarks(in: &suite)
registerFrontEndBenchmarks(in: &suite)
registerLayoutBenchmarks(in: &suite)
registerAnimationBenchmarks(in: &suite)
registerRuntimeBenchmarks(in: &suite)
registerCheckComparisonBenchmarks(in: &suite)
registerCheckScalingBenchmarks(in: &suite)
registerDisplayBenchmarks(in: &suite)
suite.run()
