import TactileLexer
import TactileParser

/// Front-end benchmarks (filled in with the lexer and parser).
func registerFrontEndBenchmarks(in suite: inout BenchmarkSuite) {}
