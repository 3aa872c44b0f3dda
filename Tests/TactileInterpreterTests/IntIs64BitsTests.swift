import TactileInterpreter
import TactileTestSupport
import Testing

/// Swift's `Int` is 64 bits on every host the runtime runs on, the browser's wasm32 included
/// (docs/runtime-values.md, "Int is 64 bits"). Expected outputs are what swiftc's build of the
/// same program prints on a 64-bit Apple platform.
@Suite struct IntIs64BitsTests {
  @Test("Int.max and Int.min are the 64-bit bounds, and String and Int(_:) convert them both ways")
  func boundsAndStrings() {
    let source = """
      func main() {
        print(Int.max, Int.min)
        print(String(Int.max), "\\(Int.min)", Int.max.description)
        print(Int("9223372036854775807") as Any, Int("-9223372036854775808") as Any)
        print(Int("9223372036854775808") as Any, Int("-9223372036854775809") as Any)
        print(Int.max.formatted(), (-9_007_199_254_740_993).formatted())
      }
      """
    #expect(
      run(source)
        == "9223372036854775807 -9223372036854775808\n"
        + "9223372036854775807 -9223372036854775808 9223372036854775807\n"
        + "Optional(9223372036854775807) Optional(-9223372036854775808)\n"
        + "nil nil\n"
        + "9,223,372,036,854,775,807 -9,007,199,254,740,993\n")
  }

  @Test("arithmetic past 2^31 keeps every bit: sums, products, shifts and compound assignments")
  func arithmeticPast32Bits() {
    let source = """
      func main() {
        var a = 2_147_483_647
        a += 1
        print(a, 2_147_483_647 + 1, -2_147_483_648 - 1)
        print(65_536 * 65_536, 3_000_000_000 / 7, 3_000_000_000 % 7)
        print(1 << 40, (1 << 62) >> 30, 0x7FFF_FFFF_FFFF_FFFF == Int.max)
        var product = 1
        for _ in 0..<62 { product *= 2 }
        print(product)
      }
      """
    #expect(
      run(source)
        == "2147483648 2147483648 -2147483649\n"
        + "4294967296 428571428 4\n"
        + "1099511627776 4294967296 true\n"
        + "4611686018427387904\n")
  }

  @Test("adding one to Int.max traps with Swift's arithmetic overflow; the wrapping operators wrap")
  func overflowTraps() {
    let trapping = """
      func main() {
        var n = Int.max
        n += 1
        print(n)
      }
      """
    #expect(run(trapping) == "error 3:3: arithmetic overflow")
    #expect(run("func main() { print(Int.min - 1) }") == "error 1:21: arithmetic overflow")
    #expect(run("func main() { print(Int.max * 2) }") == "error 1:21: arithmetic overflow")
    #expect(run("func main() { print(-Int.min) }") == "error 1:21: arithmetic overflow")
    #expect(run("func main() { print(Int.min / -1) }") == "error 1:21: Division results in an overflow")
    let wrapping = """
      func main() {
        print(Int.max &+ 1, Int.min &- 1, Int.max &* 2)
        print(Int.max.addingReportingOverflow(1))
        print(2_147_483_647.addingReportingOverflow(1))
      }
      """
    #expect(
      run(wrapping)
        == "-9223372036854775808 9223372036854775807 -2\n"
        + "(partialValue: -9223372036854775808, overflow: true)\n"
        + "(partialValue: 2147483648, overflow: false)\n")
  }

  @Test("a literal as large as Int.max, and -9223372036854775808, are Ints on every host")
  func bigLiterals() {
    let source = """
      enum Level: Int { case low = -1, high = 5_000_000_000 }
      func twice(_ n: Int = 4_294_967_296) -> Int { n * 2 }
      func main() {
        let big = 3_000_000_000
        let values = [9_223_372_036_854_775_807, -9_223_372_036_854_775_808, 0x7fff_ffff_ffff_ffff]
        print(big, values, values[1] == Int.min)
        print(Level.low.rawValue, Level.high.rawValue, Level(rawValue: 5_000_000_000) == .high)
        print(twice())
      }
      """
    #expect(
      run(source)
        == "3000000000 [9223372036854775807, -9223372036854775808, 9223372036854775807] true\n"
        + "-1 5000000000 true\n"
        + "8589934592\n")
  }

  @Test("Double to Int converts values past 2^31 and traps past Int.max; Int to Double rounds")
  func doubleConversions() {
    let source = """
      func main() {
        print(Int(3e9), Int(-1e18), Int(9.2e18), Int(exactly: 4_294_967_296.0) as Any)
        print(Double(Int.max), Double(3_000_000_001), Int(exactly: 1e19) as Any)
      }
      """
    #expect(
      run(source)
        == "3000000000 -1000000000000000000 9200000000000000000 Optional(4294967296)\n"
        + "9.223372036854776e+18 3000000001.0 nil\n")
    #expect(
      run("func main() { print(Int(1e19)) }")
        == "error 1:21: Double value cannot be converted to Int because the result would be greater than Int.max"
    )
    #expect(
      run("func main() { print(Int(-1e19)) }")
        == "error 1:21: Double value cannot be converted to Int because the result would be less than Int.min"
    )
  }

  @Test("random integers, ranges, strides and hashes use the whole 64 bits")
  func randomRangesAndHashes() {
    let source = """
      func main() {
        let r = Int.random(in: 4_000_000_000...4_000_000_010)
        print(r >= 4_000_000_000 && r <= 4_000_000_010)
        let s = Int.random(in: Int.min...Int.max)
        print(s == s)
        print((5_000_000_000..<5_000_000_003).count, Array(stride(from: 4_294_967_295, through: 4_294_967_297, by: 1)))
        print((1...Int.max).count, (0..<Int.max).last ?? 0)
        var wide = false
        for _ in 0..<8 where abs("\\(Int.random(in: 0...3))".hashValue) > 4_294_967_296 { wide = true }
        print(wide)
      }
      """
    #expect(
      run(source)
        == "true\ntrue\n3 [4294967295, 4294967296, 4294967297]\n9223372036854775807 9223372036854775806\ntrue\n"
    )
  }

  @Test("ranges at Int's bounds iterate and answer first and last without overflowing")
  func rangesAtTheBounds() {
    let source = """
      func main() {
        for n in Int.max - 2...Int.max { print(n) }
        for n in (Int.min..<Int.min + 2).reversed() { print(n) }
        print((Int.min..<Int.min).last as Any, (Int.min...Int.min).first as Any)
        for _ in Int.min..<Int.max { print("never") }
      }
      """
    #expect(
      run(source)
        == "9223372036854775805\n9223372036854775806\n9223372036854775807\n"
        + "-9223372036854775807\n-9223372036854775808\n"
        + "nil Optional(-9223372036854775808)\n"
        + "error 5:3: the range is too large to iterate")
  }

  @Test(
    "a program's Int in a value converts to the host's index with hostInt, saturating past the host's range")
  func hostIndexConversion() {
    #expect(Int64(42).hostInt == 42)
    #expect(Int64.max.hostInt == Int.max)
    #expect(Int64.min.hostInt == Int.min)
    let source = """
      func main() {
        let xs = [1, 2, 3]
        print(xs.prefix(5_000_000_000), xs.dropFirst(4_294_967_297), xs.suffix(Int.max))
        print(xs[4_294_967_296])
      }
      """
    #expect(run(source) == "[1, 2, 3] [] [1, 2, 3]\nerror 4:9: Index out of range")
  }
}
