import TactileTestSupport
import Testing

/// Numbers: conversions, rounding, integer traps, the elementary functions. Expected outputs
/// are what Swift prints for the same program.
@Suite struct NumberBuiltinTests {
  @Test("Int(_:) truncates a Double, parses a String to an optional, and Int(exactly:) refuses fractions")
  func integerConversions() {
    let source = """
      func main() {
        print(Int(3.9), Int(-3.9), Int("42"), Int("x"), Int(" 4"), Int("+7"), Int(exactly: 2.0), Int(exactly: 2.5))
        print(Double(3), Double("2.5"), Double("abc"), Double("1e3"), Bool("true"), Bool("yes"))
      }
      """
    #expect(
      run(source) == """
        3 -3 Optional(42) nil nil Optional(7) Optional(2) nil
        3.0 Optional(2.5) nil Optional(1000.0) Optional(true) nil

        """)
  }

  @Test("rounded(_:) follows each FloatingPointRoundingRule; round() mutates")
  func rounding() {
    let source = """
      func main() {
        let a = 2.5, na = -2.5, u = 2.1, w = 2.9, nw = -2.9, t = 7.5
        print(a.rounded(), na.rounded(), a.rounded(.toNearestOrEven), u.rounded(.up), w.rounded(.down))
        print(nw.rounded(.towardZero), u.rounded(.awayFromZero), t.truncatingRemainder(dividingBy: 2))
        var x = 3.6
        x.round()
        print(x, floor(2.7), ceil(2.1), round(2.5), round(-2.5))
      }
      """
    #expect(run(source) == "3.0 -3.0 2.0 3.0 2.0\n-2.0 3.0 1.5\n4.0 2.0 3.0 3.0 -3.0\n")
  }

  @Test("Double prints in Swift's shortest form: 0.1 + 0.2, 1e-05, 1e+16, -0.0, inf, nan")
  func doubleDescriptions() {
    let source = """
      func main() {
        print(0.1 + 0.2, 1e-5, 1e16, 1e15, -0.0, 100.0, 1.0 / 3.0, 5e-324, Double.infinity, -Double.infinity, Double.nan)
        print([1.5, 2.0], Double.greatestFiniteMagnitude, Double.pi)
      }
      """
    #expect(
      run(source) == """
        0.30000000000000004 1e-05 1e+16 1000000000000000.0 -0.0 100.0 0.3333333333333333 5e-324 inf -inf nan
        [1.5, 2.0] 1.7976931348623157e+308 3.141592653589793

        """)
  }

  @Test("integer operators: truncating division, remainder sign, smart shifts, bitwise")
  func integerOperators() {
    let source = """
      func main() {
        let twelve = 12, five = 5, mfive = -5
        print(7 / 2, -7 / 2, 7 % 3, -7 % 3, twelve.isMultiple(of: 4), five.signum(), mfive.signum(), mfive.magnitude)
        print(6 & 3, 6 | 3, 6 ^ 3, 1 << 4, -16 >> 2, ~5, 1 << 70, 1 << -1, -1 >> 100, Int.max, Int.min)
      }
      """
    #expect(
      run(source) == "3 -3 1 -1 true 1 -1 5\n2 7 5 16 -4 -6 0 0 -1 9223372036854775807 -9223372036854775808\n"
    )
  }

  @Test("min and max return Swift's choice between equal values; abs of Int and Double")
  func minMaxAbs() {
    let source = """
      func main() {
        print(min(3, 1), max(3, 1), min(3, 1, 2), max(1, 5, 3), min(2.0, 1.5), max(-0.0, 0.0), min(0.0, -0.0))
        print(abs(-3), abs(-2.5), max(1.0, Double.nan), max(Double.nan, 1.0))
      }
      """
    #expect(run(source) == "1 3 1 5 1.5 0.0 0.0\n3 2.5 1.0 nan\n")
  }

  @Test("sqrt, pow, exp, log and hypot print the correctly rounded results")
  func elementaryFunctions() {
    let source = """
      func main() {
        print(sqrt(2.0), pow(2.0, 10.0), pow(2.0, 0.5), pow(10.0, -2.0), pow(3.0, 3.0), pow(2.0, -1.0), pow(-2.0, 3.0))
        print(exp(1.0), exp(0.0), log(1.0), log(10.0), exp(-1.0), exp(2.0), log(0.5), hypot(3.0, 4.0))
        print(pow(97.38567195486308, 3.263635373785929), exp(11.753168208405135), log(47.957291998134835))
        print(sin(0.0), cos(0.0), sin(Double.pi / 2), cos(Double.pi), atan2(1.0, 1.0), tan(0.0), atan(1.0))
      }
      """
    // The third line's values are ones where glibc's libm is off by one ulp.
    #expect(
      run(source) == """
        1.4142135623730951 1024.0 1.4142135623730951 0.01 27.0 0.5 -8.0
        2.718281828459045 1.0 0.0 2.302585092994046 0.36787944117144233 7.38905609893065 -0.6931471805599453 5.0
        3088323.850471618 127155.77751635881 3.870310864806519
        0.0 1.0 1.0 -1.0 0.7853981633974483 0.0 0.7853981633974483

        """)
  }

  @Test("Int(Double) traps on NaN, infinity and overflow with Swift's messages")
  func conversionTraps() {
    #expect(
      run("func main() {\n  let d = Double.nan\n  print(Int(d))\n}")
        == "error 3:9: Double value cannot be converted to Int because it is either infinite or NaN")
    #expect(
      run("func main() {\n  let d = 1e300\n  print(Int(d))\n}")
        == "error 3:9: Double value cannot be converted to Int because the result would be greater than Int.max"
    )
    #expect(
      run("func main() {\n  let d = -1e300\n  print(Int(d))\n}")
        == "error 3:9: Double value cannot be converted to Int because the result would be less than Int.min")
  }

  @Test("the wrapping operators wrap instead of trapping, and the compound bitwise assignments assign")
  func wrappingOperators() {
    let source = """
      func main() {
        var a = Int.max
        a &+= 1
        print(a == Int.min, Int.min &- 1 == Int.max, 7 &* 6, 1 &<< 3, 256 &>> 4)
        var b = 0b1100
        b &= 0b1010; print(b)
        b |= 1; print(b)
        b ^= 0b1111; print(b)
        b <<= 2; print(b)
        b >>= 1; print(b)
        var s = 0
        for i in 1...4 { s = s &+ i }
        print(s)
        let r = Int.max.addingReportingOverflow(1)
        print(r.overflow, r.partialValue == Int.min, 3.multipliedReportingOverflow(by: 4))
      }
      """
    #expect(
      run(source) == """
        true true 42 8 16
        8
        9
        6
        24
        12
        10
        true true (partialValue: 12, overflow: false)

        """)
  }

  @Test("integer overflow and division by zero are runtime errors, not host crashes")
  func arithmeticTraps() {
    #expect(run("func main() {\n  let x = Int.max\n  print(x + 1)\n}") == "error 3:9: arithmetic overflow")
    #expect(run("func main() {\n  let z = 0\n  print(5 / z)\n}") == "error 3:9: Division by zero")
    #expect(
      run("func main() {\n  let z = 0\n  print(5 % z)\n}")
        == "error 3:9: Division by zero in remainder operation")
    #expect(
      run("func main() {\n  let m = Int.min\n  print(m / -1)\n}")
        == "error 3:9: Division results in an overflow")
    #expect(run("func main() {\n  let m = Int.min\n  print(-m)\n}") == "error 3:9: arithmetic overflow")
    #expect(
      run("func main() {\n  let n = 5\n  print(n...1)\n}")
        == "error 3:9: Range requires lowerBound <= upperBound")
  }

  @Test("comparisons with NaN are all false")
  func nanComparisons() {
    let source = """
      func main() {
        let n = Double.nan
        print(n < 1, n <= 1, n > 1, n >= 1, n == n, n != n, 1.0 <= 1)
      }
      """
    #expect(run(source) == "false false false false false true true\n")
  }
}
